"""The public post of each game whose decision components are live (migration 009)."""

from __future__ import annotations

import aiosqlite

from bot.store.db import transaction


async def swap(
    db: aiosqlite.Connection, game_id: int, channel_id: int, message_id: int | None
) -> tuple[int, int] | None:
    """Make ``message_id`` the game's live post (``None``: no post is live now) and return the
    previous live post as ``(channel_id, message_id)``, or ``None``."""
    async with transaction(db):
        async with db.execute(
            "SELECT channel_id, message_id FROM live_posts WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        if message_id is None:
            await db.execute("DELETE FROM live_posts WHERE game_id = ?", (game_id,))
        else:
            await db.execute(
                "INSERT OR REPLACE INTO live_posts VALUES (?, ?, ?)",
                (game_id, channel_id, message_id),
            )
    if row is None or row[1] == message_id:
        return None
    return int(row[0]), int(row[1])
