"""The VP the board shows (docs/rules/high-frontier.md §16; issue #28 item 3): each seat's score
if the game ended now, by :func:`rules.high_frontier.year.score`, the same as the final
outcome's. The board used to show the glory chits alone as a seat's VP, so a game ended with
every seat at 0 VP on its board whatever its Claims and Factories."""

from __future__ import annotations

from typing import cast

from render.high_frontier.describe import describe
from rules.core.game import Game
from rules.core.playout import bot_policy, play
from rules.high_frontier import GAME
from rules.high_frontier.views import PublicView
from rules.high_frontier.year import score

from .felony_table import NASA, ROSCOSMOS, seated


def test_claims_factories_and_the_rocket_count_on_the_board() -> None:
    # §16: 1 VP a token of one's colour (Claim, Factory, the Rocket), a Factory its type's price
    state = seated(NASA, ROSCOSMOS)
    me = state.players[0]
    me.claims, me.factories = ["ceres"], ["ceres"]
    found = score(state, 0)
    assert (found.tokens, found.factories, found.glory) == (2, 10, 0)  # no C Factory yet: 10
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert [p.vp for p in view.players] == [12, 0]
    assert "Ana (orange circle): no Rocket; 12 VP, 6 Aquas" in describe(view, names=["Ana", "Bo"])


def test_the_end_board_shows_the_final_scores() -> None:
    result = play(cast(Game, GAME), 2, seed="hf-scores", policy=bot_policy, check=False)
    view = GAME.view(result.state, None)
    assert isinstance(view, PublicView)
    assert tuple(p.vp for p in view.players) == result.outcome.scores
    assert any(result.outcome.scores)
