"""The board post of each game's turn and its message (migration 013).

The service writes :class:`Board` in the transaction of the move it belongs to
(:func:`put_board`); the Discord routing records where each board number was sent
(:func:`record_message`) and reads it back to edit it (:func:`message_of`).
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.store.db import fetch_all, fetch_one, transaction


@dataclass(frozen=True)
class Board:
    """A game's current board post.

    Attributes:
        number: 1 for the first board of the game, +1 for each new board message.
        first_version: the version the board's first move was applied to.
        turn: the turn it belongs to (``turn:<n>`` or ``seat:<n>``).
    """

    number: int
    first_version: int
    turn: str


async def current_board(db: aiosqlite.Connection, game_id: int) -> Board | None:
    """The game's current board, or ``None`` before its first move."""
    row = await fetch_one(
        db, "SELECT number, first_version, turn FROM boards WHERE game_id = ?", (game_id,)
    )
    return None if row is None else Board(int(row[0]), int(row[1]), str(row[2]))


async def put_board(db: aiosqlite.Connection, game_id: int, board: Board) -> None:
    """Make ``board`` the game's current one (call inside the move's transaction)."""
    await db.execute(
        "INSERT OR REPLACE INTO boards (game_id, number, first_version, turn) VALUES (?, ?, ?, ?)",
        (game_id, board.number, board.first_version, board.turn),
    )


async def board_lines(
    db: aiosqlite.Connection, game_id: int, first_version: int, limit: int
) -> tuple[list[str], int]:
    """The public log lines of the actions from ``first_version`` on: the last ``limit`` in log
    order, and how many came before them."""
    rows = await fetch_all(
        db,
        "SELECT public_text, COUNT(*) OVER () FROM actions WHERE game_id = ? AND version >= ?"
        " ORDER BY version DESC LIMIT ?",
        (game_id, first_version, limit),
    )
    lines = [str(row[0]) for row in reversed(rows) if row[0]]
    total = int(rows[0][1]) if rows else 0
    return lines, max(total - len(rows), 0)


async def message_of(
    db: aiosqlite.Connection, game_id: int, number: int
) -> tuple[int, int, str | None] | None:
    """``(channel_id, message_id, image_digest)`` board ``number`` was sent as (the digest of
    the picture it carries, :func:`record_image`), or ``None``."""
    row = await fetch_one(
        db,
        "SELECT channel_id, message_id, image_digest FROM board_messages"
        " WHERE game_id = ? AND number = ?",
        (game_id, number),
    )
    return None if row is None else (int(row[0]), int(row[1]), row[2])


async def record_message(
    db: aiosqlite.Connection,
    game_id: int,
    number: int,
    channel_id: int,
    message_id: int,
    image_digest: str,
) -> tuple[int, int] | None:
    """Record board ``number``'s message and the digest of its picture; forget older boards but
    the one just before it, and return that one's ``(channel_id, message_id)`` (``None``:
    none)."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO board_messages"
            " (game_id, number, channel_id, message_id, image_digest) VALUES (?, ?, ?, ?, ?)",
            (game_id, number, channel_id, message_id, image_digest),
        )
        previous = await fetch_one(
            db,
            "SELECT channel_id, message_id FROM board_messages WHERE game_id = ? AND number < ?"
            " ORDER BY number DESC LIMIT 1",
            (game_id, number),
        )
        await db.execute(
            "DELETE FROM board_messages WHERE game_id = ? AND number < ?", (game_id, number)
        )
    return None if previous is None else (int(previous[0]), int(previous[1]))


async def forget_message(db: aiosqlite.Connection, game_id: int, number: int) -> None:
    """Forget board ``number``'s message (deleted on Discord: the next post sends a new one)."""
    async with transaction(db):
        await db.execute(
            "DELETE FROM board_messages WHERE game_id = ? AND number = ?", (game_id, number)
        )


async def record_image(db: aiosqlite.Connection, game_id: int, number: int, digest: str) -> None:
    """Record the digest of the picture board ``number``'s message now carries."""
    async with transaction(db):
        await db.execute(
            "UPDATE board_messages SET image_digest = ? WHERE game_id = ? AND number = ?",
            (digest, game_id, number),
        )


async def lines_since_seat(
    db: aiosqlite.Connection, game_id: int, seat: int, limit: int
) -> tuple[list[str], int]:
    """The public log lines of the actions after ``seat``'s last one (all of them if it never
    acted): the first ``limit`` in log order, and how many more follow."""
    rows = await fetch_all(
        db,
        "SELECT public_text, COUNT(*) OVER () FROM actions WHERE game_id = ? AND version >"
        " COALESCE((SELECT MAX(version) FROM actions WHERE game_id = ? AND seat = ?), -1)"
        " AND public_text != '' ORDER BY version LIMIT ?",
        (game_id, game_id, seat, limit),
    )
    total = int(rows[0][1]) if rows else 0
    return [str(row[0]) for row in rows], max(total - len(rows), 0)
