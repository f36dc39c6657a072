"""Every registered game keeps a running public score (:class:`rules.core.game.HasScores`):
one VP figure per seat at every state of a seeded whole game, equal to the outcome's scores at
the end (the recap's VP chart, :mod:`bot.services.recap`)."""

from __future__ import annotations

from rules import GAMES
from rules.core.chance import rng_for
from rules.core.game import HasScores, scores


def test_every_game_keeps_a_running_score(key: str) -> None:
    game = GAMES[key]
    assert isinstance(game, HasScores), f"{key} has no scores(state)"
    state = game.setup(game.min_players, seed="conformance-scores")
    rng = rng_for("conformance-scores", 0, "policy")
    seen: set[tuple[int, ...]] = set()
    for _ in range(20_000):
        running = scores(game, state)
        assert running is not None and len(running) == state.num_players
        seen.add(running)
        if not (owing := game.to_act(state)):
            break
        seat = min(owing)
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
    outcome = game.outcome(state)
    assert outcome is not None, "no end"
    assert scores(game, state) == outcome.scores
    assert len(seen) > 1, "the score never moved"


def test_hidden_vp_counts_only_once_revealed() -> None:
    """Eclipse's face-down reputation tiles stay out of the running score until the end
    (docs/rules/eclipse.md §16)."""
    game = GAMES["eclipse"]
    state = game.setup(2, seed="hidden-vp")
    before = scores(game, state)
    state.seats[0].reputation = [4, 3]
    assert scores(game, state) == before
    state.phase = "over"
    outcome, after = game.outcome(state), scores(game, state)
    assert outcome is not None and after == outcome.scores
    assert after is not None and before is not None and after[0] >= before[0] + 7
