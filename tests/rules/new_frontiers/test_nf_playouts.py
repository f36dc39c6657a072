"""Seeded whole games with every invariant (rules/core/playout.py) at 2–5 seats, components
conserved, and determinism."""

from __future__ import annotations

import pytest

from rules.core.game import OptionValue
from rules.core.playout import bot_policy, half_random_policy, play, random_policy
from rules.new_frontiers import GAME
from rules.new_frontiers.state import NewFrontiersState


def conserved(state: NewFrontiersState) -> None:
    """Worlds, goods, colonists and goals add up (``rules.new_frontiers.conservation``)."""
    assert GAME.conservation_problems(state) == []


POLICIES = {"random": random_policy, "half": half_random_policy, "bot": bot_policy}
CHECKED = [
    (n, policy, options)
    for n in range(2, 6)
    for policy in POLICIES
    for options in ({"goals": True, "developments": "random", "empire": "random"},)
]
"""Every seat count and policy with the options on; the default game is the conformance
suite's (tests/conformance), counts checked there too."""


@pytest.mark.parametrize(("players", "policy", "options"), CHECKED)
def test_a_seeded_game_keeps_every_invariant(
    players: int, policy: str, options: dict[str, OptionValue]
) -> None:
    result = play(
        GAME,
        players,
        seed=f"nf-{players}-{policy}-{len(options)}",
        policy=POLICIES[policy],
        options=options,
        extra_check=conserved,
        idle_rate=0.2,
    )
    assert sorted(result.outcome.ranking) == list(range(players))


def test_one_selection_per_round_with_two_players_is_an_option() -> None:
    result = play(GAME, 2, seed="nf-solo", options={"two_player_picks": 1}, extra_check=conserved)
    assert result.state.picks == 1


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    first = play(GAME, 4, seed="nf-same", policy=bot_policy, check=False)
    second = play(GAME, 4, seed="nf-same", policy=bot_policy, check=False)
    assert first.state == second.state and first.steps == second.steps
    other = GAME.setup(4, seed="nf-other")
    assert other != GAME.setup(4, seed="nf-same")
