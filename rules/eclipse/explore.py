"""Explore: turn over a sector next to you, place it or discard it (docs/rules/eclipse.md §5).

Draco may turn over a second sector after seeing the first (``draw``: a choice, not an automatic
second draw; CN explore step 2 「可在看過該Sector後再抽一塊」, §17) and places one of them or
neither; the others go face up to the discard pile.

An activation names an unexplored position next to a sector where the explorer has control or
an unpinned ship, across a wormhole of that sector (Wormhole Generator: any edge); the top sector
of that ring's stack is turned over (an empty stack is rebuilt from its discard pile) and becomes
the pending ``place`` decision: a legal turn from :func:`rules.eclipse.galaxy.placements`, or
discard. A placed sector gets its discovery tile and Ancients (at most the miniatures left:
decision §21 Q8); without Ancients the explorer takes the tile at once (§5 step 7), then may take
control with a disc (step 8; not while Ancients are there, Draco excepted).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.wording import commas, plural_s, semicolons
from rules.eclipse import board, discovery, galaxy, pack, text
from rules.eclipse.actions import Claim, Discard, DrawAnother, Explore, Place
from rules.eclipse.state import EclipseState, Pending, SectorState
from rules.eclipse.words import EDGES


def _radius(state: EclipseState) -> int | None:
    value = state.options.get("galaxy_radius", "open")
    return None if value == "open" else int(value)


def positions(state: EclipseState, seat: int) -> set[tuple[int, int]]:
    """Positions ``seat`` may explore now (§5 steps 1–2), skipping rings with nothing left."""
    found = galaxy.explore_positions(
        board.galaxy_of(state),
        board.anchors(state, seat),
        wormhole_generator=board.wormhole_generator(state, seat),
        radius=_radius(state),
    )
    return {
        p for p in found if state.stacks[galaxy.stack_of(p)] or state.discards[galaxy.stack_of(p)]
    }


def options(state: EclipseState, seat: int) -> list[Explore]:
    """One :class:`Explore` per position ``seat`` may explore."""
    return [Explore(q=q, r=r) for q, r in sorted(positions(state, seat))]


def problem(state: EclipseState, seat: int, action: Explore) -> str | None:
    """Why ``seat`` may not explore ``(q, r)`` now, or ``None``."""
    if state.at(action.q, action.r) is not None:
        return text.EXPLORED_ALREADY.format(q=action.q, r=action.r)
    if (action.q, action.r) not in positions(state, seat):
        return text.NOT_NEXT_TO_YOU.format(q=action.q, r=action.r)
    return None


def apply(step: Step[EclipseState], action: Explore) -> None:
    """Turn over the top sector of the position's stack; its placement becomes pending."""
    state, seat = step.state, step.seat
    sector_id = _turn_over(step, galaxy.stack_of((action.q, action.r)))
    rotations = _turns(state, seat, (action.q, action.r), sector_id)
    state.pending = Pending(
        kind="place", seat=seat, sector=sector_id, q=action.q, r=action.r, rotations=rotations
    )
    step.emit(
        public_event(
            "SectorRevealed",
            text.EXPLORED.format(seat=seat, q=action.q, r=action.r, sector=text.sector(sector_id)),
            closes_undo=True,
        )
    )


def _turn_over(step: Step[EclipseState], ring: str) -> str:
    """Pop the top sector of ``ring``'s stack, rebuilding an empty stack from its discards."""
    state = step.state
    if not state.stacks[ring]:
        state.stacks[ring] = list(state.discards[ring])
        state.discards[ring] = []
        step.rng.shuffle(state.stacks[ring])
    return state.stacks[ring].pop()


def may_draw_another(state: EclipseState) -> bool:
    """Whether the seat deciding a ``place`` may still turn over a second sector: Draco, one
    drawn so far, and a sector left in the ring's stack or discard pile (§17)."""
    pending = state.pending
    if pending is None or pending.kind != "place" or pending.others:
        return False
    ring = galaxy.stack_of((pending.q, pending.r))
    left = state.stacks[ring] or state.discards[ring]
    return board.is_draco(state, pending.seat) and bool(left)


def draw_another(step: Step[EclipseState], action: DrawAnother) -> None:
    """Draco turns over the second sector; both are then placed from (§17)."""
    state, seat = step.state, step.seat
    pending = state.pending
    assert pending is not None
    second = _turn_over(step, galaxy.stack_of((pending.q, pending.r)))
    pending.others = {second: _turns(state, seat, (pending.q, pending.r), second)}
    revealed = text.EXPLORED.format(seat=seat, q=pending.q, r=pending.r, sector=text.sector(second))
    step.emit(public_event("SectorRevealed", revealed, closes_undo=True))


def _turns(state: EclipseState, seat: int, position: tuple[int, int], sector_id: str) -> list[int]:
    return galaxy.placements(
        board.galaxy_of(state),
        position,
        pack.load().sector_by_id[sector_id],
        board.anchors(state, seat),
        wormhole_generator=board.wormhole_generator(state, seat),
    )


