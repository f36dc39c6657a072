"""Influence and colony ships (docs/rules/eclipse.md §10).

An Influence activation moves one disc from the track or a controlled sector to an uncontrolled
sector with no opponent ships that is connected to a sector where the player has a ship or
control (not through the sector the disc comes from), or to an uncontrolled sector where only the
player has ships, or back to the track; one activation per sector per action; a lifted disc takes
its cubes back to their tracks. Taking the action turns up to two used colony ships face up.
A colony ship puts one cube from a production track on an empty square of a controlled sector
(advanced squares need their tech; gray any track; the orbital science or money).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, galaxy, pack, text
from rules.eclipse.actions import Colonize, Influence
from rules.eclipse.state import RESOURCES, EclipseState, SectorState

TRACK = "track"


def _targets(state: EclipseState, seat: int, origin: str) -> list[SectorState]:
    table = board.galaxy_of(state)
    half = board.wormhole_generator(state, seat)
    bases = {
        (s.q, s.r)
        for s in state.sectors
        if s.id != origin and (s.owner == seat or board.own_ships(s, seat))
    }
    linked: set[tuple[int, int]] = set()
    for base in bases:
        linked |= galaxy.connections(table, base, wormhole_generator=half)
    found = []
    for sector in state.sectors:
        if sector.owner is not None or sector.id == origin:
            continue
        if board.enemies(state, sector, seat):
            continue
        if (sector.q, sector.r) in linked or board.own_ships(sector, seat) > 0:
            found.append(sector)
    return found


def targets(state: EclipseState, seat: int) -> list[SectorState]:
    """Sectors where a disc from ``seat``'s track may go now (§10.1)."""
    return _targets(state, seat, TRACK)


def options(state: EclipseState, seat: int, touched: list[str]) -> list[Influence]:
    """Every disc move ``seat`` can make in this Influence action."""
    origins = [TRACK] if state.seats[seat].discs > 0 else []
    origins += [s.id for s in board.controlled(state, seat) if s.id not in touched]
    found = []
    for origin in origins:
        if origin != TRACK:
            found.append(Influence(origin=origin, to=TRACK))
        for target in _targets(state, seat, origin):
            if target.id not in touched:
                found.append(Influence(origin=origin, to=target.id))
    return found


def problem(state: EclipseState, seat: int, action: Influence, touched: list[str]) -> str | None:
    """Why ``seat`` may not move this disc now, or ``None`` (§10.1)."""
    if action.origin == TRACK and state.seats[seat].discs <= 0:
        return text.NO_DISCS
    if action.origin != TRACK and not any(
        s.id == action.origin and s.owner == seat for s in state.sectors
    ):
        return text.NOT_YOUR_DISC.format(sector=text.sector(action.origin))
    if action.origin in touched or action.to in touched:
        return text.ONCE_PER_SECTOR
    if action.to != TRACK and action.to not in [t.id for t in _targets(state, seat, action.origin)]:
        return text.CANNOT_INFLUENCE.format(sector=text.sector(action.to))
    if action.to == action.origin:
        return text.CANNOT_INFLUENCE.format(sector=action.to)
    return None


def apply(step: Step[EclipseState], action: Influence) -> None:
    """Lift the disc (with its sector's cubes) and put it down."""
    state, seat = step.state, step.seat
    if action.origin == TRACK:
        state.seats[seat].discs -= 1
    else:
        board.lift_disc(state, state.edit(state.sector(action.origin)))
        state.seats[seat].discs -= 1
    if action.to == TRACK:
        state.seats[seat].discs += 1
    else:
        state.edit(state.sector(action.to)).owner = seat
    assert state.turn is not None
    state.turn.touched += [p for p in (action.origin, action.to) if p != TRACK]
    step.emit(
        public_event(
            "Influenced",
            text.INFLUENCED.format(
                seat=seat, origin=text.place(action.origin), to=text.place(action.to)
            ),
        )
    )


def colonize_options(state: EclipseState, seat: int) -> list[Colonize]:
    """Every cube ``seat`` can place with a face-up colony ship now (§10.2)."""
    board_ = state.seats[seat]
    if board_.colony_used >= board_.colony_ships:
        return []
    found = []
    for sector in board.controlled(state, seat):
        squares = pack.load().sector_by_id[sector.id].squares
        for index, square in enumerate(squares):
            if sector.cubes[index] is None:
                found += [
                    Colonize(sector=sector.id, square=index + 1, resource=r)
                    for r in RESOURCES
                    if board.may_fill(board_, square.type, square.advanced, r)
                ]
        if sector.orbital and sector.orbital_cube is None:
            found += [
                Colonize(sector=sector.id, square=0, resource=r)
                for r in ("science", "money")
                if board_.track[r] > 0
            ]
    return found


def colonize_problem(state: EclipseState, seat: int, action: Colonize) -> str | None:
    """Why this colony ship cannot be used so, or ``None``."""
    board_ = state.seats[seat]
    if board_.colony_used >= board_.colony_ships:
        return text.NO_COLONY_SHIPS
    if action not in colonize_options(state, seat):
        return text.CANNOT_COLONIZE.format(sector=text.sector(action.sector), square=action.square)
    return None


def colonize(step: Step[EclipseState], action: Colonize) -> None:
    """Turn a colony ship over; the cube leaves its track for the square."""
    state, seat = step.state, step.seat
    board_ = state.seats[seat]
    board_.colony_used += 1
    board_.track[action.resource] -= 1
    sector = state.edit(state.sector(action.sector))
    if action.square == 0:
        sector.orbital_cube = action.resource
    else:
        state.set_cube(sector, action.square - 1, action.resource)
    step.emit(
        public_event(
            "Colonized",
            text.COLONIZED.format(
                seat=seat, resource=action.resource, sector=text.sector(action.sector)
            ),
        )
    )
