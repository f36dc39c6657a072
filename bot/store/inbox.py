"""The decisions one player owes across every game and server (``/mygames``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.store.timers import from_ms


@dataclass(frozen=True)
class OwedDecision:
    """A decision a player's seat owes in an active game.

    Attributes:
        since_at: when the decision began (aware UTC).
        guild_id: the server of the game's channel (``None`` for a game outside any server).
    """

    game_id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    seat: int
    since_at: datetime


async def owed_by(db: aiosqlite.Connection, user_id: int) -> list[OwedDecision]:
    """Every decision ``user_id``'s seats owe in active games, the oldest first.

    Reads ``seats`` by its ``seats_user`` index, then each seat's ``turns`` and ``games`` row by
    primary key.
    """
    async with db.execute(
        "SELECT g.id, g.channel_id, g.guild_id, g.game_key, t.seat, t.since_at"
        " FROM seats s JOIN turns t ON t.game_id = s.game_id AND t.seat = s.seat"
        " JOIN games g ON g.id = s.game_id"
        " WHERE s.user_id = ? AND g.status = 'active' ORDER BY t.since_at, g.id",
        (user_id,),
    ) as cur:
        rows = await cur.fetchall()
    return [
        OwedDecision(
            game_id=row[0],
            channel_id=row[1],
            guild_id=row[2],
            game_key=row[3],
            seat=row[4],
            since_at=from_ms(row[5]),
        )
        for row in rows
    ]
