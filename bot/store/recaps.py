"""The recaps owed by finished games (migration 022, ``recaps``; :mod:`bot.services.recap`).

A row is written in the transaction of a game's last move (stage ``scores``); each part of the
recap moves the stage on with one ``UPDATE … WHERE stage = ?`` just before it is sent, so two
tasks (or a restart) never send the same part twice.
"""

from __future__ import annotations

from datetime import datetime

import aiosqlite

from bot.store.db import fetch_all, fetch_one, transaction
from bot.store.timers import to_ms

SCORES = "scores"
"""Nothing posted yet: the scores and statistics come next."""
FILM = "film"
"""The scores are posted: the time-lapse and the chart come next."""
DONE = "done"
"""Everything is posted (or the game has no recap to post)."""


async def owe_recap(db: aiosqlite.Connection, game_id: int, now: datetime) -> None:
    """Record that game ``game_id`` owes its recap (joins the move's transaction; a second
    call leaves the first row alone)."""
    async with transaction(db):
        await db.execute(
            "INSERT OR IGNORE INTO recaps (game_id, stage, created_at) VALUES (?, ?, ?)",
            (game_id, SCORES, to_ms(now)),
        )


async def claim(db: aiosqlite.Connection, game_id: int, stage: str, then: str) -> bool:
    """Move game ``game_id``'s recap from ``stage`` to ``then``; ``True`` when this call did
    (the caller sends the part), ``False`` when it was not at ``stage``."""
    async with transaction(db):
        cursor = await db.execute(
            "UPDATE recaps SET stage = ? WHERE game_id = ? AND stage = ?", (then, game_id, stage)
        )
    return cursor.rowcount == 1


async def pending(db: aiosqlite.Connection) -> list[tuple[int, str]]:
    """Every recap not fully posted as ``(game_id, stage)``, oldest game first (the partial
    index ``recaps_pending``: finished recaps are not read)."""
    rows = await fetch_all(
        db, "SELECT game_id, stage FROM recaps WHERE stage != 'done' ORDER BY game_id"
    )
    return [(int(row[0]), str(row[1])) for row in rows]


async def stage_of(db: aiosqlite.Connection, game_id: int) -> str | None:
    """Game ``game_id``'s recap stage, or ``None`` when it owes none."""
    row = await fetch_one(db, "SELECT stage FROM recaps WHERE game_id = ?", (game_id,))
    return None if row is None else str(row[0])
