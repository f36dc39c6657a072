"""Every registered game wholly in Chinese through the fake Discord (docs/design.md
"Languages"; tests/discord/test_discord_i18n_game.py also plays Afternova at a zh-CN table): two
humans (clients zh-CN and zh-TW) and a bot seat play a 3-seat game to the end at a zh-TW table
with buttons, selects and ``/play``; every reply, DM and channel post — content, embeds, component
labels — holds no English word outside code spans, players' names, the game's printed names
(``rules.core.game.printed_names``: cards, tiles, species, Sites, kept in English) and ids, and
the channel reads Traditional characters only (a bot seat is named in the table's language).
Pictures are off (the Chinese boards are drawn by tests/conformance/test_render.py)."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bench.zh_tables import english_words
from rules import GAMES
from rules.core import Game
from rules.core.game import component_names, printed_names
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, payload_texts, play_to_the_end

CJK = re.compile(r"[\u4e00-\u9fff]")
SIMPLIFIED = re.compile("[这们请说时对开过门为个来么让还谁发会选择戏无图点击机]")
"""Common characters written only in Simplified script (机: a bot seat's name, 机器人)."""


@pytest.fixture
def games(key: str) -> Mapping[str, Game]:
    return {key: GAMES[key]}


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_whole_game_reads_in_chinese(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    games: Mapping[str, Game],
    key: str,
) -> None:
    clients = {"ana": "zh-CN", "ben": "zh-TW"}
    users = [fake.add_user(name) for name in clients]
    async with running_bot(
        fake, channel, tmp_path / "orrery.sqlite3", games, images=False
    ) as driver:
        for user in users:
            driver.locales[int(user["id"])] = clients[user["username"]]
        await driver.slash(users[0], "game new", game=key, lang="zh-TW", bots=1)
        await driver.slash(users[1], "game join")
        await driver.slash(users[0], "game start")
        table = await current(driver)
        names = printed_names(GAMES[key], table.state)
        ids = set(component_names(GAMES[key], table.state))  # bare in labels: no code spans
        await play_to_the_end(driver, users, rng=random.Random(5))
        await driver.slash(users[0], "game board", text=True)
    assert fake.violations == []
    people = {u["username"] for u in fake.users.values()} | {
        u.get("global_name") or "" for u in fake.users.values()
    }
    proper = sorted({*names, *ids, *people} - {""}, key=len, reverse=True)
    texts = [text for message in fake.messages.values() for text in payload_texts(message)]
    english = sorted({w for text in texts for w in english_words(text, proper)})
    shown = [text[:160] for text in texts if english_words(text, proper)][:12]
    assert not english, (english, shown)
    assert sum(bool(CJK.search(text)) for text in texts) > 50
    public = [text for message in fake.public_messages() for text in payload_texts(message)]
    assert not [text[:80] for text in public if SIMPLIFIED.search(text)]  # a zh-TW table
