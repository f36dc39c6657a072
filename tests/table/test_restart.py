"""Restarts: overdue deadlines fire once, interrupted reminders are re-planned, bots resume."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from bot.services.clock import ManualClock
from bot.store import timers as timers_store
from bot.store.db import connect
from tests.table.harness import CHANNEL, Table, make_table

HOUR = timedelta(hours=1)


async def restart(db_path: Path, clock: ManualClock) -> Table:
    """A new process on the same database: build everything and run the start-up."""
    table = await make_table(await connect(db_path), clock)
    table.game_id = 1
    await table.services.start()
    await table.services.stop()
    return table


async def version(table: Table) -> int:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    return live.row.version


async def test_deadline_due_while_down_applies_the_default_exactly_once(
    db_path: Path, clock: ManualClock
) -> None:
    first = await make_table(await connect(db_path), clock)
    await first.start()
    await first.play("draw")  # the next seat's window, with a deadline in 24 h
    await first.db.close()
    clock.advance(30 * HOUR)
    second = await restart(db_path, clock)
    assert await version(second) == 2
    await second.db.close()
    third = await restart(db_path, clock)
    assert await version(third) == 2
    await third.db.close()


async def test_reminder_interrupted_by_a_crash_is_planned_again(
    db_path: Path, clock: ManualClock
) -> None:
    first = await make_table(await connect(db_path), clock)
    await first.start()
    clock.advance(12 * HOUR)
    assert await timers_store.claim_due(first.db, clock.now()) is not None  # then the crash
    await first.db.close()
    second = await restart(db_path, clock)
    await second.wait(12 * HOUR)
    assert "a reminder" in second.notifier.texts()[-1]
    await second.db.close()


async def test_bot_seat_owing_a_decision_acts_after_a_restart(
    db_path: Path, clock: ManualClock
) -> None:
    first = await make_table(await connect(db_path), clock)
    await first.start(1, bots=1)
    await first.bots.idle()
    # the human's seat was handed to the bot just before the process died
    await first.db.execute("UPDATE seats SET is_bot = 1 WHERE game_id = 1")
    await first.db.close()
    second = await restart(db_path, clock)
    assert await second.service.table_of(CHANNEL) is None  # the bots played it to the end
    await second.db.close()
