"""The official pack: published counts, provenance, cross-checks (docs/rules/eclipse.md §1, §2)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from rules.core.packs import PackError
from rules.eclipse import pack
from rules.eclipse.components import Discoveries, Sectors, Techs
from rules.eclipse.pack import Pack


def test_sixty_sector_faces_by_ring() -> None:
    sectors = pack.load().sectors.sectors
    rings = Counter(s.ring for s in sectors)
    assert rings == {"center": 1, "inner": 10, "middle": 13, "outer": 20, "home": 12, "guardian": 4}
    physical = {frozenset({s.id, s.other_side or s.id}) for s in sectors}
    assert len(physical) == 54
    assert [s.id for s in sectors if s.module] == ["281", "381", "382"]
    assert sum(s.ancients for s in sectors) == 17
    assert sum(s.discovery for s in sectors) == 31
    assert sum(len(s.squares) for s in sectors) == 155


def test_techs_24_regular_and_15_rare() -> None:
    techs = pack.load().techs
    assert len(techs.regular) == 24 and len(techs.rare) == 15
    assert Counter(t.track for t in techs.regular) == {"military": 8, "grid": 8, "nano": 8}
    assert sum(t.copies for t in techs.regular) + len(techs.rare) == 114
    assert techs.market.setup_regular == {2: 12, 3: 14, 4: 16, 5: 18, 6: 20}
    assert techs.market.cleanup_regular == {n: n + 3 for n in range(2, 7)}
    assert techs.research.discounts == [0, 1, 2, 3, 4, 6, 8]


def test_parts_24_tray_kinds_and_15_discovery_parts() -> None:
    access = Counter(p.access for p in pack.load().parts.parts)
    assert access == {"basic": 5, "tech": 12, "rare_tech": 7, "discovery": 15}
    assert pack.load().parts.dice == {"yellow": 1, "orange": 2, "blue": 3, "red": 4}


def test_discoveries_36_tiles_of_24_kinds() -> None:
    tiles = pack.load().discoveries.tiles
    assert len(tiles) == 24 and sum(t.copies for t in tiles) == 36
    assert sum(t.copies for t in tiles if t.module is None) == 35


def test_species_twelve_board_sides_on_six_boards() -> None:
    sides = pack.load().species.sides
    assert Counter(s.kind for s in sides) == {"terran": 6, "alien": 6}
    assert {frozenset({s.id, s.other_side}) for s in sides} == {
        frozenset({s.id, s.other_side}) for s in sides if s.kind == "terran"
    }
    discs = {s.id: s.influence_discs for s in sides}
    assert discs["eridani_empire"] == 11 and discs["terran_union"] == 13


def test_npcs_reputation_and_tracks() -> None:
    npcs = pack.load().npcs
    assert {n.id: n.miniatures for n in npcs.npcs} == {"ancient": 14, "guardian": 4, "gcds": 1}
    assert all(set(n.blueprints) == {"standard", "advanced"} for n in npcs.npcs)
    assert npcs.reputation.tiles == 33
    assert npcs.reputation.default_mix in npcs.reputation.mixes
    assert len(npcs.tracks.influence_upkeep) == 13 and len(npcs.tracks.production) == 12


def test_every_file_is_official_and_every_record_has_a_confidence() -> None:
    p = pack.load()
    sources = (p.sectors, p.techs, p.parts, p.discoveries, p.species, p.npcs)
    assert {f.provenance.kind for f in sources} == {"official"}
    records = [*p.sectors.sectors, *p.techs.regular, *p.parts.parts, *p.species.sides]
    assert all(r.confidence in "ABCD" and r.sources for r in records)
    disputed = {x.id for x in p.parts.parts if x.confidence == "B"}
    assert disputed == {"soliton_missile", "muon_source"}


def test_cross_reference_problems_are_reported_together() -> None:
    good = pack.load()
    techs = good.techs.model_dump()
    techs["regular"][2]["unlocks"] = "plasma_blaster"
    discoveries = good.discoveries.model_dump()
    discoveries["tiles"][-1]["part"] = "ion_cannon"
    sectors = good.sectors.model_dump()
    sectors["sectors"][0]["id"] = "101"
    broken = Pack(
        sectors=Sectors.model_validate(sectors),
        techs=Techs.model_validate(techs),
        parts=good.parts,
        discoveries=Discoveries.model_validate(discoveries),
        species=good.species,
        npcs=good.npcs,
    )
    problems = broken.problems()
    assert "tech plasma_cannon unlocks plasma_blaster, which is no part" in problems
    assert any("ion_cannon is no discovery part" in x for x in problems)
    assert "duplicate sector id 101" in problems
    assert good.problems() == []


def test_broken_files_are_reported_together(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("sectors.yaml", "techs.yaml", "ship_parts.yaml", "discoveries.yaml"):
        shutil.copy(pack.DATA / name, tmp_path / name)
    species = (pack.DATA / "species.yaml").read_text(encoding="utf-8")
    (tmp_path / "species.yaml").write_text(species.replace("trade_ratio", "trade_rate", 1))
    npcs = (pack.DATA / "npcs.yaml").read_text(encoding="utf-8")
    (tmp_path / "npcs.yaml").write_text(npcs.replace("tiles: 33", "tiles: many"))
    monkeypatch.setattr(pack, "DATA", tmp_path)
    with pytest.raises(PackError) as caught:
        pack.load.__wrapped__()
    message = str(caught.value)
    assert "species.yaml" in message and "trade_rate" in message
    assert "npcs.yaml" in message and "reputation.tiles" in message
