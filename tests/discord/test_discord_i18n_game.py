"""A whole Afternova game in Chinese through the fake Discord (docs/design.md "Languages").

Two humans and a bot seat play a 3-seat game to the end with buttons, selects and ``/play`` at
a zh-TW table: ana's Discord client speaks zh-CN, ben's zh-TW. Every reply, DM and channel post
they receive — content, embeds, component labels — holds no English word outside code spans,
players' names and notation; ana's own messages read in Simplified characters, the channel's and
ben's in Traditional; ``/play``'s choices show the move's label in Chinese beside the notation.
The same game at an English table with English clients holds no Chinese character.

One game covers both scripts (a reader's language and the table's are chosen apart), and the
pictures are off: the Chinese boards, their labels at the phone floor and their alt text are
drawn and checked by tests/render/test_afternova_board_zh.py and tests/conformance/test_render.py,
and drawing them here made a game take about 39 s instead of 6 s.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from rules import GAMES
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, payload_texts, play_to_the_end

KEY = "afternova"
#: Latin words a Chinese reader may see: Discord's own, the bot's name, the version mark.
ALLOWED = {"Orrery", "Discord"}
NOTATION = re.compile(
    r"`[^`]*`|\b(?:hp|bp|pl|st)-\d+\b|\bv\d+\b|\bpropose 1\b|\bpiloting:1\b|<[@#]!?\d+>"
)
CJK = re.compile(r"[\u4e00-\u9fff]")
SIMPLIFIED = re.compile("[这们请说时对开过门为个来么让还]")
TRADITIONAL = re.compile("[這們請說時對開過門為個來麼讓還]")


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {KEY: GAMES[KEY]}


def _english(text: str, names: set[str]) -> list[str]:
    """Latin words of ``text`` outside code spans, names, mentions and notation."""
    outside = NOTATION.sub(" ", text)
    for name in names:
        outside = outside.replace(name, " ")
    return [w for w in re.findall(r"[A-Za-z]{2,}", outside) if w not in ALLOWED]


def _texts(messages: list[Sent]) -> list[str]:
    return [text for message in messages for text in payload_texts(message)]


async def _whole_game(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    games: Mapping[str, Game],
    table: str,
    clients: Mapping[str, str],
) -> list[str]:
    """Play the game at a ``table``-language table, each user's client in ``clients``; the
    names of the ``/play`` choices offered on the way."""
    users = [fake.add_user(name) for name in clients]
    async with running_bot(
        fake, channel, tmp_path / "orrery.sqlite3", games, images=False
    ) as driver:
        for user in users:
            driver.locales[int(user["id"])] = clients[user["username"]]
        await driver.slash(users[0], "game new", game=KEY, lang=table, bots=1)
        await driver.slash(users[1], "game join")
        await driver.slash(users[0], "game start")
        now = await current(driver)
        seat = min(now.game.to_act(now.state) - now.bot_seats)
        user = next(u for u in users if int(u["id"]) == now.seat_users[seat])
        choices = await driver.autocomplete(user, "play", "action", "")
        await play_to_the_end(driver, users, rng=random.Random(11))
        await driver.slash(users[0], "game board", text=True)
    assert fake.violations == []
    return [str(choice["name"]) for choice in choices]


def _user_id(fake: FakeDiscord, name: str) -> int:
    return next(int(u["id"]) for u in fake.users.values() if u["username"] == name)


async def test_a_whole_game_reads_in_chinese(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, games: Mapping[str, Game]
) -> None:
    clients = {"ana": "zh-CN", "ben": "zh-TW"}
    choices = await _whole_game(fake, channel, tmp_path, games, "zh-TW", clients)
    names = {user["username"] for user in fake.users.values()} | {
        user.get("global_name") or "" for user in fake.users.values()
    }
    names.discard("")
    texts = _texts(list(fake.messages.values()))
    english = sorted({w for text in texts for w in _english(text, names)})
    shown = [t[:160] for t in texts if _english(t, names)][:12]
    assert not english, (english, shown)
    assert sum(bool(CJK.search(text)) for text in texts) > 50
    ana = " ".join(_texts(fake.private_messages(_user_id(fake, "ana"))))
    ben = " ".join(_texts(fake.private_messages(_user_id(fake, "ben"))))
    public = " ".join(_texts(fake.public_messages()))
    assert SIMPLIFIED.search(ana) and not TRADITIONAL.search(ana)
    for traditional in (ben, public):
        assert TRADITIONAL.search(traditional) and not SIMPLIFIED.search(traditional)
    labelled = [name for name in choices if " — " in name]
    assert labelled and all(CJK.search(name.split(" — ", 1)[1]) for name in labelled)
    assert all(len(name) <= 100 for name in choices)


async def test_the_same_game_in_english_has_no_chinese(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, games: Mapping[str, Game]
) -> None:
    choices = await _whole_game(fake, channel, tmp_path, games, "en", {"ana": "en", "ben": "en"})
    chinese = [text[:80] for text in _texts(list(fake.messages.values())) if CJK.search(text)]
    assert not chinese, chinese
    assert any(" — " in name for name in choices)
