"""Timer rows: add, claim (at most once), finish, cancel, pause and resume (docs/design.md §6).

Times cross this module as aware UTC datetimes and are stored as epoch milliseconds, so the
partial index ``timers_pending_due`` orders them. Every function is one SQL statement, hence one
atomic step on the shared autocommit connection.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, TypedDict

import aiosqlite

from bot.store import postgres
from bot.store.db import fetch_all, fetch_one, row_to, transaction


def to_ms(when: datetime) -> int:
    """Return ``when`` (aware) as UTC epoch milliseconds.

    Raises:
        ValueError: ``when`` is naive.
    """
    if when.tzinfo is None:
        raise ValueError("timer times must be timezone-aware")
    return int(when.timestamp() * 1000)


def from_ms(ms: int) -> datetime:
    """Return epoch milliseconds as an aware UTC datetime."""
    return datetime.fromtimestamp(ms / 1000, UTC)


@dataclass(frozen=True)
class Timer:
    """One timer row.

    Attributes:
        id: row id.
        kind: the handler it dispatches to (e.g. ``"reminder"``).
        due_at: when it fires (aware UTC).
        game_id, seat: what it concerns, when anything.
        payload: JSON-able data for the handler.
        status: ``pending``, ``firing``, ``done``, ``failed``, ``cancelled``, ``paused`` or
            ``interrupted``.
        key: the dedupe key (a second timer with the same key is never added), or ``None``.
    """

    id: int
    kind: str
    due_at: datetime
    game_id: int | None = None
    seat: int | None = None
    payload: Mapping[str, Any] = field(default_factory=dict)
    status: str = "pending"
    key: str | None = None


async def _write(db: aiosqlite.Connection, sql: str, params: Any) -> int:
    """Run one write under the connection's write lock; return the number of rows changed.

    Going through :func:`bot.store.db.transaction` keeps a timer write out of another
    coroutine's open transaction on the shared connection (whose rollback would undo a claim).
    """
    async with transaction(db):
        cursor = await db.execute(sql, params)
    return cursor.rowcount


def _timer(row: aiosqlite.Row) -> Timer:
    return row_to(
        Timer,
        row,
        due_at=from_ms(row["due_at"]),
        payload=json.loads(row["payload_json"]),
        key=row["dedupe_key"],
    )


class TimerTarget(TypedDict, total=False):
    """What a new timer is about (every key optional): the keyword arguments of
    :func:`add_timer` after ``now``, passed through by the scheduler."""

    game_id: int | None
    seat: int | None
    payload: Mapping[str, Any] | None
    key: str | None


async def add_timer(
    db: aiosqlite.Connection,
    kind: str,
    due_at: datetime,
    *,
    now: datetime,
    game_id: int | None = None,
    seat: int | None = None,
    payload: Mapping[str, Any] | None = None,
    key: str | None = None,
) -> int | None:
    """Insert a pending timer.

    Returns:
        The new row id, or ``None`` when a timer with the same ``key`` already exists (in any
        status: a key is used once, which is how a ping is never sent twice for one turn).
    """
    async with transaction(db):
        cursor = await db.execute(
            "INSERT OR IGNORE INTO timers (game_id, kind, seat, due_at, payload_json, dedupe_key,"
            " created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, kind, seat, to_ms(due_at), json.dumps(dict(payload or {})), key, to_ms(now)),
        )
    return cursor.lastrowid if cursor.rowcount == 1 else None


async def next_due_at(db: aiosqlite.Connection) -> datetime | None:
    """Return when the earliest pending timer is due, or ``None`` when none is pending."""
    row = await fetch_one(
        db, "SELECT due_at FROM timers WHERE status = 'pending' ORDER BY due_at LIMIT 1"
    )
    return from_ms(row[0]) if row else None


async def claim_due(db: aiosqlite.Connection, now: datetime) -> Timer | None:
    """Atomically move the earliest pending timer due by ``now`` to ``firing`` and return it.

    One ``UPDATE ... WHERE status = 'pending' RETURNING`` statement: two claimers (or a restart)
    can never both get the same timer, so a timer fires at most once. On PostgreSQL, where
    several processes claim at once, the row is locked ``FOR UPDATE SKIP LOCKED`` (a claimer
    passes over a row another is claiming) and only the timers of the process's shards are
    claimed (:mod:`bot.store.shards`).
    """
    async with transaction(db):
        if postgres.raw_connection(db) is None:
            row = await fetch_one(
                db,
                "UPDATE timers SET status = 'firing', fired_at = :now WHERE id = ("
                " SELECT id FROM timers WHERE status = 'pending' AND due_at <= :now"
                " ORDER BY due_at, id LIMIT 1) RETURNING *",
                {"now": to_ms(now)},
            )
        else:
            row = await fetch_one(
                db,
                "UPDATE timers SET status = 'firing', fired_at = :now WHERE status = 'pending'"
                " AND id = (SELECT t.id FROM timers t LEFT JOIN games g ON g.id = t.game_id"
                f" WHERE t.status = 'pending' AND t.due_at <= :now AND {postgres.OWN_SHARDS}"
                " ORDER BY t.due_at, t.id LIMIT 1 FOR UPDATE OF t SKIP LOCKED) RETURNING *",
                {"now": to_ms(now), **postgres.shard_parameters(db)},
            )
    return _timer(row) if row else None


async def finish(db: aiosqlite.Connection, timer_id: int, error: str | None = None) -> None:
    """Mark a claimed timer ``done`` (or ``failed`` with ``error``)."""
    await _write(
        db,
        "UPDATE timers SET status = ?, error = ? WHERE id = ? AND status = 'firing'",
        ("failed" if error else "done", error, timer_id),
    )


async def forget(db: aiosqlite.Connection, timer_id: int) -> None:
    """Delete timer ``timer_id``'s row (a timer that serves no decision, once it has run)."""
    await _write(db, "DELETE FROM timers WHERE id = ?", (timer_id,))


