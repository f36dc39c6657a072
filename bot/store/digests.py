"""The players who chose the daily digest, and their digest timers (migration 015).

A player with a row in ``player_digests`` gets one DM a day listing the games waiting on them
(:mod:`bot.services.digest`) instead of per-game reminders. Their next digest is a timer row of
kind :data:`DIGEST` whose payload names the user (``{"user": id}``; no game, no seat).
"""

from __future__ import annotations

import aiosqlite

from bot.store.db import fetch_all, fetch_one, transaction

DIGEST = "digest"
"""The kind of a digest's timer row."""


async def digest_hour(db: aiosqlite.Connection, user_id: int) -> int | None:
    """The local hour (0-23) of ``user_id``'s daily digest, or ``None`` without a digest."""
    row = await fetch_one(db, "SELECT hour FROM player_digests WHERE user_id = ?", (user_id,))
    return None if row is None else int(row[0])


async def set_digest(db: aiosqlite.Connection, user_id: int, hour: int | None) -> None:
    """Choose the digest at local ``hour`` for ``user_id`` (``None``: no digest), and cancel the
    digest timers planned before (the caller plans the next one), in one transaction."""
    async with transaction(db):
        await db.execute(
            "DELETE FROM timers WHERE kind = ? AND status IN ('pending', 'paused')"
            " AND json_extract(payload_json, '$.user') = ?",
            (DIGEST, user_id),
        )
        if hour is None:
            await db.execute("DELETE FROM player_digests WHERE user_id = ?", (user_id,))
        else:
            await db.execute(
                "INSERT OR REPLACE INTO player_digests (user_id, hour) VALUES (?, ?)",
                (user_id, hour),
            )


async def users_without_timer(db: aiosqlite.Connection) -> list[int]:
    """The players with a digest and no pending digest timer (a crash interrupted its firing),
    in user order: one pass over the pending timers."""
    rows = await fetch_all(
        db,
        "SELECT user_id FROM player_digests EXCEPT SELECT json_extract(payload_json, '$.user')"
        " FROM timers WHERE kind = ? AND status = 'pending' ORDER BY 1",
        (DIGEST,),
    )
    return [int(row[0]) for row in rows]
