"""The official pack: counts, provenance, cross-checks (docs/rules/high-frontier.md §1, §19)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from rules.core.packs import PackError
from rules.high_frontier import pack
from rules.high_frontier.pack import GEO, LEO, Map, Pack


def test_published_counts() -> None:
    p = pack.load()
    assert len(p.map.nodes) == 1485
    assert len(p.map.edges) == 1727
    assert len(p.map.one_way) == 67
    assert len(p.sites.sites) == 189
    assert sum(s.map_node is not None for s in p.sites.sites) == 188
    cards = {name: len(deck.cards) for name, deck in p.decks.items()}
    assert cards == {
        "thrusters": 12,
        "robonauts": 12,
        "refineries": 12,
        "generators": 17,
        "reactors": 12,
        "radiators": 12,
        "crew": 6,
    }
    assert all(len(card.faces) == 2 for deck in p.decks.values() for card in deck.cards)
    letters = sorted(f.faction_letter or "" for c in p.decks["crew"].cards for f in c.faces)
    assert letters == list("ABCDEFGHJKLM")


def test_types_and_landmarks() -> None:
    p = pack.load()
    types = Counter(n.type for n in p.map.nodes)
    assert types["site"] == 188 and types["waypoint"] == 493 and types["hohmann"] == 257
    assert p.map.by_id[LEO].name == "LEO" and p.map.by_id[GEO].name == "GEO"
    assert sum(n.solar_oberth for n in p.map.nodes) == 1


def test_every_record_is_official_with_a_confidence() -> None:
    p = pack.load()
    provenances = [p.map.provenance, p.sites.provenance, *(d.provenance for d in p.decks.values())]
    assert {x.kind for x in provenances} == {"official"}
    decided = [n for n in p.map.nodes if n.confidence == "decided"]
    assert len(decided) == 126 and all(n.decision for n in decided)
    faces = [f for d in p.decks.values() for c in d.cards for f in c.faces]
    assert all(f.note and "§23 Q4" in f.note for f in faces if f.confidence == "decided")
    assert any(f.confidence == "decided" for f in faces)


def test_supports_of_one_kind_are_alternatives() -> None:
    plate = pack.load().decks["thrusters"].cards[0].face("white")
    assert plate.name == "Ablative Plate"
    assert plate.supports == [["reactor_X", "reactor_bomb"]]


def test_cross_reference_problems_are_reported_together() -> None:
    good = pack.load()
    raw = good.map.model_dump()
    raw["edges"] = [*raw["edges"], ("n1", "n99999")]
    raw["one_way"] = [*raw["one_way"], ("n1", "n3")]
    broken = Pack(map=Map.model_validate(raw), sites=good.sites, decks=good.decks)
    problems = broken.problems()
    assert "edge n1-n99999 names a missing node" in problems
    assert "one_way n1->n3 is not a line" in problems


def test_site_and_node_must_point_at_each_other() -> None:
    good = pack.load()
    sites = good.sites.model_dump()
    sites["sites"][0]["map_node"] = "n1"
    broken = Pack(map=good.map, sites=type(good.sites).model_validate(sites), decks=good.decks)
    problems = broken.problems()
    assert any("mercury_north_pole: map_node n1" in x for x in problems)
    assert any("node n345: site mercury_north_pole" in x for x in problems)


def test_unknown_fields_are_refused() -> None:
    raw = pack.load().map.model_dump()
    raw["nodes"][0]["thrust"] = 3
    with pytest.raises(ValidationError, match="thrust"):
        Map.model_validate(raw)


def test_a_broken_file_lists_every_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("map.json", "sites.yaml"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    (tmp_path / "patents").mkdir()
    monkeypatch.setattr(pack, "DATA", tmp_path)
    pack.load.cache_clear()
    try:
        with pytest.raises(PackError) as err:
            pack.load()
    finally:
        pack.load.cache_clear()
    text = str(err.value)
    assert "map.json nodes: Field required" in text
    assert "sites.yaml sites: Field required" in text
    assert "thrusters.yaml" in text
