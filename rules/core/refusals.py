"""The refusal fuzz (issue #25 item 1; tests/conformance/test_refusals.py, bench/refusals.py):
how many typed moves a game refuses with a specific reason rather than the frame's generic
sentence.

A seeded game is played by its bot policy; in sampled states every seat types notations taken
from the legal lists of the *other* sampled states (real moves of the game, mostly illegal here).
Each refusal is *generic* when its sentence is the frame's last resort (:data:`GENERIC`: "`x` is
not a legal action now. Try …"), else *specific* (a game's reason, whose turn it is, the seat
check)."""

from __future__ import annotations

import random
from typing import Any

from rules.core.errors import RulesError
from rules.core.game import Game
from rules.core.text import Msg
from rules.core.wording import GENERIC

STEPS = 400
"""The most moves of the seeded game."""
TYPED_PER_STATE = 40
"""The most notations typed by each seat in one sampled state."""


def refusal_share(game: Game, *, seed: int, states: int) -> tuple[int, int, list[tuple[str, str]]]:
    """Fuzz ``game``'s refusals in ``states`` sampled states of one seeded game.

    Returns:
        How many refusals were specific, how many generic, and the generic ones as
        ``(typed, sentence)``.
    """
    rng = random.Random(seed)
    sampled = _sampled(game, rng, states)
    pool = sorted(
        {
            game.describe_action(state, seat, action)
            for state in sampled
            for seat in range(state.num_players)
            for action in game.legal_actions(state, seat)
        }
    )
    specific, generic, examples = 0, 0, []
    for state in sampled:
        for seat in range(state.num_players):
            legal = {game.describe_action(state, seat, a) for a in game.legal_actions(state, seat)}
            typed = [n for n in pool if n not in legal]
            for notation in rng.sample(typed, min(TYPED_PER_STATE, len(typed))):
                try:
                    game.parse_action(state, seat, notation)
                except RulesError as refused:
                    if isinstance(refused.message, Msg) and refused.message.key in GENERIC:
                        generic += 1
                        examples.append((notation, str(refused.message)))
                    else:
                        specific += 1
    return specific, generic, examples


def _sampled(game: Game, rng: random.Random, states: int) -> list[Any]:
    """``states`` states spread over one game played by the bot policy (3 seats, or the nearest
    the game allows)."""
    seats = max(game.min_players, min(3, game.max_players))
    state = game.setup(seats, seed=f"refusals-{rng.random()}")
    played = [state]
    for _ in range(STEPS):
        owing = game.to_act(state)
        if not owing:
            break
        seat = rng.choice(sorted(owing))
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
        played.append(state)
    step = max(1, len(played) // states)
    return played[::step][:states]
