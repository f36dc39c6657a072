"""What a new player needs to read: a deal's cost, who got which fragments, seat numbers, and
discards that name what the seat stores."""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.actions import DiscardFragment
from rules.afternova.state import AfternovaState
from rules.core.errors import IllegalAction
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, set_storage, table

PALLAS = "pl-17"  # piloting 3, engineering 2
GIFT_DEAL = "propose 1 with hp-45 | @2 engineering:1 piloting:1 gets purple | gift @2 black->@1"


def _asked(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])  # piloting 2, engineering 1
    give_hand(state, 1, ["hp-41", "hp-02"])  # piloting 1 / engineering 2
    set_storage(state, 1, ["black"])


def _proposed(deal: str = GIFT_DEAL) -> AfternovaState:
    return act(edited(table(), _asked), 0, deal)


def test_a_helper_is_told_the_gift_of_its_own_fragment_and_the_discarded_paws() -> None:
    prompt = GAME.prompt(_proposed(), 1)
    assert "give 1 black from your own storage to {p0} (@1)" in prompt
    assert "(they are discarded)" in prompt and "get purple" in prompt


def test_a_helper_prompt_names_the_proposer_with_its_seat_number_and_the_planet() -> None:
    assert GAME.prompt(_proposed(), 1).startswith("{p0} (@1) asks you to help Extract Planet 1 (")


def test_the_active_player_is_told_the_seat_numbers_deals_use() -> None:
    assert "a deal with {p1} (@2), {p2} (@3)" in GAME.prompt(table(), 0)


def test_an_extraction_tells_everyone_who_received_which_fragments() -> None:
    state = act(_proposed(), 1, "accept hp-02 hp-41")
    assert (
        "{p0} extracted Pallas: {p0} got green, white, orange; {p1} got purple; "
        "{p1} gave {p0} 1 black."
    ) in state.last_action


def test_a_solo_extraction_names_its_taker() -> None:
    def ready(state: AfternovaState) -> None:
        set_planet(state, 0, PALLAS, ["purple", "green"])
        give_hand(state, 0, ["hp-45", "hp-41", "hp-02"])

    state = act(edited(table(), ready), 0, "extract 1 with hp-02 hp-41 hp-45")
    assert state.last_action.startswith("{p0} extracted Pallas: {p0} got purple, green.")


def _overflowing(state: AfternovaState) -> None:
    set_storage(state, 0, ["green", "white", "white", "white", "orange"])


def test_the_discard_prompt_suggests_a_colour_the_seat_stores() -> None:
    prompt = GAME.prompt(edited(table(), _overflowing), 0)
    assert "you store green, white, white, white and orange" in prompt
    assert "`discard white`" in prompt and "discard purple" not in prompt


def test_discarding_a_colour_not_stored_names_the_problem() -> None:
    with pytest.raises(IllegalAction, match="You store no purple fragment; you store green, wh"):
        GAME.parse_action(edited(table(), _overflowing), 0, "discard purple")


def test_another_move_while_owing_a_discard_says_what_is_stored() -> None:
    with pytest.raises(IllegalAction, match="discard stored fragments first; you store green"):
        GAME.parse_action(edited(table(), _overflowing), 0, "take paw 1")


def test_the_suggested_discard_is_legal() -> None:
    state = edited(table(), _overflowing)
    assert DiscardFragment(colour="white") in GAME.legal_actions(state, 0)
