"""``/away`` while a decision window's deadline is already planned: the deadline moves to one
window after the player's return when the game's ``away_stretches_deadlines`` option is on."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.reminders import DEADLINE
from bot.store import timers as timers_store
from tests.table.harness import CHANNEL, Table, make_table

HOUR = timedelta(hours=1)


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    return await make_table(db, clock)


async def open_window_then_leave(table: Table, away_hours: int, **options: int | bool) -> int:
    """Start, let seat 0 draw (seat 1 owes a claim/pass window), send seat 1 away.

    Returns:
        How many deadlines the absence moved.
    """
    await table.start(2, bots=0, key="toy", **options)
    await table.play("draw")
    user = await table.seat_user(1)
    return await table.reminders.set_away(user.user_id, table.clock.now() + away_hours * HOUR)


async def window_is_open(table: Table) -> bool:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    return live.state.window is not None


async def test_away_moves_the_planned_deadline_past_the_return(table: Table) -> None:
    assert await open_window_then_leave(table, 48) == 1
    (deadline,) = await timers_store.pending(table.db, table.game_id, kind=DEADLINE)
    assert deadline.due_at == table.clock.now() + 72 * HOUR


async def test_window_stays_open_past_its_first_deadline_while_away(table: Table) -> None:
    await open_window_then_leave(table, 48)
    await table.wait_hours(25)
    assert await window_is_open(table)


async def test_stretched_window_closes_a_deadline_after_the_return(table: Table) -> None:
    await open_window_then_leave(table, 48)
    await table.wait_hours(72)
    assert not await window_is_open(table)


async def test_away_leaves_deadlines_alone_when_the_option_is_off(table: Table) -> None:
    assert await open_window_then_leave(table, 48, away_stretches_deadlines=False) == 0
    await table.wait_hours(24)
    assert not await window_is_open(table)


async def test_away_moves_no_deadline_of_another_seat(table: Table) -> None:
    await table.start()
    await table.play("draw")
    drawer = await table.seat_user(0)  # owes nothing now: the window is seat 1's
    assert await table.reminders.set_away(drawer.user_id, table.clock.now() + 48 * HOUR) == 0


async def test_coming_back_moves_nothing(table: Table) -> None:
    await open_window_then_leave(table, 48)
    assert await table.reminders.set_away((await table.seat_user(1)).user_id, None) == 0
