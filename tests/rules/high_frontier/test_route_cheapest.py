"""The cheapest-route search (``routes.cheapest_routes``, docs/rules/high-frontier.md §8): for
every sample rocket and start, the spaces the full search lists, each with the least cost of
its recorded Pareto front (fuel used, then Burns, Hazard Rolls, Belt Rolls) and a route the
checker accepts as it is."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from rules.high_frontier import pack
from rules.high_frontier.routes import Rocket, cheapest_routes, check_route, destinations
from tests.rules.high_frontier.route_cases import CASES

ANSWERS = json.loads((Path(__file__).parent / "data" / "route_answers.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_least_cost_of_each_recorded_front(name: str) -> None:
    game_map = pack.load().map
    start, rocket = CASES[name]
    found = cheapest_routes(game_map, start, rocket)
    assert set(found) == set(ANSWERS[name])
    for space, front in ANSWERS[name].items():
        least = min(
            (Fraction(fuel), burns, hazards, belts) for fuel, burns, hazards, belts in front
        )
        route = found[space]
        assert (route.fuel_used, route.burns, len(route.hazards), len(route.belts)) == least
        assert found.cost(space) == (route.fuel_used, route.burns)
        assert check_route(game_map, rocket, route.path) == route


@pytest.mark.parametrize("name", ["hall-effect-leo", "fractional-ceres", "acetylene-living-venus"])
def test_the_first_route_the_full_search_lists(name: str) -> None:
    game_map = pack.load().map
    start, rocket = CASES[name]
    full = destinations(game_map, start, rocket)
    assert dict(cheapest_routes(game_map, start, rocket)) == {s: r[0] for s, r in full.items()}


@pytest.mark.parametrize(("start", "ballerinas", "reached"), [(pack.LEO, 0, 517), ("n470", 1, 530)])
def test_a_mag_sail_reaches_what_the_unbounded_search_reaches(
    start: str, ballerinas: int, reached: int
) -> None:
    """A thrust-1 mag sail at LEO (the Mag Sail card without its ballerina: the card's own
    exact search takes 3-17 s, ``bench.hf_mag_sail``) and the card at n470 (Jupiter's belts):
    the bounded search (docs §23 D7) finds the destinations of the search without the bound,
    each as cheap. Before the bound counted Belt Rolls, a partial move that toured the belts
    and came back covered the direct one, and at LEO 49 destinations 59-70 spaces away were
    missing; from n470, extending the labels of one rank last-in first-out instead of in the
    order found gave 43 routes a Hazard Roll more."""
    game_map = pack.load().map
    sail = Rocket(1, 10, Fraction(0), bonus_pivots=ballerinas, mag_sail=True, season="blue")
    found = cheapest_routes(game_map, start, sail)
    exact = cheapest_routes(game_map, start, sail, exact=True)
    assert len(exact) == reached
    assert set(found) == set(exact)
    counts = {
        space: (route.fuel_used, route.burns, len(route.hazards), len(route.belts))
        for space, route in found.items()
    }
    assert counts == {
        space: (route.fuel_used, route.burns, len(route.hazards), len(route.belts))
        for space, route in exact.items()
    }
