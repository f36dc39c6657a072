"""The stand-in pack keeps the published counts (docs/rules/new-frontiers.md §1) and the pack
check reports every problem at once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from rules.core.packs import PackError, load_pack
from rules.new_frontiers.pack import DATA, Pack, _problems, load


def test_the_stand_in_pack_has_the_published_counts() -> None:
    pack = load()
    assert pack.provenance.kind == "stand-in"
    assert len(pack.worlds) == 60
    kinds = Counter(d.kind for d in pack.developments)
    assert kinds == {"core": 8, "small": 16, "large": 16}
    assert len(pack.empires) == 16 and len(pack.goals) == 8
    colours = Counter(w.colour for w in pack.worlds)
    assert colours["novelty"] == 15  # a quarter of the worlds (§7)
    assert all(d.cost == 9 and d.bonus for d in pack.developments if d.kind == "large")


def test_confirmed_names_keep_their_confirmed_values() -> None:
    pack = load()
    uplift = pack.world("w-01")
    assert (uplift.name, uplift.kind, uplift.colour, uplift.cost, uplift.vp) == (
        "Devolved Uplift Race",
        "windfall",
        "novelty",
        0,
        1,
    )
    marines = pack.development("d-01")
    assert marines.name == "Space Marines"
    assert [(p.action, p.effect, p.amount) for p in marines.powers] == [("settle", "military", 2)]


def test_every_problem_is_reported_at_once() -> None:
    raw = yaml.safe_load((DATA / "standin.yaml").read_text(encoding="utf-8"))
    raw["worlds"] = raw["worlds"][:59]
    raw["goals"][1]["name"] = raw["goals"][0]["name"]
    raw["developments"][30]["cost"] = 8
    problems = _problems(Pack.model_validate(raw))
    assert any("60 worlds" in p for p in problems)
    assert any("used twice" in p for p in problems)
    assert any("costs 9" in p for p in problems)


def test_a_misspelt_key_is_refused_with_its_place(tmp_path: Path) -> None:
    raw = yaml.safe_load((DATA / "standin.yaml").read_text(encoding="utf-8"))
    raw["worlds"][0]["colur"] = "rare"
    path = tmp_path / "broken.yaml"
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    with pytest.raises(PackError, match=r"worlds\.0\.colur"):
        load_pack(path, Pack)
