"""Every pack loads, cross-references hold, and the stand-in pack says what it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.afternova import GAME
from rules.afternova.cards import Pack, catalog, pack_names
from rules.core.packs import PackError, load_pack


@pytest.mark.parametrize("name", pack_names())
def test_every_pack_loads(name: str) -> None:
    assert catalog(name).pack.hired_paws


def test_the_stand_in_pack_declares_its_provenance() -> None:
    assert catalog().pack.provenance.kind == "stand-in"
    assert "stand-in" in GAME.pack_provenance


def test_stand_in_pack_has_five_colours_and_four_skills_with_piloting_and_engineering() -> None:
    pack = catalog().pack
    assert {"purple", "green", "black", "white", "orange"} <= set(pack.colours)
    assert len(pack.skills) == 4 and {"piloting", "engineering"} <= set(pack.skills)


def test_every_stand_in_blueprint_fits_base_storage() -> None:
    assert all(len(b.icons) <= 4 for b in catalog().pack.blueprints)


def test_every_upgrade_kind_appears() -> None:
    kinds = {b.upgrade.kind for b in catalog().pack.blueprints}
    assert kinds == {"vp", "storage", "extra_pick", "skill"}


def test_an_unknown_colour_is_reported(tmp_path: Path) -> None:
    text = (Path(__file__).parents[3] / "rules/afternova/data/standin.yaml").read_text()
    broken = tmp_path / "broken.yaml"
    broken.write_text(text.replace("cost: {orange: 2}", "cost: {teal: 2}", 1))
    with pytest.raises(PackError, match="teal"):
        load_pack(broken, Pack)
