"""Access to the asynchronous-table tables (migration 003): settings, away, pauses, votes,
the decisions seats owe (``turns``), move times and seat changes, plus the ``/stats`` queries.

Times cross this module as aware UTC datetimes (stored as epoch milliseconds, see
:func:`bot.store.timers.to_ms`). Multi-statement writes go through :func:`bot.store.db.transaction`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiosqlite

from bot.store import postgres
from bot.store.db import fetch_all, fetch_one, row_to, transaction
from bot.store.games import UnreadableRow
from bot.store.timers import from_ms, to_ms


@dataclass(frozen=True)
class PlayerSettings:
    """One player's reminder preferences (``/settings``).

    Attributes:
        reminder_minutes: the reminder interval, or ``None`` for the game's default.
        quiet_start, quiet_end: local ``"HH:MM"`` bounds of the quiet hours, or ``None``.
        time_zone: an IANA zone name, e.g. ``"Europe/Paris"``.
    """

    user_id: int
    reminder_minutes: int | None = None
    quiet_start: str | None = None
    quiet_end: str | None = None
    time_zone: str = "UTC"


@dataclass(frozen=True)
class Turn:
    """The decision a seat owes now, opened when it entered ``to_act``.

    Attributes:
        since_version: the state version at which the decision began (keys its ping).
        since_at: when it began.
        reminders_sent: reminders sent for it so far.
        skip_next: the player pressed "not today": the next reminder is skipped.
        stalled: the stall notice has been posted.
    """

    game_id: int
    seat: int
    since_version: int
    since_at: datetime
    reminders_sent: int = 0
    skip_next: bool = False
    stalled: bool = False


async def get_settings(db: aiosqlite.Connection, user_id: int) -> PlayerSettings:
    """Return ``user_id``'s settings (the defaults when they never set any)."""
    row = await fetch_one(db, "SELECT * FROM player_settings WHERE user_id = ?", (user_id,))
    if row is None:
        return PlayerSettings(user_id)
    return PlayerSettings(
        user_id, row["reminder_minutes"], row["quiet_start"], row["quiet_end"], row["time_zone"]
    )


async def settings_and_away(
    db: aiosqlite.Connection, user_id: int, now: datetime
) -> tuple[PlayerSettings, datetime | None]:
    """``user_id``'s settings (:func:`get_settings`) and when their absence ends
    (:func:`away_until`), in one query."""
    row = await fetch_one(
        db,
        "SELECT s.reminder_minutes, s.quiet_start, s.quiet_end, s.time_zone, a.until_at"
        " FROM (SELECT CAST(? AS BIGINT) AS user_id) u"
        " LEFT JOIN player_settings s ON s.user_id = u.user_id"
        " LEFT JOIN away a ON a.user_id = u.user_id AND a.until_at > ?",
        (user_id, to_ms(now)),
    )
    assert row is not None  # the one row of the FROM
    settings = PlayerSettings(user_id, row[0], row[1], row[2], row[3] or "UTC")
    return settings, from_ms(row[4]) if row[4] is not None else None


@dataclass(frozen=True)
class Seating:
    """What opening a decision reads of its game (:func:`seating`).

    Attributes:
        table_options: the game's table options (``games.table_options_json``).
        paused_since: when the game was paused, ``None`` when its clocks run.
        names: the seats' display names, by seat number.
    """

    table_options: dict[str, Any]
    paused_since: datetime | None
    names: list[str]


async def seating(db: aiosqlite.Connection, game_id: int) -> Seating | None:
    """Game ``game_id``'s table options, pause and seat names in one query (``None``: no such
    game).

    Raises:
        UnreadableRow: its table options are not a JSON object.
    """
    row = await fetch_one(
        db,
        "SELECT g.table_options_json, p.paused_at, (SELECT json_group_object(s.seat,"
        " s.display_name) FROM seats s WHERE s.game_id = g.id) FROM games g"
        " LEFT JOIN game_pauses p ON p.game_id = g.id WHERE g.id = ?",
        (game_id,),
    )
    if row is None:
        return None
    try:
        options = json.loads(row[0])
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise UnreadableRow(game_id)
    by_seat = json.loads(row[2] or "{}")
    names = [by_seat[key] for key in sorted(by_seat, key=int)]
    return Seating(options, from_ms(row[1]) if row[1] is not None else None, names)


