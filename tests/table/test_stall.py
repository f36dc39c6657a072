"""The stall notice's ways out: wait, skip (where the rules allow it), hand to the bot, abandon,
replace. The toy game has no ``skip_action``; the skip itself is tested on the registered games
in test_skip.py."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.notices import DecisionKey
from bot.services.players import Player
from bot.services.stall import CannotSkip, DecisionOver, SeatChangedHands
from bot.store import table as table_store
from tests.table.harness import CHANNEL, USERS, Table, make_table

HOUR = timedelta(hours=1)
NEWCOMER = Player(300, "Dee")


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start(3)
    for _ in range(3):
        await table.wait(12 * HOUR)
    return table


async def key_of(table: Table, seat: int = 0) -> DecisionKey:
    turn = await table_store.get_turn(table.db, table.game_id, seat)
    assert turn is not None
    return await table.reminders.decision_key(turn)


async def choose(table: Table, action: str, voter: int, seat: int = 0) -> str:
    key = await key_of(table, seat)
    outputs = await table.services.stall.choose(action, key, USERS[voter].user_id)
    return " ".join([outputs.reply, *(post.text for post in outputs.public)])


async def test_wait_restarts_the_reminders(table: Table) -> None:
    await choose(table, "wait", 1)
    await table.wait(12 * HOUR)
    assert "a reminder" in table.notifier.texts()[-1]


async def test_stall_notice_offers_no_skip_where_the_rules_allow_none(table: Table) -> None:
    actions = [button.action for button in table.notifier.notices[-1].buttons]
    assert "wait" in actions and "skip" not in actions


async def test_skip_is_refused_where_the_rules_allow_none(table: Table) -> None:
    with pytest.raises(CannotSkip):
        await choose(table, "skip", 1)


async def test_one_vote_does_not_hand_the_seat_to_the_bot(table: Table) -> None:
    assert "(1/2)" in await choose(table, "bot", 1)


async def test_majority_hands_the_stalled_seat_to_the_bot(table: Table) -> None:
    await choose(table, "bot", 1)
    await choose(table, "bot", 2)
    await table.bots.idle()
    assert 0 not in await table.to_act()


async def test_button_of_a_finished_decision_is_refused(table: Table) -> None:
    key = await key_of(table)
    await table.play("draw")
    with pytest.raises(DecisionOver):
        await table.services.stall.choose("wait", key, USERS[1].user_id)


async def test_old_notice_button_is_refused_after_the_seat_changed_hands(table: Table) -> None:
    old = await key_of(table)
    await table.seats.replace(table.game_id, (await table.seat_user(0)).user_id, NEWCOMER)
    with pytest.raises(SeatChangedHands):
        await table.services.stall.choose("bot", old, (await table.seat_user(1)).user_id)


async def test_new_owners_decision_takes_no_vote_cast_on_the_old_owners(table: Table) -> None:
    first, second = await table.seat_user(1), await table.seat_user(2)
    await table.services.stall.choose("bot", await key_of(table), first.user_id)
    await table.seats.replace(table.game_id, (await table.seat_user(0)).user_id, NEWCOMER)
    outputs = await table.services.stall.choose("bot", await key_of(table), second.user_id)
    assert "(1/2)" in outputs.public[0].text


async def test_replace_points_to_the_command(table: Table) -> None:
    assert "/game replace" in await choose(table, "replace", 1)


async def test_abandon_by_majority(table: Table) -> None:
    await choose(table, "abandon", 1)
    await choose(table, "abandon", 2)
    assert await table.service.table_of(CHANNEL) is None
