"""The route search the install compiles with mypyc (setup.py, rules/high_frontier/compiled.py,
docs/rules/high-frontier.md §23 D7): it is the one in use, built from the sources as they are,
and it finds what the interpreted search.py finds, route for route."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rules.high_frontier import compiled, pack, routes, search
from rules.high_frontier.compiled import Choice, chosen, digest
from rules.high_frontier.pack import LEO
from tests.rules.high_frontier.route_cases import CASES

MAP = pack.load().map
MAG_SAIL_LEO = (LEO, replace(CASES["mag-sail-mercury"][1], net_thrust=1))
# the slowest start of bench.hf_mag_sail --everywhere: the most labels dropped and re-queued
MAG_SAIL_MARS = ("n277", replace(CASES["mag-sail-mercury"][1], net_thrust=2))
INTERPRETED = Choice(search.Search, "interpreted")


def test_the_install_compiled_the_search_from_the_sources_as_they_are() -> None:
    choice = chosen()
    assert choice.how == "compiled by mypyc", (
        f"the route search is {choice.how}: reinstall (pip install -e .) with a C compiler"
    )
    assert choice.search is not search.Search
    assert choice.search.__module__ == compiled.COMPILED


def test_a_changed_source_changes_the_digest(tmp_path: Path) -> None:
    for name in compiled.SOURCES:
        (tmp_path / name).write_bytes((compiled.HERE / name).read_bytes())
    assert digest(tmp_path) == digest()
    with (tmp_path / "moves.py").open("a") as moves:
        moves.write("# edited\n")
    assert digest(tmp_path) != digest()


@pytest.mark.parametrize(
    "name", ["six-thrust-leo", "oberth-crew-mercury", "acetylene-living-venus", "mag-sail-mercury"]
)
def test_the_compiled_search_lists_the_interpreted_searchs_routes(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    start, rocket = CASES[name]
    found = routes.destinations(MAP, start, rocket)
    monkeypatch.setattr(routes, "chosen", lambda: INTERPRETED)
    assert routes.destinations(MAP, start, rocket) == found


@pytest.mark.parametrize(
    "case", ["resistojet-leo", "mag-sail-mercury", "mag-sail-leo", "mag-sail-mars"]
)
def test_the_compiled_search_finds_the_interpreted_searchs_cheapest_routes(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    start, rocket = {**CASES, "mag-sail-leo": MAG_SAIL_LEO, "mag-sail-mars": MAG_SAIL_MARS}[case]
    found = routes.cheapest_routes(MAP, start, rocket)
    monkeypatch.setattr(routes, "chosen", lambda: INTERPRETED)
    interpreted = routes.cheapest_routes(MAP, start, rocket)
    assert dict(interpreted) == dict(found)
