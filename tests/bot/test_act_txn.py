"""One transaction per move: a ``/play``, the decisions it opens and closes and their reminder
and deadline timers commit once, counted with SQLite's trace callback (statements, commits) and
the calls into aiosqlite's thread (round trips)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import ManualClock
from bot.services.outputs import Outputs
from bot.store import table as table_store
from bot.store import timers as timers_store
from bot.store.db import connect, transaction
from tests.table.harness import CHANNEL, Table, make_table

ROUND_TRIPS = 30
"""The most calls into the connection's thread one move may make (19 when it passes the turn,
20 when it opens a decision window, 57 and 63 before the move and its table rows were one
transaction)."""


@dataclass
class Trace:
    """What one connection ran: SQL statements and calls into its thread."""

    statements: list[str] = field(default_factory=list)
    round_trips: int = 0

    def clear(self) -> None:
        self.statements.clear()
        self.round_trips = 0

    def count(self, verb: str) -> int:
        return sum(statement.split()[0].upper() == verb for statement in self.statements)


async def traced(db: aiosqlite.Connection) -> Trace:
    """Record ``db``'s statements (sqlite3's trace callback) and its calls into its thread."""
    trace = Trace()
    await db.set_trace_callback(trace.statements.append)
    run: Callable[..., Awaitable[Any]] = db._execute

    async def counted(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        trace.round_trips += 1
        return await run(fn, *args, **kwargs)

    db._execute = counted  # type: ignore[method-assign]
    return trace


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    db = await connect(tmp_path / "orrery.sqlite3")
    table = await make_table(db, ManualClock())
    await table.start()  # toy game, two seats; seat to act: the first
    yield table
    await db.close()


async def play_traced(table: Table, trace: Trace, text: str) -> int:
    """The seat to act plays ``text``; return the seat that acts next (one)."""
    (seat,) = await table.to_act()
    user = await table.seat_user(seat)
    trace.clear()
    await table.service.act(CHANNEL, user, text)
    (after,) = await table.to_act()
    return after


async def test_a_play_that_passes_the_turn_commits_once(table: Table) -> None:
    trace = await traced(table.db)
    await play_traced(table, trace, "move")  # the same seat moves again
    first = await play_traced(table, trace, "move")  # and its turn passes
    assert trace.count("BEGIN") == 1, trace.statements
    assert trace.count("COMMIT") == 1, trace.statements
    assert trace.round_trips <= ROUND_TRIPS, trace.statements
    turns = await table_store.open_turns(table.db, 1)
    assert set(turns) == {first}  # the other seat's decision closed, this one's opened
    (reminder,) = await timers_store.pending(table.db, 1)
    assert (reminder.kind, reminder.seat) == ("reminder", first)
    user = await table.seat_user(first)
    assert table.notifier.notices[-1].mention_user_ids == (user.user_id,)  # pinged once committed


async def test_a_play_that_opens_a_window_commits_once_with_its_deadline(table: Table) -> None:
    trace = await traced(table.db)
    asked = await play_traced(table, trace, "draw")  # the next seat's window, default "pass"
    assert trace.count("COMMIT") == 1, trace.statements
    assert trace.round_trips <= ROUND_TRIPS, trace.statements
    kinds = {(timer.kind, timer.seat) for timer in await timers_store.pending(table.db, 1)}
    assert kinds == {("reminder", asked), ("deadline", asked)}
    assert "`pass`" in table.notifier.texts()[-1]  # the window's ping names its default


async def test_a_failing_writer_is_rolled_back_and_the_move_stands(table: Table) -> None:
    async def failing(change: GameChanged) -> None:
        await table.db.execute("INSERT INTO away VALUES (1, 1, 1)")
        raise RuntimeError("a bug in a table service")

    table.service.write_with(failing)
    trace = await traced(table.db)
    await play_traced(table, trace, "move")
    first = await play_traced(table, trace, "move")
    assert trace.count("COMMIT") == 1
    async with table.db.execute("SELECT COUNT(*) FROM away") as cursor:
        assert (await cursor.fetchone() or (None,))[0] == 0
    async with table.db.execute("SELECT version FROM games WHERE id = 1") as cursor:
        assert (await cursor.fetchone() or (None,))[0] == 2
    assert set(await table_store.open_turns(table.db, 1)) == {first}  # the reminders' writes stand


async def test_a_ping_written_with_a_move_waits_for_a_later_announcement(table: Table) -> None:
    """Two moves committed before the first is announced: the first's ping of a seat that still
    owes its decision goes out with the second's announcement, once; a seat that moved meanwhile
    is not pinged."""
    game = await table.service.table_of(CHANNEL)
    assert game is not None
    (first,) = game.game.to_act(game.state)
    other = 1 - first
    base = game.changed(ChangeKind.ACTED, Outputs(), first)
    both = replace(base, version=base.version + 1, to_act=frozenset({first, other}))
    later = replace(base, version=base.version + 2, to_act=frozenset({other}))
    for change in (both, later):  # each written in its move's transaction
        async with transaction(table.db):
            await table.reminders.write(change)
    await table.db.execute("UPDATE games SET version = ? WHERE id = 1", (later.version,))
    sent = len(table.notifier.notices)
    await table.reminders.on_change(both)  # the game has moved on: nothing now
    assert len(table.notifier.notices) == sent
    await table.reminders.on_change(later)
    user = await table.seat_user(other)
    assert [notice.mention_user_ids for notice in table.notifier.notices[sent:]] == [
        (user.user_id,)
    ]
    assert set(await table_store.open_turns(table.db, 1)) == {other}
