"""Queries on an Eclipse state: the galaxy, control, ships, pinning, ship statistics, tracks.

Pure functions of a state (they never change it), shared by the actions, the phases and the bot.
Rules: docs/rules/eclipse.md §5.2 (connections), §9 (pinning), §10.2 (squares), §12.1 (battles),
§14.1 (tracks).
"""

from __future__ import annotations

import threading
from functools import cache, lru_cache

from rules.eclipse import galaxy, pack
from rules.eclipse.components import Blueprint, SpeciesSide
from rules.eclipse.galaxy import Hex, Placed
from rules.eclipse.ships import ShipStats, blueprint_stats, npc_stats
from rules.eclipse.state import EclipseState, SeatState, SectorState, renew_sectors

SHIP_KINDS = ("interceptor", "cruiser", "dreadnought", "starbase")
DRIVE_KINDS = ("interceptor", "cruiser", "dreadnought")
ADVANCED_TECH = {
    "materials": "advanced_mining",
    "science": "advanced_labs",
    "money": "advanced_economy",
}


def side_of(state: EclipseState, seat: int) -> SpeciesSide:
    """The species board side of ``seat``."""
    return pack.load().side_by_id[state.seats[seat].side]


@cache
def _placed(sector_id: str, rotation: int, portal: bool) -> Placed:
    placed = Placed.of(pack.load().sector_by_id[sector_id], rotation)
    return Placed(placed.sector, placed.edges, True) if portal else placed


_GALAXIES: dict[int, tuple[list[SectorState], int, dict[Hex, Placed]]] = {}
_GALAXIES_KEPT = 64
_GALAXIES_LOCK = threading.Lock()


def galaxy_of(state: EclipseState) -> dict[Hex, Placed]:
    """Every placed sector by position, turned as placed (docs/rules/eclipse.md §5.2).

    Sectors are only ever appended to ``state.sectors`` and never move or turn, so the same
    list object at the same length holds the same galaxy: it is remembered by the list (kept
    alive while remembered, so its id is not reused), then by the tuple of ``(id, q, r,
    rotation, portal)``; placing a warp portal tile replaces the list (:func:`add_portal`).
    The returned mapping is shared: never change it.
    """
    sectors = state.sectors
    found = _GALAXIES.get(id(sectors))
    if found is not None and found[0] is sectors and found[1] == len(sectors):
        return found[2]
    made = _galaxy(tuple((s.id, s.q, s.r, s.rotation, bool(s.portal)) for s in sectors))
    with _GALAXIES_LOCK:
        if len(_GALAXIES) >= _GALAXIES_KEPT:
            del _GALAXIES[next(iter(_GALAXIES))]
        _GALAXIES[id(sectors)] = (sectors, len(sectors), made)
    return made


def share_galaxy(state: EclipseState, copy: EclipseState) -> None:
    """Let ``copy`` (a fresh copy of ``state``, :func:`rules.eclipse.state.copy_state`) find
    ``state``'s remembered galaxy by its own sector list: the same sectors at the same places
    (playout speed: the galaxy is not looked up sector by sector at every transition)."""
    found = _GALAXIES.get(id(state.sectors))
    if found is None or found[0] is not state.sectors or found[1] != len(state.sectors):
        return
    with _GALAXIES_LOCK:
        if len(_GALAXIES) >= _GALAXIES_KEPT:
            del _GALAXIES[next(iter(_GALAXIES))]
        _GALAXIES[id(copy.sectors)] = (copy.sectors, len(copy.sectors), found[2])


@lru_cache(maxsize=256)
def _galaxy(placed: tuple[tuple[str, int, int, int, bool], ...]) -> dict[Hex, Placed]:
    return {(q, r): _placed(sector, rotation, portal) for sector, q, r, rotation, portal in placed}


def by_position(state: EclipseState) -> dict[Hex, SectorState]:
    """Every sector state by position."""
    return {(s.q, s.r): s for s in state.sectors}


def has_portal(sector: SectorState) -> bool:
    """Whether ``sector`` holds a warp portal, printed or placed (§5.2)."""
    return bool(sector.portal) or pack.load().sector_by_id[sector.id].warp_portal


