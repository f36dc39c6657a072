"""What keeps the store fast at any size: a nested transaction joins its task's own (one commit),
another task's waits for it; the parsed-state cache is a bounded LRU; the channel's latest game
is read through an index."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import aiosqlite
import pytest

from bot.services.context import TableLoader
from bot.services.images import Renderer
from bot.store.db import transaction
from bot.store.games import latest_game
from rules import GAMES


async def statements_of(db: aiosqlite.Connection) -> list[str]:
    seen: list[str] = []
    await db.set_trace_callback(seen.append)
    return seen


async def test_a_nested_transaction_of_the_same_task_joins_it(db: aiosqlite.Connection) -> None:
    seen = await statements_of(db)
    async with transaction(db):
        await db.execute("INSERT INTO away VALUES (1, 10, 0)")
        async with transaction(db):
            await db.execute("INSERT INTO away VALUES (2, 10, 0)")
    assert [s for s in seen if s.split()[0] in ("BEGIN", "COMMIT")] == ["BEGIN IMMEDIATE", "COMMIT"]


async def test_a_failure_in_a_joined_block_rolls_back_the_whole_transaction(
    db: aiosqlite.Connection,
) -> None:
    with pytest.raises(RuntimeError):
        async with transaction(db):
            await db.execute("INSERT INTO away VALUES (1, 10, 0)")
            async with transaction(db):
                await db.execute("INSERT INTO away VALUES (2, 10, 0)")
                raise RuntimeError("inner")
    async with db.execute("SELECT COUNT(*) FROM away") as cursor:
        assert (await cursor.fetchone() or (None,))[0] == 0


async def test_another_tasks_transaction_waits_instead_of_joining(
    db: aiosqlite.Connection,
) -> None:
    seen = await statements_of(db)
    inside = asyncio.Event()

    async def other() -> None:
        await inside.wait()
        async with transaction(db):
            await db.execute("INSERT INTO away VALUES (2, 10, 0)")

    task = asyncio.create_task(other())
    async with transaction(db):
        inside.set()
        await asyncio.sleep(0.01)  # the other task runs and must wait for this commit
        await db.execute("INSERT INTO away VALUES (1, 10, 0)")
    await task
    verbs = [s.split()[0] for s in seen if s.split()[0] in ("BEGIN", "COMMIT")]
    assert verbs == ["BEGIN", "COMMIT", "BEGIN", "COMMIT"]


def test_the_state_cache_keeps_the_most_recently_used_games(db: aiosqlite.Connection) -> None:
    loader = TableLoader(db, GAMES, lambda: datetime.now(UTC), Renderer(enabled=False), str, 2)
    game = GAMES["space_base"]
    states = {game_id: game.setup(2, seed=f"s{game_id}") for game_id in (1, 2, 3)}
    loader.remember(1, states[1])
    loader.remember(2, states[2])
    assert loader.cached(1, states[1].version) is states[1]  # 1 is now the most recent
    loader.remember(3, states[3])
    assert loader.cached(2, states[2].version) is None  # the least recently used went
    assert loader.cached(1, states[1].version) is states[1]
    assert loader.cached(3, states[3].version) is states[3]
    assert loader.cached(3, states[3].version + 1) is None  # another version is not served


async def test_the_latest_game_of_a_channel_is_found_among_10000(
    db: aiosqlite.Connection,
) -> None:
    await db.execute("BEGIN")
    await db.executemany(
        "INSERT INTO games (channel_id, game_key, status, seed, created_by, created_at,"
        " updated_at) VALUES (?, 'toy', ?, 's', 1, '', '')",
        [(number % 2_500, "finished" if number < 7_500 else "active") for number in range(10_000)],
    )
    await db.execute("COMMIT")
    # Speed is a bench figure (about 0.1 ms); the index: tests/bot/test_read_plans.py.
    for channel in range(200):
        row = await latest_game(db, channel)
        assert row is not None and row.status == "active"
