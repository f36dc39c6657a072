"""The lobby in Chinese: ``/game new``'s announcement — the game, its pack's provenance, every
table option's help — has no English word outside code spans and the game's title, a name the
game translates or not (docs/design.md "Languages")."""

from __future__ import annotations

import re

import aiosqlite
import pytest

import bot.i18n as i18n
from bot.i18n import speaking
from bot.services.errors import AlreadyRunning
from bot.services.lobby import _announcement
from bot.services.players import Player
from rules import GAMES
from rules.core.text import Msg
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service

CHINESE = ("zh-CN", "zh-TW")
CJK = re.compile(r"[\u4e00-\u9fff]")


def _english_words(text: str, *names: str) -> list[str]:
    """Latin words of ``text`` outside code spans and ``names``."""
    outside = re.sub(r"`[^`]*`", " ", text)
    for name in names:
        outside = outside.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", outside)


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("locale", CHINESE)
def test_the_pack_provenance_is_translated(key: str, locale: str) -> None:
    provenance = GAMES[key].pack_provenance
    assert isinstance(provenance, Msg)
    assert i18n.has(provenance.key, locale, key), f"{locale}/{key}.po lacks {provenance.key}"
    assert CJK.search(i18n.say(provenance, locale))


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("locale", CHINESE)
def test_the_announcement_reads_in_chinese(key: str, locale: str) -> None:
    game = GAMES[key]
    text = _announcement(game, "standin", Player(1, "Ana"), {"language": locale}, locale)
    title = i18n.say(game.title, locale)  # a name: High Frontier's Chinese sources keep it English
    assert isinstance(game.title, Msg) and f"**{title}**" in text
    assert not _english_words(text, "Ana", title), text
    assert i18n.say(game.pack_provenance, locale) in text


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_english_announcement_has_no_chinese(key: str) -> None:
    game = GAMES[key]
    text = _announcement(game, "standin", Player(1, "Ana"), {}, "en")
    assert not CJK.search(text)
    assert f"Pack `standin`: {game.pack_provenance}." in text


@pytest.mark.parametrize(("locale", "said"), [("en", "(in the lobby)"), ("zh-TW", "（在大廳中）")])
async def test_a_busy_channel_names_its_game_s_status_in_words(
    db: aiosqlite.Connection, locale: str, said: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], "space_base", {})
    with pytest.raises(AlreadyRunning) as refused:
        await service.new_game(CHANNEL, GUILD, USERS[1], "space_base", {})
    with speaking(locale):
        assert said in refused.value.text()