def add_portal(state: EclipseState, sector: SectorState, kind: str) -> None:
    """Place a warp portal tile of ``kind`` (``tech`` or ``ancient``) on ``sector``; the sector
    list is replaced so that no remembered galaxy is read again (:func:`galaxy_of`)."""
    assert state.owns(sector)
    sector.portal = kind  # type: ignore[assignment]
    renew_sectors(state)


def wormhole_generator(state: EclipseState, seat: int) -> bool:
    """Whether ``seat`` owns Wormhole Generator (half connections, docs/rules/eclipse.md §6)."""
    return state.seats[seat].owns("wormhole_generator")


def is_draco(state: EclipseState, seat: int) -> bool:
    """Whether ``seat`` plays the Descendants of Draco (docs/rules/eclipse.md §17)."""
    return state.seats[seat].side == "descendants_of_draco"


def own_ships(sector: SectorState, seat: int) -> int:
    """``seat``'s ships in ``sector``."""
    return [owner for owner, _ in sector.ships].count(seat) if sector.ships else 0


def hostile_npcs(state: EclipseState, sector: SectorState, seat: int) -> list[str]:
    """The NPCs in ``sector`` that oppose ``seat`` (Draco ignores Ancients, §17)."""
    if is_draco(state, seat):
        return [n for n in sector.npcs if n != "ancient"]
    return list(sector.npcs)


def enemies(state: EclipseState, sector: SectorState, seat: int) -> int:
    """Opponent ships in ``sector`` as ``seat`` sees them: other players' and hostile NPCs."""
    others = sum(1 for owner, _ in sector.ships if owner != seat)
    return others + len(hostile_npcs(state, sector, seat))


def free_ships(state: EclipseState, sector: SectorState, seat: int) -> int:
    """How many of ``seat``'s ships may leave ``sector`` (docs/rules/eclipse.md §9).

    Each opponent ship pins one (two with Cloaking Device); the GCDS pins every ship.
    """
    mine = sum(1 for owner, kind in sector.ships if owner == seat and kind != "starbase")
    if "gcds" in sector.npcs:
        return 0
    pins = enemies(state, sector, seat)
    if state.seats[seat].owns("cloaking_device"):
        others = sum(1 for owner, _ in sector.ships if owner != seat)
        pins = others // 2 + len(hostile_npcs(state, sector, seat))
    parked = sum(1 for owner, kind in sector.ships if owner == seat and kind == "starbase")
    return max(0, min(mine, mine + parked - pins))


def controlled(state: EclipseState, seat: int) -> list[SectorState]:
    """Sectors with ``seat``'s influence disc."""
    return [s for s in state.sectors if s.owner == seat]


def anchors(state: EclipseState, seat: int) -> set[Hex]:
    """Positions where ``seat`` has control or an unpinned ship (docs/rules/eclipse.md §5)."""
    return {
        (s.q, s.r)
        for s in state.sectors
        if s.owner == seat
        or (s.ships and any(o == seat for o, _ in s.ships) and free_ships(state, s, seat))
    }


def presence(state: EclipseState, seat: int) -> set[Hex]:
    """Positions where ``seat`` has control or any ship (Influence connections, §10.1)."""
    return {(s.q, s.r) for s in state.sectors if s.owner == seat or own_ships(s, seat)}


def blueprint_of(state: EclipseState, seat: int, kind: str) -> Blueprint:
    """``seat``'s blueprint of ``kind`` as upgraded."""
    printed = side_of(state, seat).blueprints[kind]  # type: ignore[index]
    parts = state.seats[seat].blueprints[kind]
    return Blueprint(spaces=len(parts), parts=list(parts), printed=printed.printed)


@cache
def _stats(side: str, kind: str, parts: tuple[str | None, ...], splitter: bool) -> ShipStats:
    the_pack = pack.load()
    printed = the_pack.side_by_id[side].blueprints[kind]  # type: ignore[index]
    blueprint = Blueprint(spaces=len(parts), parts=list(parts), printed=printed.printed)
    damage = {str(colour): n for colour, n in the_pack.parts.dice.items()}
    return blueprint_stats(
        kind, blueprint, the_pack.part_by_id, damage, antimatter_splitter=splitter
    )


