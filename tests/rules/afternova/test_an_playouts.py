"""Seeded whole-game playouts over 2–6 seats with the DESIGN §7 invariants, and determinism.

The playouts let idle seats take their out-of-turn actions (Blueprint completions between turns)
at ``IDLE_RATE`` per step, so the invariants cover those interleavings too (review S2-2).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from rules.afternova import GAME
from rules.core.game import Game
from rules.core.playout import bot_policy, play, random_policy
from tests.rules.afternova.an_helpers import check_conserved

SEATS = (2, 3, 4, 5, 6)
IDLE_RATE = 0.2


def mixed_policy(
    game: Game, state: Any, seat: int, legal: Sequence[Any], rng: random.Random
) -> Any:
    """Half random legal actions (deals, sweeps, declines…), half the greedy bot (so games end)."""
    if rng.random() < 0.5:
        return random_policy(game, state, seat, legal, rng)
    return bot_policy(game, state, seat, legal, rng)


CHECKED = [(players, bot_policy) for players in SEATS] + [
    (players, mixed_policy) for players in (2, 3, 4)
]


@pytest.mark.parametrize(("players", "policy"), CHECKED)
def test_checked_playout_keeps_every_invariant(players: int, policy: Any) -> None:
    result = play(
        GAME,
        players,
        seed=f"checked-{players}",
        policy=policy,
        check=True,
        extra_check=check_conserved,
        idle_rate=IDLE_RATE,
    )
    assert len(result.outcome.scores) == players


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
def test_two_hundred_seeded_games_end_with_components_conserved(players: int) -> None:
    for game in range(40):
        policy = mixed_policy if game % 4 == 0 else bot_policy
        result = play(
            GAME,
            players,
            seed=f"bulk-{players}-{game}",
            policy=policy,
            check=False,
            idle_rate=IDLE_RATE,
        )
        check_conserved(result.state)
        assert GAME.to_act(result.state) == frozenset()


@pytest.mark.parametrize("players", [2, 4])
def test_pure_random_playout_ends(players: int) -> None:
    result = play(GAME, players, seed=f"random-{players}", policy=random_policy, check=False)
    check_conserved(result.state)


def test_same_seed_and_actions_give_the_same_game() -> None:
    first = play(GAME, 4, seed="same", policy=mixed_policy, check=False)
    second = play(GAME, 4, seed="same", policy=mixed_policy, check=False)
    assert first.state.model_dump_json() == second.state.model_dump_json()


def test_different_seeds_give_different_setups() -> None:
    assert GAME.setup(4, seed="a") != GAME.setup(4, seed="b")
