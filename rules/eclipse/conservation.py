"""Eclipse's component counts (docs/rules/eclipse.md §1, "per player colour": 33 population
cubes, the species' influence discs): every seat still in the game has all its discs and cubes
somewhere, and the round never passes 8. The kit's :class:`rules.core.game.HasConservation`
member; the conformance playouts check it after every action."""

from __future__ import annotations

from rules.eclipse import board, pack
from rules.eclipse.state import EclipseState

CUBES = 33
"""Population cubes per player colour (docs/rules/eclipse.md §1)."""
RESERVE = 3
"""Discs the influence track holds beyond the species' usable count (its three reserve circles)."""


def problems(state: EclipseState) -> list[str]:
    """Rounds outside 1–8, and each seat whose influence discs or population cubes do not add
    up (eliminated seats are out of the count)."""
    found = [] if 1 <= state.round <= 8 else [f"round {state.round}"]
    for seat, seat_board in enumerate(state.seats):
        if seat_board.eliminated:
            continue
        usable = pack.load().side_by_id[seat_board.side].influence_discs
        controlled = board.controlled(state, seat)
        discs = seat_board.discs + seat_board.reserve + seat_board.action_discs + len(controlled)
        if discs != usable + RESERVE:
            found.append(f"seat {seat}: {discs} influence discs, not {usable + RESERVE}")
        on_sectors = sum(
            sum(c is not None for c in s.cubes) + (s.orbital_cube is not None) for s in controlled
        )
        given = sum(giver == seat for b in state.seats for giver, _ in b.ambassadors)
        cubes = sum(seat_board.track.values()) + sum(seat_board.graveyard.values())
        cubes += on_sectors + given
        if cubes != CUBES:
            found.append(f"seat {seat}: {cubes} population cubes, not {CUBES}")
    return found
