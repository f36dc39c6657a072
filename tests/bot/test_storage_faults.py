"""A database that refuses writes (read-only, disk full) gets one sentence, not the generic
apology, changes nothing, and is named by a start-up warning."""

from __future__ import annotations

import contextlib
import random
import sqlite3

import aiosqlite
import pytest

from bot.services.errors import CannotSave
from bot.store.actions import count_actions
from bot.store.db import storage_warnings
from rules import GAMES
from tests.bot.helpers import CHANNEL, make_service, open_table, play_one, user_of
from tests.table.toy import TOY

KEY = sorted(GAMES)[0]


async def _fill_the_disk(db: aiosqlite.Connection) -> None:
    """Cap the file at its size and fill its free pages: the next rows that need a page fail."""
    await db.execute("CREATE TABLE ballast (x)")
    async with db.execute("PRAGMA page_count") as cur:
        row = await cur.fetchone()
    assert row is not None
    await db.execute(f"PRAGMA max_page_count = {int(row[0])}")
    with contextlib.suppress(sqlite3.OperationalError):
        while True:
            await db.execute("INSERT INTO ballast VALUES (randomblob(1000))")


async def test_a_move_that_cannot_be_saved_gets_a_sentence_and_changes_nothing(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": TOY})
    table = await open_table(service, "toy", 2)
    (seat,) = table.game.to_act(table.state)
    await db.execute("PRAGMA query_only = 1")
    with pytest.raises(CannotSave, match="cannot save moves right now; try again later"):
        await service.act(CHANNEL, user_of(table, seat), "move", table.row.version)
    await db.execute("PRAGMA query_only = 0")
    fresh = make_service(db, {"toy": TOY})
    again = await fresh.table_of(CHANNEL)
    assert again is not None and again.row.version == table.row.version
    await fresh.act(CHANNEL, user_of(table, seat), "move", table.row.version)  # and it goes on


async def test_a_disk_that_fills_mid_game_refuses_the_move_with_a_sentence(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    await open_table(service, KEY, 2)
    await _fill_the_disk(db)
    rng = random.Random(5)
    with pytest.raises(CannotSave):
        for _ in range(500):
            played = await play_one(service, rng)
            assert played is not None, "the game ended before the disk filled"
    table = await make_service(db).table_of(CHANNEL)
    assert table is not None
    assert await count_actions(db, table.row.id) == table.row.version  # the log and the row agree
    await db.execute("PRAGMA max_page_count = 1073741823")
    assert await play_one(make_service(db), rng) is not None


async def test_the_start_up_names_a_database_that_cannot_be_written(
    db: aiosqlite.Connection,
) -> None:
    assert await storage_warnings(db, "orrery.sqlite3") == []
    await db.execute("PRAGMA query_only = 1")
    (warning,) = await storage_warnings(db, "orrery.sqlite3")
    assert "cannot be written" in warning and "readonly" in warning
