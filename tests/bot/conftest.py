"""Fixtures of the service and store tests: a real, migrated SQLite file per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.store.db import open_store
from rules import GAMES


@pytest.fixture
async def db(database: str | Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await open_store(database)
    yield connection
    await connection.close()


@pytest.fixture(params=sorted(GAMES))
def game_key(request: pytest.FixtureRequest) -> str:
    """Every registered game, in turn."""
    return str(request.param)
