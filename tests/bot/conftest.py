"""Fixtures of the service and store tests: a real, migrated SQLite file per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite
import pytest

from bot.store.db import connect

NOW = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await connect(tmp_path / "orrery.sqlite3")
    yield connection
    await connection.close()
