"""Every label a player sees is a sentence in the viewer's language (issue #25 item 5).

The fast form of the zh-tables measure (``python -m bench.zh_tables``, whose docstring defines
what "reads Chinese" means): for every registered game, at a zh-CN and a zh-TW table,

- one seeded short game through :class:`bot.services.game_service.GameService`: every post,
  button, select option, ``/play`` choice and hint, refusal and status reads Chinese;
- a seeded random playout: in sampled states, every legal move of every seat has a label (or
  none: it is typed), and that label, in each language, reads Chinese and names no component by
  its id (names, never ids, in English too).
"""

from __future__ import annotations

import asyncio
import random

import pytest

from bench.zh_tables import LOCALES, PEOPLE, Tally, marked_ids, names_an_id, read, table
from bot.i18n import speaking
from bot.services.narration import label_of
from rules import GAMES
from rules.core.game import component_names, printed_names

MOVES = 120
"""Moves of the short game played through the service."""
STEPS, EVERY = 300, 7
"""The random playout's length and how often its state is sampled."""


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_short_game_reads_chinese_everywhere(key: str, locale: str) -> None:
    tally = asyncio.run(table(key, locale, "zh-conformance", MOVES))
    assert tally.english == [], tally.english[:5]
    assert tally.counted["button"] > 10 and tally.counted["post"] > 10, tally.counted


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_label_of_random_play_reads_chinese_and_names_no_id(key: str) -> None:
    game = GAMES[key]
    rng = random.Random(f"labels-{key}")
    state = game.setup(max(game.min_players, min(3, game.max_players)), seed=f"labels-{key}")
    named = component_names(game, state)
    proper = sorted({*printed_names(game, state), *named.values(), *PEOPLE}, key=len, reverse=True)
    ids = marked_ids(named)
    tallies = {locale: Tally() for locale in LOCALES}
    english: list[str] = []
    for step in range(STEPS):
        owing = sorted(game.to_act(state))
        if not owing:
            break
        if step % EVERY == 0:
            for seat in range(state.num_players):
                for action in game.legal_actions(state, seat)[:80]:
                    if (label := label_of(game, state, seat, action, PEOPLE)) is None:
                        continue
                    english.append(label)
                    for locale, tally in tallies.items():
                        with speaking(locale):
                            said = label_of(game, state, seat, action, PEOPLE)
                        read(tally, "button", str(said), proper, ids)
        seat = rng.choice(owing)
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat))).state
    for locale in LOCALES:
        assert tallies[locale].english == [], (locale, tallies[locale].english[:5])
        assert tallies[locale].counted["button"] > 20
    assert not [label for label in english if names_an_id(label, proper, ids)]
