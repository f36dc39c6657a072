"""The map compiled for movement: spaces by index, and arcs between spaces.

A waypoint is a bend of a drawn line, not a space (docs/rules/high-frontier.md §23 Q5): an
**arc** is one line from a space to the next space, through any waypoints, in one direction. It
keeps what movement needs: the Hohmann lane it leaves by and arrives by (pivots, §8.3), whether
it runs with an aerobrake arrow (§8.4) or against a one-way line, and its reverse (no U-turn).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from typing import Final

from rules.high_frontier.pack import Map, Node


@dataclass(frozen=True, slots=True)
class Arc:
    """One line between two spaces, in one direction.

    Attributes:
        source, target: space indexes.
        via: waypoint ids passed on the way.
        out_lane: the line's Hohmann lane at ``source`` (``None``: unlabelled).
        in_lane: its lane at ``target``.
        aerobrake: it runs with a one-way arrow (an aerobrake path).
        against: it runs against a one-way arrow (illegal).
        reverse: the index of the same line the other way.
    """

    source: int
    target: int
    via: tuple[str, ...]
    out_lane: str | None
    in_lane: str | None
    aerobrake: bool
    against: bool
    reverse: int


# bits of Graph.burn_kind: what entering a space does
PAY: Final = 1  # a Burn (burn or lander burn)
LANDER: Final = 2  # a lander burn: no bonus burn pays it, no halt
HALF: Final = 4  # a half lander: half the fuel
HAZARD: Final = 8  # a Hazard Roll
BELT: Final = 16  # a radiation belt (Belt Roll)
FLYBY: Final = 32  # a flyby (Glitch trigger)
SITE: Final = 64  # a Site: a landing


def _kind(node: Node) -> int:
    """The :data:`PAY` … :data:`SITE` bits of entering ``node``."""
    return (
        (PAY if node.burns else 0)
        | (LANDER if node.type == "lander_burn" else 0)
        | (HALF if node.fuel_factor < 1 else 0)
        | (HAZARD if node.hazard else 0)
        | (BELT if node.type == "radiation_belt" else 0)
        | (FLYBY if node.type == "flyby" else 0)
        | (SITE if node.type == "site" else 0)
    )


@dataclass(frozen=True)
class Graph:
    """Spaces and arcs of a map.

    Attributes:
        ids: space ids by index (waypoints are not spaces).
        index: index by space id.
        nodes: the map nodes by index.
        arcs: every arc; ``leaving[i]`` the legal arcs out of space ``i``; ``onward[a]``
            those out of arc ``a``'s target but its reverse (no U-turn, §8.3).
        between: the arc index by ``(source, target)``, legal or not.
        burn_kind: per space, the :data:`PAY` … :data:`SITE` bits of entering it.
        pivot_after: per arc, the arcs out of its target that turn off its Hohmann lane there
            (a pivot, §8.3).
        bonus_spaces: spaces that may pay bonus burns (flybys, the Solar Oberth, belts).
        near_belts: per space, the radiation belts at most :data:`BELT_REACH` arcs from it
            (either way, itself included): the belts a mag sail's search compares partial
            moves on there (docs/rules/high-frontier.md §23 D7).
        target_kind: per arc, ``burn_kind`` of its target (the search reads it per step);
            ``targets``: per arc, its target.
        turns: per arc, ``2 * onward arc + pivot`` for each arc of ``onward``, ``pivot`` 1
            where taking it is a pivot (``pivot_after``), 0 elsewhere (one integer, not a
            pair: the search reads one per step), arc ``a``'s from ``turns[turns_from[a]]``
            to ``turns[turns_from[a + 1]]`` (exclusive); ``exits``, ``exits_from``: per
            space, the same for ``leaving`` (never a pivot: a move starting on a Hohmann is
            fresh, §23 D5). These four and ``target_kind``, ``targets`` are flat lists of
            integers, read by position.
    """

    ids: tuple[str, ...]
    index: dict[str, int]
    nodes: tuple[Node, ...]
    arcs: tuple[Arc, ...]
    leaving: tuple[tuple[int, ...], ...]
    onward: tuple[tuple[int, ...], ...]
    between: dict[tuple[int, int], int]
    burn_kind: tuple[int, ...]
    pivot_after: tuple[frozenset[int], ...]
    bonus_spaces: tuple[int, ...]
    near_belts: tuple[tuple[int, ...], ...]
    target_kind: list[int]
    targets: list[int]
    turns: list[int]
    turns_from: list[int]
    exits: list[int]
    exits_from: list[int]


BELT_REACH = 4
"""Arcs from a space within which a mag sail's search tells partial moves apart by the belts
they used (docs/rules/high-frontier.md §23 D7: 3 loses more, 5 is slower and finds no more)."""

_GRAPHS: dict[int, tuple[Map, Graph]] = {}


def compile_map(game_map: Map) -> Graph:
    """The movement graph of ``game_map`` (built once per map object)."""
    kept = _GRAPHS.get(id(game_map))
    if kept is None or kept[0] is not game_map:
        kept = _GRAPHS[id(game_map)] = (game_map, _build(game_map))
    return kept[1]


def _build(game_map: Map) -> Graph:
    neighbours: dict[str, list[str]] = defaultdict(list)
    for a, b in game_map.edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    spaces = [n for n in game_map.nodes if n.type != "waypoint"]
    index = {n.id: i for i, n in enumerate(spaces)}
    chains = [
        chain
        for node in spaces
        for first in neighbours[node.id]
        if (chain := _walk(game_map, neighbours, node.id, first))[-1] in index
    ]
    position = {(chain[0], chain[-1]): i for i, chain in enumerate(chains)}
    arrows = {tuple(pair) for pair in game_map.one_way}
    lanes = game_map.hohmann_lanes
    arcs = tuple(
        Arc(
            source=index[c[0]],
            target=index[c[-1]],
            via=tuple(c[1:-1]),
            out_lane=lanes.get(c[0], {}).get(c[1]),
            in_lane=lanes.get(c[-1], {}).get(c[-2]),
            aerobrake=any(step in arrows for step in pairwise(c)),
            against=any((b, a) in arrows for a, b in pairwise(c)),
            reverse=position[(c[-1], c[0])],
        )
        for c in chains
    )
    leaving: list[list[int]] = [[] for _ in spaces]
    for i, arc in enumerate(arcs):
        if not arc.against:
            leaving[arc.source].append(i)
    onward = tuple(tuple(i for i in leaving[arc.target] if i != arc.reverse) for arc in arcs)
    pivot_after = tuple(_pivots(spaces, arcs, leaving, arc) for arc in arcs)
    burn_kind = tuple(_kind(node) for node in spaces)
    return Graph(
        ids=tuple(index),
        index=index,
        nodes=tuple(spaces),
        arcs=arcs,
        leaving=tuple(tuple(out) for out in leaving),
        onward=onward,
        between={(arc.source, arc.target): i for i, arc in enumerate(arcs)},
        burn_kind=burn_kind,
        pivot_after=pivot_after,
        bonus_spaces=tuple(
            i
            for i, node in enumerate(spaces)
            if node.type in ("flyby", "radiation_belt") or node.solar_oberth
        ),
        near_belts=_near_belts(spaces, arcs),
        target_kind=[burn_kind[arc.target] for arc in arcs],
        targets=[arc.target for arc in arcs],
        turns=[
            2 * i + (i in pivots)
            for out, pivots in zip(onward, pivot_after, strict=True)
            for i in out
        ],
        turns_from=_starts(onward),
        exits=[2 * i for out in leaving for i in out],
        exits_from=_starts(leaving),
    )


def _starts(rows: Sequence[Sequence[int]]) -> list[int]:
    """Where each of ``rows`` starts in them laid end to end, and where the last ends."""
    return [0, *accumulate(len(row) for row in rows)]


def _near_belts(spaces: list[Node], arcs: tuple[Arc, ...]) -> tuple[tuple[int, ...], ...]:
    """Per space, the radiation belts at most :data:`BELT_REACH` arcs away, either way."""
    around: list[set[int]] = [set() for _ in spaces]
    for arc in arcs:
        around[arc.source].add(arc.target)
        around[arc.target].add(arc.source)
    found = []
    for space in range(len(spaces)):
        seen, ring = {space}, {space}
        for _ in range(BELT_REACH):
            ring = {there for here in ring for there in around[here]} - seen
            seen |= ring
        found.append(tuple(sorted(i for i in seen if spaces[i].type == "radiation_belt")))
    return tuple(found)


def _pivots(
    spaces: list[Node], arcs: tuple[Arc, ...], leaving: list[list[int]], arc: Arc
) -> frozenset[int]:
    """The arcs out of ``arc``'s target that leave by another lane than it arrived by, when
    the target is a Hohmann and both lines are labelled."""
    if spaces[arc.target].type != "hohmann" or arc.in_lane is None:
        return frozenset()
    return frozenset(
        i
        for i in leaving[arc.target]
        if arcs[i].out_lane is not None and arcs[i].out_lane != arc.in_lane
    )


def _walk(game_map: Map, neighbours: dict[str, list[str]], start: str, first: str) -> list[str]:
    """The ids from ``start`` through ``first`` and any waypoints to the next space (or to the
    dead end of a stub)."""
    chain = [start, first]
    while game_map.by_id[chain[-1]].type == "waypoint" and len(neighbours[chain[-1]]) == 2:
        chain.append(next(n for n in neighbours[chain[-1]] if n != chain[-2]))
    return chain
