"""Games between bot players last the published 12–15 rounds (docs/rules/new-frontiers.md §3):
a 12-game guard per seat count; ``python -m bench.nf_length`` measures 40 or more."""

from __future__ import annotations

import statistics

import pytest

from rules.core.playout import bot_policy, play
from rules.new_frontiers import GAME

GAMES = 12


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bot_games_last_twelve_to_fifteen_rounds(players: int) -> None:
    rounds = [
        play(
            GAME, players, seed=f"nf-length-{players}-{i}", policy=bot_policy, check=False
        ).state.round
        for i in range(GAMES)
    ]
    assert 12 <= statistics.median(rounds) <= 15, rounds