async def save_settings(db: aiosqlite.Connection, settings: PlayerSettings) -> None:
    """Insert or replace a player's settings."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO player_settings VALUES (?, ?, ?, ?, ?)",
            (
                settings.user_id,
                settings.reminder_minutes,
                settings.quiet_start,
                settings.quiet_end,
                settings.time_zone,
            ),
        )


async def set_away(
    db: aiosqlite.Connection, user_id: int, until: datetime | None, now: datetime
) -> None:
    """Mark ``user_id`` away until ``until`` (``None`` clears it)."""
    async with transaction(db):
        if until is None:
            await db.execute("DELETE FROM away WHERE user_id = ?", (user_id,))
        else:
            await db.execute(
                "INSERT OR REPLACE INTO away VALUES (?, ?, ?)", (user_id, to_ms(until), to_ms(now))
            )


async def away_until(db: aiosqlite.Connection, user_id: int, now: datetime) -> datetime | None:
    """Return when ``user_id``'s absence ends, or ``None`` when they are not away at ``now``."""
    row = await fetch_one(
        db, "SELECT until_at FROM away WHERE user_id = ? AND until_at > ?", (user_id, to_ms(now))
    )
    return from_ms(row[0]) if row else None


async def set_paused(db: aiosqlite.Connection, game_id: int, now: datetime | None) -> None:
    """Record the game as paused since ``now`` (``None``: no longer paused)."""
    async with transaction(db):
        if now is None:
            await db.execute("DELETE FROM game_pauses WHERE game_id = ?", (game_id,))
        else:
            await db.execute(
                "INSERT OR IGNORE INTO game_pauses VALUES (?, ?)", (game_id, to_ms(now))
            )


async def paused_since(db: aiosqlite.Connection, game_id: int) -> datetime | None:
    """Return when the game was paused, or ``None`` when its clocks run."""
    row = await fetch_one(db, "SELECT paused_at FROM game_pauses WHERE game_id = ?", (game_id,))
    return from_ms(row[0]) if row else None


async def cast_vote(
    db: aiosqlite.Connection, game_id: int, motion: str, user_id: int, now: datetime
) -> frozenset[int]:
    """Record ``user_id``'s vote for ``motion`` (idempotent) and return every voter so far."""
    async with transaction(db):
        await db.execute(
            "INSERT OR IGNORE INTO votes VALUES (?, ?, ?, ?)",
            (game_id, motion, user_id, to_ms(now)),
        )
        async with db.execute(
            "SELECT user_id FROM votes WHERE game_id = ? AND motion = ?", (game_id, motion)
        ) as cur:
            return frozenset(int(row[0]) for row in await cur.fetchall())


async def clear_votes(db: aiosqlite.Connection, game_id: int, motion: str) -> None:
    """Forget every vote on ``motion`` (it passed or no longer applies)."""
    async with transaction(db):
        await db.execute("DELETE FROM votes WHERE game_id = ? AND motion = ?", (game_id, motion))


def _turn(row: aiosqlite.Row) -> Turn:
    return row_to(
        Turn,
        row,
        since_at=from_ms(row["since_at"]),
        skip_next=bool(row["skip_next"]),
        stalled=bool(row["stalled"]),
    )


async def open_turns(db: aiosqlite.Connection, game_id: int) -> dict[int, Turn]:
    """Return the decisions the game's seats owe, by seat."""
    rows = await fetch_all(db, "SELECT * FROM turns WHERE game_id = ?", (game_id,))
    return {row["seat"]: _turn(row) for row in rows}


async def get_turn(db: aiosqlite.Connection, game_id: int, seat: int) -> Turn | None:
    """Return the decision ``seat`` owes, or ``None``."""
    row = await fetch_one(db, "SELECT * FROM turns WHERE game_id = ? AND seat = ?", (game_id, seat))
    return _turn(row) if row else None


async def open_turn(db: aiosqlite.Connection, turn: Turn) -> bool:
    """Record a decision that began; return ``False`` if the seat already owed one."""
    async with transaction(db):
        cursor = await db.execute(
            "INSERT OR IGNORE INTO turns (game_id, seat, since_version, since_at)"
            " VALUES (?, ?, ?, ?)",
            (turn.game_id, turn.seat, turn.since_version, to_ms(turn.since_at)),
        )
    return cursor.rowcount == 1


async def close_turn(
    db: aiosqlite.Connection, turn: Turn, user_id: int | None, now: datetime
) -> None:
    """Forget a decision the seat made (or lost); record its duration for ``user_id``."""
    async with transaction(db):
        await db.execute(
            "DELETE FROM turns WHERE game_id = ? AND seat = ?", (turn.game_id, turn.seat)
        )
        if user_id is not None:
            await db.execute(
                "INSERT INTO moves VALUES (?, ?, ?, ?, ?)",
                (turn.game_id, turn.seat, user_id, to_ms(turn.since_at), to_ms(now)),
            )


async def open_turns_of(db: aiosqlite.Connection, user_id: int) -> list[Turn]:
    """Return the decisions ``user_id``'s seats owe in active games."""
    async with db.execute(
        "SELECT t.* FROM turns t JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat"
        " JOIN games g ON g.id = t.game_id WHERE s.user_id = ? AND g.status = 'active'",
        (user_id,),
    ) as cur:
        return [_turn(row) for row in await cur.fetchall()]


