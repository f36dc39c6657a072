"""Decision windows that must never stall the table, and what the game says about them."""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.actions import Accept
from rules.afternova.state import AfternovaState, AutomaBlueprint
from rules.core.errors import IllegalAction, NotYourTurn
from tests.rules.afternova.an_helpers import CAT, act, edited, give_hand, set_planet, table

PALLAS = "pl-17"  # piloting 3, engineering 2


def _asked(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])  # piloting 2, engineering 1
    give_hand(state, 1, ["hp-41", "hp-02"])  # piloting 1 / engineering 2


def _proposed() -> AfternovaState:
    return act(
        edited(table(), _asked), 0, "propose 1 with hp-45 | @2 engineering:1 piloting:1 gets green"
    )


def test_a_helper_is_told_the_terms() -> None:
    prompt = GAME.prompt(_proposed(), 1)
    assert "engineering:1 piloting:1" in prompt and "green" in prompt


def test_a_helper_lists_only_paws_that_keep_the_promise() -> None:
    assert Accept(paws=("hp-02", "hp-41")) in GAME.legal_actions(_proposed(), 1)
    assert Accept(paws=("hp-02",)) not in GAME.legal_actions(_proposed(), 1)


def test_accepting_with_too_few_skills_is_illegal() -> None:
    with pytest.raises(IllegalAction, match="promised"):
        GAME.parse_action(_proposed(), 1, "accept hp-02")


def test_the_proposer_owes_nothing_while_waiting_but_may_withdraw() -> None:
    state = _proposed()
    assert 0 not in GAME.to_act(state)
    assert [GAME.describe_action(state, 0, a) for a in GAME.legal_actions(state, 0)] == ["withdraw"]


def test_a_seat_outside_the_deal_cannot_answer_it() -> None:
    with pytest.raises(NotYourTurn):
        GAME.parse_action(_proposed(), 2, "decline")


def test_secrets_are_revealed_once_the_game_is_over() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    state = edited(table(), over)
    assert GAME.secret_ids(state, 0) == frozenset()
    assert GAME.view(state, None).seats[0].objective is not None  # type: ignore[union-attr]


def _automa_one_short(state: AfternovaState) -> None:
    assert state.automa is not None
    state.automa.hidden = ["bp-01", "bp-02", "bp-03", "bp-04", "bp-05"]
    for card in state.automa.hidden:
        state.bp_deck.remove(card)
    state.automa.row = [AutomaBlueprint(id="bp-19", covered=["black"])]
    state.bp_deck.remove("bp-19")
    state.bag = {colour: 0 for colour in state.bag} | {"black": 1}


def _play_round(state: AfternovaState) -> AfternovaState:
    for seat in (0, 1):
        state = act(act(act(state, seat, "take paw 1"), seat, "take paw 2"), seat, "take paw 3")
    return state


def test_the_automas_sixth_blueprint_ends_the_game_by_default() -> None:
    state = _play_round(edited(table(2, seed="a6"), _automa_one_short))
    assert state.phase == "last_chance"


def test_the_automa_can_be_kept_from_ending_the_game() -> None:
    start = edited(table(2, seed="a6", automa_ends_game=False), _automa_one_short)
    assert _play_round(start).phase == "turn"


def test_the_face_down_decks_are_hidden_from_every_seat() -> None:
    state = table()
    assert GAME.hidden_ids(state) == {*state.paw_deck, *state.bp_deck, *state.planet_deck}


def test_the_automas_face_down_blueprints_and_starship_are_hidden() -> None:
    state = edited(table(2, seed="a6"), _automa_one_short)
    assert state.automa is not None
    ship = CAT.starship[state.automa.starship]
    assert {*state.automa.hidden, ship.id, ship.objective.id} <= GAME.hidden_ids(state)


def test_the_automas_starship_is_no_longer_hidden_once_the_game_is_over() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    state = edited(table(2, seed="a6"), over)
    assert state.automa is not None
    assert state.automa.starship not in GAME.hidden_ids(state)
