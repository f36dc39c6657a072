"""Space Base and New Frontiers wholly in Chinese through the bot's narration: seeded whole games
played by each game's own bot, every sentence a player can be shown (title, option help, the
notation help, prompts, button labels, private summaries, event lines public and private,
refusals, scores and tie-break) read in zh-CN and zh-TW, scanned for English words outside code
spans, the players' names, component names and ids; the same sentences in English hold no CJK
character."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from bot.i18n import say, speaking
from bot.services.narration import event_line, label_of, prompt_of, summary_of, table_sentence
from rules import GAMES
from rules.core import RulesError
from rules.core.game import OptionValue, component_names, notation_help

NAMES = ("Ana", "Bo", "Cy", "Di")
IDS = r"\b(?:l[123]-\d+|s\d+|[wdgh]-\d+[ab]?|e-\d+[ab])\b"
CJK = re.compile(r"[\u3400-\u9fff]")
WRONG = {
    "space_base": ("fly", "s", "buy 9z", "colony 13", "use l9-99", "keep 1 2 3 4 5 6"),
    "new_frontiers": ("nonsense", "select nothing", "take w-99", "develop d-99", "prefer t"),
}
GAMES_PLAYED: tuple[tuple[str, int, dict[str, OptionValue]], ...] = (
    ("space_base", 3, {"light_speed": True}),
    ("new_frontiers", 3, {"goals": True, "empire": "chosen"}),
    ("new_frontiers", 2, {}),
)


def english_words(text: str, proper: set[str]) -> list[str]:
    """Latin words of two letters or more outside code spans, names, component names and ids."""
    outside = re.sub(r"`[^`]*`|" + IDS + r"|/\w+", "", text)
    for name in sorted({*NAMES, *proper}, key=len, reverse=True):
        outside = outside.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", outside)


def sentences(key: str, players: int, options: dict[str, OptionValue]) -> Iterator[str]:
    """Every sentence of one whole bot-played game of ``key`` (in the language spoken now)."""
    game = GAMES[key]
    state = game.setup(players, seed=f"i18n-{key}", options=options)
    names = NAMES[:players]
    rng = random.Random(key)
    yield say(game.title)
    yield from (say(text) for text in game.options_help().values())
    yield say(notation_help(game) or "")
    stale: list[object] = []
    for _ in range(3000):
        seats = sorted(game.to_act(state))
        if not seats:
            break
        for seat in seats:
            yield prompt_of(game, state, seat, names)
            yield summary_of(game, state, seat, names) or ""
            for action in game.legal_actions(state, seat)[:25]:
                yield label_of(game, state, seat, action, names) or ""
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        for wrong in WRONG[key]:
            try:
                game.parse_action(state, seat, wrong)
            except RulesError as error:
                yield table_sentence(error.message, names)
        for action in [a for a in stale if a not in legal][:2]:  # the frame's refusal
            try:
                game.apply(state, seat, action)
            except RulesError as error:
                yield table_sentence(error.message, names)
        stale = list(legal[:5])
        transition = game.apply(state, seat, game.bot_action(state, seat, rng))
        for event in transition.events:
            for viewer in (None, *range(players)):
                yield event_line(event, viewer, names) or ""
        state = transition.state
    outcome = game.outcome(state)
    assert outcome is not None, f"{key}: the game did not end"
    yield from (table_sentence(line, names) for line in outcome.details)
    if outcome.tie_break:
        yield table_sentence(outcome.tie_break, names)


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW"])
@pytest.mark.parametrize(("key", "players", "options"), GAMES_PLAYED)
def test_a_whole_game_reads_in_chinese(
    locale: str, key: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = GAMES[key]
    proper = set(component_names(game, game.setup(players, seed="names")).values())
    with speaking(locale):
        found = {text: english_words(text, proper) for text in sentences(key, players, options)}
    english = {text: words for text, words in found.items() if words}
    assert not english, list(english.items())[:5]
    assert len(found) > 150


@pytest.mark.parametrize(("key", "players", "options"), GAMES_PLAYED[:2])
def test_the_same_game_in_english_has_no_chinese(
    key: str, players: int, options: dict[str, OptionValue]
) -> None:
    with speaking("en"):
        shown = [text for text in sentences(key, players, options) if CJK.search(text)]
    assert not shown, shown[:5]
