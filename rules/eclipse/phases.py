"""The Combat, Upkeep and Cleanup phases and the end of the game (docs/rules/eclipse.md §3,
§12.5, §12.6, §14, §15).

Combat goes sector by sector, highest number first: a ``battle`` window asks the players there
their retreat choice and target rule (standing choices answer without a question; a player with
one option is not asked), the battles are fought at once, then each participant
in order of entry draws reputation tiles and keeps at most one (a secret ``reputation`` window).
Then Combat steps 3 and 4 (:mod:`rules.eclipse.aftermath`): population attacked and discs
placed on sectors won, each an ``attack`` or ``claim`` window answered by the seat's standing
choice unless it asks; undefended discovery tiles go to a player with ships there (each a
``discovery`` decision); players with no ships and no sectors are eliminated.
Upkeep opens a ``colonies`` window where seats with face-up colony ships may use them (not into
sectors with opponent ships), then a ``bankruptcy`` window for the seats that cannot pay
(:mod:`rules.eclipse.bankruptcy`), pays upkeep from money and produces; Cleanup returns discs and
cubes, refreshes colony ships and refills the
tray. Round 8 ends the game.
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.core.window import DecisionWindow
from rules.core.wording import plural_s
from rules.eclipse import (
    aftermath,
    bankruptcy,
    battles,
    board,
    discovery,
    influence,
    pack,
    text,
    turn,
)
from rules.eclipse.actions import Colonize
from rules.eclipse.setup import draw_techs
from rules.eclipse.state import LAST_ROUND, RESOURCES, CombatState, EclipseState


def begin(step: Step[EclipseState]) -> None:
    """The Action phase is over: the Combat phase starts (§3)."""
    state = step.state
    state.phase = "combat"
    state.turn = None
    state.combat = CombatState(sectors=battles.battle_sectors(state))
    step.emit(public_event("CombatPhase", text.COMBAT_PHASE.format(round=state.round)))


def advance(step: Step[EclipseState]) -> bool:
    """Resolve the Combat phase until a seat must answer; ``False`` once it needs one."""
    state = step.state
    fight = state.combat
    assert fight is not None
    if state.window is not None or state.pending is not None:
        return False
    if fight.draws:
        _draw(step)
        return True
    if fight.stage == "battles" and fight.sectors:
        sector = state.sector(fight.sectors[0])
        seats = [s for s in battles.seats_in(sector) if not state.seats[s].eliminated]
        state.window = DecisionWindow.open("battle", seats)
        return True
    if fight.stage == "battles":
        fight.stage, fight.queue = "population", aftermath.order(state)
        return True
    if fight.stage in ("population", "influence"):
        return aftermath.advance(step)
    if fight.finds:
        seat, sector_id = fight.finds.pop(0)
        sector = state.sector(sector_id)
        if sector.discovery is not None and not board.hostile_npcs(state, sector, seat):
            tile = sector.discovery
            state.edit(sector).discovery = None
            discovery.take(step, seat, tile, sector_id, then_claim=False)
        return True
    if fight.stage == "finds":
        _eliminate(step)
        fight.stage = "upkeep"
        seats = [s for s in range(state.num_players) if colonies(state, s)]
        if seats:
            state.window = DecisionWindow.open("colonies", seats)
            return True
    if fight.stage == "upkeep":
        fight.stage = "bankruptcy"
        for seat in range(state.num_players):
            if bankruptcy.short(state, seat) and not bankruptcy.options(state, seat):
                bankruptcy.eliminate(step, seat)
        seats = [s for s in range(state.num_players) if bankruptcy.short(state, s)]
        if seats:
            state.window = DecisionWindow.open("bankruptcy", seats)
            return True
    state.combat = None
    upkeep(step)
    return True


def colonies(state: EclipseState, seat: int) -> list[Colonize]:
    """The colony ships ``seat`` may use in Upkeep step 1: not into a sector with opponent ships
    (docs/rules/eclipse.md §10.2, §14.2)."""
    if state.seats[seat].eliminated:
        return []
    return [
        a
        for a in influence.colonize_options(state, seat)
        if not board.enemies(state, state.sector(a.sector), seat)
    ]


def battle_answered(step: Step[EclipseState], choices: dict[int, str]) -> None:
    """The ``battle`` window closed: fight the first sector's battles and queue the draws."""
    fight = step.state.combat
    assert fight is not None
    sector_id = fight.sectors.pop(0)
    fight.draws = battles.fight(step, sector_id, choices)


