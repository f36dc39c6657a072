"""Every registered game's notation parser answers any text with an action or a RulesError.

Arbitrary Unicode (digits such as ``²`` and ``①`` pass ``str.isdigit``), very long strings and
near misses of legal notations go to ``parse_action`` in positions of a seeded game; anything but
a legal action or a :class:`rules.core.errors.RulesError` (which the bot turns into a sentence)
fails. The worst-case parse time is measured in ``bench/notation.py``, not here.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import GAMES
from rules.core.errors import RulesError
from rules.core.game import Game
from tests.core.notation_inputs import near_misses, positions


def parses_or_refuses(game: Game, state: Any, seat: int, text: str) -> None:
    with contextlib.suppress(RulesError):
        game.parse_action(state, seat, text)


@pytest.fixture(params=sorted(GAMES), scope="module")
def game(request: pytest.FixtureRequest) -> Game:
    return GAMES[request.param]


def test_near_misses_of_legal_notations_get_an_answer(game: Game) -> None:
    rng = random.Random(game.key)
    for state, seat in positions(game):
        for text in near_misses(game, state, seat, rng):
            parses_or_refuses(game, state, seat, text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_arbitrary_text_gets_an_answer(game: Game, data: st.DataObject) -> None:
    found = positions(game)
    state, seat = found[data.draw(st.integers(0, len(found) - 1))]
    text = data.draw(
        st.one_of(
            st.text(max_size=300),
            st.text(alphabet="0123456789²¹①٣ abcdefghijklmnopqrstuvwxyz-|:@>", max_size=120),
        )
    )
    parses_or_refuses(game, state, seat, text)
