"""The start-up reads no game it need not (bot.services.recovery): its work does not grow with the
number of active games; a game a crash left with an interrupted timer, or whose bot seat owes a
decision, is the only one read."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.context import Table as Loaded
from bot.services.context import TableLoader
from bot.services.recovery import FIRST_RETRY, RECOVER
from bot.store import table as table_store
from bot.store import timers as timers_store
from bot.store.db import connect
from bot.store.games import GameRow
from bot.store.timers import Timer, to_ms
from tests.table.harness import CHANNEL, GUILD, USERS, Table, make_table


@pytest.fixture
async def databases(tmp_path: Path) -> AsyncIterator[list[aiosqlite.Connection]]:
    """Connections opened by the test (closed at its end)."""
    opened: list[aiosqlite.Connection] = []
    yield opened
    for db in opened:
        await db.close()


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The id of every game the loader reads, in order."""
    seen: list[int] = []
    load = TableLoader.load

    async def counted(self: TableLoader, row: GameRow) -> Loaded:
        seen.append(row.id)
        return await load(self, row)

    monkeypatch.setattr(TableLoader, "load", counted)
    return seen


async def with_games(path: Path, count: int, databases: list[aiosqlite.Connection]) -> None:
    """Write ``count`` active toy games, each with one seat's decision and its reminder."""
    databases.append(await connect(path))
    table = await make_table(databases[-1], ManualClock())
    for number in range(count):
        channel = CHANNEL + number
        await table.service.new_game(channel, GUILD, USERS[0], "toy", {})
        await table.service.join(channel, USERS[1])
        await table.service.start(channel, USERS[0])


async def restarted(path: Path, databases: list[aiosqlite.Connection]) -> tuple[Table, list[str]]:
    """A new process on ``path`` that ran its recovery; the statements the recovery ran."""
    databases.append(await connect(path))
    table = await make_table(databases[-1], ManualClock())
    statements: list[str] = []
    await table.db.set_trace_callback(statements.append)
    await table.services.recovery.start()
    ran = list(statements)
    await table.services.stop()
    return table, ran


async def test_the_start_up_reads_no_game_and_does_not_grow_with_their_number(
    tmp_path: Path, databases: list[aiosqlite.Connection], loads: list[int]
) -> None:
    ran = []
    for count in (1, 12):
        path = tmp_path / f"{count}.sqlite3"
        await with_games(path, count, databases)
        loads.clear()
        ran.append((await restarted(path, databases))[1])
        assert loads == []
    assert ran[0] == ran[1]  # the same statements for 1 game and for 12


async def test_an_interrupted_timer_has_its_game_read_and_replanned_alone(
    tmp_path: Path, databases: list[aiosqlite.Connection], loads: list[int]
) -> None:
    path = tmp_path / "orrery.sqlite3"
    await with_games(path, 4, databases)
    await databases[-1].execute(  # the process died while game 3's reminder was firing
        "UPDATE timers SET status = 'firing' WHERE game_id = 3 AND kind = 'reminder'"
    )
    loads.clear()
    table, _ = await restarted(path, databases)
    assert set(loads) == {3}
    (reminder,) = await timers_store.pending(table.db, 3)
    assert reminder.kind == "reminder"
    assert await table_store.games_owed_by_bots(table.db) == []


async def test_a_bot_seat_that_owed_a_decision_at_the_crash_plays_after_the_restart(
    tmp_path: Path, databases: list[aiosqlite.Connection]
) -> None:
    path = tmp_path / "orrery.sqlite3"
    databases.append(await connect(path))
    first = await make_table(databases[-1], ManualClock())
    first.bots.poke = lambda game_id: None  # type: ignore[method-assign]  # died before it played
    await first.start(1, bots=1)
    while not await first.to_act() & await bot_seats(first):
        await first.play("move")
    assert await table_store.games_owed_by_bots(first.db) == [1]  # its decision is a turns row
    version = await current(first)
    second = await make_table(await connect(path), ManualClock())
    databases.append(second.db)
    await second.services.start()
    await second.services.stop()
    assert await current(second) > version


async def bot_seats(table: Table) -> frozenset[int]:
    game = await table.service.table_of(CHANNEL)
    assert game is not None
    return game.bot_seats


async def current(table: Table) -> int:
    async with table.db.execute("SELECT version FROM games WHERE id = 1") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def test_a_database_from_before_the_sweep_reads_every_active_game_once(
    tmp_path: Path, databases: list[aiosqlite.Connection], loads: list[int]
) -> None:
    """An upgraded database (migration 014 found active games): its bot seat that owed a
    decision had no turns row then, and one game's reminder was lost between commits."""
    path = tmp_path / "orrery.sqlite3"
    databases.append(await connect(path))
    first = await make_table(databases[-1], ManualClock())
    first.bots.poke = lambda game_id: None  # type: ignore[method-assign]
    await first.start(1, bots=1)
    while not await first.to_act() & await bot_seats(first):
        await first.play("move")
    await first.db.execute("DELETE FROM turns")  # as the code before it wrote them
    await first.db.execute("INSERT INTO recovery_sweep VALUES (1)")
    version = await current(first)
    loads.clear()
    second = await make_table(await connect(path), ManualClock())
    databases.append(second.db)
    await second.services.start()  # the sweep runs in the background
    await second.services.recovery.idle()
    await second.bots.idle()
    assert 1 in loads
    assert await current(second) > version  # the bot seat played
    assert not await table_store.sweep_pending(second.db)
    await second.services.stop()


async def test_a_timer_whose_handler_fails_has_its_game_retried_later(
    tmp_path: Path, databases: list[aiosqlite.Connection]
) -> None:
    path = tmp_path / "orrery.sqlite3"
    await with_games(path, 1, databases)
    table = await make_table(databases[-1], ManualClock())

    async def broken(timer: Timer) -> None:
        raise RuntimeError("a bug in a handler")

    table.scheduler.register("broken", broken)
    await table.scheduler.add("broken", table.clock.now(), game_id=1)
    await table.scheduler.add("broken", table.clock.now(), game_id=1)
    assert await table.scheduler.run_due() == 2
    async with table.db.execute(
        "SELECT payload_json, due_at FROM timers WHERE kind = ? AND status = 'pending'", (RECOVER,)
    ) as cursor:
        retries = [(json.loads(row[0])["games"], row[1]) for row in await cursor.fetchall()]
    assert retries == [([1], to_ms(table.clock.now() + FIRST_RETRY))]  # once, however many failed
