"""Upgrade: one part tile onto a blueprint space (docs/rules/eclipse.md §7).

A part needs its tech (the basic parts need none; an ancient part kept from a discovery needs
none and is used up); the blueprint must keep its energy balance (produced ≥ used, printed energy
counted); interceptors, cruisers and dreadnoughts keep a drive; a starbase carries no part that
moves. The new blueprint applies at once to every ship of the type. An ancient part taken off a
blueprint leaves the game. A part placed beside the grid (Muon Source) takes the space after the
grid's (``upgrade cruiser 7 muon_source`` on a six-space cruiser) and is never replaced.

An activation first takes any number of part tiles off, then places at most one (§7;
「玩家可以從藍圖上移除任意數量的零件板塊」, then 「放置1個零件板塊」: the rulebook's 升級, quoted in
docs/rules/eclipse.md §21 row 26). Two notations say it: ``upgrade cruiser 3
plasma_cannon remove 5`` takes one tile off and places in one answer (offered where only the
energy balance forbids the placement); ``upgrade cruiser remove 3 5`` takes any number of tiles
off as the activation (:class:`~rules.eclipse.actions.Strip`, listed once per resulting
blueprint), after which one part may still be placed without another activation
(``Turn.placing``) or the activation ends there (``done`` or another activation): taking off
without placing is allowed. A blueprint left by a removal keeps the energy balance and its drive
rule (docs/rules/eclipse.md §21 Q26). The printed part under a tile shows again.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import combinations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, pack, text
from rules.eclipse.actions import Strip, Upgrade, describe
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
    if action.remove:
        printed = _printed(board_.side, action.ship)
        index = action.remove - 1
        if (
            action.remove == action.space
            or not 0 <= index < size
            or spaces[index] == printed[index]
        ):
            return text.NO_TILE.format(ship=action.ship, space=action.remove)
    parts = list(taken_off(state, seat, action))
    parts[action.space - 1] = action.part
    after = board.part_stats(board_.side, action.ship, tuple(parts))
    if after.energy < 0:
        return text.NO_ENERGY.format(ship=action.ship)
    if action.ship == "starbase" and after.movement:
        return text.STARBASE_DRIVE
    if action.ship != "starbase" and not after.movement:
        return text.NEEDS_DRIVE.format(ship=action.ship)
    if action.remove and _fits(board_.side, action, list(spaces)):
        return text.REMOVE_UNNEEDED.format(ship=action.ship, space=action.space, part=action.part)
    return _alike(state, seat, action)


def _fits(side: str, action: Upgrade, spaces: list[str | None]) -> bool:
    """Whether the upgrade fits without taking a tile off (a removal is offered only when the
    energy needs it, §7)."""
    spaces[action.space - 1] = action.part
    return _sound(side, action.ship, tuple(spaces))


def _alike(state: EclipseState, seat: int, action: Upgrade) -> str | None:
    """The listed twin of an otherwise legal upgrade that names a space (placed on, or taken
    off) holding the same as an earlier space of the blueprint: :func:`legal` and
    :func:`with_removal` list such identical options once, at the first space."""
    spaces = state.seats[seat].blueprints[action.ship]
    size = grid(state, seat, action.ship)
    if action.space > size:
        return None
    first = spaces.index(spaces[action.space - 1]) + 1
    twin = action.model_copy(update={"space": first})
    if action.remove:
        printed = _printed(state.seats[seat].side, action.ship)
        pairs = list(zip(spaces[:size], printed, strict=False))
        twin = twin.model_copy(update={"remove": pairs.index(pairs[action.remove - 1]) + 1})
    if twin == action or twin.space == twin.remove:
        return None
    shown = action.space if first != action.space else action.remove
    return text.ALIKE_SPACE.format(
        space=shown,
        ship=action.ship,
        first=first if first != action.space else twin.remove,
        notation=describe(twin),
    )


def options(state: EclipseState, seat: int) -> list[Upgrade | Strip]:
    """Every legal part placement of ``seat`` now, then those that need a part tile taken off
    first (:func:`with_removal`), then the removals alone (:func:`strips`)."""
    inputs = _inputs(state, seat)
    return [*_options(*inputs), *(s for b in inputs[1] for s in _strips(inputs[0], b))]


def strips(state: EclipseState, seat: int) -> list[Strip]:
    """Every removal of part tiles alone ``seat`` may make now (§7 step 1): any set of the tiles
    of one blueprint whose removal keeps its energy balance and drive rule, once per resulting
    blueprint (alike tiles: the first spaces)."""
    board_ = state.seats[seat]
    return [s for b in board_.blueprints.items() for s in _strips(board_.side, b)]


@lru_cache(maxsize=4096)
def _strips(side: str, blueprint: tuple[str, tuple[str | None, ...]]) -> tuple[Strip, ...]:
    ship, spaces = blueprint
    printed = _printed(side, ship)
    tiles = [i for i, p in enumerate(spaces[: len(printed)]) if p is not None and p != printed[i]]
    found: dict[tuple[str | None, ...], Strip] = {}
    for n in range(1, len(tiles) + 1):
        for chosen in combinations(tiles, n):
            after = _without(side, ship, spaces, chosen)
            if after not in found and _sound(side, ship, after):
                found[after] = Strip(ship=ship, spaces=tuple(i + 1 for i in chosen))
    return tuple(found.values())


def _without(
    side: str, ship: str, spaces: tuple[str | None, ...], chosen: tuple[int, ...]
) -> tuple[str | None, ...]:
    """``spaces`` with the tiles on 0-based ``chosen`` off, the printed parts showing again."""
    printed = _printed(side, ship)
    return tuple(printed[i] if i in chosen else p for i, p in enumerate(spaces))


def _sound(side: str, ship: str, spaces: tuple[str | None, ...]) -> bool:
    """Whether a blueprint holding ``spaces`` keeps its energy balance and drive rule (§7)."""
    stats = board.part_stats(side, ship, spaces)
    return stats.energy >= 0 and (ship == "starbase") != bool(stats.movement)


def strip_problem(state: EclipseState, seat: int, action: Strip) -> str | None:
    """Why ``seat`` may not take these tiles off now, or ``None`` (§7 step 1)."""
    board_ = state.seats[seat]
    if action.ship not in board_.blueprints:
        return text.NO_SUCH_SHIP.format(ship=action.ship)
    spaces = board_.blueprints[action.ship]
    printed = _printed(board_.side, action.ship)
    for space in action.spaces:
        index = space - 1
        if not 0 <= index < len(printed) or index >= len(spaces) or spaces[index] == printed[index]:
            return text.NO_TILE.format(ship=action.ship, space=space)
    chosen = tuple(s - 1 for s in action.spaces)
    after = _without(board_.side, action.ship, spaces, chosen)
    if not _sound(board_.side, action.ship, after):
        stats = board.part_stats(board_.side, action.ship, after)
        if stats.energy < 0:
            return text.NO_ENERGY.format(ship=action.ship)
        return text.NEEDS_DRIVE.format(ship=action.ship)
    return None


def strip(step: Step[EclipseState], action: Strip) -> None:
    """Take the tiles off (an ancient one leaves the game), the printed parts showing again."""
    board_ = step.state.seats[step.seat]
    spaces = board_.blueprints[action.ship]
    for space in action.spaces:
        _said_off(step, action.ship, space, spaces[space - 1])
    chosen = tuple(s - 1 for s in action.spaces)
    board_.blueprints[action.ship] = _without(board_.side, action.ship, spaces, chosen)


def _said_off(step: Step[EclipseState], ship: str, space: int, taken: str | None) -> None:
    step.emit(
        public_event(
            "PartRemoved",
            text.PART_REMOVED.format(
                seat=step.seat,
                part=text.part(taken) if taken else text.EMPTY_SPACE,
                ship=ship,
                space=space,
            ),
        )
    )


#: What the placements of a seat depend on: its side, its blueprints (ship, spaces), the parts
#: it may place on a grid and the parts it may place beside one.
Inputs = tuple[
    str, tuple[tuple[str, tuple[str | None, ...]], ...], tuple[str, ...], tuple[str, ...]
]


def _inputs(state: EclipseState, seat: int) -> Inputs:
    board_ = state.seats[seat]
    blueprints = tuple(board_.blueprints.items())
    return board_.side, blueprints, tuple(available(state, seat)), tuple(beside(state, seat))


@lru_cache(maxsize=1024)
def _options(
    side: str,
    blueprints: tuple[tuple[str, tuple[str | None, ...]], ...],
    parts: tuple[str, ...],
    outside: tuple[str, ...],
) -> tuple[Upgrade, ...]:
    """The listing of :func:`options`, made once per blueprints and parts, from each
    blueprint's own listing (the actions are frozen, so every state with the same blueprint
    shares them: playout speed)."""
    return (
        *(u for blueprint in blueprints for u in _placements(side, blueprint, parts, outside)),
        *(u for blueprint in blueprints for u in _removals(side, blueprint, parts)),
    )


@lru_cache(maxsize=4096)
def _placements(
    side: str,
    blueprint: tuple[str, tuple[str | None, ...]],
    parts: tuple[str, ...],
    outside: tuple[str, ...],
) -> tuple[Upgrade, ...]:
    """The placements on one ``(ship, spaces)`` blueprint (:func:`legal`)."""
    found = _legal(side, (blueprint,), parts, outside)
    return tuple(Upgrade(ship=ship, space=space, part=part) for ship, space, part in found)


@lru_cache(maxsize=4096)
def _removals(
    side: str, blueprint: tuple[str, tuple[str | None, ...]], parts: tuple[str, ...]
) -> tuple[Upgrade, ...]:
    """The placements on one blueprint with a part tile taken off first (:func:`with_removal`)."""
    return tuple(
        Upgrade(ship=ship, space=space, part=part, remove=remove)
        for ship, space, part, remove in _with_removal(side, (blueprint,), parts)
    )


@cache
def _printed(side_id: str, ship: str) -> tuple[str | None, ...]:
    """The parts printed on the grid of ``side_id``'s ``ship`` blueprint."""
    return tuple(pack.load().side_by_id[side_id].blueprints[ship].parts)  # type: ignore[index]


