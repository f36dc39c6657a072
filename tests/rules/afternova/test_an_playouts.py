"""Seeded whole games over 2–6 seats ending with Afternova's components conserved
(``rules.afternova.conservation``).

The invariants of every game after every step (component counts included), and determinism,
are the conformance suite's (tests/conformance); ``python -m bench.soak`` plays many more games.

The playouts let idle seats take their out-of-turn actions (Blueprint completions between turns)
at ``IDLE_RATE`` per step, so the checks cover those interleavings too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from rules.afternova import GAME
from rules.core.game import Game
from rules.core.playout import bot_policy, half_random_policy, play, random_policy

SEATS = (2, 3, 4, 5, 6)
IDLE_RATE = 0.2
SOAK = 8
"""Seeded games per seat count here; ``python -m bench.soak`` plays many more."""


def test_the_checked_playouts_include_idle_seats_completing_out_of_turn() -> None:
    idle: list[int] = []

    def recording(
        game: Game, state: Any, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> Any:
        if seat not in game.to_act(state):
            idle.append(seat)
        return bot_policy(game, state, seat, legal, rng)

    for players in (3, 4):
        play(GAME, players, seed=f"checked-{players}", policy=recording, idle_rate=IDLE_RATE)
    assert idle


@pytest.mark.parametrize("players", SEATS)
def test_seeded_games_end_with_components_conserved(players: int) -> None:
    for game in range(SOAK):
        policy = half_random_policy if game % 4 == 0 else bot_policy
        result = play(
            GAME,
            players,
            seed=f"bulk-{players}-{game}",
            policy=policy,
            check=False,
            idle_rate=IDLE_RATE,
        )
        assert GAME.conservation_problems(result.state) == []
        assert GAME.to_act(result.state) == frozenset()


@pytest.mark.parametrize("players", [2, 4])
def test_pure_random_playout_ends(players: int) -> None:
    result = play(GAME, players, seed=f"random-{players}", policy=random_policy, check=False)
    assert GAME.conservation_problems(result.state) == []
