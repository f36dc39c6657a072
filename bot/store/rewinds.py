"""The rewinds of a game (migration 020, ``rewinds``): what each undid, kept for the export."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store.db import fetch_all


@dataclass(frozen=True)
class Rewind:
    """One rewind of a game.

    Attributes:
        to_version: the version the game returned to. from_version: the version it was at.
        seed: the seed chance draws from from ``to_version`` on.
        discarded: the undone actions, oldest first: ``{"version", "seat", "notation",
            "action"}`` each (JSON-ready; the export's branch).
    """

    to_version: int
    from_version: int
    seed: str
    discarded: tuple[dict[str, Any], ...]


async def insert_rewind(db: aiosqlite.Connection, game_id: int, rewind: Rewind, at_ms: int) -> None:
    """Record ``rewind`` as the game's next one (inside the caller's transaction)."""
    await db.execute(
        "INSERT INTO rewinds VALUES (?, (SELECT COUNT(*) + 1 FROM rewinds WHERE game_id = ?),"
        " ?, ?, ?, ?, ?)",
        (
            game_id,
            game_id,
            rewind.to_version,
            rewind.from_version,
            rewind.seed,
            json.dumps(list(rewind.discarded)),
            at_ms,
        ),
    )


async def rewinds_of(db: aiosqlite.Connection, game_id: int) -> list[Rewind]:
    """Every rewind of the game, the first first."""
    rows = await fetch_all(
        db,
        "SELECT to_version, from_version, seed, discarded_json FROM rewinds"
        " WHERE game_id = ? ORDER BY number",
        (game_id,),
    )
    return [
        Rewind(int(row[0]), int(row[1]), str(row[2]), tuple(json.loads(row[3]))) for row in rows
    ]
