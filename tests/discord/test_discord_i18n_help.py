"""``/help`` and ``/game new``'s list of games in the reader's language (docs/design.md
"Languages"): the games are named by their titles in the caller's language, joined with the
locale's separator; in a channel with a game, the game's notation help follows in that language
with its notation in code spans; Discord's choice list of ``/game new game:`` carries each
title's translation."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest

from bot.i18n import say
from rules import GAMES
from rules.core import Game
from rules.core.game import notation_help
from tests.discord.harness import Driver
from tests.discord.test_discord_translator import synced_nodes

CHINESE = ("zh-CN", "zh-TW")


@pytest.fixture
def games() -> Mapping[str, Game]:
    """Every game the bot ships."""
    return dict(GAMES)


def _english_words(text: str) -> list[str]:
    """Latin words outside code spans, but the bot's name."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", re.sub(r"`[^`]*`", " ", text)) if w != "Orrery"]


@pytest.mark.parametrize("locale", CHINESE)
async def test_help_names_the_games_and_explains_the_notation_in_chinese(
    table: Driver, users: list[Any], locale: str
) -> None:
    opened = table.slash_payload(users[0], "game new", locale=locale, game="afternova")
    asked = table.slash_payload(users[0], "help", locale=locale)
    await table.run([opened])
    await table.run([asked])
    record = asked[0]
    intro = table.fake.messages[record.original or 0].content
    titles = [say(game.title, locale) for game in GAMES.values()]
    assert "、".join(titles) in intro
    (followup,) = record.followups
    notation = table.fake.messages[followup].content
    assert notation == say(notation_help(GAMES["afternova"]) or "", locale)
    assert "`extract 2 with hp-03 hp-05`" in notation and not _english_words(notation)


async def test_the_game_choices_carry_the_translated_titles(table: Driver) -> None:
    nodes = dict(await synced_nodes(table))
    choices = {choice["value"]: choice for choice in nodes["/game new game"]["choices"]}
    assert set(choices) == set(GAMES)
    for key, choice in choices.items():
        title = GAMES[key].title
        assert choice["name"] == title
        for locale in CHINESE:
            shown = (choice.get("name_localizations") or {}).get(locale, title)
            assert shown == say(title, locale), (key, locale)


@pytest.mark.parametrize("locale", CHINESE)
async def test_a_game_s_refusal_at_game_new_is_in_the_caller_s_language(
    table: Driver, users: list[Any], locale: str
) -> None:
    """A game option value the game refuses (not the bot's table options) is said through the
    game's catalogue, with the values in code spans."""
    pair = table.slash_payload(
        users[0], "game new", locale=locale, game="eclipse", options="species=klingon"
    )
    await table.run([pair])
    refusal = table.fake.messages[pair[0].original or 0].content
    assert "`species=klingon`" in refusal and "`terran`" in refusal
    assert not _english_words(refusal), refusal
