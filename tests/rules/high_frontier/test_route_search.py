"""The destination search (rules/high_frontier/search.py, docs/rules/high-frontier.md §8.3–§8.5
and §23 D1, D2, D7): its per-arc tables are the graph's arcs, every route it lists is the route
the checker gives for that path, one per score, cheapest first."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.high_frontier import pack
from rules.high_frontier.graph import HALF, LANDER, PAY, compile_map
from rules.high_frontier.moves import Rules, pay, start_label
from rules.high_frontier.pack import LEO
from rules.high_frontier.routes import Rocket, RouteChecker, destinations
from rules.high_frontier.search import Search
from rules.high_frontier.search_labels import STRIDE, pack_bonus
from tests.rules.high_frontier.route_cases import CASES

MAP = pack.load().map


def test_the_step_tables_are_the_arcs_of_the_graph() -> None:
    graph = compile_map(MAP)
    assert len(graph.turns_from) == len(graph.arcs) + 1
    assert graph.turns_from[-1] == len(graph.turns)
    for index, arc in enumerate(graph.arcs):
        assert graph.target_kind[index] == graph.burn_kind[arc.target]
        assert graph.targets[index] == arc.target
        onward = graph.onward[index]
        pivots = graph.pivot_after[index]
        turns = graph.turns[graph.turns_from[index] : graph.turns_from[index + 1]]
        assert [(turn >> 1, turn & 1) for turn in turns] == [(i, int(i in pivots)) for i in onward]
        assert arc.reverse not in onward
    assert len(graph.exits_from) == len(graph.leaving) + 1
    for space, leaving in enumerate(graph.leaving):
        exits = graph.exits[graph.exits_from[space] : graph.exits_from[space + 1]]
        assert list(exits) == [2 * i for i in leaving]  # never a pivot, §23 D5


@pytest.mark.parametrize("name", ["six-thrust-leo", "oberth-crew-mercury", "mag-sail-mercury"])
def test_every_route_listed_is_the_checkers_route_for_its_path(name: str) -> None:
    start, rocket = CASES[name]
    checker = RouteChecker(MAP, rocket)
    found = destinations(MAP, start, rocket)
    assert found
    for space, routes in found.items():
        scores = [(r.fuel_used, r.burns, len(r.hazards), len(r.belts)) for r in routes]
        assert scores == sorted(scores) and len(set(scores)) == len(scores)
        for route in routes:
            assert route.path[0] == start and route.path[-1] == space
            assert checker.check(route.path) == route


def test_a_rocket_beyond_the_searchs_range_is_refused() -> None:
    with pytest.raises(ValueError, match="beyond the search's range"):
        destinations(MAP, LEO, Rocket(2**13, 1, Fraction(1)))


@pytest.mark.parametrize("cheapest", [False, True])
def test_each_states_records_are_its_kept_labels_counts(cheapest: bool) -> None:
    """keep() reads a state's records instead of its labels (docs §23 D7): after a mag sail's
    search, in which kept labels are dropped and the rows closed up, each record still holds
    its label's COST, bonus burns beyond Burns with ballerinas, and bonus spaces used."""
    start, rocket = CASES["mag-sail-mercury"]
    graph = compile_map(MAP)
    rules = Rules(graph, rocket)
    first = start_label(rules, graph.index[start])
    assert not isinstance(first, str)
    found = Search(graph, rules, first, cheapest=cheapest).run()
    for shelf in found.values():
        records = list(shelf.records)
        assert len(records) == STRIDE * len(shelf.labels)
        for at, label in enumerate(shelf.labels):
            assert not label.dominated
            assert records[at * STRIDE : (at + 1) * STRIDE] == [
                label.cost,
                pack_bonus(label.bonus - label.burns, label.left),
                label.used,
                label.belted,
            ]
    assert sum(len(shelf.labels) for shelf in found.values()) > 1000


@pytest.mark.parametrize(
    ("kind", "pivot", "bonus", "left", "free", "paid_for"),
    [
        (PAY, False, 0, 0, False, (1, False, 0, 0, False)),  # a Burn paid with thrust
        (PAY, False, 2, 0, False, (0, False, 1, 0, False)),  # a bonus burn pays it
        (PAY | LANDER | HALF, False, 3, 0, False, (1, True, 0, 0, False)),  # none at a lander
        (PAY | LANDER, False, 0, 0, True, (0, False, 0, 0, False)),  # the free lander burn
        (0, True, 0, 1, False, (0, False, 0, 0, False)),  # a ballerina pays the pivot
        (0, True, 1, 0, False, (1, False, 1, 0, False)),  # one bonus burn, one Burn
        (PAY, True, 2, 0, False, (1, False, 2, 0, False)),  # bonus burns pay the pivot first
        (PAY, True, 3, 0, False, (0, False, 3, 0, False)),
    ],
)
def test_one_statement_of_what_a_step_costs(
    kind: int,
    pivot: bool,
    bonus: int,
    left: int,
    free: bool,
    paid_for: tuple[int, bool, int, int, bool],
) -> None:
    """moves.pay (§8.3, §23 D1), which the checker and the search both apply."""
    assert pay(kind, pivot, bonus, left, free) == paid_for
