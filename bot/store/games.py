"""Access to the ``games`` and ``seats`` tables (docs/design.md §6).

A game row goes ``lobby`` -> ``active`` -> ``finished`` (or ``abandoned`` from either live status).
At most one live (lobby or active) game exists per channel or thread; the schema enforces it.
Times are ISO 8601 strings of aware UTC datetimes.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import astuple, dataclass, field
from datetime import datetime
from typing import Any

import aiosqlite

from bot.store import postgres
from bot.store.db import fetch_all, fetch_one, row_to, transaction

LIVE = ("lobby", "active")
OPTION_COLUMNS = ("options_json", "table_options_json")


class StoreError(Exception):
    """Base of the storage layer's refusals (the service turns them into friendly sentences)."""


class ChannelBusy(StoreError):
    """The channel already has a live game."""


class UnreadableRow(StoreError):
    """A game row whose stored options are not JSON objects (a corrupt row).

    Attributes:
        game_id: the game.
    """

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id}: its stored options do not load")
        self.game_id = game_id


class VersionConflict(StoreError):
    """The game row changed since it was read (compare-and-swap on ``version`` failed).

    Attributes:
        current_version: the version now stored, or ``None`` when the game row is gone.
    """

    def __init__(self, game_id: int, current_version: int | None) -> None:
        super().__init__(f"game {game_id} is at version {current_version}")
        self.current_version = current_version


@dataclass(frozen=True)
class GameRow:
    """One game as stored.

    Attributes:
        options: the game's own options given at ``/game new`` (name -> value); the only
            options its ``setup`` sees.
        table_options: the table services' options given at ``/game new`` (reminders,
            deadlines; see :mod:`bot.services.table_options`).
        state_json: the state snapshot (``None`` in the lobby).
        version: the state version (0 in the lobby and right after the start).
        reseeds: state version -> the seed chance draws from from that version on (a rewind
            re-seeds the game: :mod:`bot.services.rewind`); empty for a game never rewound.
    """

    id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    pack: str
    status: str
    version: int
    seed: str
    options: dict[str, Any]
    state_json: str | None
    created_by: int
    created_at: str
    updated_at: str
    table_options: dict[str, Any]
    reseeds: dict[int, str] = field(default_factory=dict)

    @property
    def is_live(self) -> bool:
        """True in the lobby and while active."""
        return self.status in LIVE


@dataclass(frozen=True)
class SeatRow:
    """One seat: 0-based ``seat`` number, its user and the name shown for it."""

    game_id: int
    seat: int
    user_id: int
    display_name: str
    is_bot: bool


def _game(row: aiosqlite.Row) -> GameRow:
    """The game of ``row``.

    Raises:
        UnreadableRow: its options or table options are not JSON objects.
    """
    try:
        options, table_options = (json.loads(row[name]) for name in OPTION_COLUMNS)
    except ValueError:
        raise UnreadableRow(row["id"]) from None
    if not (isinstance(options, dict) and isinstance(table_options, dict)):
        raise UnreadableRow(row["id"])
    reseeds = {int(version): str(seed) for version, seed in json.loads(row["reseeds_json"]).items()}
    return row_to(GameRow, row, options=options, table_options=table_options, reseeds=reseeds)


@dataclass(frozen=True)
class NewGame:
    """A lobby about to be opened (see :func:`create_game`).

    Attributes:
        options: the game's own options. table_options: the table services' options.
        created_by: the user who opened it.
    """

    channel_id: int
    guild_id: int | None
    game_key: str
    pack: str
    seed: str
    options: Mapping[str, Any]
    created_by: int
    table_options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NewSeat:
    """A seat taken when the lobby opens (see :func:`create_game`); seats are numbered in order."""

    user_id: int
    display_name: str
    is_bot: bool = False


async def create_game(
    db: aiosqlite.Connection, new: NewGame, *, now: datetime, seats: Sequence[NewSeat] = ()
) -> GameRow:
    """Insert ``new`` as a game in the lobby with its first ``seats`` (one transaction: a lobby
    never exists without its creator's seat) and return it.

    Raises:
        ChannelBusy: the channel already has a live game.
    """
    stamp = now.isoformat()
    async with transaction(db):
        game_id = await _insert_game(db, new, stamp)
        for number, seat in enumerate(seats):
            await _insert_seat(db, SeatRow(game_id, number, *astuple(seat)), stamp)
    game = await get_game(db, game_id)
    assert game is not None
    return game


async def _insert_game(db: aiosqlite.Connection, new: NewGame, stamp: str) -> int:
    """Insert the lobby ``new`` (inside the caller's transaction) and return its id.

    Raises:
        ChannelBusy: the channel already has a live game.
    """
    try:
        cursor = await db.execute(
            "INSERT INTO games (channel_id, guild_id, game_key, pack, status, version, seed,"
            " options_json, table_options_json, created_by, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, 'lobby', 0, ?, ?, ?, ?, ?, ?)",
            (
                new.channel_id,
                new.guild_id,
                new.game_key,
                new.pack,
                new.seed,
                json.dumps(dict(new.options)),
                json.dumps(dict(new.table_options)),
                new.created_by,
                stamp,
                stamp,
            ),
        )
    except sqlite3.IntegrityError as exc:
        raise ChannelBusy(f"channel {new.channel_id} already has a live game") from exc
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def get_game(db: aiosqlite.Connection, game_id: int) -> GameRow | None:
    """Return game ``game_id``, or ``None``."""
    row = await fetch_one(db, "SELECT * FROM games WHERE id = ?", (game_id,))
    return _game(row) if row else None


