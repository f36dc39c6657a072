"""Upgrade: one part tile onto a blueprint space (docs/rules/eclipse.md §7).

A part needs its tech (the basic parts need none; an ancient part kept from a discovery needs
none and is used up); the blueprint must keep its energy balance (produced ≥ used, printed energy
counted); interceptors, cruisers and dreadnoughts keep a drive; a starbase carries no part that
moves. The new blueprint applies at once to every ship of the type. An ancient part taken off a
blueprint leaves the game. A part placed beside the grid (Muon Source) takes the space after the
grid's (``upgrade cruiser 7 muon_source`` on a six-space cruiser) and is never replaced.
Remove-only activations are not offered (a part is always placed).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, pack, text
from rules.eclipse.actions import Upgrade
from rules.eclipse.state import EclipseState


def available(state: EclipseState, seat: int) -> list[str]:
    """Part ids ``seat`` may place on a grid space: basic parts, parts of its techs, its kept
    ancient parts (a part placed beside the grid, Muon Source, is not among them)."""
    board_ = state.seats[seat]
    techs = (*board_.techs["military"], *board_.techs["grid"], *board_.techs["nano"])
    return list(_available(techs, tuple(board_.parts)))


@lru_cache(maxsize=1024)
def _available(techs: tuple[str, ...], kept: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(
        part.id
        for part in pack.load().parts.parts
        if not part.outside_grid
        and (
            part.access == "basic"
            or (part.tech is not None and part.tech in techs)
            or (part.access == "discovery" and part.id in kept)
        )
    )


def beside(state: EclipseState, seat: int) -> list[str]:
    """Kept ancient parts that go beside a blueprint's grid (Muon Source, §5.1)."""
    the_pack = pack.load()
    return sorted({p for p in state.seats[seat].parts if the_pack.part_by_id[p].outside_grid})


def grid(state: EclipseState, seat: int, ship: str) -> int:
    """The grid spaces of ``seat``'s ``ship`` blueprint (parts beside it come after them)."""
    return board.side_of(state, seat).blueprints[ship].spaces  # type: ignore[index]


def problem(state: EclipseState, seat: int, action: Upgrade) -> str | None:
    """Why ``seat`` may not make this upgrade now, or ``None`` (§7)."""
    board_ = state.seats[seat]
    if action.ship not in board_.blueprints:
        return text.NO_SUCH_SHIP.format(ship=action.ship)
    spaces = board_.blueprints[action.ship]
    size = grid(state, seat, action.ship)
    if action.part in beside(state, seat):
        if action.space != len(spaces) + 1:
            return text.BESIDE_GRID.format(part=text.part(action.part), space=len(spaces) + 1)
    elif not 1 <= action.space <= size:
        return text.NO_SUCH_SPACE.format(ship=action.ship, spaces=size)
    elif action.part not in available(state, seat):
        return text.PART_LOCKED.format(part=text.part(action.part))
    elif spaces[action.space - 1] == action.part:
        return text.PART_THERE.format(part=text.part(action.part))
    parts = list(spaces) + [None] * (action.space - len(spaces))
    parts[action.space - 1] = action.part
    after = board.part_stats(board_.side, action.ship, tuple(parts))
    if after.energy < 0:
        return text.NO_ENERGY.format(ship=action.ship)
    if action.ship == "starbase" and after.movement:
        return text.STARBASE_DRIVE
    if action.ship != "starbase" and not after.movement:
        return text.NEEDS_DRIVE.format(ship=action.ship)
    return None


def options(state: EclipseState, seat: int) -> list[Upgrade]:
    """Every legal part placement of ``seat`` now."""
    return [Upgrade(ship=ship, space=space, part=part) for ship, space, part in legal(state, seat)]


@cache
def _energy_and_drive() -> tuple[dict[str, int], dict[str, int]]:
    parts = pack.load().parts.parts
    return {p.id: p.energy for p in parts}, {p.id: p.movement for p in parts}


def legal(state: EclipseState, seat: int) -> Iterator[tuple[str, int, str]]:
    """Every legal placement of ``seat`` as ``(ship, space, part)``, lazily.

    Spaces holding the same part (two empty spaces, two hulls) give the same blueprint; only
    the first of them is listed (identical options removed).
    """
    board_ = state.seats[seat]
    parts = available(state, seat)
    energy, drive = _energy_and_drive()
    side = board.side_of(state, seat)
    outside = beside(state, seat)
    for ship, spaces in board_.blueprints.items():
        printed = side.blueprints[ship].printed.energy  # type: ignore[index]
        total = printed + sum(energy[p] for p in spaces if p is not None)
        moves = sum(drive[p] for p in spaces if p is not None)
        for part in outside:
            if total + energy[part] >= 0 and (ship == "starbase") == (moves + drive[part] == 0):
                yield ship, len(spaces) + 1, part
        for index, current in enumerate(spaces[: side.blueprints[ship].spaces]):  # type: ignore[index]
            if current in spaces[:index]:
                continue
            old_energy = energy[current] if current is not None else 0
            old_moves = drive[current] if current is not None else 0
            for part in parts:
                if part == current:
                    continue
                after_moves = moves - old_moves + drive[part]
                if total - old_energy + energy[part] >= 0 and (ship == "starbase") == (
                    after_moves == 0
                ):
                    yield ship, index + 1, part


def apply(step: Step[EclipseState], action: Upgrade) -> None:
    """Place the part; an ancient part placed is used up, one replaced leaves the game."""
    board_ = step.state.seats[step.seat]
    spaces = list(board_.blueprints[action.ship]) + [None] * (
        action.space - len(board_.blueprints[action.ship])
    )
    old = spaces[action.space - 1]
    spaces[action.space - 1] = action.part
    board_.blueprints[action.ship] = tuple(spaces)
    if pack.load().part_by_id[action.part].access == "discovery":
        board_.parts.remove(action.part)
    step.emit(
        public_event(
            "Upgraded",
            text.UPGRADED.format(
                seat=step.seat,
                ship=action.ship,
                space=action.space,
                part=text.part(action.part),
                old=text.part(old) if old else text.EMPTY_SPACE,
            ),
        )
    )
