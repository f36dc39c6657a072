"""Restarts: overdue deadlines fire once, interrupted reminders are re-planned, bots resume."""

from __future__ import annotations

from datetime import timedelta

from bot.services.clock import ManualClock
from bot.store import timers as timers_store
from bot.store.games import get_game
from tests.table.harness import Opener, Table, make_table, restart

HOUR = timedelta(hours=1)


async def game_row(table: Table) -> tuple[str, int]:
    row = await get_game(table.db, 1)
    assert row is not None
    return row.status, row.version


async def test_deadline_due_while_down_applies_the_default_exactly_once(
    open_db: Opener, clock: ManualClock
) -> None:
    first = await make_table(await open_db(), clock)
    await first.start()
    await first.play("draw")  # the next seat's window, with a deadline in 24 h
    clock.advance(30 * HOUR)
    second = await restart(open_db, clock)
    assert await game_row(second) == ("active", 2)
    third = await restart(open_db, clock)
    assert await game_row(third) == ("active", 2)


async def test_reminder_interrupted_by_a_crash_is_planned_again(
    open_db: Opener, clock: ManualClock
) -> None:
    first = await make_table(await open_db(), clock)
    await first.start()
    clock.advance(12 * HOUR)
    assert await timers_store.claim_due(first.db, clock.now()) is not None  # then the crash
    second = await restart(open_db, clock)
    await second.wait(12 * HOUR)
    assert "a reminder" in second.notifier.texts()[-1]


async def test_bot_seat_owing_a_decision_acts_after_a_restart(
    open_db: Opener, clock: ManualClock
) -> None:
    first = await make_table(await open_db(), clock)
    await first.start(1, bots=1)
    await first.bots.idle()
    # the human's seat was handed to the bot just before the process died
    await first.db.execute("UPDATE seats SET is_bot = 1 WHERE game_id = 1")
    second = await restart(open_db, clock)
    assert (await game_row(second))[0] == "finished"  # the bots played it to the end
