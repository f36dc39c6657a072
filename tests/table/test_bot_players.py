"""Bot players: any seat of any game, whole games, all-bot tables, and a soak run."""

from __future__ import annotations

import os

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from tests.table.harness import CHANNEL, GAMES, USERS, Table, make_table

SOAK_GAMES = int(os.environ.get("ORRERY_SOAK", "10"))


async def finished_status(table: Table) -> str:
    async with table.db.execute("SELECT status FROM games WHERE id = ?", (table.game_id,)) as cur:
        row = await cur.fetchone()
    assert row is not None
    return str(row[0])


async def play_all_bot_table(
    db: aiosqlite.Connection, clock: ManualClock, key: str, players: int | None = None
) -> Table:
    """Start ``key`` with the creator and bots, hand the creator's seat to the bot, run it out."""
    table = await make_table(db, clock)
    await table.start(1, bots=(players or GAMES[key].min_players) - 1, key=key)
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    await table.seats.hand_to_bot(table.game_id, live.seat_of(USERS[0].user_id))
    await table.bots.idle()
    return table


@pytest.mark.parametrize(
    ("key", "players"),
    [
        (key, n)
        for key in sorted(GAMES)
        for n in range(GAMES[key].min_players, GAMES[key].max_players + 1)
    ],
)
async def test_table_of_only_bots_finishes(
    db: aiosqlite.Connection, clock: ManualClock, key: str, players: int
) -> None:
    table = await play_all_bot_table(db, clock, key, players)
    assert await finished_status(table) == "finished"


async def test_bot_seat_acts_right_after_the_human_move(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await make_table(db, clock)
    await table.start(1, bots=1)
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    human = live.seat_of(USERS[0].user_id)
    await table.bots.idle()
    assert await table.to_act() == {human}


async def test_bot_seats_are_never_pinged(db: aiosqlite.Connection, clock: ManualClock) -> None:
    table = await play_all_bot_table(db, clock, "toy")
    human = {USERS[0].user_id}
    assert all(set(notice.mention_user_ids) <= human for notice in table.notifier.notices)
    assert any(notice.mention_user_ids for notice in table.notifier.notices)


async def test_soak_all_bot_games_in_a_row(db: aiosqlite.Connection, clock: ManualClock) -> None:
    """ORRERY_SOAK=100 runs the issue's 100 games; CI runs a few per registered game."""
    keys = sorted(GAMES)
    for number in range(SOAK_GAMES):
        table = await play_all_bot_table(db, clock, keys[number % len(keys)])
        assert await finished_status(table) == "finished", f"game {number} stalled"
