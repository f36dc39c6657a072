"""A turn's ping in the table's language says "your turn" once: the prompt's own opening ("Your
turn: ", 轮到你了：) is left out in every locale, since the ping opens with it already."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import speaking, t
from bot.services.pings import TURN_PREFIX, ping_text
from rules import GAMES
from rules.core import Game


def _a_turn(game: Game) -> tuple[Any, int]:
    """A seeded bot-played state and seat whose prompt opens a turn ("Your turn: …")."""
    rng = random.Random(0)
    state = game.setup(game.min_players + 1, seed="ping")
    for _ in range(200):
        for seat in sorted(game.to_act(state)):
            if game.prompt(state, seat).startswith("Your turn: "):
                return state, seat
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
    raise AssertionError(f"no turn prompt in 200 moves of {game.key}")


@pytest.mark.parametrize("locale", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("key", ["space_base", "afternova"])
def test_a_turn_s_ping_says_your_turn_once(key: str, locale: str) -> None:
    game = GAMES[key]
    state, seat = _a_turn(game)
    with speaking(locale):
        opening = t(TURN_PREFIX).strip().rstrip(":：")
        ping = ping_text(game, state, seat, 100, None, ["Ana", "Bo", "Cy"])
    assert ping.lower().count(opening.lower()) == 1, ping
