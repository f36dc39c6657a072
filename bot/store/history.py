"""The thread each game's replaced boards are moved to (migration 015; table option
``board_history=thread``, docs/play-by-post.md §2)."""

from __future__ import annotations

import aiosqlite

from bot.store.db import fetch_one, transaction


async def thread_of(db: aiosqlite.Connection, game_id: int) -> int | None:
    """The id of game ``game_id``'s board-history thread, or ``None`` before its first."""
    row = await fetch_one(db, "SELECT thread_id FROM board_threads WHERE game_id = ?", (game_id,))
    return None if row is None else int(row[0])


async def record_thread(
    db: aiosqlite.Connection, game_id: int, channel_id: int, thread_id: int
) -> None:
    """Record ``thread_id`` (a thread of ``channel_id``) as game ``game_id``'s history."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO board_threads (game_id, channel_id, thread_id)"
            " VALUES (?, ?, ?)",
            (game_id, channel_id, thread_id),
        )


async def forget_thread(db: aiosqlite.Connection, game_id: int) -> None:
    """Forget game ``game_id``'s thread (deleted on Discord: the next board opens a new one)."""
    async with transaction(db):
        await db.execute("DELETE FROM board_threads WHERE game_id = ?", (game_id,))
