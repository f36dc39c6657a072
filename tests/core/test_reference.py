"""Looking a component up by id, printed name or prefix (rules/core/reference.py)."""

from __future__ import annotations

import pytest

from rules.core.reference import Entry, folded, lookup, reference

ENTRIES = (
    Entry("n91", "Churyumov–Gerasimenko", "Site", ("Size 1",)),
    Entry("d-05", "Terraforming Guild", "development", ("Cost 4",)),
    Entry("d-06", "Terraforming Robots", "development", ("Cost 2",)),
    Entry("w-01", "Épsilon Eridani", "world", ("Defence 2",)),
)


def ids(found: list[Entry]) -> list[str]:
    return [entry.id for entry in found]


def test_an_id_or_a_whole_name_names_one_component() -> None:
    assert ids(lookup(ENTRIES, "D-05")) == ["d-05"]
    assert ids(lookup(ENTRIES, "terraforming  guild")) == ["d-05"]


def test_a_prefix_names_the_components_it_begins() -> None:
    assert ids(lookup(ENTRIES, "chury")) == ["n91"]
    assert ids(lookup(ENTRIES, "terraforming")) == ["d-05", "d-06"]
    assert ids(lookup(ENTRIES, "terraforming r")) == ["d-06"]


def test_a_word_of_the_name_is_matched_when_no_name_begins_with_it() -> None:
    assert ids(lookup(ENTRIES, "gerasim")) == ["n91"]
    assert ids(lookup(ENTRIES, "robot")) == ["d-06"]


def test_the_widest_lookup_lists_every_match_closest_first() -> None:
    found = lookup(ENTRIES, "terraforming guild", widest=True)
    assert ids(found) == ["d-05"]
    assert ids(lookup(ENTRIES, "t", widest=True)) == ["d-05", "d-06"]
    assert ids(lookup(ENTRIES, "d-0", widest=True)) == ["d-05", "d-06"]


def test_case_accents_and_dashes_do_not_matter() -> None:
    assert folded("Churyumov–Gerasimenko") == "churyumov gerasimenko"
    assert ids(lookup(ENTRIES, "epsilon")) == ["w-01"]
    assert ids(lookup(ENTRIES, "churyumov-gerasimenko")) == ["n91"]


def test_the_readers_own_name_is_matched_too() -> None:
    chinese = {"d-05": "地球化公会"}
    found = lookup(ENTRIES, "地球化", lambda entry: chinese.get(entry.id, entry.name))
    assert ids(found) == ["d-05"]


def test_nothing_typed_or_nothing_matching_names_nothing() -> None:
    assert lookup(ENTRIES, "  ") == [] and lookup(ENTRIES, "zeppelin") == []


def test_a_game_without_the_member_is_refused() -> None:
    with pytest.raises(TypeError, match="HasReference"):
        reference(object(), None)
