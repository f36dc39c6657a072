"""The stand-in pack has the published counts and uses the whole effect vocabulary."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rules.core.packs import PackError, load_pack
from rules.space_base import GAME
from rules.space_base.cards import ABILITY_KINDS, DATA, Arrow, Card, Gain, Pack

PACK = GAME.pack


def test_pack_is_a_stand_in() -> None:
    assert PACK.provenance.kind == "stand-in"


def test_pack_has_twelve_starting_ships_one_per_sector() -> None:
    assert sorted(c.sector for c in PACK.starting) == list(range(1, 13))


def test_pack_has_published_shipyard_counts() -> None:
    assert Counter(c.level for c in PACK.shipyard) == {1: 48, 2: 48, 3: 36}


def test_shipyard_covers_every_sector_at_every_level() -> None:
    for level in (1, 2, 3):
        assert {c.sector for c in PACK.level(level)} == set(range(1, 13))


def test_pack_has_twelve_colonies_one_per_sector() -> None:
    assert sorted(c.sector for c in PACK.colonies) == list(range(1, 13))


def _all_cards() -> list[Card]:
    return PACK.starting + PACK.shipyard


def test_pack_uses_every_ability_kind() -> None:
    used = set()
    for card in _all_cards():
        used |= {a.kind for a in (card.blue.ability, card.red.ability, card.green) if a}
    assert used == set(ABILITY_KINDS)


def test_pack_uses_every_reward_and_arrow_form() -> None:
    rewards = [e for c in _all_cards() for box in (c.blue, c.red) for e in box.rewards]
    gains = [e for e in rewards if isinstance(e, Gain)]
    arrows = {(e.direction, e.reach) for e in rewards if isinstance(e, Arrow)}
    assert all(any(getattr(g, track) for g in gains) for track in ("credits", "income", "vp"))
    assert {reach for _, reach in arrows} == {"first", "second", "either"}
    assert {direction for direction, _ in arrows} == {"up", "down"}


def test_pack_uses_every_charge_slot_pattern() -> None:
    charged = [c for c in _all_cards() if c.slots]
    assert any(len(c.slots) == 1 for c in charged)
    assert any(len(c.slots) > 1 and not c.linked for c in charged)
    assert any(c.linked for c in charged)
    assert any(max(c.slots) > 2 for c in charged)


def test_pack_uses_green_and_red_abilities() -> None:
    assert any(c.green for c in _all_cards())
    assert any(c.red.ability for c in _all_cards())


def test_pack_rejects_a_charge_box_with_rewards(tmp_path: Path) -> None:
    raw = (DATA / "standin.yaml").read_text(encoding="utf-8")
    bad = raw.replace(
        "  blue:\n    charge: true",
        "  blue:\n    rewards:\n    - kind: gain\n      credits: 1\n    charge: true",
        1,
    )
    assert bad != raw
    path = tmp_path / "bad.yaml"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(PackError, match="charge box"):
        load_pack(path, Pack)
