"""Names everywhere ids work (issue #25 item 4), for every game: in seeded states, each legal
move whose notation names a component by its id is typed with the component's printed name
instead (whole, in lower case), and must parse to the same move, or, where that name is several
components' (a card's two sides), be refused with the candidates, the move among them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules import GAMES
from rules.core.errors import AmbiguousAction, RulesError
from rules.core.game import Game, component_names

STATES = 40
"""Sampled states per game."""


def _states(game: Game) -> list[Any]:
    rng = random.Random(11)
    state = game.setup(max(game.min_players, min(3, game.max_players)), seed="names")
    seen = [state]
    for _ in range(600):
        owing = sorted(game.to_act(state))
        if not owing:
            break
        seat = rng.choice(owing)
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal) if rng.random() < 0.3 else game.bot_action(state, seat, rng)
        state = game.apply(state, seat, action).state
        seen.append(state)
    return seen[:: max(1, len(seen) // STATES)]


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_move_typed_with_printed_names_is_the_same_move(key: str) -> None:
    game = GAMES[key]
    tried, wrong = 0, []
    for state in _states(game):
        names = {k.lower(): v for k, v in component_names(game, state).items()}
        for seat in sorted(game.to_act(state)):
            for action in game.legal_actions(state, seat):
                notation = game.describe_action(state, seat, action)
                words = notation.split()
                named = [names.get(w.lower(), w) for w in words]
                changed = sum(n != w for n, w in zip(named, words, strict=True))
                if changed != 1:
                    continue  # no id, or several: one name per move is what players type
                typed = " ".join(named).lower()
                tried += 1
                try:
                    if game.parse_action(state, seat, typed) != action:
                        wrong.append((notation, typed, "another move"))
                except AmbiguousAction as refused:
                    if f"`{notation}`" not in str(refused):
                        wrong.append((notation, typed, str(refused)[:120]))
                except RulesError as refused:
                    wrong.append((notation, typed, str(refused)[:120]))
    assert tried > 0
    assert wrong == [], (len(wrong), tried, wrong[:5])
