"""The service's own redaction (``bot.services.posts``): which ids no public text may name."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from bot.i18n import speaking
from bot.services.posts import (
    distinct,
    names_any,
    outcome_lines,
    public_log_line,
    secrets_of,
    shorten,
)
from rules.core import Outcome, public_event
from tests.table.toy import TOY, ToyState

NAMES = ("Ana", "Bo")


def _start() -> ToyState:
    return TOY.setup(2, seed="posts")


def test_secrets_of_includes_the_games_hidden_ids() -> None:
    state = _start()
    assert {card.lower() for card in TOY.hidden_ids(state)} <= secrets_of(TOY, [state])


def test_secrets_of_keeps_an_id_hidden_only_before_the_action() -> None:
    before = _start()
    after = before.model_copy(deep=True)
    top = after.deck.pop()
    after.scores[0] += 1  # the card left the deck face up: known to all after the action
    assert top.lower() not in secrets_of(TOY, [after])
    assert top.lower() in secrets_of(TOY, [before, after])


def test_public_log_line_redacts_a_notation_naming_a_deck_card() -> None:
    state = _start()
    line = public_log_line("Ana", f"peek {state.deck[0]}", (), NAMES, secrets_of(TOY, [state]))
    assert line == "Ana moved"


def test_shorten_cuts_at_a_word_boundary() -> None:
    assert shorten("Extract Tessel alone with hp-17, hp-40", 30) == "Extract Tessel alone with…"


def test_distinct_numbers_repeated_labels() -> None:
    assert distinct(["Pass", "Take", "Pass"], 80) == ["Pass", "Take", "Pass (2)"]


def test_a_redacted_log_line_is_the_event_text_alone() -> None:
    state = _start()
    events = (public_event("Peeked", "{p0} looked at the top card."),)
    line = public_log_line("Ana", f"peek {state.deck[0]}", events, NAMES, secrets_of(TOY, [state]))
    assert line == f"{NAMES[0]} looked at the top card."


def test_a_log_line_in_chinese_uses_its_colon_and_no_space_between_sentences() -> None:
    events = (public_event("Drew", "{p0} drew a card."), public_event("Passed", "{p1} passed."))
    assert public_log_line("Ana", "draw", events, NAMES, frozenset()) == (
        "Ana: `draw` — Ana drew a card. Bo passed."
    )
    with speaking("zh-TW"):
        line = public_log_line("Ana", "draw", events, NAMES, frozenset())
        alone = public_log_line("Ana", "draw", (), NAMES, frozenset())
    assert line == "Ana：`draw` — Ana drew a card.Bo passed."
    assert alone == "Ana：`draw`"


def test_final_scores_name_the_winner_first() -> None:
    outcome = Outcome(scores=(3, 5), ranking=(1, 0), winners=(1,))
    assert outcome_lines(outcome, NAMES)[1] == f"**{NAMES[1]} wins** with 5."


_ID_CHARS = "ab-1.:"


@given(
    text=st.text(alphabet="ab-1.: xBP", max_size=30),
    ids=st.frozensets(st.text(alphabet=_ID_CHARS, min_size=1, max_size=5), max_size=5),
)
def test_names_any_agrees_with_the_whole_token_pattern(text: str, ids: frozenset[str]) -> None:
    lowered = text.lower()
    expected = any(re.search(rf"(?<![\w-]){re.escape(i.lower())}(?![\w-])", lowered) for i in ids)
    assert names_any(text, ids) == expected
