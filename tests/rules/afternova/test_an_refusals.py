"""Afternova's refusals say what is wrong with the named card or slot (one friendly sentence)."""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.core import IllegalAction, InvalidNotation, NotYourTurn
from tests.rules.afternova.an_helpers import table


def refusal(seat: int, text: str) -> str:
    state = table()
    with pytest.raises((IllegalAction, InvalidNotation, NotYourTurn)) as error:
        GAME.parse_action(state, seat, text)
    return str(error.value)


def test_completing_a_card_not_in_hand_names_it() -> None:
    assert refusal(0, "complete bp-99") == "`bp-99` is not in your hand."


def test_an_idle_seat_completing_a_card_not_in_hand_names_it() -> None:
    assert refusal(1, "complete bp-99") == "`bp-99` is not in your hand."


def test_an_empty_market_slot_lists_the_rows_slots() -> None:
    assert refusal(0, "take paw 9") == (
        "There is no card in that slot; take one of the Hired Paws: "
        "`take paw 1`, `take paw 2`, `take paw 3` or `take paw 4`."
    )


def test_market_explains_how_to_take_cards() -> None:
    assert "`take paw N`" in refusal(0, "market")


def test_an_idle_seat_is_told_whose_turn_it_is() -> None:
    assert refusal(1, "take paw 1") == "It is {p0}'s turn; you may only complete a Blueprint now."
