"""High Frontier's end board (issue #28 item 3, render/high_frontier/final.py): once a seeded
bot game is over, the board shows the final score table, every seat's VP with where it came
from (as the outcome scores it), the winner marked, at the phone floor; in the Altruism
variant it says whether the target was met."""

from __future__ import annotations

import random
from typing import Any

import render
from rules import GAMES
from rules.high_frontier.views import PublicView
from tests.render.type_sizes import recorded_type_sizes, under_the_floor

GAME = GAMES["high_frontier"]


def _finished(seats: int, seed: str, **options: Any) -> Any:
    state, rng = GAME.setup(seats, seed=seed, options=options), random.Random(1)
    for _ in range(6000):
        owing = sorted(GAME.to_act(state))
        if not owing:
            return state
        state = GAME.apply(state, owing[0], GAME.bot_action(state, owing[0], rng)).state
    raise AssertionError("the game did not end")


def test_the_end_board_shows_each_seat_s_final_score_and_its_sources() -> None:
    state = _finished(2, "end")
    outcome, view = GAME.outcome(state), GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert outcome is not None and view.over and view.winners == list(outcome.winners)
    for seat, player in enumerate(view.players):
        assert player.vp == outcome.scores[seat] == sum(player.parts.values())
    with recorded_type_sizes() as drawn:
        png = render.board_png("high_frontier", view, names=["Ana", "Ben"])
    texts = [text for _, text in drawn]
    assert "Final score" in texts and any(text.startswith("winner") for text in texts)
    assert f"{outcome.scores[0]} VP" in " ".join(texts)
    parts = view.players[0].parts
    assert f"{parts['tokens']} tokens · {parts['factories']} Factories" in " ".join(texts)
    assert under_the_floor(drawn, 1200) is None and png


def test_a_solo_altruism_game_says_whether_the_target_was_met() -> None:
    state = _finished(1, "solo", altruism="short")
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert view.over and view.verdict is not None and "40" in str(view.verdict)
    with recorded_type_sizes() as drawn:
        render.board_png("high_frontier", view, names=["Ana"])
    assert str(view.verdict) in [text for _, text in drawn]