def _draw(step: Step[EclipseState]) -> None:
    """The first seat of the draws draws its tiles; the ``reputation`` window asks it."""
    state = step.state
    fight = state.combat
    assert fight is not None
    seat, count = fight.draws[0]
    fight.drawn = []
    for _ in range(min(count, len(state.reputation_bag))):
        index = step.rng.randrange(len(state.reputation_bag))
        fight.drawn.append(state.reputation_bag.pop(index))
    step.emit(
        private_event(
            "ReputationDrawn",
            {seat},
            text.REPUTATION_SEEN.format(seat=seat, values=", ".join(map(str, fight.drawn))),
            text.REPUTATION_DRAWN.format(
                seat=seat, n=len(fight.drawn), s=plural_s(len(fight.drawn))
            ),
            closes_undo=True,
        )
    )
    state.window = DecisionWindow.open("reputation", [seat], secret=True)


def reputation_slots(state: EclipseState, seat: int) -> int:
    """Reputation tiles ``seat``'s track holds: its slots less the ambassador-only ones and the
    ambassadors that sit on shared slots (§11)."""
    track = board.side_of(state, seat).reputation_track
    only = track.ambassador_only or 0
    return track.slots - only - max(0, len(state.seats[seat].ambassadors) - only)


def keep(step: Step[EclipseState], seat: int, value: int) -> None:
    """``seat`` keeps one drawn tile and returns the rest; a full track gives back its lowest
    (docs/rules/eclipse.md §21 Q25)."""
    state = step.state
    fight = state.combat
    assert fight is not None
    held = state.seats[seat].reputation
    drawn = list(fight.drawn)
    if value:
        drawn.remove(value)
        if len(held) >= reputation_slots(state, seat):
            lowest = min(held)
            held.remove(lowest)
            drawn.append(lowest)
        held.append(value)
    state.reputation_bag += drawn
    fight.drawn = []
    fight.draws.pop(0)
    step.emit(public_event("ReputationKept", text.REPUTATION_KEPT.format(seat=seat)))


def _eliminate(step: Step[EclipseState]) -> None:
    """Players with no ships and no sectors leave the game with a frozen score (§12.6)."""
    state = step.state
    for seat, board_ in enumerate(state.seats):
        if board_.eliminated:
            continue
        ships = any(owner == seat for s in state.sectors for owner, _ in s.ships)
        if not ships and not board.controlled(state, seat):
            bankruptcy.eliminate(step, seat)


def upkeep(step: Step[EclipseState]) -> None:
    """Upkeep steps 2 and 4 (§14.2), every seat able to pay after the ``bankruptcy`` window:
    money income minus upkeep, then production; then Cleanup (§15) or the end after round 8."""
    state = step.state
    for board_ in state.seats:
        if board_.eliminated:
            continue
        board_.storage["money"] += board.income(board_)
        board_.storage["materials"] += board.production(board_.track["materials"])
        board_.storage["science"] += board.production(board_.track["science"])
    if state.round >= LAST_ROUND:
        state.phase = "over"
        step.emit(public_event("GameEnded", text.GAME_ENDED))
        return
    cleanup(step)


def cleanup(step: Step[EclipseState]) -> None:
    """Cleanup (§15) and the next round's Action phase."""
    state = step.state
    for board_ in state.seats:
        board_.discs += board_.action_discs
        board_.action_discs = 0
        for resource in RESOURCES:
            board_.track[resource] += board_.graveyard[resource]
            board_.graveyard[resource] = 0
        board_.colony_used = 0
        board_.passed = False
        board_.declined = False
    draw_techs(state, pack.load().techs.market.cleanup_regular[state.num_players])
    if state.passed_order:
        state.start = state.passed_order[0]
    state.passed_order = []
    state.round += 1
    state.phase = "action"
    state.current = state.start
    if state.seats[state.current].eliminated:
        turn.advance_seat(state)
    step.emit(
        public_event(
            "RoundBegan", text.ROUND.format(round=state.round, seat=state.start), closes_undo=True
        )
    )
