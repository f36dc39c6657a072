"""Every game's prompt is said to the asked seat, which the post already names.

A ping reads "@ana: <prompt>" and a bot seat's line "**Bot 1**: <prompt>"
(``bot/services/posts.py``), so a prompt that opens with the asked seat's own name reads
"@ana: ana, your turn …" (docs/adding-a-game.md, the contract table: ``prompt``).
"""

from __future__ import annotations

from itertools import islice

import pytest

from bot.services.narration import table_sentence
from rules import GAMES
from tests.render.render_states import bot_states

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]
STATES = 400


@pytest.mark.parametrize("key", sorted(GAMES))
def test_no_prompt_opens_with_the_asked_seats_name(key: str) -> None:
    game = GAMES[key]
    seats = min(3, game.max_players)
    names = NAMES[:seats]
    asked = 0
    for state in islice(bot_states(game, seats, seed="prompts"), STATES):
        for seat in game.to_act(state):
            prompt = table_sentence(game.prompt(state, seat), names, domain=key)
            asked += 1
            assert not prompt.startswith(names[seat]), f"{key} seat {seat}: {prompt!r}"
    assert asked > 0
