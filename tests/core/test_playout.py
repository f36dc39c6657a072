"""The playout harness catches each broken invariant of docs/design.md §7 (on the toy game)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core.game import Transition
from rules.core.playout import InvariantBroken, bot_policy, play
from tests.table.toy import ToyAction, ToyGame, ToyState, ToyView


def test_a_sound_game_plays_to_its_outcome() -> None:
    result = play(ToyGame(), 3, seed="ok", policy=bot_policy)
    assert result.outcome.ranking and result.steps > 0


class Mutating(ToyGame):
    def apply(self, state: ToyState, seat: int, action: ToyAction) -> Transition[ToyState]:
        state.scores[seat] += 0 if action.kind != "move" else 1
        return super().apply(state, seat, action)


def test_apply_mutating_its_input_is_caught() -> None:
    with pytest.raises(InvariantBroken, match="mutated its input"):
        play(Mutating(), 2, seed="m")


class LeakingHands(ToyGame):
    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return super().view(state, 0)


def test_a_view_showing_another_seats_hand_is_caught() -> None:
    with pytest.raises(InvariantBroken, match="shows seat"):
        play(LeakingHands(), 2, seed="l")


class LeakingDeck(ToyGame):
    def view(self, state: ToyState, seat: int | None) -> ToyView:
        view = super().view(state, seat)
        return view.model_copy(update={"hand_sizes": [*view.hand_sizes], "hand": state.deck[:1]})


def test_a_view_showing_a_face_down_card_is_caught() -> None:
    with pytest.raises(InvariantBroken, match="face-down"):
        play(LeakingDeck(), 2, seed="d")


class Stalling(ToyGame):
    def to_act(self, state: ToyState) -> frozenset[int]:
        return frozenset({0})

    def legal_actions(self, state: ToyState, seat: int) -> list[ToyAction]:
        return [ToyAction(kind="pass")]

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> Transition[ToyState]:
        return Transition(state=state.model_copy(update={"version": state.version + 1}))


def test_a_game_that_never_ends_is_caught() -> None:
    with pytest.raises(InvariantBroken, match="no end"):
        play(Stalling(), 2, seed="s", check=False, max_steps=50)


class Unparseable(ToyGame):
    def describe_action(self, state: ToyState, seat: int, action: Any) -> str:
        return "move" if action.kind != "move" else super().describe_action(state, seat, action)


def test_notation_that_does_not_round_trip_is_caught() -> None:
    with pytest.raises(InvariantBroken, match="parse back"):
        play(Unparseable(), 2, seed="u")