def place_options(state: EclipseState) -> list[Place | DrawAnother | Discard]:
    """The pending sector's legal turns (Draco: of either drawn sector), Draco's second draw
    while it is open (:func:`may_draw_another`), and discarding."""
    pending = state.pending
    assert pending is not None
    if not pending.others:
        more = [DrawAnother()] if may_draw_another(state) else []
        return [*(Place(rotation=r) for r in pending.rotations), *more, Discard()]
    drawn = {pending.sector: pending.rotations, **pending.others}
    return [
        *(Place(rotation=r, sector=s) for s, turns in drawn.items() for r in turns),
        Discard(),
    ]


def faces(sector_id: str, rotation: int) -> str:
    """The edges ``sector_id``'s wormholes face once turned ``rotation`` steps clockwise
    (``"N, SE, S"``, in the reader's words; docs/rules/eclipse.md §5.2)."""
    edges = galaxy.turned(pack.load().sector_by_id[sector_id].wormholes, rotation)
    return commas([EDGES[e] for e in sorted(edges)])


def turns_said(state: EclipseState) -> str:
    """Each legal turn of the pending sector(s) with the edges its wormholes then face
    (``place 0: N, NE, S; place 1: …``), for the prompt."""
    pending = state.pending
    assert pending is not None
    drawn = {pending.sector: pending.rotations, **pending.others}
    named = len(drawn) > 1
    return semicolons(
        [
            Msg(
                "eclipse.prompt.place_turn",
                "`{notation}`: {faces}",
                notation=f"place {r}{' ' + s if named else ''}",
                faces=faces(s, r),
            )
            for s, turns in drawn.items()
            for r in turns
        ]
    )


def place_problem(state: EclipseState, action: Place) -> Msg | None:
    """Why the turn ``action`` names cannot be laid: it links no wormhole to the seat's sectors
    or ships (§5 step 3); ``None`` when it can."""
    legal = [o for o in place_options(state) if isinstance(o, Place)]
    if action in legal:
        return None
    return Msg(
        "eclipse.refusal.place_unlinked",
        "Turned {turn}, the sector links no wormhole to yours; the turns that do: {turns}.",
        turn=action.rotation,
        turns=", ".join(str(o.rotation) for o in legal) or "–",
    )


def place(step: Step[EclipseState], action: Place) -> None:
    """Place the drawn sector; then its discovery tile, Ancients and the claim (§5 steps 6–8)."""
    state, seat = step.state, step.seat
    pending = state.pending
    assert pending is not None
    ring = galaxy.stack_of((pending.q, pending.r))
    chosen = action.sector or pending.sector
    state.discards[ring] += [s for s in (pending.sector, *pending.others) if s != chosen]
    record = pack.load().sector_by_id[chosen]
    placed = SectorState(
        id=record.id,
        q=pending.q,
        r=pending.r,
        rotation=action.rotation,
        cubes=(None,) * len(record.squares),
    )
    ancients = min(record.ancients, state.ancients_left)
    state.ancients_left -= ancients
    placed.npcs = ("ancient",) * ancients
    if record.discovery and state.discovery_bag:
        placed.discovery = state.discovery_bag.pop()
    state.add_sector(placed)
    state.pending = None
    step.emit(
        public_event(
            "SectorPlaced",
            text.PLACED.format(
                seat=seat,
                sector=text.sector(record.id),
                ancients=ancients,
                s=plural_s(ancients),
            ),
        )
    )
    if placed.discovery is not None and not ancients:
        tile, placed.discovery = placed.discovery, None
        discovery.take(step, seat, tile, placed.id, then_claim=True)
        return
    offer_claim(state, seat, placed)


def offer_claim(state: EclipseState, seat: int, placed: SectorState) -> None:
    """Make the claim of a just-explored sector pending, if ``seat`` may take it (§5 step 8)."""
    blocked = placed.npcs and not board.is_draco(state, seat)
    if state.seats[seat].discs > 0 and not blocked and placed.owner is None:
        state.pending = Pending(kind="claim", seat=seat, sector=placed.id)


def discard(step: Step[EclipseState], action: Discard) -> None:
    """The drawn sector goes face up onto its ring's discard pile (§5 step 5)."""
    state = step.state
    pending = state.pending
    assert pending is not None
    state.discards[galaxy.stack_of((pending.q, pending.r))] += [pending.sector, *pending.others]
    state.pending = None
    step.emit(
        public_event(
            "SectorDiscarded",
            text.DISCARDED.format(seat=step.seat, sector=text.sector(pending.sector)),
        )
    )


def claim(step: Step[EclipseState], action: Claim) -> None:
    """Take control of the explored sector with the leftmost disc of the track, or not."""
    state = step.state
    pending = state.pending
    assert pending is not None
    state.pending = None
    if action.take:
        state.seats[step.seat].discs -= 1
        state.edit(state.sector(pending.sector)).owner = step.seat
        step.emit(
            public_event(
                "SectorClaimed",
                text.CLAIMED.format(seat=step.seat, sector=text.sector(pending.sector)),
            )
        )