@cache
def _energy_and_drive() -> tuple[dict[str, int], dict[str, int]]:
    parts = pack.load().parts.parts
    return {p.id: p.energy for p in parts}, {p.id: p.movement for p in parts}


def legal(state: EclipseState, seat: int) -> Iterator[tuple[str, int, str]]:
    """Every legal placement of ``seat`` as ``(ship, space, part)``, lazily.

    Spaces holding the same part (two empty spaces, two hulls) give the same blueprint; only
    the first of them is listed (identical options removed).
    """
    return _legal(*_inputs(state, seat))


def _legal(
    side_id: str,
    blueprints: tuple[tuple[str, tuple[str | None, ...]], ...],
    parts: tuple[str, ...],
    outside: tuple[str, ...],
) -> Iterator[tuple[str, int, str]]:
    energy, drive = _energy_and_drive()
    side = pack.load().side_by_id[side_id]
    for ship, spaces in blueprints:
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


def with_removal(state: EclipseState, seat: int) -> Iterator[tuple[str, int, str, int]]:
    """Placements of ``seat`` that the energy balance forbids unless one part tile is taken off
    another space of the blueprint first, as ``(ship, space, part, space taken off)``; the
    printed part under the tile (if any) shows again, and the blueprint keeps its drive rule."""
    board_ = state.seats[seat]
    return _with_removal(
        board_.side, tuple(board_.blueprints.items()), tuple(available(state, seat))
    )


