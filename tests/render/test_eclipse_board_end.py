"""The Eclipse board at game over: the final score table and the winners (render/eclipse/scores.py,
docs/rules/eclipse.md §16), and the six-seat board of round 8 within the phone's limits."""

from __future__ import annotations

import render
import render.eclipse as board
from render.eclipse import scores
from rules.eclipse import GAME, scoring
from rules.eclipse.views import PublicView
from tests.render.test_eclipse_board import NAMES, game_states, public
from tests.render.type_sizes import recorded_type_sizes

FLOOR = 27


def test_the_board_at_game_over_shows_every_seats_vp_and_the_winner() -> None:
    state = game_states(4)[-1]
    view = public(state)
    outcome = scoring.outcome(state)
    assert outcome is not None
    assert view.scores == list(outcome.scores) and view.winners == list(outcome.winners)
    names = NAMES[:4]
    with recorded_type_sizes() as drawn:
        board.draw(view, names=names)
    texts = [text for _, text in drawn]
    assert min(size for size, _ in drawn) >= FLOOR
    assert "Final score" in texts
    winner = names[outcome.winners[0]]
    assert f"Game over · winner: {winner}" in texts
    shown_vp = [t for t in texts if t.endswith(" VP")]
    assert sorted(int(t.split()[-2]) for t in shown_vp) == sorted(outcome.scores)
    assert any(t.startswith("winner ") for t in shown_vp)
    order = scores.ranking(view)
    assert order[0] == outcome.winners[0]
    assert [view.scores[s] for s in order] == sorted(outcome.scores, reverse=True)
    alt = board.describe(view, names=names)
    assert f"Final score: {winner} (" in alt and f"{view.scores[order[0]]} VP" in alt


def test_no_score_before_the_end() -> None:
    state = next(s for s in game_states(4) if s.round == 8)
    view = public(state)
    assert view.scores == [] and view.winners == [] and scores.height(view) == 0
    with recorded_type_sizes() as drawn:
        board.draw(view, names=NAMES[:4])
    assert "Final score" not in [text for _, text in drawn]


def test_six_seats_in_round_8_fit_the_phone() -> None:
    """Round 8 of a six-seat game: at most 2.5 times as tall as wide, type at the floor, a PNG
    of at most 1.5 MiB (the time is measured in bench/render.py, not here)."""
    views: list[PublicView] = [public(s) for s in game_states(6) if s.round == 8][::40]
    names = NAMES[:6]
    for view in views[:3]:
        png = render.board_png("eclipse", view, names=names)
        assert len(png) <= 1.5 * 1024 * 1024
        with recorded_type_sizes() as drawn:
            image = board.draw(view, names=names)
        assert image.height <= 2.5 * image.width
        assert min(size for size, _ in drawn) >= FLOOR
    assert GAME.is_over(game_states(6)[-1])