async def live_game(db: aiosqlite.Connection, channel_id: int) -> GameRow | None:
    """Return the channel's live (lobby or active) game, or ``None``."""
    row = await fetch_one(
        db,
        "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
        (channel_id,),
    )
    return _game(row) if row else None


async def latest_game(db: aiosqlite.Connection, channel_id: int) -> GameRow | None:
    """Return the channel's live game, else its most recently finished one, else ``None``.

    Reads (board, log, status) keep working on a finished game until a new one opens. One
    search of the index ``games_channel`` and a sort of that channel's games: about 30 µs of
    SQL at 10,000 games (``tests/bot/test_store_scale.py``), one round trip to the thread.
    """
    row = await fetch_one(
        db,
        "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'active', 'finished')"
        " ORDER BY status = 'finished', id DESC LIMIT 1",
        (channel_id,),
    )
    return _game(row) if row else None


async def active_game_ids(db: aiosqlite.Connection) -> list[int]:
    """Return the ids of every active game, oldest first (partial index ``games_active``); on a
    sharded PostgreSQL store, of the process's shards only."""
    own, shards = postgres.own_games(db, "id")
    rows = await fetch_all(
        db, f"SELECT id FROM games WHERE status = 'active'{own} ORDER BY id", shards
    )
    return [int(row[0]) for row in rows]


async def list_seats(db: aiosqlite.Connection, game_id: int) -> list[SeatRow]:
    """Return the game's seats in seat order."""
    rows = await fetch_all(db, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return [row_to(SeatRow, row, is_bot=bool(row["is_bot"])) for row in rows]


async def add_seat(
    db: aiosqlite.Connection,
    game_id: int,
    user_id: int,
    display_name: str,
    now: datetime,
    *,
    is_bot: bool = False,
) -> SeatRow:
    """Seat ``user_id`` at the next free seat number and return the seat."""
    async with transaction(db):
        async with db.execute(
            "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
        ) as cursor:
            row = await cursor.fetchone()
        seat = SeatRow(game_id, int(row[0]) if row else 0, user_id, display_name, is_bot)
        await _insert_seat(db, seat, now.isoformat())
    return seat


async def _insert_seat(db: aiosqlite.Connection, seat: SeatRow, stamp: str) -> None:
    """Insert ``seat`` joined at ``stamp`` (inside the caller's transaction)."""
    await db.execute(
        "INSERT INTO seats (game_id, seat, user_id, display_name, is_bot, joined_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (seat.game_id, seat.seat, seat.user_id, seat.display_name, int(seat.is_bot), stamp),
    )


async def remove_seat(db: aiosqlite.Connection, game_id: int, user_id: int) -> None:
    """Unseat ``user_id`` (lobby only) and renumber the remaining seats 0..n-1 in join order."""
    async with transaction(db):
        await db.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
        await _renumber(db, game_id, None)


async def _renumber(db: aiosqlite.Connection, game_id: int, order: Sequence[int] | None) -> None:
    """Give the seats numbers 0..n-1: in ``order`` (user ids) or else in current seat order."""
    async with db.execute(
        "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    ) as cursor:
        current = [int(row[0]) for row in await cursor.fetchall()]
    wanted = list(order) if order is not None else current
    if sorted(wanted) != sorted(current):
        raise StoreError(f"seat order {wanted} does not match the seated users {current}")
    await db.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))
    for seat, user_id in enumerate(wanted):
        await db.execute(
            "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (seat, game_id, user_id)
        )


async def start_game(
    db: aiosqlite.Connection,
    game_id: int,
    *,
    seat_order: Sequence[int],
    pack: str,
    state_json: str,
    version: int,
    now: datetime,
) -> None:
    """Move a lobby to ``active``: seats renumbered in ``seat_order`` (user ids) + first snapshot.

    Args:
        seat_order: every seated user id, in the new seat order.
        pack: the component pack the state uses.
        state_json: the state after setup; version: its version (0).

    Raises:
        VersionConflict: the game is no longer in the lobby.
    """
    async with transaction(db):
        cursor = await db.execute(
            "UPDATE games SET status = 'active', pack = ?, version = ?, state_json = ?,"
            " updated_at = ? WHERE id = ? AND status = 'lobby'",
            (pack, version, state_json, now.isoformat(), game_id),
        )
        if cursor.rowcount != 1:
            raise VersionConflict(game_id, await current_version(db, game_id))
        await _renumber(db, game_id, seat_order)


async def set_status(db: aiosqlite.Connection, game_id: int, status: str, now: datetime) -> None:
    """Set a game's status (e.g. ``abandoned``) without touching its state or version."""
    async with transaction(db):
        await db.execute(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
            (status, now.isoformat(), game_id),
        )


async def current_version(db: aiosqlite.Connection, game_id: int) -> int | None:
    """Return the stored version of game ``game_id``, or ``None`` when there is no such game."""
    row = await fetch_one(db, "SELECT version FROM games WHERE id = ?", (game_id,))
    return int(row[0]) if row else None


async def display_names(db: aiosqlite.Connection, user_ids: Sequence[int]) -> dict[int, str]:
    """The newest display name of each of ``user_ids`` among the seats they held (a user never
    seated is named by their mention)."""
    names = {user: f"<@{user}>" for user in user_ids}
    for user in set(user_ids):
        async with db.execute(
            "SELECT display_name FROM seats WHERE user_id = ? ORDER BY game_id DESC LIMIT 1",
            (user,),
        ) as cur:
            row = await cur.fetchone()
        if row is not None:
            names[user] = str(row[0])
    return names