def stats(state: EclipseState, seat: int, kind: str) -> ShipStats:
    """Battle values of ``seat``'s ``kind`` (docs/rules/eclipse.md §7, §12.2)."""
    board = state.seats[seat]
    splitter = board.owns("antimatter_splitter")
    return _stats(board.side, kind, board.blueprints[kind], splitter)


def part_stats(side: str, kind: str, parts: tuple[str | None, ...]) -> ShipStats:
    """Battle values of a blueprint of ``side`` holding ``parts`` (for Upgrade checks, §7)."""
    return _stats(side, kind, parts, False)


@cache
def npc(kind: str, variant: str) -> ShipStats:
    """Battle values of an NPC kind on its ``standard`` or ``advanced`` tile (§13)."""
    the_pack = pack.load()
    record = next(n for n in the_pack.npcs.npcs if n.id == kind)
    damage = {str(colour): n for colour, n in the_pack.parts.dice.items()}
    return npc_stats(kind, record.blueprints[variant], damage)  # type: ignore[index]


def ships_in_play(state: EclipseState, seat: int, kind: str) -> int:
    """``seat``'s miniatures of ``kind`` on the table."""
    return sum(1 for s in state.sectors for owner, k in s.ships if owner == seat and k == kind)


def stock(state: EclipseState, seat: int, kind: str) -> int:
    """``seat``'s miniatures of ``kind`` still in its supply (docs/rules/eclipse.md §1, §8)."""
    total = pack.load().species.per_player.ships[kind]  # type: ignore[index]
    return total - ships_in_play(state, seat, kind)


# --------------------------------------------------------------------------- tracks (§14.1)


def production(cubes_on_track: int) -> int:
    """Production of a track with ``cubes_on_track`` cubes (11 at the start; 12 covers the 2)."""
    values = pack.load().npcs.tracks.production
    off = len(values) - 1 - cubes_on_track
    return 0 if off < 0 else values[off]


def upkeep(board: SeatState) -> int:
    """Influence upkeep: the value of the rightmost empty space of the 13 (§14.1, §21 Q11)."""
    spaces = pack.load().npcs.tracks.influence_upkeep
    empty = len(spaces) - board.discs
    return 0 if empty <= 0 else spaces[min(empty, len(spaces)) - 1]


def income(board: SeatState) -> int:
    """Money production minus upkeep (docs/rules/eclipse.md §14.2 step 2)."""
    return production(board.track["money"]) - upkeep(board)


def trade_ratio(state: EclipseState, seat: int) -> int:
    """Resources given for one of another (3; Terrans 2; Orion 4) (docs/rules/eclipse.md §1)."""
    return side_of(state, seat).trade_ratio


def may_fill(board: SeatState, square_type: str, advanced: bool, resource: str) -> bool:
    """Whether a cube of ``resource`` may go on a square of ``square_type`` (§10.2)."""
    if square_type not in ("gray", resource) or board.track[resource] <= 0:
        return False
    return not advanced or board.owns(ADVANCED_TECH[resource]) or board.owns("metasynthesis")


def return_cubes(state: EclipseState, sector: SectorState) -> None:
    """Send the cubes of ``sector`` (squares and orbital) back to their owner's tracks (§10.1)."""
    if sector.owner is None:
        return
    assert state.owns(sector)
    board = state.seats[sector.owner]
    for track in [*sector.cubes, sector.orbital_cube]:
        if track is not None:
            board.track[track] += 1
    sector.cubes = (None,) * len(sector.cubes)
    sector.orbital_cube = None


def lift_disc(state: EclipseState, sector: SectorState) -> None:
    """Take the controller's disc off ``sector`` back to its track, with its cubes (§10.1)."""
    if sector.owner is None:
        return
    return_cubes(state, sector)
    state.seats[sector.owner].discs += 1
    sector.owner = None


def neighbours_connected(state: EclipseState, sector: SectorState, seat: int) -> list[SectorState]:
    """Placed sectors connected to ``sector`` for ``seat`` (wormholes, portals; §5.2, §9)."""
    places = by_position(state)
    found = galaxy.connections(
        galaxy_of(state), (sector.q, sector.r), wormhole_generator=wormhole_generator(state, seat)
    )
    return [places[p] for p in sorted(found)]
