"""The hex galaxy: positions, edges, turned sectors, wormhole connections, exploring.

Conventions (docs/rules/eclipse.md §5.2): flat-topped hexes, edges 0 N, 1 NE, 2 SE, 3 S, 4 SW,
5 NW clockwise; a sector turned ``k`` steps clockwise shows printed edge ``e`` at ``(e + k) % 6``;
positions are axial ``(q, r)`` with the Galactic Center at ``(0, 0)``. A galaxy is a mapping of
position -> :class:`Placed` sector; every function here is pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from rules.eclipse.components import Direction, Sector

Hex = tuple[int, int]
Stack = Literal["inner", "middle", "outer"]
CENTER: Hex = (0, 0)
DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
ZONE_EDGE: dict[Direction, int] = {"N": 0, "NE": 1, "SE": 2, "S": 3, "SW": 4, "NW": 5}
STACKS: dict[int, Stack] = {1: "inner", 2: "middle"}


@dataclass(frozen=True)
class Placed:
    """A sector on the table.

    Attributes:
        sector: the sector id (``"101"``).
        edges: the edges (0–5, table directions) that carry a wormhole once turned.
        warp_portal: the sector holds a warp portal (printed, or placed later).
    """

    sector: str
    edges: frozenset[int]
    warp_portal: bool = False

    @classmethod
    def of(cls, sector: Sector, rotation: int) -> Placed:
        """``sector`` turned ``rotation`` steps clockwise (docs/rules/eclipse.md §5.2)."""
        return cls(sector.id, turned(sector.wormholes, rotation), sector.warp_portal)


Galaxy = Mapping[Hex, Placed]


def turned(edges: Iterable[int], rotation: int) -> frozenset[int]:
    """Printed wormhole edges as they lie after ``rotation`` clockwise steps (any integer)."""
    return frozenset((edge + rotation) % 6 for edge in edges)


def opposite(edge: int) -> int:
    """The edge of the neighbour that touches ``edge`` (docs/rules/eclipse.md §5.2)."""
    return (edge + 3) % 6


def neighbour(position: Hex, edge: int) -> Hex:
    """The position across ``edge`` (0–5) of ``position``."""
    dq, dr = DIRECTIONS[edge]
    return position[0] + dq, position[1] + dr


def ring(position: Hex) -> int:
    """Hex distance from the Galactic Center: 0 centre, 1 inner, 2 middle, 3 outer, …"""
    q, r = position
    return (abs(q) + abs(r) + abs(q + r)) // 2


def stack_of(position: Hex) -> Stack:
    """The sector stack a position is explored from (docs/rules/eclipse.md §5, §21 Q7).

    Positions beyond ring III draw from the outer stack (decision §21 Q7).

    Raises:
        ValueError: the Galactic Center, which is never explored.
    """
    distance = ring(position)
    if distance == 0:
        raise ValueError("the Galactic Center is placed at setup, never explored")
    return STACKS.get(distance, "outer")


def wormhole_link(a: frozenset[int], edge: int, b: frozenset[int], *, half: bool) -> bool:
    """Whether edges ``a`` (one sector) and ``b`` (its neighbour across ``edge``) connect.

    A full connection needs a wormhole on both touching edges; ``half`` (a Wormhole Generator
    owner, docs/rules/eclipse.md §5.2, §6) accepts one on either side.
    """
    here, there = edge in a, opposite(edge) in b
    return (here or there) if half else (here and there)


def connected(galaxy: Galaxy, a: Hex, b: Hex, *, wormhole_generator: bool = False) -> bool:
    """Whether ships and influence can pass between placed positions ``a`` and ``b``.

    Neighbours connect through wormholes (half a connection with ``wormhole_generator``); any two
    warp-portal sectors connect (docs/rules/eclipse.md §5.2, §9).
    """
    first, second = galaxy.get(a), galaxy.get(b)
    if first is None or second is None or a == b:
        return False
    if first.warp_portal and second.warp_portal:
        return True
    edge = next((e for e in range(6) if neighbour(a, e) == b), None)
    half = wormhole_generator
    return edge is not None and wormhole_link(first.edges, edge, second.edges, half=half)


def connections(galaxy: Galaxy, position: Hex, *, wormhole_generator: bool = False) -> set[Hex]:
    """Every placed position connected to ``position`` (one Move step, §9)."""
    here = galaxy.get(position)
    if here is None:
        return set()
    found = set()
    for edge in range(6):
        other = neighbour(position, edge)
        there = galaxy.get(other)
        if there is not None and wormhole_link(
            here.edges, edge, there.edges, half=wormhole_generator
        ):
            found.add(other)
    if here.warp_portal:
        found |= {p for p, placed in galaxy.items() if placed.warp_portal and p != position}
    return found


def retreat_positions(
    galaxy: Galaxy, position: Hex, safe: Iterable[Hex], *, wormhole_generator: bool = False
) -> set[Hex]:
    """Where ships fighting at ``position`` may retreat to (docs/rules/eclipse.md §12.4).

    Args:
        galaxy: the placed sectors.
        position: the battle's sector.
        safe: sectors the retreating player controls that hold no opponent ships.
        wormhole_generator: the player owns Wormhole Generator (half a connection will do).

    Returns:
        The neighbouring ``safe`` sectors connected to ``position`` by a wormhole connection
        (warp portals do not count: a retreat goes to a neighbour). Empty: no retreat.
    """
    here = galaxy.get(position)
    return {
        neighbour(position, edge)
        for edge in range(6)
        if here is not None
        and neighbour(position, edge) in set(safe) & set(galaxy)
        and wormhole_link(
            here.edges, edge, galaxy[neighbour(position, edge)].edges, half=wormhole_generator
        )
    }


def explore_positions(
    galaxy: Galaxy,
    sources: Iterable[Hex],
    *,
    wormhole_generator: bool = False,
    radius: int | None = None,
) -> set[Hex]:
    """The unexplored positions a player may explore (docs/rules/eclipse.md §5 steps 1–2).

    Args:
        galaxy: the placed sectors.
        sources: positions where the player has control or at least one unpinned ship (the
            caller applies pinning, §9).
        wormhole_generator: the player owns Wormhole Generator (no wormhole needed on the
            source's facing edge).
        radius: the table option ``galaxy_radius`` (§21 Q7): no position beyond this ring;
            ``None`` = no limit.

    Returns:
        Empty positions next to a source whose facing edge carries a wormhole.
    """
    found = set()
    for source in sources:
        placed = galaxy.get(source)
        for edge in range(6):
            target = neighbour(source, edge)
            open_edge = wormhole_generator or (placed is not None and edge in placed.edges)
            if target not in galaxy and open_edge and (radius is None or ring(target) <= radius):
                found.add(target)
    return found


def placements(
    galaxy: Galaxy,
    position: Hex,
    sector: Sector,
    anchors: Iterable[Hex],
    *,
    wormhole_generator: bool = False,
    half_counts: bool = True,
) -> list[int]:
    """The legal turns of an explored ``sector`` at ``position`` (docs/rules/eclipse.md §5 step 4).

    A turn is legal when the placed sector makes a wormhole connection with a neighbouring
    ``anchor``: a sector where the explorer has control or an unpinned ship. With
    ``wormhole_generator`` a half connection counts unless ``half_counts`` is off (table option
    ``wg_placement=full``, decision §21 Q18). Turns that leave the same wormholes (symmetric
    sectors) are listed once.

    Returns:
        Rotations 0–5 (clockwise steps), ascending; empty when the sector cannot be placed.
    """
    half = wormhole_generator and half_counts
    touching = [
        (edge, galaxy[neighbour(position, edge)].edges)
        for edge in range(6)
        if neighbour(position, edge) in set(anchors) and neighbour(position, edge) in galaxy
    ]
    seen: set[frozenset[int]] = set()
    legal = []
    for rotation in range(6):
        edges = turned(sector.wormholes, rotation)
        if edges not in seen and any(
            wormhole_link(edges, edge, other, half=half) for edge, other in touching
        ):
            legal.append(rotation)
        seen.add(edges)
    return legal


def zone(direction: Direction) -> Hex:
    """The starting zone in ``direction``: the middle-ring position two steps from the centre."""
    dq, dr = DIRECTIONS[ZONE_EDGE[direction]]
    return 2 * dq, 2 * dr


def arrow_rotation(position: Hex) -> int:
    """The turn that points a home or Guardian sector's arrow (printed edge 0) at the centre.

    Raises:
        ValueError: ``position`` is not a starting zone.
    """
    for direction, edge in ZONE_EDGE.items():
        if zone(direction) == position:
            return opposite(edge)
    raise ValueError(f"{position} is not a starting zone")


def starting_zones(home_zones: Iterable[Direction]) -> tuple[list[Hex], list[Hex]]:
    """Home and Guardian positions for one player count (docs/rules/eclipse.md §2.1, §2.2 step 8).

    Args:
        home_zones: the directions used by homes (the pack's ``setup.home_zones[n]``).

    Returns:
        ``(homes, guardians)``: the home positions in the given order, then every other starting
        zone clockwise from north (each gets a Guardian sector).
    """
    homes = [zone(d) for d in home_zones]
    return homes, [zone(d) for d in ZONE_EDGE if zone(d) not in homes]
