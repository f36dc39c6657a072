"""Seeded whole-game playouts with the docs/design.md §7 invariants, and determinism."""

from __future__ import annotations

import pytest

from rules.core.playout import bot_policy, play, random_policy
from rules.space_base import GAME
from rules.space_base.state import SpaceBaseState


def conserved(state: SpaceBaseState) -> None:
    """Cards, starting ships, colonies and charges add up (``rules.space_base.conservation``)."""
    assert GAME.conservation_problems(state) == []


def has_no_out_of_turn_action(state: SpaceBaseState) -> None:
    """Only seats that owe a decision have legal actions: off-turn abilities (red and green) are
    used in the off-turn window, where the seat is in ``to_act`` (PACK.md "Off-turn play"), so the
    playouts need no ``idle_rate``. If this fails, the game gained an out-of-turn action: pass
    ``idle_rate`` to these playouts so that it is covered."""
    owing = GAME.to_act(state)
    idle = [s for s in range(state.num_players) if s not in owing]
    assert not any(GAME.legal_actions(state, seat) for seat in idle)


def every_invariant(state: SpaceBaseState) -> None:
    """The component totals and the absence of out-of-turn actions."""
    conserved(state)
    has_no_out_of_turn_action(state)


CHECKED = [(n, f"checked-{n}-{i}", i == 1) for n in range(2, 6) for i in range(2)]
FAST = [(n, f"fast-{n}-{i}", i % 4 == 0) for n in range(2, 6) for i in range(8)]
"""Seeded games ending with cards conserved; ``python -m bench.soak`` plays many more."""


@pytest.mark.parametrize(("players", "seed", "light_speed"), CHECKED)
def test_random_playout_keeps_every_invariant(players: int, seed: str, light_speed: bool) -> None:
    result = play(
        GAME, players, seed=seed, options={"light_speed": light_speed}, extra_check=every_invariant
    )
    assert result.outcome.winners


@pytest.mark.parametrize(("players", "seed", "light_speed"), FAST)
def test_random_playout_ends_with_cards_conserved(
    players: int, seed: str, light_speed: bool
) -> None:
    result = play(GAME, players, seed=seed, options={"light_speed": light_speed}, check=False)
    conserved(result.state)


@pytest.mark.parametrize("players", range(2, 6))
def test_bot_playout_reaches_forty_vp(players: int) -> None:
    result = play(GAME, players, seed=f"bot-{players}", policy=bot_policy, extra_check=conserved)
    assert max(result.outcome.scores) >= 40


def test_same_seed_and_actions_give_the_same_game() -> None:
    first = play(GAME, 4, seed="same", policy=random_policy, check=False)
    second = play(GAME, 4, seed="same", policy=random_policy, check=False)
    assert first.state.model_dump_json() == second.state.model_dump_json()


def test_different_seeds_give_different_games() -> None:
    assert GAME.setup(3, seed="a").shipyard != GAME.setup(3, seed="b").shipyard
