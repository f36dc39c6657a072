"""Whose language through the fake Discord (toy game): ``/settings language:`` is stored and
survives a restart, ``/game new lang:`` sets the table's language, and a language change is a
table vote (docs/design.md §5, "Languages")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.i18n import viewers
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Interaction
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver
from tests.table.toy import TOY


async def _slash(driver: Driver, user: dict[str, Any], path: str, **options: Any) -> Interaction:
    """Run ``/path`` as ``user`` from an English (en-US) Discord client."""
    pair = driver.slash_payload(user, path, locale="en-US", **options)
    await driver.run([pair])
    return pair[0]


def _answer(driver: Driver, record: Interaction) -> str:
    return driver.fake.messages[record.original or 0].content


async def test_a_chosen_language_is_stored_and_outlives_a_restart(
    fake: FakeDiscord, channel: dict[str, Any], users: list[Any], tmp_path: Path
) -> None:
    database = tmp_path / "orrery.sqlite3"
    games: dict[str, Game] = {TOY.key: TOY}  # as conftest.games
    ana = int(users[0]["id"])
    async with running_bot(fake, channel, database, games) as driver:
        saved = await _slash(driver, users[0], "settings", language="zh-CN")
        assert "语言：简体中文" in _answer(driver, saved)
    viewers.forget_all()  # the process ends: nothing of it stays in memory
    async with running_bot(fake, channel, database, games) as driver:
        assert viewers.locale_of(ana, "en") == "zh-CN"
        status = await _slash(driver, users[0], "game status")
        assert "本频道" in _answer(driver, status)  # no game here, said in Chinese
        automatic = await _slash(driver, users[0], "settings", language="auto")
        assert "Language: your Discord client's (English)" in _answer(driver, automatic)
    viewers.forget_all()
    async with running_bot(fake, channel, database, games):
        assert viewers.chosen(ana) is None and viewers.locale_of(ana, "zh-TW") == "en"


async def test_the_client_language_seen_is_stored_for_dms_after_a_restart(
    fake: FakeDiscord, channel: dict[str, Any], users: list[Any], tmp_path: Path
) -> None:
    database = tmp_path / "orrery.sqlite3"
    games: dict[str, Game] = {TOY.key: TOY}  # as conftest.games
    ben = int(users[1]["id"])
    async with running_bot(fake, channel, database, games) as driver:
        await driver.run([driver.slash_payload(users[1], "game new", locale="zh-TW", game="toy")])
    viewers.forget_all()
    async with running_bot(fake, channel, database, games):
        assert viewers.locale_of(ben, "en") == "zh-TW"


async def test_game_new_lang_sets_the_table_language(table: Driver, users: list[Any]) -> None:
    await _slash(table, users[0], "game new", game="toy", lang="zh-TW")
    assert (await current(table)).locale == "zh-TW"
    lobby = table.fake.public_messages()[-1].content
    assert "選項" in lobby and "选项" not in lobby, lobby


async def test_the_table_language_changes_by_a_majority_vote(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:3], "toy")
    table.fake.pace.advance(6)  # past the channel's rate window
    await _slash(table, users[0], "game language", lang="zh-CN")
    counted = table.fake.public_messages()[-1].content
    assert "ana voted to switch the table to Simplified Chinese (1/2)" in counted
    assert (await current(table)).locale == "en"
    table.fake.pace.advance(6)
    await _slash(table, users[1], "game language", lang="zh-CN")
    assert "牌桌投票决定改用简体中文" in table.fake.public_messages()[-1].content
    assert (await current(table)).row.table_options == {"language": "zh-CN"}
    same = await _slash(table, users[2], "game language", lang="zh-CN")
    assert _answer(table, same) == "The table already speaks Simplified Chinese."  # cy's language
