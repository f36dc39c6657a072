"""``/stats``: per player and per game key (docs/play-by-post.md §11).

The move that finishes a game writes its result per seat (table ``results``, in the move's
transaction: :mod:`bot.store.results`). Per player: finished games, wins, average time to move
(from the ``moves`` record of every closed decision) and abandoned seats (seats they lost to a
replacement or to the bot player). Per game key: the win rate of each seat position.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

import aiosqlite


@dataclass(frozen=True)
class PlayerStats:
    """One player's record.

    Attributes:
        finished: finished games they held a seat in at the end. wins: games they won.
        average_move: mean time from a decision's start to its end, or ``None`` if no move.
        abandoned: seats they lost to a replacement or to the bot player.
    """

    user_id: int
    finished: int
    wins: int
    average_move: timedelta | None
    abandoned: int


@dataclass(frozen=True)
class SeatRate:
    """How often seat position ``seat`` (0-based) won among ``games`` finished games."""

    seat: int
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        """Wins per game, 0..1."""
        return self.wins / self.games if self.games else 0.0


class Stats:
    """Answers ``/stats`` from the stored results, moves and seat changes.

    Args:
        db: the connection.
    """

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def player(self, user_id: int) -> PlayerStats:
        """Return ``user_id``'s record."""
        finished, wins = await self._one(
            "SELECT COUNT(*), COALESCE(SUM(won), 0) FROM results WHERE user_id = ?", user_id
        )
        (average,) = await self._one(
            "SELECT AVG(ended_at - started_at) FROM moves WHERE user_id = ?", user_id
        )
        (abandoned,) = await self._one(
            "SELECT COUNT(*) FROM seat_changes WHERE old_user_id = ?", user_id
        )
        move = timedelta(milliseconds=average) if average is not None else None
        return PlayerStats(user_id, finished, wins, move, abandoned)

    async def seat_rates(self, game_key: str) -> list[SeatRate]:
        """Return the win rate of each seat position of ``game_key``, seat 0 first."""
        async with self.db.execute(
            "SELECT seat, COUNT(*), SUM(won) FROM results WHERE game_key = ?"
            " GROUP BY seat ORDER BY seat",
            (game_key,),
        ) as cur:
            return [SeatRate(row[0], row[1], row[2]) for row in await cur.fetchall()]

    async def _one(self, sql: str, *params: object) -> tuple[int, ...]:
        async with self.db.execute(sql, params) as cur:
            row = await cur.fetchone()
        assert row is not None
        return tuple(row)
