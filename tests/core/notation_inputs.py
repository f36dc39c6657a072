"""Hostile notation inputs built from any registered game's legal notations, for the parser
fuzz test (``tests/core/test_notation_fuzz.py``) and its benchmark (``bench/notation.py``)."""

from __future__ import annotations

import random
from typing import Any

from rules.core.game import Game

POSITIONS = (0, 7, 30)


def positions(game: Game) -> list[tuple[Any, int]]:
    """``(state, seat)`` pairs of a bot-played game: every seat owing a decision, and one not."""
    rng = random.Random(f"fuzz-{game.key}")
    state = game.setup(min(3, game.max_players), seed=f"fuzz-{game.key}")
    found: list[tuple[Any, int]] = []
    for step in range(max(POSITIONS) + 1):
        seats = sorted(game.to_act(state))
        if not seats:
            break
        if step in POSITIONS:
            found += [(state, seat) for seat in range(state.num_players)]
        state = game.apply(state, seats[0], game.bot_action(state, seats[0], rng)).state
    return found


def near_misses(game: Game, state: Any, seat: int, rng: random.Random) -> list[str]:
    """Legal notations with a word dropped, doubled, cut, or a digit made a Unicode digit."""
    found = []
    for action in list(game.legal_actions(state, seat))[:20]:
        words = game.describe_action(state, seat, action).split()
        index = rng.randrange(len(words))
        found += [
            " ".join(words[:index] + words[index + 1 :]),
            " ".join(words + words[index:]),
            " ".join(words)[: rng.randrange(1, len(" ".join(words)) + 1)],
            " ".join(words).replace("1", "¹").replace("2", "②"),
            " ".join(words) + " | " + " ".join(words) * 3,
        ]
    return found
