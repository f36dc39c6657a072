"""Helpers for the Eclipse engine tests: a fresh table and small edits to it."""

from __future__ import annotations

from rules.eclipse import pack
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
