"""The digest of the application commands last registered with Discord, per scope (migration
016; :mod:`bot.discord.sync`)."""

from __future__ import annotations

import aiosqlite

from bot.store.db import fetch_one, transaction

GLOBAL = 0
"""The scope of the global commands (a guild's scope is its id)."""


async def synced_digest(db: aiosqlite.Connection, scope: int) -> str | None:
    """The digest last registered for ``scope``, or ``None`` before the first registration."""
    row = await fetch_one(db, "SELECT digest FROM command_syncs WHERE scope = ?", (scope,))
    return None if row is None else str(row[0])


async def record_sync(db: aiosqlite.Connection, scope: int, digest: str, at_ms: int) -> None:
    """Record that the commands of ``digest`` were registered for ``scope`` at ``at_ms`` (Unix
    milliseconds)."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO command_syncs (scope, digest, synced_at) VALUES (?, ?, ?)",
            (scope, digest, at_ms),
        )
