"""Move: one ship up to its movement along connections (docs/rules/eclipse.md §9).

A ship leaves a sector only if it is not pinned there (each opponent ship, NPCs included, pins
one of yours; two with Cloaking Device; the GCDS pins all; Draco is not pinned by Ancients); it
may pass through a sector with opponents only if it would be unpinned there, and it never enters
an unexplored position. Starbases never move.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.wording import article
from rules.eclipse import board, galaxy, text
from rules.eclipse.actions import Move
from rules.eclipse.state import EclipseState, SectorState


def _passes(state: EclipseState, sector: SectorState, seat: int) -> bool:
    """Whether one more ship of ``seat`` arriving in ``sector`` could go on."""
    if "gcds" in sector.npcs:
        return False
    mine = board.own_ships(sector, seat) + 1
    return mine > board.enemies(state, sector, seat)


def reach(state: EclipseState, seat: int, origin: SectorState, steps: int) -> list[str]:
    """Sector ids a ship of ``seat`` in ``origin`` can end in with ``steps`` movement."""
    places = board.by_position(state)
    table = board.galaxy_of(state)
    half = board.wormhole_generator(state, seat)
    start = (origin.q, origin.r)
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for here in frontier:
            if here != start and not _passes(state, places[here], seat):
                continue
            for there in galaxy.connections(table, here, wormhole_generator=half):
                if there not in seen:
                    seen.add(there)
                    nxt.append(there)
        frontier = nxt
    seen.discard(start)
    return sorted(places[p].id for p in seen)


def _movable(state: EclipseState, seat: int) -> Iterator[tuple[SectorState, str, int]]:
    """``seat``'s ships that may leave their sectors, as ``(sector, kind, movement)``, lazily."""
    for sector in state.sectors:
        if not board.own_ships(sector, seat) or not board.free_ships(state, sector, seat):
            continue
        kinds = sorted({k for o, k in sector.ships if o == seat and k != "starbase"})
        for kind in kinds:
            steps = board.stats(state, seat, kind).movement
            if steps:
                yield sector, kind, steps


def options(state: EclipseState, seat: int) -> list[Move]:
    """Every single-ship move ``seat`` can make now."""
    return [
        Move(ship=kind, origin=sector.id, to=to)
        for sector, kind, steps in _movable(state, seat)
        for to in reach(state, seat, sector, steps)
    ]


def any_move(state: EclipseState, seat: int) -> bool:
    """Whether ``seat`` can move a ship now (stops at the first ship that can): a ship that may
    leave its sector (:func:`_movable`, at least one step) reaches any sector connected to it."""
    table = board.galaxy_of(state)
    half = board.wormhole_generator(state, seat)
    return any(
        galaxy.connections(table, (sector.q, sector.r), wormhole_generator=half)
        for sector, _, _ in _movable(state, seat)
    )


def problem(state: EclipseState, seat: int, action: Move) -> str | None:
    """Why ``seat`` may not make this move now, or ``None`` (§9)."""
    origin = next((s for s in state.sectors if s.id == action.origin), None)
    if origin is None or (seat, action.ship) not in origin.ships:
        return text.NO_SHIP_THERE.format(ship=action.ship, sector=text.sector(action.origin))
    if action.ship == "starbase":
        return text.STARBASES_STAY
    if not board.free_ships(state, origin, seat):
        return text.PINNED.format(sector=text.sector(action.origin))
    steps = board.stats(state, seat, action.ship).movement
    if action.to not in reach(state, seat, origin, steps):
        return text.OUT_OF_REACH.format(
            ship=action.ship, sector=text.sector(action.to), steps=steps
        )
    return None


def apply(step: Step[EclipseState], action: Move) -> None:
    """Move the ship; it joins the destination last in order of entry (§12.1)."""
    state, seat = step.state, step.seat
    origin = state.edit(state.sector(action.origin))
    index = max(i for i, ship in enumerate(origin.ships) if ship == (seat, action.ship))
    origin.ships = origin.ships[:index] + origin.ships[index + 1 :]
    state.edit(state.sector(action.to)).ships += ((seat, action.ship),)
    step.emit(
        public_event(
            "Moved",
            text.MOVED.format(
                seat=seat,
                a=article(action.ship),
                ship=action.ship,
                origin=text.sector(action.origin),
                to=text.sector(action.to),
            ),
        )
    )
