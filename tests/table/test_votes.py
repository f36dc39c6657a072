"""Table votes: pause freezes every clock, resume pushes timers back, abandon by majority."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.absence import status_lines
from bot.services.clock import ManualClock
from bot.services.errors import NotSeated
from bot.services.votes import majority
from bot.store import table as table_store
from tests.table.harness import CHANNEL, USERS, Table, make_table

HOUR = timedelta(hours=1)


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start(3)
    return table


def test_majority_is_strict() -> None:
    assert [majority(n) for n in (1, 2, 3, 4)] == [1, 2, 2, 3]


async def test_one_vote_of_three_does_not_pause(table: Table) -> None:
    outputs = await table.votes.pause(table.game_id, USERS[0].user_id)
    assert "(1/2)" in outputs.public[0].text
    await table.wait(12 * HOUR)
    assert "a reminder" in table.notifier.texts()[-1]


async def test_pause_by_majority_freezes_reminders(table: Table) -> None:
    await table.votes.pause(table.game_id, USERS[0].user_id)
    outputs = await table.votes.pause(table.game_id, USERS[1].user_id)
    assert "paused" in outputs.public[0].text
    assert await table.wait(100 * HOUR) == 0


async def test_resume_pushes_the_clock_back_by_the_pause(table: Table) -> None:
    await table.wait(6 * HOUR)
    for user in USERS[:2]:
        await table.votes.pause(table.game_id, user.user_id)
    await table.wait(50 * HOUR)
    for user in USERS[:2]:
        await table.votes.resume(table.game_id, user.user_id)
    await table.wait(6 * HOUR - timedelta(minutes=1))
    assert len(table.notifier.notices) == 1
    await table.wait(timedelta(minutes=1))
    assert "a reminder" in table.notifier.texts()[-1]


async def test_outsider_cannot_vote(table: Table) -> None:
    with pytest.raises(NotSeated):
        await table.votes.pause(table.game_id, 999)


async def test_abandon_by_majority_ends_the_game(table: Table) -> None:
    for user in USERS[:2]:
        await table.votes.abandon(table.game_id, user.user_id)
    assert await table.service.table_of(CHANNEL) is None


async def test_status_lines_show_the_pause_and_who_is_away(table: Table) -> None:
    await table_store.set_away(
        table.db, USERS[1].user_id, table.clock.now() + 48 * HOUR, table.clock.now()
    )
    for user in USERS[:2]:
        await table.votes.pause(table.game_id, user.user_id)
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    lines = await status_lines(table.db, table.game_id, live.seats, table.clock.now())
    assert lines == [
        "Paused since <t:1767225600:f> (<t:1767225600:R>).",
        "Ben is away until <t:1767398400:f> (<t:1767398400:R>).",
    ]
