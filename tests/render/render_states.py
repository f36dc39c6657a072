"""Real engine states for the renderer tests: setup, then seeded bot moves through ``apply``."""

from __future__ import annotations

import random
from typing import Any

from rules import get_game

NAMES = ["Ana", "Bartholomew the Great", "Chen 陈", "Dee", "Eve", "Faisal"]


def play(
    key: str,
    players: int,
    *,
    steps: int | None,
    seed: str = "render",
    options: dict[str, Any] | None = None,
) -> Any:
    """The state after ``steps`` bot moves (``None`` = to the end of the game)."""
    game = get_game(key)
    state = game.setup(players, seed=seed, options=options)
    rng = random.Random(seed)
    done = 0
    while game.to_act(state) and (steps is None or done < steps):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
        done += 1
    return state
