"""Access to the seats' private notes (migration 018, ``seat_notes``)."""

from __future__ import annotations

from datetime import datetime

import aiosqlite

from bot.store.db import fetch_one, transaction
from bot.store.timers import to_ms


async def note_of(db: aiosqlite.Connection, game_id: int, seat: int) -> str:
    """The notes of ``seat`` in game ``game_id`` ('' when it has none)."""
    row = await fetch_one(
        db, "SELECT text FROM seat_notes WHERE game_id = ? AND seat = ?", (game_id, seat)
    )
    return "" if row is None else str(row[0])


async def set_note(
    db: aiosqlite.Connection, game_id: int, seat: int, text: str, now: datetime
) -> None:
    """Replace the notes of ``seat`` in game ``game_id`` (deleted when ``text`` is empty)."""
    async with transaction(db):
        if text:
            await db.execute(
                "INSERT OR REPLACE INTO seat_notes VALUES (?, ?, ?, ?)",
                (game_id, seat, text, to_ms(now)),
            )
        else:
            await db.execute(
                "DELETE FROM seat_notes WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
