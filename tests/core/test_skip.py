"""The optional ``skip_action`` contract member (``rules.core.game.skip_action``)."""

from __future__ import annotations

from rules.core.game import skip_action
from tests.table.toy import ToyAction, ToyGame, ToyState


class SkippableToy(ToyGame):
    def skip_action(self, state: ToyState, seat: int) -> ToyAction | None:
        return ToyAction(kind="pass") if seat in self.to_act(state) else None


def test_a_game_without_the_member_offers_no_skip() -> None:
    game = ToyGame()
    state = game.setup(2, seed="s")
    assert skip_action(game, state, next(iter(game.to_act(state)))) is None


def test_a_game_with_the_member_states_its_skip() -> None:
    game = SkippableToy()
    state = game.setup(2, seed="s")
    seat = next(iter(game.to_act(state)))
    assert skip_action(game, state, seat) == ToyAction(kind="pass")
