"""``/stats``: per player and per game key (docs/play-by-post.md §11).

:meth:`Stats.on_change` (a GameService subscriber) writes each finished game's result per seat
(table ``results``). Per player: finished games, wins, average time to move (from the
``moves`` record of every closed decision) and abandoned seats (seats they lost to a
replacement or to the bot player). Per game key: the win rate of each seat position.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

import aiosqlite

from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import Clock
from bot.services.context import TableLoader
from bot.store.db import transaction
from bot.store.timers import to_ms


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
    """Records results and answers ``/stats``.

    Args:
        db: the connection. tables: the GameService's loader. clock: the time.
    """

    def __init__(self, db: aiosqlite.Connection, tables: TableLoader, clock: Clock) -> None:
        self.db, self.tables, self.clock = db, tables, clock

    async def on_change(self, change: GameChanged) -> None:
        """Write the result of a game that just finished."""
        if change.kind is not ChangeKind.FINISHED:
            return
        outcome = self.tables.game(change.game_key).outcome(change.state)
        if outcome is None:
            return
        now = to_ms(self.clock.now())
        rows = [
            (
                change.game_id,
                change.game_key,
                seat,
                user,
                int(seat in change.bot_seats),
                outcome.scores[seat],
                int(seat in outcome.winners),
                now,
            )
            for seat, user in enumerate(change.seat_users)
        ]
        async with transaction(self.db):
            await self.db.executemany(
                "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows
            )

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
