"""Movement on the map (docs/rules/high-frontier.md §8): legal destinations and route checks.

A move spends **Burns** (at most the net thrust) and fuel steps (at most the fuel on the strip):
entering a burn or lander burn costs one Burn, a **pivot** at a Hohmann two; bonus burns from
flybys and ballerinas pay first where allowed; coasting needs neither. Hazards, radiation belts
and flybys entered are reported for the rolls the move calls. :func:`destinations` lists every
space a rocket can end its move on with its cheapest routes, :func:`cheapest_routes` with its
cheapest one (the hints' list, found faster); :func:`check_route` walks a given
path and names the first illegal step. The checker and the search
(:mod:`rules.high_frontier.search`, on the graph's per-arc tables) apply the one statement of
the step rules in :mod:`rules.high_frontier.moves`, and every route the search finds is one the
checker accepts.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import pairwise

from rules.high_frontier import found, route_text
from rules.high_frontier.found import Cheapest
from rules.high_frontier.graph import compile_map
from rules.high_frontier.moves import Rocket, Route, Rules, start_label
from rules.high_frontier.pack import Map
from rules.high_frontier.search import Search

__all__ = [
    "Cheapest",
    "IllegalRoute",
    "Rocket",
    "Route",
    "RouteChecker",
    "cheapest_routes",
    "check_route",
    "destinations",
]


class IllegalRoute(ValueError):
    """A path a rocket may not fly: ``step`` is the index in the path of the space it could not
    enter (0: the start), ``reason`` a sentence saying why."""

    def __init__(self, step: int, reason: str) -> None:
        super().__init__(f"step {step}: {reason}")
        self.step = step
        self.reason = reason


def destinations(
    game_map: Map, start: str, rocket: Rocket, *, exact: bool = False
) -> dict[str, list[Route]]:
    """Every space the rocket may end this move on, with its cheapest legal routes.

    Args:
        game_map: the map (``rules.high_frontier.pack.load().map``).
        start: the space the move starts on (a space id such as ``"n90"`` for LEO).
        rocket: thrust, fuel, bonuses and the table's conditions for this move.
        exact: without the bound below (a mag sail's search then takes 20-70 s).

    Returns:
        Space id -> the routes to it that no other route beats on every count (fuel steps,
        Burns, Hazard Rolls, Belt Rolls), cheapest fuel first. Lander burns are never
        destinations (no halting there, §8.3); the start is not listed.

    A mag sail's search is bounded (docs/rules/high-frontier.md §23 D7; ``bench.hf_mag_sail``
    measures what the bound loses).

    Raises:
        IllegalRoute: the rocket cannot start there (a lander burn, a Site it cannot leave).
        ValueError: fuel, thrust or ballerinas of 2**13 (8,192) or more (beyond the search's range).
    """
    graph = compile_map(game_map)
    rules = Rules(graph, rocket)
    first = start_label(rules, graph.index[start])
    if isinstance(first, str):
        raise IllegalRoute(0, first)
    search = Search(graph, rules, first, exact=exact)
    with collection_paused():
        return found.routes(search, search.routes(search.run()))


def cheapest_routes(game_map: Map, start: str, rocket: Rocket, *, exact: bool = False) -> Cheapest:
    """Every space the rocket may end this move on, with its cheapest route: the least fuel,
    then Burns, Hazard Rolls, Belt Rolls (the first route :func:`destinations` lists, found
    by a search that keeps fewer partial moves, ``search.Search.keep``).

    Returns:
        A mapping space id -> Route (built when read; ``cost(end)``: its exact fuel steps and
        Burns without building it), the same spaces as :func:`destinations` (a mag sail's
        bounded searches may differ: ``bench.hf_mag_sail``).

    Raises:
        IllegalRoute, ValueError: as :func:`destinations` (``exact`` as there).
    """
    graph = compile_map(game_map)
    rules = Rules(graph, rocket)
    first = start_label(rules, graph.index[start])
    if isinstance(first, str):
        raise IllegalRoute(0, first)
    search = Search(graph, rules, first, cheapest=True, exact=exact)
    with collection_paused():
        return Cheapest(search, search.cheapest(search.run()))


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
        if len(path) < 2:
            raise IllegalRoute(0, route_text.TWO_SPACES)
        for step, space in enumerate(path):
            if space not in graph.index:
                raise IllegalRoute(step, route_text.NOT_A_SPACE.format(space=space))
        label = start_label(rules, graph.index[path[0]])
        if isinstance(label, str):
            raise IllegalRoute(0, label)
        for step, (here, there) in enumerate(pairwise(path), start=1):
            arc = graph.between.get((graph.index[here], graph.index[there]))
            if arc is None:
                raise IllegalRoute(step, route_text.NO_LINE.format(here=here, there=there))
            extended = rules.enter(label, arc)
            if isinstance(extended, str):
                raise IllegalRoute(step, extended)
            label = extended
        if not rules.may_halt(label):
            raise IllegalRoute(len(path) - 1, route_text.ENDS_ON_LANDER)
        return rules.route(label)


@contextmanager
def collection_paused() -> Iterator[None]:
    """Python's cycle collector paused for one search (as it was after). The search makes tens
    of thousands of labels, none in a cycle (each points to its parent only) and all freed
    with it; left on, the collector ran dozens of times per search and now and then a full
    collection of the process's objects, which made the slowest searches 2-5 times their median
    (bench.hf_routes p95)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
