"""Seats that change hands: replacement with the hidden view re-sent, hand-over to the bot."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import ManualClock
from bot.services.game_service import Player
from bot.services.seats_change import AlreadySeatedHere, NotSeatedHere
from tests.table.harness import CHANNEL, USERS, Table, make_table

NEWCOMER = Player(300, "Dee")


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start()
    return table


async def test_replacement_takes_over_the_seat(table: Table) -> None:
    old = await table.seat_user(0)
    await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    live = await table.service.table_of(CHANNEL)
    assert live is not None and live.seat_users[0] == NEWCOMER.user_id


async def test_replacement_is_sent_the_seats_private_view_only(table: Table) -> None:
    old = await table.seat_user(0)
    outputs = await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    assert [post.user_id for post in outputs.private] == [NEWCOMER.user_id]


async def test_old_owner_receives_nothing_after_replacement(table: Table) -> None:
    old = await table.seat_user(0)
    await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    outputs = await table.service.act(CHANNEL, NEWCOMER, "draw")
    assert old.user_id not in {post.user_id for post in outputs.private}


async def test_replacement_is_pinged_and_old_owner_no_longer_reminded(table: Table) -> None:
    old = await table.seat_user(0)
    await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    assert table.notifier.notices[-1].mention_user_ids == (NEWCOMER.user_id,)
    await table.wait_hours(12)
    assert all(n.mention_user_ids != (old.user_id,) for n in table.notifier.notices[1:])


async def test_replacing_an_unseated_user_is_refused(table: Table) -> None:
    with pytest.raises(NotSeatedHere):
        await table.seats.replace(table.game_id, 999, NEWCOMER)


async def test_replacement_already_seated_is_refused(table: Table) -> None:
    with pytest.raises(AlreadySeatedHere):
        await table.seats.replace(table.game_id, USERS[0].user_id, USERS[1])


async def test_seat_handed_to_the_bot_is_played_at_once(table: Table) -> None:
    await table.seats.hand_to_bot(table.game_id, 0)
    await table.bots.idle()
    assert await table.to_act() == {1}


async def test_seat_change_is_announced_as_such_naming_the_seat(table: Table) -> None:
    seen: list[GameChanged] = []

    async def record(change: GameChanged) -> None:
        seen.append(change)

    table.seats.subscribers.append(record)
    await table.seats.replace(table.game_id, (await table.seat_user(1)).user_id, NEWCOMER)
    assert [(c.kind, c.actor_seat, c.version) for c in seen] == [(ChangeKind.SEAT_CHANGED, 1, 0)]


async def test_reminders_after_a_replacement_name_the_new_owner(table: Table) -> None:
    old = await table.seat_user(0)
    await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    await table.wait_hours(12)
    reminder = table.notifier.notices[-1]
    assert "a reminder" in reminder.text and reminder.mention_user_ids == (NEWCOMER.user_id,)


async def test_window_of_a_replaced_seat_pings_the_new_owner_and_keeps_its_deadline(
    table: Table,
) -> None:
    await table.play("draw")  # seat 1 now owes a claim/pass window
    old = await table.seat_user(1)
    await table.seats.replace(table.game_id, old.user_id, NEWCOMER)
    assert table.notifier.notices[-1].mention_user_ids == (NEWCOMER.user_id,)
    await table.wait_hours(24)
    live = await table.service.table_of(CHANNEL)
    assert live is not None and live.state.window is None


async def test_seat_handed_to_the_bot_is_never_pinged(table: Table) -> None:
    before = len(table.notifier.notices)
    await table.seats.hand_to_bot(table.game_id, 0)
    await table.bots.idle()
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    bot_user = live.seat_users[0]
    pinged = {u for n in table.notifier.notices[before:] for u in n.mention_user_ids}
    assert bot_user not in pinged and pinged == {(await table.seat_user(1)).user_id}
