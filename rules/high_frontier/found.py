"""The Routes of what a destination search found (:mod:`rules.high_frontier.search`): each
finished partial move followed back to the start, its fuel as the rulebook counts it (§6.1).
Kept apart from the search: a Route is built once per destination read, not per partial move.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction

from rules.high_frontier.graph import BELT, FLYBY, HAZARD
from rules.high_frontier.moves import Route, Trail
from rules.high_frontier.search import Search
from rules.high_frontier.search_labels import Partial


class Found:
    """Routes of the labels of one search (a :class:`~rules.high_frontier.search.Search`):
    their fuel and trails are kept, so shared beginnings are built once."""

    def __init__(self, search: Search) -> None:
        self.ids, self.scale, self.liftoff = search.graph.ids, search.rules.scale, search.liftoff
        self._fuel: dict[int, Fraction] = {}

    def fuel(self, label: Partial) -> Fraction:
        """The exact fuel steps ``label`` has used (§6.1)."""
        fuel = self._fuel.get(label.fuel)
        if fuel is None:
            fuel = self._fuel[label.fuel] = Fraction(label.fuel, self.scale)
        return fuel

    def route(self, label: Partial) -> Route:
        """The finished move ending at ``label`` (as :meth:`Rules.route`)."""
        trail, counts = self.trail(label), (label.burns, label.spent, label.pivots)
        return Route.walked(trail, self.fuel(label), counts, self.liftoff, label.landing)

    def trail(self, label: Partial) -> Trail:
        """Spaces, hazards, belts and flybys from the start to ``label``; a label's trail is
        kept in it, so the routes' shared beginnings are built once."""
        chain: list[Partial] = []
        cur: Partial | None = label
        while cur is not None and cur.trail is None:
            chain.append(cur)
            cur = cur.parent
        built = cur.trail if cur is not None else None  # the nearest trail built, if any
        path, hazards, belts, flybys = built or ((), (), (), ())
        ids = self.ids
        for label in reversed(chain):
            space, marks = (ids[label.node],), label.marks
            path += space
            if marks & HAZARD:
                hazards += space
            if marks & BELT:
                belts += space
            elif marks & FLYBY:
                flybys += space
            label.trail = (path, hazards, belts, flybys)
        return path, hazards, belts, flybys


def routes(search: Search, ends: Mapping[str, list[Partial]]) -> dict[str, list[Route]]:
    """The Routes of ``ends`` (:meth:`Search.routes`), space by space, in their order."""
    found = Found(search)
    return {end: [found.route(label) for label in labels] for end, labels in ends.items()}


class Cheapest(Mapping[str, Route]):
    """Space id -> the cheapest route of a move to it (:meth:`Search.cheapest`), each Route
    built when first read: a list of destinations needs only their costs (:meth:`cost`)."""

    def __init__(self, search: Search, ends: dict[str, Partial]) -> None:
        self._found, self._ends = Found(search), ends
        self._routes: dict[str, Route] = {}

    def __getitem__(self, end: str) -> Route:
        route = self._routes.get(end)
        if route is None:
            route = self._routes[end] = self._found.route(self._ends[end])
        return route

    def __iter__(self) -> Iterator[str]:
        return iter(self._ends)

    def __len__(self) -> int:
        return len(self._ends)

    def cost(self, end: str) -> tuple[Fraction, int]:
        """The exact fuel steps and the Burns of the cheapest route to ``end``.

        Raises:
            KeyError: ``end`` is not reached.
        """
        label = self._ends[end]
        return self._found.fuel(label), label.burns