async def update_turn(db: aiosqlite.Connection, turn: Turn) -> None:
    """Store a turn's reminder count, "not today" flag and stall flag."""
    async with transaction(db):
        await db.execute(
            "UPDATE turns SET reminders_sent = ?, skip_next = ?, stalled = ?"
            " WHERE game_id = ? AND seat = ? AND since_version = ?",
            (
                turn.reminders_sent,
                int(turn.skip_next),
                int(turn.stalled),
                turn.game_id,
                turn.seat,
                turn.since_version,
            ),
        )


async def record_seat_change(
    db: aiosqlite.Connection,
    game_id: int,
    seat: int,
    old_user: int,
    new_user: int,
    reason: str,
    now: datetime,
) -> None:
    """Record that ``seat`` passed from ``old_user`` to ``new_user`` (``replaced`` / ``bot``)."""
    async with transaction(db):
        await db.execute(
            "INSERT INTO seat_changes VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, seat, old_user, new_user, reason, to_ms(now)),
        )


async def seat_given_to_bot(db: aiosqlite.Connection, game_id: int, user_id: int) -> int | None:
    """The seat of game ``game_id`` that ``user_id`` last held and that a bot player holds now
    (handed over by a vote or ``on_timeout=bot``), or ``None``."""
    async with db.execute(
        "SELECT c.seat FROM seat_changes c JOIN seats s"
        " ON s.game_id = c.game_id AND s.seat = c.seat AND s.user_id = c.new_user_id"
        " WHERE c.game_id = ? AND c.old_user_id = ? AND c.reason = 'bot' AND s.is_bot = 1"
        " ORDER BY c.changed_at DESC LIMIT 1",
        (game_id, user_id),
    ) as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else None


async def seat_handovers(db: aiosqlite.Connection, game_id: int, seat: int) -> int:
    """Return how many times ``seat`` of the game has changed hands."""
    async with db.execute(
        "SELECT COUNT(*) FROM seat_changes WHERE game_id = ? AND seat = ?", (game_id, seat)
    ) as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def reassign_seat(
    db: aiosqlite.Connection,
    game_id: int,
    seat: int,
    user_id: int,
    display_name: str,
    *,
    is_bot: bool,
) -> None:
    """Give ``seat`` to another user (or to a bot player); the log and the state are untouched."""
    async with transaction(db):
        await db.execute(
            "UPDATE seats SET user_id = ?, display_name = ?, is_bot = ?"
            " WHERE game_id = ? AND seat = ?",
            (user_id, display_name, int(is_bot), game_id, seat),
        )


async def sweep_pending(db: aiosqlite.Connection) -> bool:
    """Whether the one-time read of every active game after an upgrade is still to do
    (migration 014)."""
    return await fetch_one(db, "SELECT 1 FROM recovery_sweep") is not None


async def sweep_done(db: aiosqlite.Connection) -> None:
    """Record that the one-time read of every active game is done."""
    async with transaction(db):
        await db.execute("DELETE FROM recovery_sweep")


async def games_owed_by_bots(db: aiosqlite.Connection) -> list[int]:
    """Active games in which a bot seat owes a decision (its bot task acts at start-up).

    The decisions seats owe include bot seats' (:mod:`bot.services.reminders`), so this reads
    the partial index of bot seats (migration 011) and their ``turns`` rows only. On a
    sharded PostgreSQL store, the games of the process's shards only.
    """
    own, shards = postgres.own_games(db, "s.game_id")
    rows = await fetch_all(
        db,
        "SELECT DISTINCT s.game_id FROM seats s JOIN turns t ON t.game_id = s.game_id"
        " AND t.seat = s.seat WHERE s.is_bot = 1" + own,
        shards,
    )
    return [int(row[0]) for row in rows]


async def turns_without_timer(db: aiosqlite.Connection, kind: str, game_id: int) -> list[Turn]:
    """Open decisions of active game ``game_id`` with no pending or paused timer of ``kind``
    (and, for reminders, not stalled): what a crash mid-dispatch left unplanned."""
    async with db.execute(
        "SELECT t.* FROM turns t JOIN games g ON g.id = t.game_id"
        " WHERE t.game_id = ? AND g.status = 'active'"
        " AND (t.stalled = 0 OR CAST(? AS TEXT) != 'reminder')"
        " AND NOT EXISTS (SELECT 1 FROM timers m WHERE m.game_id = t.game_id"
        "  AND m.seat = t.seat AND m.kind = ? AND m.status IN ('pending', 'paused'))",
        (game_id, kind, kind),
    ) as cur:
        return [_turn(row) for row in await cur.fetchall()]
