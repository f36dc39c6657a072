"""The engine frame (rules.core.engine) on the smallest game standing on it, the toy game."""

from __future__ import annotations

import pytest

from rules.core.errors import GameOver, IllegalAction, NotYourTurn
from tests.table.toy import ToyAction, ToyGame


@pytest.fixture()
def game() -> ToyGame:
    return ToyGame()


def test_apply_leaves_its_input_untouched(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    before = state.model_dump_json()
    after = game.apply(state, 0, ToyAction(kind="draw")).state
    assert state.model_dump_json() == before
    assert after.version == state.version + 1
    assert len(after.hands[0]) == len(state.hands[0]) + 1


def test_the_router_runs_the_handler_of_the_action(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    transition = game.apply(state, 0, ToyAction(kind="move"))
    assert [event.kind for event in transition.events] == ["Moved"]
    assert transition.state.scores == [1, 0]


def test_a_seat_that_owes_nothing_is_told_so(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    with pytest.raises(NotYourTurn):
        game.apply(state, 1, ToyAction(kind="move"))


def test_an_unlisted_action_is_refused_with_what_is_asked(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    asked = r"`claim` is not what you are asked now: move, draw or play a card"
    with pytest.raises(IllegalAction, match=asked):
        game.apply(state, 0, ToyAction(kind="claim"))


def test_a_seat_that_owes_nothing_is_told_whose_turn_it_is(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    idle = 1 - min(game.to_act(state))
    with pytest.raises(NotYourTurn):
        game.parse_action(state, idle, "move")
    waiting = min(game.to_act(state))
    said = game.explain(state, idle, "move")
    assert said == f"It is not your turn: the table waits for {{p{waiting}}}."


def test_a_finished_game_refuses_actions(game: ToyGame) -> None:
    state = game.setup(2, seed="frame", options={"length": 0})
    with pytest.raises(GameOver):
        game.apply(state, 0, ToyAction(kind="move"))


def test_legal_actions_are_listed_once_per_state_object(
    game: ToyGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = game.setup(2, seed="frame")
    calls: list[int] = []
    original = game.list_actions

    def counted(state_: object, seat: int) -> object:
        calls.append(seat)
        return original(state_, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(game, "list_actions", counted)
    listed = game.legal_actions(state, 0)
    game.apply(state, 0, listed[0])
    assert calls == [0]
    copy = game.state_from_json(state.model_dump_json())
    game.legal_actions(copy, 0)
    assert calls == [0, 0], "an equal state that is another object is listed anew"


def test_listed_actions_are_only_the_remembered_listing(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    assert game.listed_actions(state, 0) is None, "nothing is listed by asking"
    listed = game.legal_actions(state, 0)
    assert game.listed_actions(state, 0) is listed
    assert game.listed_actions(game.state_from_json(state.model_dump_json()), 0) is None


def test_states_and_actions_load_from_json(game: ToyGame) -> None:
    state = game.apply(game.setup(3, seed="json"), 0, ToyAction(kind="draw")).state
    assert game.state_from_json(state.model_dump_json()) == state
    action = ToyAction(kind="play", card="card07")
    assert game.action_from_json(action.model_dump_json()) == action


def test_parse_action_matches_a_unique_prefix(game: ToyGame) -> None:
    state = game.setup(2, seed="frame")
    assert game.parse_action(state, 0, "dr") == ToyAction(kind="draw")
