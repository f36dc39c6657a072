"""Notation, errors, views, prompts and the Light-Speed variant."""

from __future__ import annotations

import pytest

from rules.core.errors import (
    AmbiguousAction,
    GameOver,
    IllegalAction,
    InvalidNotation,
    NotYourTurn,
    RulesError,
)
from rules.core.playout import view_strings
from rules.space_base import GAME
from rules.space_base.actions import Allocate, Keep, UseAbility
from rules.space_base.state import PrivateView
from tests.rules.space_base.sb_helpers import plain, put, without_has_chosen


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
    with pytest.raises(IllegalAction, match="`use` is not what you are asked now: "):
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


def test_prompt_names_the_allocations_worth_asking_and_their_gains() -> None:
    state = plain(2, dice=(4, 5))
    put(state, 0, "l2-34")  # sector 9: +2 VP; the split (sectors 4 and 5) gives +4 credits
    assert "as `sum` (+2 VP) or `split` (+4 credits)?" in GAME.prompt(state, 0)


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


def test_light_speed_keep_before_the_last_changes_only_who_has_chosen() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    after = GAME.apply(state, 1, Keep(positions=(1, 2))).state
    before_view, after_view = GAME.view(state, None), GAME.view(after, None)
    assert without_has_chosen(after_view) == without_has_chosen(before_view)
    assert after_view.consoles[1].has_chosen and not before_view.consoles[1].has_chosen


def test_light_speed_keep_before_the_last_says_only_has_chosen_in_public() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    events = GAME.apply(state, 1, Keep(positions=(1, 2))).events
    assert [event.text_for(None) for event in events] == ["{p1} has chosen."]


def test_light_speed_keep_is_shown_to_its_seat_before_the_reveal() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    state = GAME.apply(state, 1, Keep(positions=(1, 2))).state
    mine, theirs = GAME.view(state, 1), GAME.view(state, 0)
    assert isinstance(mine, PrivateView) and isinstance(theirs, PrivateView)
    assert mine.keeping == [1, 2]
    assert theirs.keeping is None


def test_light_speed_last_keep_pays_and_reveals_every_seat() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    cost = sum(GAME.pack.card(c).cost for c in state.seats[0].hand[:2])
    state = GAME.apply(state, 0, Keep(positions=(1, 2))).state
    events = GAME.apply(state, 1, Keep(positions=())).events
    revealed = [e.text for e in events if e.kind == "CardsRevealed"]
    assert revealed[0].startswith(f"{{p0}} kept 2 of the cards dealt, paid {cost} credits")
    assert revealed[1].startswith("{p1} kept 0 of the cards dealt, paid 0 credits")


def test_light_speed_unkept_cards_go_under_their_decks_at_the_reveal() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    hand = state.seats[1].hand
    state = GAME.apply(state, 1, Keep(positions=())).state
    assert not set(hand) & GAME.hidden_ids(state)
    state = GAME.apply(state, 0, Keep(positions=())).state
    assert set(hand) <= GAME.hidden_ids(state)


def test_light_speed_keep_notation_names_the_kept_cards() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    hand = state.seats[0].hand
    notation = GAME.describe_action(state, 0, Keep(positions=(1, 3)))
    assert notation == f"keep {hand[0]} {hand[2]}"


def test_light_speed_keep_none_notation_names_the_hand() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    notation = GAME.describe_action(state, 0, Keep(positions=()))
    assert notation == "keep none of " + " ".join(state.seats[0].hand)


@pytest.mark.parametrize(
    ("typed", "positions"), [("keep 3 1", (1, 3)), ("k 2", (2,)), ("keep none", ())]
)
def test_light_speed_keep_can_be_typed_as_hand_positions(
    typed: str, positions: tuple[int, ...]
) -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    assert GAME.parse_action(state, 0, typed) == Keep(positions=positions)


def test_light_speed_keep_can_be_typed_as_ids_in_any_order() -> None:
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    hand = state.seats[0].hand
    assert GAME.parse_action(state, 0, f"keep {hand[1]} {hand[0]}") == Keep(positions=(1, 2))


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


@pytest.mark.parametrize("text", ["keep ①", "keep ²", "keep ٣"])
def test_a_keep_typed_with_other_digits_is_a_rules_sentence(text: str) -> None:
    state = GAME.setup(2, seed="ls-digits", options={"light_speed": True})
    with pytest.raises(RulesError):
        GAME.parse_action(state, 0, text)
