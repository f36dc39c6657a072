"""The table's skip of a stalled seat (``skip_action``; engine docstring "Skipping a stalled seat").

A window takes its stated default; a turn becomes a Market action that ends at once.
"""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.actions import Decline, SkipTurn
from rules.afternova.state import AfternovaState
from rules.core.errors import InvalidNotation
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, table


def test_skip_of_a_turn_is_a_market_action_that_ends_at_once() -> None:
    assert GAME.skip_action(table(), 0) == SkipTurn()


def test_skipped_turn_passes_to_the_next_seat_and_takes_nothing() -> None:
    before = table()
    after = GAME.apply(before, 0, SkipTurn()).state
    assert after.active == 1 and after.seats[0].hand == before.seats[0].hand
    assert after.market_paws == before.market_paws and after.market_bps == before.market_bps


def test_skip_during_a_market_action_keeps_the_cards_taken_and_refills() -> None:
    before = table()
    picked = act(before, 0, "take paw 1")
    after = GAME.apply(picked, 0, SkipTurn()).state
    assert before.market_paws[0] in after.seats[0].hand and after.active == 1
    assert None not in after.market_paws


def test_skip_is_logged_for_the_table() -> None:
    events = GAME.apply(table(), 0, SkipTurn()).events
    assert [e.text_for(None) for e in events if e.kind == "TurnSkipped"] == [
        "The table skipped {p0}'s turn: a Market action that ends with 0 cards taken."
    ]


def _deal(state: AfternovaState) -> None:
    set_planet(state, 0, "pl-17", ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])
    give_hand(state, 2, ["hp-02"])


def test_skip_of_a_deal_answer_is_its_stated_default() -> None:
    state = act(edited(table(), _deal), 0, "propose 1 with hp-45 | @3 piloting:1 engineering:1")
    assert GAME.skip_action(state, 2) == Decline()


def test_skip_is_never_offered_to_a_player() -> None:
    state = table()
    assert SkipTurn() not in GAME.legal_actions(state, 0)
    with pytest.raises(InvalidNotation):
        GAME.parse_action(state, 0, "skip")


def test_a_seat_that_owes_nothing_cannot_be_skipped() -> None:
    assert GAME.skip_action(table(), 1) is None
