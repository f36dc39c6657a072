"""Afternova wholly in Chinese: seeded whole games played by the game's own bot, every sentence a
player can be shown read through the bot's narration (prompts, button labels, event lines public
and private, private summaries, refusals, the pending line, scores and tie-break, option help, the
title) in zh-CN and zh-TW, scanned for English words outside code spans, names, card ids and an
allow-list; the same sentences in English hold no CJK character."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from bot.i18n import say, speaking
from bot.services.narration import event_line, label_of, prompt_of, summary_of, table_sentence
from rules import GAMES
from rules.afternova.state import AfternovaState, PublicView
from rules.core import RulesError

GAME = GAMES["afternova"]
NAMES = ("Ana", "Bo", "Cy")
CARD_ID = r"\b(?:hp|bp|pl|ss|ob)-\d+\b"
ALLOWED = {"VP", "Discord"}
"""Latin words a Chinese sentence may keep: none of the game's words, only proper nouns."""
CJK = re.compile(r"[\u3400-\u9fff]")


def english_words(text: str) -> list[str]:
    """Latin words of two letters or more outside code spans, names, card ids and /commands."""
    outside = re.sub(r"`[^`]*`|" + CARD_ID + r"|/\w+|" + "|".join(NAMES), "", text)
    return [w for w in re.findall(r"[A-Za-z]{2,}", outside) if w not in ALLOWED]


def sentences(seed: str, players: int) -> Iterator[str]:
    """Every sentence of one whole bot-played game (in the language spoken now)."""
    state: AfternovaState = GAME.setup(players, seed=seed)
    names = NAMES[:players]
    rng = random.Random(seed)
    yield say(GAME.title)
    yield from (say(text) for text in GAME.options_help().values())
    for _ in range(2000):
        seats = sorted(GAME.to_act(state))
        if not seats:
            break
        view = GAME.view(state, None)
        assert isinstance(view, PublicView)
        yield table_sentence(view.pending, names)
        for seat in seats:
            yield prompt_of(GAME, state, seat, names)
            yield summary_of(GAME, state, seat, names) or ""
            legal = GAME.legal_actions(state, seat)
            for action in legal[:25]:
                yield label_of(GAME, state, seat, action, names) or ""
        seat = seats[0]
        for wrong in ("take paw 9", "complete bp-99", "discard purple", "nonsense"):
            try:
                GAME.apply(state, seat, GAME.parse_action(state, seat, wrong))
            except RulesError as error:
                yield table_sentence(error.message, names)
        action = GAME.bot_action(state, seat, rng)
        transition = GAME.apply(state, seat, action)
        for event in transition.events:
            for viewer in (None, *range(players)):
                yield event_line(event, viewer, names) or ""
        state = transition.state
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game did not end"
    yield from (table_sentence(line, names) for line in outcome.details)
    if outcome.tie_break:
        yield table_sentence(outcome.tie_break, names)


@pytest.mark.parametrize(("locale", "players"), [("zh-CN", 3), ("zh-TW", 3), ("zh-CN", 2)])
def test_a_whole_game_reads_in_chinese(locale: str, players: int) -> None:
    with speaking(locale):
        found = {text: english_words(text) for text in sentences("i18n-game", players) if text}
    english = {text: words for text, words in found.items() if words}
    assert not english, list(english.items())[:5]
    assert len(found) > 100


def test_the_same_game_in_english_has_no_chinese() -> None:
    with speaking("en"):
        shown = [text for text in sentences("i18n-game", 3) if CJK.search(text)]
    assert not shown, shown[:5]
