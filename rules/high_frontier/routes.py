"""Movement on the map (docs/rules/high-frontier.md §8): legal destinations and route checks.

A move spends **Burns** (at most the net thrust) and fuel steps (at most the fuel on the strip):
entering a burn or lander burn costs one Burn, a **pivot** at a Hohmann two; bonus burns from
flybys and ballerinas pay first where allowed; coasting needs neither. Hazards, radiation belts
and flybys entered are reported for the rolls the move calls. :func:`destinations` lists every
space a rocket can end its move on with its cheapest routes; :func:`check_route` walks a given
path and names the first illegal step. Both use the same step rules
(:mod:`rules.high_frontier.moves`).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from fractions import Fraction
from itertools import count, pairwise

from rules.high_frontier.graph import Graph, compile_map
from rules.high_frontier.moves import Label, Rocket, Route, Rules, start_label
from rules.high_frontier.pack import Map

__all__ = ["IllegalRoute", "Rocket", "Route", "check_route", "destinations"]


class IllegalRoute(ValueError):
    """A path a rocket may not fly: ``step`` is the index in the path of the space it could not
    enter (0: the start), ``reason`` a sentence saying why."""

    def __init__(self, step: int, reason: str) -> None:
        super().__init__(f"step {step}: {reason}")
        self.step = step
        self.reason = reason


def destinations(game_map: Map, start: str, rocket: Rocket) -> dict[str, list[Route]]:
    """Every space the rocket may end this move on, with its cheapest legal routes.

    Args:
        game_map: the map (``rules.high_frontier.pack.load().map``).
        start: the space the move starts on (a space id such as ``"n90"`` for LEO).
        rocket: thrust, fuel, bonuses and the table's conditions for this move.

    Returns:
        Space id -> the routes to it that no other route beats on every count (fuel steps,
        Burns, Hazard Rolls, Belt Rolls), cheapest fuel first. Lander burns are never
        destinations (no halting there, §8.3); the start is not listed.

    Raises:
        IllegalRoute: the rocket cannot start there (a lander burn, a Site it cannot leave).
    """
    graph = compile_map(game_map)
    rules = Rules(graph, rocket)
    first = start_label(rules, graph.index[start])
    if isinstance(first, str):
        raise IllegalRoute(0, first)
    best: dict[tuple[object, ...], list[Label]] = {}
    order = count()
    queue: list[tuple[tuple[int, ...], int, Label]] = [(first.cost, next(order), first)]
    while queue:
        _, _, label = heapq.heappop(queue)
        if label.dominated:
            continue
        for arc in graph.leaving[label.node]:
            step = rules.enter(label, arc)
            if isinstance(step, str) or not _keep(best, step):
                continue
            heapq.heappush(queue, (step.cost, next(order), step))
    return _routes(graph, rules, best, first.node)


def _keep(best: dict[tuple[object, ...], list[Label]], label: Label) -> bool:
    """Record ``label`` unless one already kept for its state is as good on every count; drop
    (and mark) the kept labels it beats."""
    kept = best.setdefault(label.key, [])
    if any(old.covers(label) for old in kept):
        return False
    beaten = [old for old in kept if label.covers(old)]
    for old in beaten:
        old.dominated = True
    if beaten:
        kept[:] = [old for old in kept if not old.dominated]
    kept.append(label)
    return True


def _routes(
    graph: Graph, rules: Rules, best: dict[tuple[object, ...], list[Label]], start: int
) -> dict[str, list[Route]]:
    """The Pareto-cheapest finished routes per space (by fuel, Burns, hazards, belts)."""
    ends: dict[int, dict[tuple[Fraction, int, int, int], Label]] = {}
    for labels in best.values():
        for label in labels:
            if label.node != start and rules.may_halt(label):
                ends.setdefault(label.node, {}).setdefault(rules.score(label), label)
    found: dict[str, list[Route]] = {}
    for node, scored in ends.items():
        front = [
            label
            for score, label in scored.items()
            if not any(other != score and _beats(other, score) for other in scored)
        ]
        front.sort(key=rules.score)
        found[graph.ids[node]] = [rules.route(label) for label in front]
    return found


def _beats(a: tuple[Fraction, int, int, int], b: tuple[Fraction, int, int, int]) -> bool:
    return a[0] <= b[0] and a[1] <= b[1] and a[2] <= b[2] and a[3] <= b[3]


def check_route(game_map: Map, rocket: Rocket, path: Sequence[str]) -> Route:
    """Walk ``path`` (space ids, waypoints left out) and return its route if legal.

    Raises:
        IllegalRoute: the first step the rules forbid, with the reason; also a path of fewer
            than two spaces, a pair of spaces not joined by a line, or a move ending on a
            lander burn.
    """
    graph = compile_map(game_map)
    rules = Rules(graph, rocket)
    if len(path) < 2 or any(space not in graph.index for space in path):
        raise IllegalRoute(0, "a route names at least two spaces of the map, waypoints left out")
    label = start_label(rules, graph.index[path[0]])
    if isinstance(label, str):
        raise IllegalRoute(0, label)
    for step, (here, there) in enumerate(pairwise(path), start=1):
        arc = graph.between.get((graph.index[here], graph.index[there]))
        if arc is None:
            raise IllegalRoute(step, f"no line joins {here} and {there}")
        extended = rules.enter(label, arc)
        if isinstance(extended, str):
            raise IllegalRoute(step, extended)
        label = extended
    if not rules.may_halt(label):
        raise IllegalRoute(len(path) - 1, "a move may not end on a lander burn")
    return rules.route(label)
