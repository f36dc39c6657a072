"""Final results per seat (table ``results``, for ``/stats``), written in the transaction of the
move that ended the game, so a crash between the two cannot lose a finished game's result."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import astuple, dataclass

import aiosqlite


@dataclass(frozen=True)
class ResultRow:
    """One seat's result in a finished game.

    Attributes:
        seat: 0-based seat. user_id: who held it at the end. is_bot: played by the bot player.
        score: its final score. won: one of the winners. finished_at: Unix time in ms.
    """

    game_id: int
    game_key: str
    seat: int
    user_id: int
    is_bot: bool
    score: int
    won: bool
    finished_at: int


async def insert_results(db: aiosqlite.Connection, rows: Sequence[ResultRow]) -> None:
    """Store ``rows`` (replacing any of the same game and seat); call inside a transaction."""
    await db.executemany(
        "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [astuple(row) for row in rows],
    )
