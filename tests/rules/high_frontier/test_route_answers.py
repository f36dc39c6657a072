"""The faster route search gives the answers recorded from the search it replaced
(docs/rules/high-frontier.md §8): for every sample rocket and start, the same destinations, each
with the same Pareto front of (fuel used, Burns, Hazard Rolls, Belt Rolls)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.high_frontier import pack
from rules.high_frontier.routes import check_route, destinations
from tests.rules.high_frontier.route_cases import CASES

ANSWERS = json.loads((Path(__file__).parent / "data" / "route_answers.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_destinations_and_costs_as_the_old_search(name: str) -> None:
    game_map = pack.load().map
    start, rocket = CASES[name]
    found = destinations(game_map, start, rocket)
    fronts = {
        space: sorted([str(r.fuel_used), r.burns, len(r.hazards), len(r.belts)] for r in routes)
        for space, routes in found.items()
    }
    assert fronts == ANSWERS[name]
    for routes in found.values():  # every route found is one the checker accepts as it is
        route = routes[0]
        assert check_route(game_map, rocket, route.path) == route
