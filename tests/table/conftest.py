"""Fixtures of the table-services tests: a migrated database and a manual clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.store.db import connect
from tests.table.harness import Opener


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "orrery.sqlite"


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await connect(db_path)
    yield connection
    await connection.close()


@pytest.fixture
async def open_db(db_path: Path) -> AsyncIterator[Opener]:
    """Opens connections to one database file (one per simulated process); closes them all."""
    opened: list[aiosqlite.Connection] = []

    async def opener() -> aiosqlite.Connection:
        opened.append(await connect(db_path))
        return opened[-1]

    yield opener
    for connection in opened:
        await connection.close()
