"""Seeded whole games of every registered game with every invariant after every step.

At every seat count from ``min_players`` to ``max_players``: the game's bot policy, and a random
policy (a uniformly random legal action at half the decisions, the bot's at the others, so that
every game ends in a sensible length); a purely random game at the fewest seats. Idle seats take
their out-of-turn actions at :data:`IDLE_RATE`. The invariants are ``rules.core.playout``'s
(JSON round trip, ``to_act`` against ``outcome``, no secret or face-down id in another seat's
view or the public one, ``apply`` leaves its input alone, version +1, notation round trip) and
the game's component counts where it declares them (``HasConservation``).
Then: the same seed and actions give the same game; the turns count up.

The pack's published counts and vocabulary are not exposed by the contract; each game's own
tests check them (``tests/rules/<key>/``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from rules import GAMES
from rules.core.game import Game, HasTurns, conservation_problems
from rules.core.playout import Policy, bot_policy, half_random_policy, play, random_policy
from tests.render.render_states import bot_states

IDLE_RATE = 0.2


POLICIES: dict[str, Policy] = {
    "bot": bot_policy,
    "half-random": half_random_policy,
    "random": random_policy,
}
PLAYOUTS = [
    (key, seats, policy)
    for key, game in sorted(GAMES.items())
    for seats in range(game.min_players, game.max_players + 1)
    for policy in ("bot", "half-random")
] + [(key, game.min_players, "random") for key, game in sorted(GAMES.items())]


@pytest.mark.parametrize(
    ("key", "seats", "policy"), PLAYOUTS, ids=[f"{k}-{n}p-{p}" for k, n, p in PLAYOUTS]
)
def test_a_seeded_game_keeps_every_invariant_to_its_end(key: str, seats: int, policy: str) -> None:
    game = GAMES[key]

    def conserved(state: Any) -> None:
        assert conservation_problems(game, state) == [], f"{key} at version {state.version}"

    result = play(
        game,
        seats,
        seed=f"conformance-{policy}-{seats}",
        policy=POLICIES[policy],
        check=True,
        extra_check=conserved,
        idle_rate=IDLE_RATE,
    )
    outcome = result.outcome
    assert len(outcome.scores) == seats, f"{outcome.scores} are not one score per seat"
    assert sorted(outcome.ranking) == list(range(seats)), f"ranking {outcome.ranking}"
    assert set(outcome.winners) <= set(range(seats)), f"winners {outcome.winners}"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_same_seed_and_actions_give_the_same_game(key: str) -> None:
    game = GAMES[key]
    seats = game.max_players
    played: list[tuple[int, Any]] = []

    def recording(game: Game, state: Any, seat: int, legal: Sequence[Any], rng: Any) -> Any:
        action = half_random_policy(game, state, seat, legal, rng)
        played.append((seat, action))
        return action

    first = play(game, seats, seed="same", policy=recording, check=False, idle_rate=IDLE_RATE)
    again = play(
        game, seats, seed="same", policy=half_random_policy, idle_rate=IDLE_RATE, check=False
    )
    state = game.setup(seats, seed="same")
    for seat, action in played:
        state = game.apply(state, seat, game.action_from_json(action.model_dump_json())).state
    final = first.state.model_dump_json()
    assert again.state.model_dump_json() == final and state.model_dump_json() == final


@pytest.mark.parametrize("key", sorted(GAMES))
def test_different_seeds_give_different_setups(key: str) -> None:
    game = GAMES[key]
    first = game.setup(game.max_players, seed="a").model_dump(exclude={"seed"})
    assert first != game.setup(game.max_players, seed="b").model_dump(exclude={"seed"})


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_turns_count_up_and_name_the_active_seat(key: str) -> None:
    game = GAMES[key]
    assert isinstance(game, HasTurns), f"{key} does not declare turn_number/active_seat (HasTurns)"
    seats = game.max_players
    previous: tuple[int, int | None] | None = None
    state: Any = None
    for state in bot_states(game, seats, seed="conformance-turns"):
        turn, active = game.turn_number(state), game.active_seat(state)
        assert active is None or 0 <= active < seats, f"active seat {active} at v{state.version}"
        if previous is not None:
            assert turn >= previous[0], f"turn_number fell {previous[0]} -> {turn}"
            if None not in (active, previous[1]) and active != previous[1]:
                assert turn > previous[0], f"seat {active}'s turn began without a new turn_number"
        previous = (turn, active)
    assert game.outcome(state) is not None and previous is not None
    assert previous == (previous[0], None) and previous[0] >= seats, (
        f"at the end: turn_number {previous[0]}, active seat {previous[1]}"
    )
