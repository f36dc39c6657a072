"""Notation, the four error kinds, views and hidden information."""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.actions import AutomaTerms, Extract, Gift, HelperTerms, Take
from rules.afternova.state import AfternovaState, PrivateView
from rules.core.errors import (
    AmbiguousAction,
    GameOver,
    IllegalAction,
    InvalidNotation,
    NotYourTurn,
)
from rules.core.playout import view_strings
from tests.rules.afternova.an_helpers import act, edited, table


def test_a_full_proposal_round_trips_through_its_notation() -> None:
    action = Extract(
        planet=1,
        paws=("hp-03", "hp-05"),
        helpers=(HelperTerms(seat=1, skills=(("piloting", 1),), gets=("purple",)),),
        automa=AutomaTerms(fills=("science",), gets=("white",)),
        gifts=(Gift(giver=1, colour="green", receiver=0),),
    )
    text = GAME.describe_action(table(), 0, action)
    assert text == (
        "propose 2 with hp-03 hp-05 | @2 piloting:1 gets purple | "
        "bot fills science gets white | gift @2 green->@1"
    )


def test_every_listed_action_parses_back_to_itself() -> None:
    state = table(2)
    for action in GAME.legal_actions(state, 0):
        assert GAME.parse_action(state, 0, GAME.describe_action(state, 0, action)) == action


def test_notation_is_case_and_space_insensitive() -> None:
    assert GAME.parse_action(table(), 0, "  TAKE   Paw 2 ") == Take(row="paw", slot=1)


def test_gibberish_is_invalid_notation() -> None:
    with pytest.raises(InvalidNotation):
        GAME.parse_action(table(), 0, "fly to the moon")


def test_a_prefix_of_several_actions_is_ambiguous() -> None:
    with pytest.raises(AmbiguousAction):
        GAME.parse_action(table(), 0, "take")


def test_acting_out_of_turn_is_not_your_turn() -> None:
    with pytest.raises(NotYourTurn):
        GAME.parse_action(table(), 1, "take paw 1")


def test_an_empty_market_slot_is_illegal_and_lists_alternatives() -> None:
    state = act(table(), 0, "take paw 1")
    with pytest.raises(IllegalAction, match="take paw 2"):
        GAME.parse_action(state, 0, "take paw 1")


def test_apply_checks_legality_too() -> None:
    with pytest.raises(NotYourTurn):
        GAME.apply(table(), 2, Take(row="paw", slot=0))


def test_gifts_with_a_seat_outside_the_deal_are_illegal() -> None:
    with pytest.raises(IllegalAction, match="Gifts"):
        GAME.parse_action(table(), 0, "propose 1 | @2 piloting:9 | gift @3 green->@1")


def test_actions_after_the_end_raise_game_over() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    with pytest.raises(GameOver):
        GAME.apply(edited(table(), over), 0, Take(row="paw", slot=0))


def test_public_view_holds_counts_not_hands_or_objectives() -> None:
    state = table(4)
    public = view_strings(GAME.view(state, None))
    for seat in range(4):
        assert not GAME.secret_ids(state, seat) & public
    assert GAME.view(state, None).seats[3].hand_count == 6  # type: ignore[union-attr]


def test_private_view_shows_the_own_hand_and_objective() -> None:
    state = table(3)
    view = GAME.view(state, 1)
    assert isinstance(view, PrivateView)
    assert len(view.hand_paws) + len(view.hand_blueprints) == len(state.seats[1].hand)
    assert len(view.objective) == 2


def test_public_events_of_a_market_pick_do_not_name_the_card() -> None:
    state = table()
    card = state.market_paws[0]
    assert card is not None
    events = GAME.apply(state, 0, Take(row="paw", slot=0)).events
    assert all(card not in (event.text_for(None) or "") for event in events)


def test_options_are_documented_and_checked() -> None:
    assert set(GAME.options_help()) == {"end_rule", "automa_ends_game", "pack"}
    with pytest.raises(IllegalAction):
        GAME.setup(3, seed="x", options={"end_rule": "never"})


def test_seven_players_are_refused() -> None:
    with pytest.raises(IllegalAction):
        GAME.setup(7, seed="x")


def test_state_and_actions_round_trip_through_json() -> None:
    state = table(2)
    assert GAME.state_from_json(state.model_dump_json()) == state
    action = GAME.legal_actions(state, 0)[0]
    assert GAME.action_from_json(action.model_dump_json()) == action
