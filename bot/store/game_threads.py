"""The threads (and forum posts) opened for games, and their parent channels (migration 021;
``/game new where:thread``, docs/play-by-post.md §2)."""

from __future__ import annotations

import aiosqlite

from bot.store.db import fetch_all, fetch_one, transaction


async def record_thread(db: aiosqlite.Connection, thread_id: int, parent_id: int) -> None:
    """Record ``thread_id`` as a game's thread in channel (or forum) ``parent_id``."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO game_threads (thread_id, parent_id) VALUES (?, ?)",
            (thread_id, parent_id),
        )


async def is_game_thread(db: aiosqlite.Connection, channel_id: int) -> bool:
    """Whether ``channel_id`` is a thread the bot opened for a game."""
    row = await fetch_one(db, "SELECT 1 FROM game_threads WHERE thread_id = ?", (channel_id,))
    return row is not None


async def live_threads(db: aiosqlite.Connection, parent_id: int) -> list[int]:
    """The threads of ``parent_id`` that hold a live (lobby or active) game, oldest game first."""
    rows = await fetch_all(
        db,
        "SELECT game_threads.thread_id FROM game_threads"
        " JOIN games ON games.channel_id = game_threads.thread_id"
        " WHERE game_threads.parent_id = ? AND games.status IN ('lobby', 'active')"
        " ORDER BY games.id",
        (parent_id,),
    )
    return [int(row[0]) for row in rows]
