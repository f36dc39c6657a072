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
from collections.abc import Callable, Sequence
from itertools import count, pairwise
from operator import attrgetter

from rules.high_frontier.graph import LANDER, Graph, compile_map
from rules.high_frontier.moves import Label, Rocket, Route, Rules, start_label
from rules.high_frontier.pack import Map

__all__ = ["IllegalRoute", "Rocket", "Route", "RouteChecker", "check_route", "destinations"]


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
    best: dict[int, list[Label]] = {}
    order = count()
    queue: list[tuple[int, int, Label]] = [(first.cost, next(order), first)]
    enter, covers, onward = rules.enter, rules.covers, graph.onward
    push, pop = heapq.heappush, heapq.heappop
    while queue:
        now, _, label = pop(queue)
        here = [label]  # labels at the queue's lowest cost: coasting steps join them
        while here:
            label = here.pop()
            if label.dominated:
                continue
            for arc in onward[label.arc] if label.arc >= 0 else graph.leaving[label.node]:
                step = enter(label, arc)
                if isinstance(step, str):
                    continue
                key = step.arc * 2 + step.free
                kept = best.get(key)
                if kept is None:
                    best[key] = [step]
                elif not _keep(kept, step, covers):
                    continue
                if step.landing:  # a landing ends the move: nothing to extend
                    continue
                cost = step.cost
                if cost == now:
                    here.append(step)
                else:
                    push(queue, (cost, next(order), step))
    return _routes(graph, rules, best, first.node)


def _keep(kept: list[Label], label: Label, covers: Callable[[Label, Label], bool]) -> bool:
    """Record ``label`` among the ``kept`` labels of its state unless one of them covers it
    (``Rules.covers``); drop (and mark) the kept labels it covers. The counts are compared
    here first (most pairs differ there), then the common case of the same used bonus
    spaces; ``covers`` decides the rest."""
    fuel, burns, hazards, belts = label.fuel, label.burns, label.hazards, label.belts
    for old in kept:
        if (
            old.fuel <= fuel
            and old.burns <= burns
            and old.hazards <= hazards
            and old.belts <= belts
            and old.pivots_left >= label.pivots_left
            and (old.bonus >= label.bonus if old.used == label.used else covers(old, label))
        ):
            return False
    beaten = False
    for old in kept:
        if (
            fuel <= old.fuel
            and burns <= old.burns
            and hazards <= old.hazards
            and belts <= old.belts
            and covers(label, old)
        ):
            old.dominated = beaten = True
    if beaten:
        kept[:] = [old for old in kept if not old.dominated]
    kept.append(label)
    return True


def _routes(
    graph: Graph, rules: Rules, best: dict[int, list[Label]], start: int
) -> dict[str, list[Route]]:
    """The Pareto-cheapest finished routes per space (by fuel, Burns, hazards, belts): scores
    compared in the search's integer fuel units, one route per score, cheapest fuel first."""
    ends: dict[int, list[Label]] = {}
    for labels in best.values():
        for label in labels:
            ends.setdefault(label.node, []).append(label)
    ends.pop(start, None)
    found: dict[str, list[Route]] = {}
    for node, finished in ends.items():
        if graph.burn_kind[node] & LANDER:  # no halting on a lander burn (§8.3)
            continue
        finished.sort(key=_cost)
        front: list[tuple[int, int, int, int]] = []
        routes: list[Route] = []
        for label in finished:
            fuel, burns, hazards, belts = label.fuel, label.burns, label.hazards, label.belts
            for f, b, h, e in front:
                if f <= fuel and b <= burns and h <= hazards and e <= belts:
                    break
            else:
                front.append((fuel, burns, hazards, belts))
                routes.append(rules.route(label))
        found[graph.ids[node]] = routes
    return found


_cost = attrgetter("cost")


def check_route(game_map: Map, rocket: Rocket, path: Sequence[str]) -> Route:
    """Walk ``path`` (space ids, waypoints left out) and return its route if legal.

    Raises:
        IllegalRoute: the first step the rules forbid, with the reason; also a path of fewer
            than two spaces, a pair of spaces not joined by a line, or a move ending on a
            lander burn.
    """
    return RouteChecker(game_map, rocket).check(path)


class RouteChecker:
    """:func:`check_route` for many paths of one rocket: the step rules are set up once."""

    def __init__(self, game_map: Map, rocket: Rocket) -> None:
        self.graph = compile_map(game_map)
        self.rules = Rules(self.graph, rocket)

    def check(self, path: Sequence[str]) -> Route:
        """As :func:`check_route`.

        Raises:
            IllegalRoute: as :func:`check_route`.
        """
        graph, rules = self.graph, self.rules
        if len(path) < 2 or any(space not in graph.index for space in path):
            raise IllegalRoute(
                0, "a route names at least two spaces of the map, waypoints left out"
            )
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
