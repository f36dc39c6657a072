"""The slash commands are registered with Discord on a real server (issue #33 item 1): globally at
the first start, not again at a restart with the same commands, again when they changed; in the
dev guild alone with ``DEV_GUILD_ID``; by hand with ``python -m bot --sync [--guild ID]``."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

import bot as bot_package
from bot.__main__ import main
from bot.discord.client import OrreryBot, create_bot
from bot.services.game_service import GameService
from bot.settings import Settings
from bot.store.command_syncs import GLOBAL, record_sync
from bot.store.db import connect
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.harness import install

GLOBAL_ROUTE = "/applications/{application_id}/commands"
GUILD_ROUTE = "/applications/{application_id}/guilds/{guild_id}/commands"


def registrations(fake: FakeDiscord) -> list[tuple[str, Any]]:
    """The command registrations the bot sent: (route, payload)."""
    return [(path, body) for method, path, body in fake.requests if method == "PUT"]


async def test_the_first_start_registers_every_command_globally(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, games: Mapping[str, Game]
) -> None:
    async with running_bot(fake, channel, tmp_path / "o.sqlite3", games) as driver:
        (route, payload), *more = registrations(fake)
        names = {command["name"] for command in payload}
        assert route == GLOBAL_ROUTE and not more
        assert {"game", "play", "hand", "card", "help"} <= names
        assert names == {command.name for command in driver.tree.get_commands()}
        assert any("name_localizations" in command for command in payload)
    assert fake.violations == []


async def test_a_restart_with_the_same_commands_registers_nothing(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, games: Mapping[str, Game]
) -> None:
    database = tmp_path / "o.sqlite3"
    async with running_bot(fake, channel, database, games):
        pass
    async with running_bot(fake, channel, database, games):
        pass
    assert len(registrations(fake)) == 1


async def test_changed_commands_are_registered_again(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, games: Mapping[str, Game]
) -> None:
    database = tmp_path / "o.sqlite3"
    db = await connect(database)
    await record_sync(db, GLOBAL, "the digest of an older set of commands", 0)
    await db.close()
    async with running_bot(fake, channel, database, games):
        pass
    assert [route for route, _ in registrations(fake)] == [GLOBAL_ROUTE]


def _bot(database: Path, games: Mapping[str, Game], dev_guild: int | None) -> OrreryBot:
    def service(db: aiosqlite.Connection) -> GameService:
        return GameService(db, render_images=False, games=games)

    settings = Settings(database=database, discord_token=None, dev_guild_id=dev_guild)
    return create_bot(settings, service_factory=service)


async def test_a_dev_guild_gets_the_commands_and_the_world_does_not(
    fake: FakeDiscord, tmp_path: Path, games: Mapping[str, Game]
) -> None:
    client = _bot(tmp_path / "o.sqlite3", games, dev_guild=fake.guild_id)
    install(client, fake)
    async with client:
        await client.login("fake")
    assert [route for route, _ in registrations(fake)] == [GUILD_ROUTE]


def test_sync_on_the_command_line_registers_now(
    fake: FakeDiscord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def faked(settings: Settings) -> OrreryBot:
        client = create_bot(settings)
        install(client, fake)
        return client

    monkeypatch.setattr(bot_package, "create_bot", faked)
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    monkeypatch.setenv("DATABASE", str(tmp_path / "o.sqlite3"))
    assert main(["--sync"]) == 0
    assert main(["--sync"]) == 0  # by hand: registered even when unchanged
    assert main(["--sync", "--guild", str(fake.guild_id)]) == 0
    routes = [route for route, _ in registrations(fake)]
    assert routes == [GLOBAL_ROUTE, GLOBAL_ROUTE, GUILD_ROUTE]
    out = capsys.readouterr().out
    assert "commands globally" in out and f"commands in {fake.guild_id}." in out
    assert main(["--guild", "1"]) == 2