def _with_removal(
    side_id: str,
    blueprints: tuple[tuple[str, tuple[str | None, ...]], ...],
    parts: tuple[str, ...],
) -> Iterator[tuple[str, int, str, int]]:
    energy, drive = _energy_and_drive()
    side = pack.load().side_by_id[side_id]
    for ship, spaces in blueprints:
        size = side.blueprints[ship].spaces  # type: ignore[index]
        printed = _printed(side_id, ship)
        total = side.blueprints[ship].printed.energy  # type: ignore[index]
        total += sum(energy[p] for p in spaces if p is not None)
        moves = sum(drive[p] for p in spaces if p is not None)
        pairs = list(zip(spaces[:size], printed, strict=False))  # alike tiles: listed once
        tiles = [
            (
                j,
                (energy[under] if under else 0) - energy[tile],
                (drive[under] if under else 0) - drive[tile],
            )
            for j, (tile, under) in enumerate(zip(spaces[:size], printed, strict=False))
            if tile is not None and tile != under and (tile, under) not in pairs[:j]
        ]
        for index, current in enumerate(spaces[:size]):
            if current in spaces[:index]:
                continue
            old_energy = energy[current] if current is not None else 0
            old_moves = drive[current] if current is not None else 0
            for part in parts:
                after = total - old_energy + energy[part]
                if part == current or after >= 0:
                    continue
                for j, gained, moved in tiles:
                    after_moves = moves - old_moves + drive[part] + moved
                    if (
                        j != index
                        and after + gained >= 0
                        and (ship == "starbase") == (after_moves == 0)
                    ):
                        yield ship, index + 1, part, j + 1


def taken_off(state: EclipseState, seat: int, action: Upgrade) -> tuple[str | None, ...]:
    """``seat``'s ``action.ship`` blueprint once the part tile on space ``action.remove`` (if
    any) is off, the printed part under it showing again, padded with empty spaces up to
    ``action.space``: what ``action``'s part is placed on (also for a bot's scoring)."""
    board_ = state.seats[seat]
    spaces = list(board_.blueprints[action.ship])
    spaces += [None] * (action.space - len(spaces))
    if action.remove:
        spaces[action.remove - 1] = _printed(board_.side, action.ship)[action.remove - 1]
    return tuple(spaces)


def apply(step: Step[EclipseState], action: Upgrade) -> None:
    """Take the named part tile off (an ancient one leaves the game), then place the part; an
    ancient part placed is used up, one replaced leaves the game."""
    board_ = step.state.seats[step.seat]
    spaces = list(taken_off(step.state, step.seat, action))
    if action.remove:
        _said_off(
            step, action.ship, action.remove, board_.blueprints[action.ship][action.remove - 1]
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
