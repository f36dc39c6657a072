"""Writes that belong together commit together: a game's results with its last move, a lobby
with its first seats. A trigger that fails the second write stands in for a kill between
them: before, the first write stayed (a finished game missing from ``/stats``, a lobby with no
seat blocking its channel)."""

from __future__ import annotations

import sqlite3

import aiosqlite

from bot.store.db import transaction
from bot.store.games import live_game
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service, open_table, user_of
from tests.table.toy import TOY


async def _fail_inserts_into(db: aiosqlite.Connection, table: str) -> None:
    async with transaction(db):
        await db.execute(
            f"CREATE TRIGGER fail_{table} BEFORE INSERT ON {table}"
            " BEGIN SELECT RAISE(ABORT, 'the process died here'); END"
        )


async def _results(db: aiosqlite.Connection, game_id: int) -> list[tuple[int, int]]:
    async with db.execute(
        "SELECT seat, won FROM results WHERE game_id = ? ORDER BY seat", (game_id,)
    ) as cur:
        return [(int(row[0]), int(row[1])) for row in await cur.fetchall()]


async def _play_moves_to_the_last(db: aiosqlite.Connection) -> tuple[int, int]:
    """Play the toy game (moves only) until one move is left; return its id and version."""
    service = make_service(db, {"toy": TOY})
    table = await open_table(service, "toy", 2)
    while table.state.version < table.state.length - 1:
        (seat,) = table.game.to_act(table.state)
        await service.act(CHANNEL, user_of(table, seat), "move", table.row.version)
        again = await service.table_of(CHANNEL)
        assert again is not None
        table = again
    return table.row.id, table.row.version


async def _last_move(db: aiosqlite.Connection) -> None:
    service = make_service(db, {"toy": TOY})
    table = await service.table_of(CHANNEL)
    assert table is not None
    (seat,) = table.game.to_act(table.state)
    await service.act(CHANNEL, user_of(table, seat), "move", table.row.version)


async def test_the_last_move_writes_the_results_without_any_subscriber(
    db: aiosqlite.Connection,
) -> None:
    game_id, _ = await _play_moves_to_the_last(db)
    await _last_move(db)
    results = await _results(db, game_id)
    assert [seat for seat, _ in results] == [0, 1] and sum(won for _, won in results) >= 1


async def test_results_that_cannot_be_written_undo_the_last_move(
    db: aiosqlite.Connection,
) -> None:
    game_id, version = await _play_moves_to_the_last(db)
    await _fail_inserts_into(db, "results")
    try:
        await _last_move(db)
    except sqlite3.IntegrityError:
        pass
    else:
        raise AssertionError("the failed results write did not fail the move")
    fresh = await make_service(db, {"toy": TOY}).tables.by_id(game_id)
    assert (fresh.row.status, fresh.row.version) == ("active", version)


async def test_a_lobby_is_opened_with_its_first_seats_or_not_at_all(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": TOY})
    await _fail_inserts_into(db, "seats")
    try:
        await service.new_game(CHANNEL, GUILD, USERS[0], "toy", {}, bots=1)
    except sqlite3.IntegrityError:
        pass
    else:
        raise AssertionError("the failed seat write did not fail the lobby")
    assert await live_game(db, CHANNEL) is None


async def test_a_lobby_opens_with_its_creator_and_bots_seated(db: aiosqlite.Connection) -> None:
    service = make_service(db, {"toy": TOY})
    await service.new_game(CHANNEL, GUILD, USERS[0], "toy", {}, bots=1)
    table = await service.table_of(CHANNEL)
    assert table is not None
    assert [(s.seat, s.user_id, s.is_bot) for s in table.seats] == [
        (0, USERS[0].user_id, False),
        (1, -1, True),
    ]
