"""Refusals say why (issue #25 items 1 and 2): every game refuses a seat outside the table as
not its turn (never an exception or another seat's move), and a typed move that is not legal
gets a specific reason, not the frame's generic "not a legal action now" list.

The fuzz (:func:`refusal_share`): seeded playouts of every game; in sampled states, each seat
types notations taken from the legal lists of *other* states; every refusal is sorted into a
specific reason or the generic sentence (``core.error.no_match`` / ``core.error.not_legal``).
``python -m bench.refusals`` prints the share for every game."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.core.errors import NotYourTurn
from rules.core.game import CanExplainRefusals
from rules.core.refusals import refusal_share

SPECIFIC: dict[str, float] = {
    "afternova": 1.0,
    "eclipse": 1.0,
    "high_frontier": 1.0,
    "new_frontiers": 1.0,
    "space_base": 1.0,
}
"""The share of refused moves each game must explain with a reason (issue #25: all of them)."""


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_game_explains_refusals(key: str) -> None:
    assert isinstance(GAMES[key], CanExplainRefusals)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_seat_outside_the_table_is_not_your_turn(key: str) -> None:
    game = GAMES[key]
    state = game.setup(game.min_players, seed="seats")
    seat = min(game.to_act(state))
    action = game.legal_actions(state, seat)[0]
    notation = game.describe_action(state, seat, action)
    for outside in (-1, game.min_players, 99):
        with pytest.raises(NotYourTurn):
            game.apply(state, outside, action)
        with pytest.raises(NotYourTurn):
            game.parse_action(state, outside, notation)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_refused_moves_say_why(key: str) -> None:
    specific, generic, examples = refusal_share(GAMES[key], seed=1, states=12)
    share = specific / max(specific + generic, 1)
    assert share >= SPECIFIC[key], (share, examples[:5])


def test_the_fuzz_finds_refusals_and_sorts_them() -> None:
    specific, generic, examples = refusal_share(GAMES["eclipse"], seed=1, states=6)
    assert specific + generic > 20
    assert all(isinstance(text, str) and text for _, text in examples)
