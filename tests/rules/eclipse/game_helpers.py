"""Helpers for the Eclipse engine tests: a fresh table and small edits to it."""

from __future__ import annotations

from rules.eclipse import board, galaxy, pack
from rules.eclipse.engine import Eclipse
from rules.eclipse.state import EclipseState, SectorState

GAME = Eclipse()


def table(seats: int = 2, seed: str = "table", **options: str) -> EclipseState:
    """A new game after setup."""
    return GAME.setup(seats, seed=seed, options=options or None)


def home(state: EclipseState, seat: int) -> SectorState:
    """``seat``'s home sector."""
    side = pack.load().side_by_id[state.seats[seat].side]
    return state.sector(side.home_sector)


def put_sector(
    state: EclipseState,
    sector_id: str,
    q: int,
    r: int,
    *,
    rotation: int = 0,
    owner: int | None = None,
) -> SectorState:
    """Place ``sector_id`` at ``(q, r)`` (taken out of its stack if it is there)."""
    for ids in state.stacks.values():
        if sector_id in ids:
            ids.remove(sector_id)
    squares = len(pack.load().sector_by_id[sector_id].squares)
    placed = SectorState(
        id=sector_id, q=q, r=r, rotation=rotation, owner=owner, cubes=(None,) * squares
    )
    state.sectors.append(placed)
    if owner is not None:
        state.seats[owner].discs -= 1
    return placed


def neighbour_of_home(
    state: EclipseState, seat: int, sector_id: str, owner: int | None = None
) -> str:
    """Place ``sector_id`` next to ``seat``'s home, turned to connect with it."""
    mine = home(state, seat)
    table_ = board.galaxy_of(state)
    record = pack.load().sector_by_id[sector_id]
    for edge in sorted(table_[(mine.q, mine.r)].edges):
        q, r = galaxy.neighbour((mine.q, mine.r), edge)
        if (q, r) not in table_:
            turns = galaxy.placements(table_, (q, r), record, [(mine.q, mine.r)])
            if turns:
                put_sector(state, sector_id, q, r, rotation=turns[0], owner=owner)
                return sector_id
    raise AssertionError("no free neighbour")
