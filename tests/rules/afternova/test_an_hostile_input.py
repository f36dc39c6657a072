"""Hostile and malformed input: ``parse_action`` answers anything with a rules error or an action.

Whatever a player types (unicode digits, near misses of the deal grammar, megabytes of text),
``parse_action`` raises nothing but :class:`rules.core.errors.RulesError` subclasses, every action
it returns is accepted by ``apply``, and ``/play``'s hints never raise.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.afternova import GAME
from rules.afternova.actions import Take
from rules.afternova.notation import MAX_LENGTH
from rules.afternova.state import AfternovaState
from rules.core.errors import InvalidNotation, RulesError
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, table

PALLAS = "pl-17"  # piloting 3, engineering 2


def _asked(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])  # piloting 2, engineering 1
    give_hand(state, 1, ["hp-41", "hp-02"])  # piloting 1 / engineering 2


def _over(state: AfternovaState) -> None:
    state.phase = "over"


STATES = {
    "turn": table(),
    "automa": table(2, seed="hostile"),
    "deal": act(edited(table(), _asked), 0, "propose 1 with hp-45 | @2 engineering:1 piloting:1"),
    "market": act(table(), 0, "take paw 1"),
    "over": edited(table(), _over),
}

PIECES = [
    "extract", "propose", "1", "2", "with", "hp-45", "hp-41", "|", "@2", "@²", "@0", "@9",
    "bot", "fills", "gets", "engineering", "piloting:1", "piloting:²", ":", "black", "green",
    "gift", "@1", "->", "->@2", "take", "paw", "bp", "²", "①", "٣", "sweep", "paws",
    "complete", "bp-19", "discard", "hp-٣", "accept", "decline", "withdraw", "pass", "market",
]  # fmt: skip
notation_like = st.lists(st.sampled_from(PIECES), max_size=14).map(" ".join)
anything = st.one_of(
    st.text(max_size=80), notation_like, st.text(alphabet="@|:->²①9 a", max_size=60)
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(sorted(STATES)), seat=st.integers(-1, 3), text=anything)
def test_parse_action_raises_only_rules_errors(key: str, seat: int, text: str) -> None:
    state = STATES[key]
    try:
        action = GAME.parse_action(state, seat, text)
    except RulesError:
        return
    assert GAME.apply(state, seat, action).state.version == state.version + 1


@settings(max_examples=150, deadline=None)
@given(key=st.sampled_from(sorted(STATES)), text=anything)
def test_notation_hints_never_raise(key: str, text: str) -> None:
    state = STATES[key]
    for label, value in GAME.notation_hints(state, state.active, text):
        assert len(label) <= 100 and len(value) <= 100


NEAR_MISSES = [
    "extract 1 | bot fills engineering science gets black black 2",
    "extract 1 | bot fills " + "engineering " * 40 + "gets " + "black " * 40 + "2",
    "propose 1 with hp-45 | @2 " + "piloting:1 " * 40 + "gets purple ²",
    "propose 1 with " + "hp-45 " * 60 + "hp-4²",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_of_the_deal_grammar_are_invalid_notation(text: str) -> None:
    with pytest.raises(InvalidNotation):
        GAME.parse_action(STATES["automa"], 0, text)


@pytest.mark.parametrize("digit", ["²", "①", "٣", "９"])
def test_unicode_digits_are_no_slot_number(digit: str) -> None:
    with pytest.raises(InvalidNotation):
        GAME.parse_action(table(), 0, f"take paw {digit}")


def test_ascii_digits_still_name_a_slot() -> None:
    assert GAME.parse_action(table(), 0, "take paw 3") == Take(row="paw", slot=2)


def test_a_very_long_text_is_refused_as_too_long() -> None:
    with pytest.raises(InvalidNotation, match=f"{MAX_LENGTH} characters"):
        GAME.parse_action(table(), 0, "propose 1 | @2 piloting:" + "9" * 10_000)
