"""The action log (docs/design.md §6): the source of truth, written with compare-and-swap on
``version``.

An action row's ``version`` is the state version it was applied to, so a game at version *v* has
exactly the actions 0..v-1. Every write here is one transaction that moves the log and the game's
snapshot together: a crash leaves the game at the old version or the new one, never between.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.store import postgres
from bot.store.db import row_to, transaction
from bot.store.games import VersionConflict, current_version
from bot.store.results import ResultRow, insert_results
from bot.store.rewinds import Rewind, insert_rewind
from bot.store.timers import to_ms


@dataclass(frozen=True)
class NewAction:
    """An action about to be committed (see :func:`commit_action`).

    Attributes:
        seat: the seat that acted.
        user_id: who sent it (``None`` for a bot player or a deadline default).
        notation: the actor's notation; may name the actor's hidden components, so it is shown
            only to the actor.
        public_text: the redacted log line everyone may read.
        payload_json: the action model as JSON (``game.action_from_json`` reads it back).
        closes_undo: the action drew, rolled, shuffled or revealed something.
        full_text: the log line with the notation shown, for the log of a finished game
            ('' for actions logged before it was kept).
    """

    seat: int
    user_id: int | None
    notation: str
    public_text: str
    payload_json: str
    closes_undo: bool
    full_text: str = ""


@dataclass(frozen=True, kw_only=True)
class ActionRow(NewAction):
    """One applied action of the log.

    Attributes:
        game_id: its game.
        version: the state version the action was applied to (0-based position in the log).
        created_at: when it was committed (ISO 8601).
    """

    game_id: int
    version: int
    created_at: str


def _action(row: aiosqlite.Row) -> ActionRow:
    return row_to(ActionRow, row, closes_undo=bool(row["closes_undo"]))


async def commit_action(
    db: aiosqlite.Connection,
    game_id: int,
    expected_version: int,
    action: NewAction,
    *,
    new_state_json: str,
    new_status: str,
    now: datetime,
    results: Sequence[ResultRow] = (),
) -> int:
    """Append ``action`` at ``expected_version`` and store the new snapshot, in one transaction.

    Args:
        expected_version: the version the action was applied to; the game must still be there.
        new_state_json: the state after the action (its version is ``expected_version + 1``).
        new_status: ``active``, or ``finished`` when the action ended the game.
        results: the seats' results when the action ended the game (written in the same
            transaction).

    Returns:
        The new version.

    Raises:
        VersionConflict: the game is no longer at ``expected_version`` or no longer active
            (nothing is written).
    """
    stamp = now.isoformat()
    async with transaction(db):
        await _compare_and_swap(
            db,
            game_id,
            expected_version,
            version=expected_version + 1,
            state_json=new_state_json,
            status=new_status,
            updated_at=stamp,
        )
        await _insert(db, game_id, expected_version, action, stamp)
        await insert_results(db, results)
    return expected_version + 1


async def _insert(
    db: aiosqlite.Connection, game_id: int, version: int, action: NewAction, stamp: str
) -> None:
    """Append ``action`` to the log at ``version`` (inside the caller's transaction)."""
    await db.execute(
        "INSERT INTO actions (game_id, version, seat, user_id, notation, public_text,"
        " payload_json, closes_undo, created_at, full_text)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            game_id,
            version,
            action.seat,
            action.user_id,
            action.notation,
            action.public_text,
            action.payload_json,
            int(action.closes_undo),
            stamp,
            action.full_text,
        ),
    )


async def _compare_and_swap(
    db: aiosqlite.Connection, game_id: int, expected_version: int, **columns: object
) -> None:
    """Set the game's ``columns`` (names from code, never from input) if it is still active at
    ``expected_version``; call inside the caller's transaction. On PostgreSQL the other
    processes hear of the change when it commits (:func:`bot.store.postgres.notify_changed`).

    Raises:
        VersionConflict: the game moved on or is no longer active (nothing is written).
    """
    assignments = ", ".join(f"{name} = ?" for name in columns)
    cursor = await db.execute(
        f"UPDATE games SET {assignments} WHERE id = ? AND version = ? AND status = 'active'",
        (*columns.values(), game_id, expected_version),
    )
    if cursor.rowcount != 1:
        raise VersionConflict(game_id, await current_version(db, game_id))
    await postgres.notify_changed(db, game_id)


async def rewrite_log(
    db: aiosqlite.Connection,
    game_id: int,
    expected_version: int,
    keep_below: int,
    *,
    new_state_json: str,
    reseeds: Mapping[int, str],
    now: datetime,
    rewind: Rewind | None = None,
) -> None:
    """Delete the actions at ``keep_below`` and above and store the rebuilt snapshot, atomically
    (an undo, or a rewind with its record).

    Args:
        expected_version: the version the undo was decided on (compare-and-swap).
        keep_below: the new version; actions ``0..keep_below-1`` stay.
        new_state_json: the state rebuilt from the kept actions (its version is ``keep_below``).
        reseeds: the game's re-seedings from now on (:attr:`GameRow.reseeds`).
        rewind: the rewind being written, with the actions it discards (``None``: an undo).

    Raises:
        VersionConflict: the game moved on since the undo was decided (nothing is written).
    """
    async with transaction(db):
        await _compare_and_swap(
            db,
            game_id,
            expected_version,
            version=keep_below,
            state_json=new_state_json,
            reseeds_json=json.dumps({str(v): seed for v, seed in sorted(reseeds.items())}),
            updated_at=now.isoformat(),
        )
        if rewind is not None:
            await insert_rewind(db, game_id, rewind, to_ms(now))
        await db.execute(
            "DELETE FROM actions WHERE game_id = ? AND version >= ?", (game_id, keep_below)
        )


async def list_actions(
    db: aiosqlite.Connection, game_id: int, *, offset: int = 0, limit: int = -1
) -> list[ActionRow]:
    """Return the game's actions in log order, from ``offset``, at most ``limit`` (-1: all)."""
    async with db.execute(
        "SELECT * FROM actions WHERE game_id = ? ORDER BY version LIMIT ? OFFSET ?",
        (game_id, limit, offset),
    ) as cursor:
        rows = await cursor.fetchall()
    return [_action(row) for row in rows]


async def count_actions(db: aiosqlite.Connection, game_id: int) -> int:
    """Return how many actions the game's log holds."""
    async with db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)) as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def last_action(db: aiosqlite.Connection, game_id: int) -> ActionRow | None:
    """Return the most recent action, or ``None`` when the log is empty."""
    async with db.execute(
        "SELECT * FROM actions WHERE game_id = ? ORDER BY version DESC LIMIT 1", (game_id,)
    ) as cursor:
        row = await cursor.fetchone()
    return _action(row) if row else None
