"""Seeded whole games of High Frontier at 1–5 seats (docs/rules/high-frontier.md §3, §4, §16):
the bot plays every seat to the last Seniority Disk with the contract's invariants checked
after every step (JSON round trip, to_act, no hand or deck order in other views, notation)."""

from __future__ import annotations

from typing import cast

import pytest

from rules.core.game import Game
from rules.core.playout import bot_policy, half_random_policy, play
from rules.high_frontier.engine import HighFrontier
from rules.high_frontier.setup import DISKS

GAME = cast(Game, HighFrontier())


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_a_seeded_bot_game_ends_after_48_years(seats: int) -> None:
    result = play(GAME, seats, seed=f"hf-{seats}", policy=bot_policy, check=seats <= 3)
    state = result.state
    assert (state.phase, state.disks, state.year) == ("over", 0, 12 * DISKS)
    assert len(result.outcome.scores) == seats
    if seats == 1:  # the solitaire variant: won at its target or lost (test_altruism)
        assert state.altruism == "short"
        assert result.outcome.winners == ((0,) if result.outcome.scores[0] >= 40 else ())
    else:
        assert result.outcome.winners[0] == result.outcome.ranking[0]


def test_half_random_play_keeps_the_invariants() -> None:
    result = play(GAME, 3, seed="hf-random", policy=half_random_policy, check=True)
    assert result.state.phase == "over"


def test_the_same_seed_plays_the_same_game() -> None:
    first = play(GAME, 2, seed="hf-same", policy=bot_policy, check=False)
    again = play(GAME, 2, seed="hf-same", policy=bot_policy, check=False)
    assert first.state == again.state
