"""Real engine states for the renderer tests: setup, then seeded bot moves through ``apply``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice
from typing import Any

from rules import get_game
from rules.core import Game

NAMES = ["Ana", "Bartholomew the Great", "Chen 陈", "Dee", "Eve", "Faisal"]


def seat_names(players: int) -> list[str]:
    """Display names of ``players`` seats: :data:`NAMES` (long, short, Chinese), then
    "Player N"."""
    return [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]


def bot_states(
    game: Game, players: int, *, seed: str, options: dict[str, Any] | None = None
) -> Iterator[Any]:
    """The setup state, then the state after each seeded bot move (the lowest seat owing a
    decision acts), to the end of the game."""
    state = game.setup(players, seed=seed, options=options)
    rng = random.Random(seed)
    yield state
    while game.to_act(state):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
        yield state


def play(
    key: str,
    players: int,
    *,
    steps: int | None,
    seed: str = "render",
    options: dict[str, Any] | None = None,
) -> Any:
    """The state after ``steps`` bot moves (``None`` = to the end of the game)."""
    states = bot_states(get_game(key), players, seed=seed, options=options)
    return list(islice(states, None if steps is None else steps + 1))[-1]
