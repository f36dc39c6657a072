"""Notation, errors, views, prompts and the Light-Speed variant."""

from __future__ import annotations

import pytest
from sb_helpers import plain, put

from rules.core.errors import AmbiguousAction, GameOver, IllegalAction, InvalidNotation, NotYourTurn
from rules.core.playout import view_strings
from rules.space_base import GAME
from rules.space_base.actions import Allocate, Keep, UseAbility


def test_unknown_word_is_invalid_notation() -> None:
    with pytest.raises(InvalidNotation):
        GAME.parse_action(plain(2), 0, "fly home")


def test_seat_not_asked_gets_not_your_turn() -> None:
    with pytest.raises(NotYourTurn):
        GAME.parse_action(plain(2), 1, "sum")


def test_unaffordable_or_absent_action_is_illegal() -> None:
    with pytest.raises(IllegalAction):
        GAME.parse_action(plain(2), 0, "buy 1a")


def test_prefix_matching_several_actions_is_ambiguous() -> None:
    with pytest.raises(AmbiguousAction):
        GAME.parse_action(plain(2), 0, "s")


def test_apply_refuses_an_illegal_action() -> None:
    with pytest.raises(IllegalAction, match="sum"):
        GAME.apply(plain(2), 0, UseAbility(card="l1-05"))


def test_finished_game_refuses_actions() -> None:
    state = plain(2)
    state.phase = "over"
    with pytest.raises(GameOver):
        GAME.apply(state, 0, Allocate(choice="sum"))


def test_set_dice_notation_round_trips() -> None:
    state = plain(2)
    state.phase, state.dice = "before_roll", None
    put(state, 0, "l1-17")
    state.seats[0].charges["l1-17"] = 2
    for action in GAME.legal_actions(state, 0):
        assert GAME.parse_action(state, 0, GAME.describe_action(state, 0, action)) == action


def test_actions_round_trip_through_json() -> None:
    action = UseAbility(card="l1-17", dice=(3, 4))
    assert GAME.action_from_json(action.model_dump_json()) == action


def test_prompt_names_the_allocation_and_its_gains() -> None:
    prompt = GAME.prompt(plain(2), 0)
    assert "`sum` (" in prompt and "`split` (" in prompt


def test_light_speed_starts_with_fifteen_credits_and_one_income() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    assert [(s.credits, s.income, len(s.hand)) for s in state.seats] == [(15, 1, 6)] * 3


def test_light_speed_hand_is_secret() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    hand = set(state.seats[0].hand)
    assert hand == GAME.secret_ids(state, 0)
    assert not hand & view_strings(GAME.view(state, None))
    assert not hand & view_strings(GAME.view(state, 1))
    assert hand <= view_strings(GAME.view(state, 0))


def test_light_speed_keep_pays_and_places_when_all_answered() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    kept = state.seats[0].hand[0]
    state = GAME.apply(state, 0, Keep(positions=(1,))).state
    state = GAME.apply(state, 1, Keep(positions=())).state
    card = GAME.pack.card(kept)
    assert state.seats[0].sectors[card.sector - 1].station == kept
    assert state.seats[0].credits >= 15 - card.cost


def test_light_speed_default_keeps_what_is_affordable() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    default = GAME.default_action(state, 0)
    assert isinstance(default, Keep) and default in GAME.legal_actions(state, 0)


def test_unknown_option_is_refused() -> None:
    with pytest.raises(IllegalAction):
        GAME.setup(2, seed="x", options={"turbo": True})


def test_seat_count_outside_two_to_five_is_refused() -> None:
    with pytest.raises(IllegalAction):
        GAME.setup(6, seed="x")


def test_hidden_ids_are_the_face_down_deck_cards() -> None:
    state = GAME.setup(2, seed="deck")
    assert GAME.hidden_ids(state) == {c for d in state.shipyard.decks for c in d}


def test_no_view_shows_a_face_down_deck_card() -> None:
    state = GAME.setup(2, seed="deck")
    hidden = GAME.hidden_ids(state)
    assert hidden and not hidden & view_strings(GAME.view(state, None))
    assert not hidden & view_strings(GAME.view(state, 0))
