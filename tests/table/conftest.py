"""Fixtures of the table-services tests: a migrated database and a manual clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.store.db import open_store
from tests.table.harness import Opener


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def db(database: str | Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await open_store(database)
    yield connection
    await connection.close()


@pytest.fixture
async def open_db(database: str | Path) -> AsyncIterator[Opener]:
    """Opens connections to one database file (one per simulated process); closes them all."""
    opened: list[aiosqlite.Connection] = []

    async def opener() -> aiosqlite.Connection:
        opened.append(await open_store(database))
        return opened[-1]

    yield opener
    for connection in opened:
        await connection.close()
