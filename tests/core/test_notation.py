import pytest

from rules.core import AmbiguousAction, IllegalAction, NotYourTurn
from rules.core.notation import match_legal
from rules.core.wording import notations

LEGAL = ["market", "extract 1", "extract 2", "complete bp-4"]


def test_exact_notation_matches_case_and_space_insensitively() -> None:
    assert match_legal("  Extract   2 ", LEGAL, str) == "extract 2"


def test_unique_prefix_matches() -> None:
    assert match_legal("mark", LEGAL, str) == "market"


def test_shared_prefix_is_ambiguous_and_lists_the_candidates() -> None:
    with pytest.raises(AmbiguousAction, match="`extract 1` or `extract 2`"):
        match_legal("extract", LEGAL, str)


def test_unknown_text_is_illegal_and_lists_alternatives() -> None:
    with pytest.raises(IllegalAction, match="`market`"):
        match_legal("fly away", LEGAL, str)


def test_no_legal_actions_means_not_your_turn() -> None:
    with pytest.raises(NotYourTurn):
        match_legal("market", [], str)


def test_notations_truncate_long_lists() -> None:
    assert notations([str(n) for n in range(10)], limit=3) == "`0`, `1`, `2` … (10 in all)"


def test_an_illegal_action_lists_legal_actions_of_the_same_kind_first() -> None:
    with pytest.raises(IllegalAction) as info:
        match_legal("extract 9", LEGAL, str)
    assert "`extract 1` or `extract 2`" in info.value.message
    assert "market" not in info.value.message
