"""Eclipse's ``/card`` entries read the printed figures (issue #25 item 3;
docs/rules/eclipse.md §6, §7, §13): a part's energy, values and dice, a tech's costs, a sector's
VP, squares, wormholes and guards, in English and in the table's Chinese."""

from __future__ import annotations

from bot.i18n import say
from rules.core.reference import Entry, lookup
from rules.eclipse.reference import entries


def _said(entry_id: str, locale: str = "en") -> list[str]:
    entry: Entry = lookup(entries(), entry_id)[0]
    assert entry.id == entry_id
    return [say(fact, locale, domain="eclipse") for fact in entry.facts]


def test_the_plasma_cannon_reads_its_printed_figures() -> None:
    assert _said("plasma_cannon") == [
        "military track · costs 6 science, at least 4 after discounts",
        "You may upgrade blueprints with Plasma Cannon parts.",
        "energy -2",
        "cannon: 1 × orange die, 2 damage per hit",
    ]


def test_a_basic_drive_reads_energy_initiative_and_movement() -> None:
    assert _said("nuclear_drive") == [
        "energy -1, initiative +1, movement +1",
        "A basic part: no tech needed",
    ]


def test_the_galactic_center_reads_its_vp_squares_wormholes_and_guard() -> None:
    facts = _said("001")
    assert facts[0] == "Ring center sector · 4 VP"
    assert facts[1].count("advanced") == 2 and facts[1].count("money") == 2
    assert "N, NE, SE, S, SW, NW" in facts[2]
    assert "The GCDS guards it" in facts and "Artifacts: 1" in facts


def test_the_entries_read_in_chinese() -> None:
    facts = _said("plasma_cannon", "zh-TW")
    assert any("6" in f and "4" in f for f in facts)
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in f) for f in facts)


def test_a_species_side_reads_its_starting_blueprints() -> None:
    facts = _said("terran_directorate")
    assert (
        facts[0] == "Home sector 221 · starts with 4 materials, 3 science, 3 money · trades at 2:1"
    )
    assert "move 3" in facts[1]
    assert (
        "interceptor blueprint: Ion Cannon, Nuclear Source, Nuclear Drive, empty"
        " · printed initiative +2"
    ) in facts
    assert lookup(entries(), "Terran Directorate")[0].id == "terran_directorate"