async def interrupt_stale(db: aiosqlite.Connection) -> int:
    """Mark timers left ``firing`` by a crash as ``interrupted`` (never re-run); return how many."""
    return len(await interrupt_stale_games(db))


async def interrupt_stale_games(db: aiosqlite.Connection) -> list[int | None]:
    """Mark timers left ``firing`` by a crash as ``interrupted`` (never re-run).

    Reads only the partial index ``timers_firing`` (migration 011), not every timer. On
    PostgreSQL only the timers of the process's own shards (:mod:`bot.store.shards`): another
    live process may be firing its own.

    Returns:
        The game of each timer marked (``None`` for a timer of no game), one entry per timer.
    """
    sql = "UPDATE timers SET status = 'interrupted' WHERE status = 'firing' RETURNING game_id"
    parameters: dict[str, Any] = {}
    if postgres.raw_connection(db) is not None:
        sql = (
            "UPDATE timers SET status = 'interrupted' WHERE status = 'firing' AND id IN ("
            " SELECT t.id FROM timers t LEFT JOIN games g ON g.id = t.game_id"
            f" WHERE t.status = 'firing' AND {postgres.OWN_SHARDS}) RETURNING game_id"
        )
        parameters = postgres.shard_parameters(db)
    async with transaction(db):
        rows = await db.execute_fetchall(sql, parameters)
    return [row[0] for row in rows]


async def cancel(
    db: aiosqlite.Connection, game_id: int, *, kind: str | None = None, seat: int | None = None
) -> int:
    """Cancel a game's pending or paused timers (optionally one kind, one seat): the rows are
    deleted, so a settled decision leaves none behind; return how many."""
    return await _write(
        db,
        "DELETE FROM timers WHERE game_id = ? AND status IN ('pending', 'paused')"
        " AND (CAST(? AS TEXT) IS NULL OR kind = ?) AND (CAST(? AS BIGINT) IS NULL OR seat = ?)",
        (game_id, kind, kind, seat, seat),
    )


async def settle_seat(db: aiosqlite.Connection, game_id: int, seat: int) -> int:
    """Delete every timer of ``seat``'s decision once it is over, in one statement: pending and
    paused ones (cancelled) and fired ones (their dedupe keys are no longer needed). A timer
    firing now finishes normally; failed ones stay for diagnosis. Returns how many were
    deleted."""
    return await _write(
        db,
        "DELETE FROM timers WHERE game_id = ? AND seat = ? AND status NOT IN ('firing', 'failed')",
        (game_id, seat),
    )


async def pause_game(db: aiosqlite.Connection, game_id: int) -> int:
    """Freeze a game's pending timers (they keep their due time until resumed); return how many."""
    return await _write(
        db,
        "UPDATE timers SET status = 'paused' WHERE game_id = ? AND status = 'pending'",
        (game_id,),
    )


async def resume_game(db: aiosqlite.Connection, game_id: int, paused_for: timedelta) -> int:
    """Unfreeze a game's timers, each pushed back by ``paused_for``; return how many."""
    return await _write(
        db,
        "UPDATE timers SET status = 'pending', due_at = due_at + ? WHERE game_id = ?"
        " AND status = 'paused'",
        (int(paused_for.total_seconds() * 1000), game_id),
    )


async def pending(
    db: aiosqlite.Connection, game_id: int, *, kind: str | None = None
) -> list[Timer]:
    """Return a game's pending and paused timers (optionally of one kind), earliest first."""
    rows = await fetch_all(
        db,
        "SELECT * FROM timers WHERE game_id = ? AND status IN ('pending', 'paused')"
        " AND (CAST(? AS TEXT) IS NULL OR kind = ?) ORDER BY due_at, id",
        (game_id, kind, kind),
    )
    return [_timer(row) for row in rows]


async def postpone(db: aiosqlite.Connection, timer_id: int, due_at: datetime) -> bool:
    """Move pending timer ``timer_id`` to ``due_at`` when that is later; return whether it moved.

    A timer already firing, done, cancelled or paused (its game's clocks are frozen; resuming
    pushes it back by the pause) is left alone.
    """
    moved = await _write(
        db,
        "UPDATE timers SET due_at = ? WHERE id = ? AND status = 'pending' AND due_at < ?",
        (to_ms(due_at), timer_id, to_ms(due_at)),
    )
    return moved == 1
