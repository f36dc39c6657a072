"""Fixtures of the Discord end-to-end tests: the bot on a fake Discord, on a real SQLite file.

Every test fails if Discord's rules were broken (``fake.violations``) or if discord.py only logged
an exception (ERROR records), see docs/design.md §7.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot import Settings, create_bot
from bot.discord.client import OrreryBot
from bot.services.game_service import GameService
from rules.core import Game
from tests.discord.fake import FakeDiscord
from tests.discord.harness import Driver, ErrorLog, install
from tests.table.toy import TOY

BotFactory = Callable[..., Any]


@pytest.fixture
def fake() -> FakeDiscord:
    """An empty Discord with one guild."""
    return FakeDiscord()


@pytest.fixture
def channel(fake: FakeDiscord) -> dict[str, Any]:
    """The game's text channel."""
    return fake.add_text_channel("space-table")


@pytest.fixture
def users(fake: FakeDiscord) -> list[dict[str, Any]]:
    """Three players with open DMs."""
    return [fake.add_user(name) for name in ("ana", "ben", "cy")]


@pytest.fixture
def error_log() -> Iterator[ErrorLog]:
    """ERROR records of every logger while the test runs."""
    handler = ErrorLog()
    logging.getLogger().addHandler(handler)
    yield handler
    logging.getLogger().removeHandler(handler)


@pytest.fixture
def games() -> Mapping[str, Game]:
    """The registry the bot plays in a test (overridden per module)."""
    return {TOY.key: TOY}


@pytest.fixture
def images() -> bool:
    """Whether the ``table`` bot renders board images (overridden per module; off by default)."""
    return False


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord,
    channel: dict[str, Any],
    database: Path,
    games: Mapping[str, Game],
    *,
    images: bool = False,
) -> AsyncIterator[Driver]:
    """A logged-in bot (``setup_hook`` run) on ``fake``, with a driver for ``channel``."""
    seeds = iter(f"seed-{n}" for n in range(1_000))

    def service(db: aiosqlite.Connection) -> GameService:
        return GameService(db, render_images=images, games=games, seeds=lambda: next(seeds))

    bot: OrreryBot = create_bot(
        Settings(database=database, discord_token=None), service_factory=service
    )
    install(bot, fake)
    async with bot:
        await bot.login("fake")
        yield Driver(bot, bot.tree, fake, channel)


@pytest.fixture
async def table(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    games: Mapping[str, Game],
    images: bool,
    error_log: ErrorLog,
) -> AsyncIterator[Driver]:
    """The bot, logged in on a fresh database; checks Discord's rules and the logs after."""
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games, images=images) as driver:
        yield driver
    assert fake.violations == []
    assert error_log.messages() == []
