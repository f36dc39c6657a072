"""Access to the server dashboards (migration 019, ``dashboards``) and the games they list."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.store.db import fetch_all, fetch_one, transaction
from bot.store.timers import from_ms


@dataclass(frozen=True)
class Dashboard:
    """A server's dashboard message and the language it reads in."""

    guild_id: int
    channel_id: int
    message_id: int
    locale: str


@dataclass(frozen=True)
class ActiveGame:
    """An active game of a server and the seats it waits on.

    Attributes:
        waiting: ``(display name, since)`` of each seat owing a decision, the oldest first.
        updated_at: the game's last change (ISO text, as stored).
    """

    game_id: int
    channel_id: int
    game_key: str
    updated_at: str
    waiting: tuple[tuple[str, datetime], ...]


async def set_dashboard(db: aiosqlite.Connection, board: Dashboard) -> None:
    """Make ``board`` its server's dashboard (replacing the previous one)."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO dashboards VALUES (?, ?, ?, ?)",
            (board.guild_id, board.channel_id, board.message_id, board.locale),
        )


async def dashboard_of(db: aiosqlite.Connection, guild_id: int) -> Dashboard | None:
    """The server's dashboard, or ``None``."""
    row = await fetch_one(db, "SELECT * FROM dashboards WHERE guild_id = ?", (guild_id,))
    return None if row is None else Dashboard(int(row[0]), int(row[1]), int(row[2]), str(row[3]))


async def drop_dashboard(db: aiosqlite.Connection, guild_id: int) -> None:
    """Forget the server's dashboard (its message is gone)."""
    async with transaction(db):
        await db.execute("DELETE FROM dashboards WHERE guild_id = ?", (guild_id,))


async def active_games(db: aiosqlite.Connection, guild_id: int) -> list[ActiveGame]:
    """The server's active games, the longest waiting first, each with the seats it waits on."""
    rows = await fetch_all(
        db,
        "SELECT g.id, g.channel_id, g.game_key, g.updated_at, s.display_name, t.since_at"
        " FROM games g LEFT JOIN turns t ON t.game_id = g.id"
        " LEFT JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat"
        " WHERE g.guild_id = ? AND g.status = 'active' ORDER BY g.id, t.since_at",
        (guild_id,),
    )
    basics: dict[int, tuple[int, str, str]] = {}
    waiting: dict[int, list[tuple[str, datetime]]] = {}
    for game_id, channel_id, key, updated, name, since in rows:
        basics[game_id] = (channel_id, key, updated)
        seats = waiting.setdefault(game_id, [])
        if name is not None:
            seats.append((name, from_ms(since)))
    games = [ActiveGame(i, *basics[i], tuple(waiting[i])) for i in basics]
    return sorted(games, key=_oldest)


def _oldest(game: ActiveGame) -> str:
    """Sort key: the oldest wait first (a game waiting on nobody last)."""
    return game.waiting[0][1].isoformat() if game.waiting else "~"
