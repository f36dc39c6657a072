"""Access to the turns the table voted to skip (migration 007, ``skipped_turns``).

A turn is named by the game's ``turn_number`` (the state field the rules models expose, +1 each
time a player's turn starts).
"""

from __future__ import annotations

import aiosqlite

from bot.store import postgres
from bot.store.db import fetch_all, fetch_one, transaction


async def mark_skipped(db: aiosqlite.Connection, game_id: int, seat: int, turn: int) -> None:
    """Record that the table skips ``seat``'s turn ``turn`` (idempotent)."""
    async with transaction(db):
        await db.execute(
            "INSERT OR IGNORE INTO skipped_turns VALUES (?, ?, ?)", (game_id, seat, turn)
        )


async def is_skipped(db: aiosqlite.Connection, game_id: int, seat: int, turn: int) -> bool:
    """Whether the table skips ``seat``'s turn ``turn``."""
    found = await fetch_one(
        db,
        "SELECT 1 FROM skipped_turns WHERE game_id = ? AND seat = ? AND turn = ?",
        (game_id, seat, turn),
    )
    return found is not None


async def skipped_seats(db: aiosqlite.Connection, game_id: int) -> dict[int, int]:
    """Return the seats whose turn the table skips in game ``game_id``: seat -> turn."""
    rows = await fetch_all(db, "SELECT seat, turn FROM skipped_turns WHERE game_id = ?", (game_id,))
    return {int(row[0]): int(row[1]) for row in rows}


async def games_with_skips(db: aiosqlite.Connection) -> list[int]:
    """Return the active games in which the table skips a turn (resumed at start-up); on a
    sharded PostgreSQL store, of the process's shards only."""
    own, shards = postgres.own_games(db, "k.game_id")
    async with db.execute(
        "SELECT DISTINCT k.game_id FROM skipped_turns k JOIN games g ON g.id = k.game_id"
        " WHERE g.status = 'active'" + own,
        shards,
    ) as cur:
        return [int(row[0]) for row in await cur.fetchall()]


async def forget_skipped(db: aiosqlite.Connection, game_id: int, seat: int) -> None:
    """Forget every skipped turn of ``seat`` (its skipped turn is over)."""
    async with transaction(db):
        await db.execute(
            "DELETE FROM skipped_turns WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
