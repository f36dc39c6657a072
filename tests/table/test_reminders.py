"""Pings, reminders at the interval, quiet hours, "not today", stalls and deadlines."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.changes import GameChanged
from bot.services.clock import ManualClock
from bot.store import table as table_store
from bot.store.table import PlayerSettings
from tests.table.harness import CHANNEL, Table, make_table

HOUR = timedelta(hours=1)


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start()
    return table


def pings(table: Table) -> list[str]:
    return [text for text in table.notifier.texts() if "— your turn" in text]


async def test_turn_start_pings_the_seat_once(table: Table) -> None:
    first = await table.seat_user(0)
    assert pings(table) == [f"<@{first.user_id}> — your turn in **Toy**: move, draw or play a card"]


async def test_second_part_of_the_same_turn_is_not_pinged_again(table: Table) -> None:
    await table.play("move")  # the first of two moves: seat 0 still owes the turn
    assert len(pings(table)) == 1


async def test_next_seat_is_pinged_when_the_turn_passes(table: Table) -> None:
    await table.play("move")
    await table.play("move")
    second = await table.seat_user(1)
    assert pings(table)[-1].startswith(f"<@{second.user_id}>")
    assert len(pings(table)) == 2


async def test_reminder_comes_at_the_interval(table: Table) -> None:
    await table.wait(12 * HOUR - timedelta(minutes=1))
    assert len(table.notifier.notices) == 1
    await table.wait(timedelta(minutes=1))
    assert "a reminder" in table.notifier.texts()[-1]


async def test_no_reminder_after_the_seat_moved(table: Table) -> None:
    await table.play("move")
    await table.play("move")
    await table.wait(12 * HOUR)
    reminded = [n.mention_user_ids for n in table.notifier.notices if "reminder" in n.text]
    assert reminded == [((await table.seat_user(1)).user_id,)]


async def test_reminders_escalate_then_stall_notice_offers_the_ways_out(table: Table) -> None:
    for _ in range(3):
        await table.wait(12 * HOUR)
    texts = table.notifier.texts()
    assert "a reminder" in texts[1]
    assert "still waiting" in texts[2]
    assert "has been waiting 36 h" in texts[3]
    stall = table.notifier.notices[4]
    assert "has stalled on" in stall.text
    assert [b.action for b in stall.buttons] == ["wait", "replace", "bot", "abandon"]


async def test_no_reminder_after_the_stall_notice(table: Table) -> None:
    for _ in range(3):
        await table.wait(12 * HOUR)
    count = len(table.notifier.notices)
    await table.wait(48 * HOUR)
    assert len(table.notifier.notices) == count


async def test_player_interval_replaces_the_default(table: Table) -> None:
    user = await table.seat_user(0)
    await table_store.save_settings(table.db, PlayerSettings(user.user_id, reminder_minutes=60))
    await table.wait(12 * HOUR)  # the first reminder was planned with the old default
    await table.wait(HOUR)
    assert "still waiting" in table.notifier.texts()[-1]


async def test_quiet_hours_postpone_the_reminder(table: Table) -> None:
    user = await table.seat_user(0)
    quiet = PlayerSettings(user.user_id, quiet_start="11:00", quiet_end="14:00")
    await table_store.save_settings(table.db, quiet)
    await table.wait(12 * HOUR)  # 12:00 UTC: quiet
    assert len(table.notifier.notices) == 1
    await table.wait(2 * HOUR)
    assert "a reminder" in table.notifier.texts()[-1]


async def test_not_today_skips_the_next_reminder(table: Table) -> None:
    await table.wait(12 * HOUR)
    button = table.notifier.notices[-1].buttons[0]
    assert button.action == "not_today"
    assert await table.reminders.not_today(button.decision)
    await table.wait(12 * HOUR)
    assert len(table.notifier.notices) == 2
    await table.wait(12 * HOUR)
    assert "still waiting" in table.notifier.texts()[-1]


async def test_away_pauses_reminders_until_return(table: Table) -> None:
    user = await table.seat_user(0)
    back = table.clock.now() + 30 * HOUR
    await table_store.set_away(table.db, user.user_id, back, table.clock.now())
    await table.wait(24 * HOUR)
    assert len(table.notifier.notices) == 1
    await table.wait(6 * HOUR)
    assert "a reminder" in table.notifier.texts()[-1]


async def test_deadline_applies_the_stated_default(table: Table) -> None:
    await table.play("draw")  # opens the next seat's claim/pass window
    await table.wait(24 * HOUR)
    row = await table.service.table_of(CHANNEL)
    assert row is not None and row.state.window is None
    assert row.state.scores == [0, 0]  # "pass", not "claim"


async def test_deadline_is_dropped_when_the_window_was_answered(table: Table) -> None:
    await table.play("draw")
    await table.play("claim")
    version = (await table.service.table_of(CHANNEL)).row.version  # type: ignore[union-attr]
    await table.wait(24 * HOUR)
    assert (await table.service.table_of(CHANNEL)).row.version == version  # type: ignore[union-attr]


async def test_change_announced_after_a_newer_one_pings_nobody(table: Table) -> None:
    seen: list[GameChanged] = []

    async def record(change: GameChanged) -> None:
        seen.append(change)

    table.service.subscribe(record)
    await table.play("move")
    await table.play("move")  # seat 1 is asked and pinged
    stale = seen[-1]
    await table.play("move")
    await table.play("move")  # seat 1 has moved; seat 0 is asked again
    count = len(table.notifier.notices)
    await table.reminders.on_change(stale)  # as if its announcement came late
    assert len(table.notifier.notices) == count
    assert set(await table_store.open_turns(table.db, table.game_id)) == {0}
