"""Diplomacy with 4–6 players: ambassadors and the Traitor (docs/rules/eclipse.md §11).

On its turn in the Action phase (before, between or after its activations, not after passing)
a seat may propose relations to another (``diplomacy 3 money``: seat 3, its ambassador carrying a
cube of its money track); the other answers in a ``diplomacy`` window (``accept science`` or
``decline``, the stated default). Requirements: a wormhole connection between sectors the two
control (Wormhole Generator does not count; warp portals do), neither has ships in a sector
controlled by or holding ships of the other, neither holds the other's ambassador, neither holds
the Traitor, both have room for an ambassador on their reputation track. A proposal is made once
per partner per turn. Each gives the other an ambassador with a cube from one of its own tracks
(its production rises); the holder scores 1 VP for it. A full track gives back its lowest
reputation tiles to make room (decision: the tiles the rules let a player return, lowest first).

Act of Aggression (decisions §21 Q4, Q22): at the end of any turn of a seat (a reaction
included), ships of that seat in a sector controlled by a partner or holding a partner's ships
end the relation: both ambassadors go back with their cubes (to the tracks they came from), and
the aggressor takes the Traitor (from its holder, or the supply).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.window import DecisionWindow
from rules.eclipse import board, galaxy, pack, text
from rules.eclipse.actions import Answer, Propose
from rules.eclipse.state import RESOURCES, EclipseState

MIN_SEATS = 4


def partners(state: EclipseState, seat: int) -> set[int]:
    """Seats ``seat`` has relations with (each holds the other's ambassador)."""
    return {giver for giver, _ in state.seats[seat].ambassadors}


def room(state: EclipseState, seat: int) -> bool:
    """Whether ``seat``'s reputation track has room for one more ambassador (§11)."""
    track = board.side_of(state, seat).reputation_track
    board_ = state.seats[seat]
    either = track.either if track.either is not None else track.slots
    ambassador_only = track.ambassador_only or 0
    return len(board_.ambassadors) < min(ambassador_only + either, track.slots)


def make_room(state: EclipseState, seat: int) -> None:
    """Return ``seat``'s lowest reputation tiles to the bag until its track holds its
    ambassadors and tiles (§11: tiles may be returned to make room)."""
    board_ = state.seats[seat]
    slots = board.side_of(state, seat).reputation_track.slots
    while board_.reputation and len(board_.ambassadors) + len(board_.reputation) > slots:
        lowest = min(board_.reputation)
        board_.reputation.remove(lowest)
        state.reputation_bag.append(lowest)


def neighbours(state: EclipseState, seat: int) -> set[int]:
    """Seats controlling a sector connected by a wormhole (warp portals included, Wormhole
    Generator not) to a sector ``seat`` controls (§11)."""
    table = board.galaxy_of(state)
    places = board.by_position(state)
    found = set()
    for sector in board.controlled(state, seat):
        for position in galaxy.connections(table, (sector.q, sector.r)):
            owner = places[position].owner
            if owner is not None and owner != seat:
                found.add(owner)
    return found


def intrudes(state: EclipseState, seat: int, other: int) -> bool:
    """Whether ``seat`` has ships in a sector ``other`` controls or holds ships in (§11)."""
    for sector in state.sectors:
        owners = {owner for owner, _ in sector.ships}
        if seat in owners and (sector.owner == other or other in owners):
            return True
    return False


def may_relate(state: EclipseState, seat: int, other: int, near: set[int] | None = None) -> bool:
    """Whether ``seat`` and ``other`` may establish diplomatic relations now (§11); ``near``:
    :func:`neighbours` of ``seat`` if already found."""
    if state.num_players < MIN_SEATS or seat == other or state.seats[other].eliminated:
        return False
    a, b = state.seats[seat], state.seats[other]
    if a.traitor or b.traitor or other in partners(state, seat) or seat in partners(state, other):
        return False
    near = neighbours(state, seat) if near is None else near
    if not (room(state, seat) and room(state, other)) or other not in near:
        return False
    return not (intrudes(state, seat, other) or intrudes(state, other, seat))


def options(state: EclipseState, seat: int) -> list[Propose]:
    """The proposals ``seat`` may make now (one per partner and cube track)."""
    board_ = state.seats[seat]
    if state.num_players < MIN_SEATS or board_.passed or board_.traitor or not room(state, seat):
        return []
    near = neighbours(state, seat)
    return [
        Propose(partner=other + 1, track=track)
        for other in sorted(near)
        if other not in state.proposed and may_relate(state, seat, other, near)
        for track in RESOURCES
        if board_.track[track] > 0
    ]


def propose(step: Step[EclipseState], action: Propose) -> None:
    """Open the ``diplomacy`` window asking the partner."""
    state, seat = step.state, step.seat
    other = action.partner - 1
    state.proposed.append(other)
    state.window = DecisionWindow.open("diplomacy", [other])
    state.window.answers[seat] = action.track
    step.emit(public_event("RelationsProposed", text.PROPOSED.format(seat=seat, other=other)))


def answers(state: EclipseState, seat: int) -> list[Answer]:
    """The partner's answers: accept with a cube of one of its tracks, or decline."""
    board_ = state.seats[seat]
    return [
        *(Answer(accept=True, track=t) for t in RESOURCES if board_.track[t] > 0),
        Answer(accept=False),
    ]


def answer(step: Step[EclipseState], seat: int, action: Answer) -> None:
    """The partner answers; on ``accept`` the ambassadors are exchanged."""
    state = step.state
    window = state.window
    assert window is not None
    proposer, track = next((int(s), str(t)) for s, t in window.answers.items() if s != seat)
    window.record(seat, action.track)
    if not action.accept or action.track is None:
        step.emit(public_event("RelationsDeclined", text.DECLINED.format(seat=seat)))
        return
    for giver, holder, cube in ((proposer, seat, track), (seat, proposer, action.track)):
        state.seats[giver].track[cube] -= 1
        state.seats[holder].ambassadors.append((giver, cube))
        make_room(state, holder)
    step.emit(
        public_event("RelationsEstablished", text.RELATIONS.format(seat=proposer, other=seat))
    )


def aggression(step: Step[EclipseState], seat: int) -> None:
    """End ``seat``'s relations with every partner it now intrudes on (Act of Aggression)."""
    state = step.state
    for other in sorted(partners(state, seat)):
        if not intrudes(state, seat, other):
            continue
        for holder, giver in ((seat, other), (other, seat)):
            held = state.seats[holder].ambassadors
            for entry in [e for e in held if e[0] == giver]:
                held.remove(entry)
                state.seats[giver].track[entry[1]] += 1
        for board_ in state.seats:
            board_.traitor = False
        state.seats[seat].traitor = True
        step.emit(public_event("RelationsBroken", text.BROKEN.format(seat=seat, other=other)))


def vp(state: EclipseState, seat: int) -> int:
    """Ambassadors held (1 VP each) and the Traitor (−2) (§16)."""
    reputation = pack.load().npcs.reputation
    board_ = state.seats[seat]
    return reputation.ambassador_vp * len(board_.ambassadors) + (
        reputation.traitor_vp if board_.traitor else 0
    )
