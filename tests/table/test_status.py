"""``/game status`` through the GameService: who is away (until when) and whether the game is
paused, for the seated players of that game only, and nothing hidden."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.game_service import Player
from bot.store import table as table_store
from tests.table.harness import CHANNEL, USERS, Table, make_table

HOUR = timedelta(hours=1)


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start(2, bots=1)
    await table.bots.idle()
    return table


async def away(table: Table, user: Player, hours: int) -> None:
    now = table.clock.now()
    await table_store.set_away(table.db, user.user_id, now + hours * HOUR, now)


async def status(table: Table) -> str:
    return (await table.service.status(CHANNEL)).reply


async def test_status_names_an_away_player_and_their_return(table: Table) -> None:
    await away(table, USERS[1], 48)
    assert "Ben is away until <t:1767398400:f> (<t:1767398400:R>)." in await status(table)


async def test_status_says_when_the_game_was_paused(table: Table) -> None:
    for user in USERS[:2]:
        await table.votes.pause(table.game_id, user.user_id)
    assert "Paused since <t:1767225600:f> (<t:1767225600:R>)." in await status(table)


async def test_status_ignores_players_of_other_tables(table: Table) -> None:
    await away(table, USERS[2], 48)  # Cy holds no seat here
    assert "away" not in await status(table)


async def test_status_after_an_absence_ended_says_nothing_of_it(table: Table) -> None:
    await away(table, USERS[0], 1)
    await table.wait(2 * HOUR)
    assert "away" not in await status(table)


async def test_status_names_no_hidden_card(table: Table) -> None:
    await away(table, USERS[0], 48)
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    hidden = set().union(*(live.game.secret_ids(live.state, s) for s in range(3)))
    text = await status(table)
    assert hidden and not any(card in text for card in hidden)
