"""``/game new ... bots:N`` through the GameService: bot seats in the lobby, a table that starts
with them, and the bots answering as soon as they owe a decision."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.errors import LobbyFull
from bot.services.posts import decisions
from tests.table.harness import CHANNEL, GUILD, USERS, Table, make_table
from tests.table.toy import TOY


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    return await make_table(db, clock)


async def test_new_game_seats_the_bots_after_its_creator(table: Table) -> None:
    outputs = await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", bots=2)
    lobby = await table.service.table_of(CHANNEL)
    assert lobby is not None
    assert [(s.display_name, s.is_bot) for s in lobby.seats] == [
        ("Ana", False),
        ("Bot 2", True),
        ("Bot 3", True),
    ]
    assert "Bot players take seats: Bot 2, Bot 3." in outputs.public[0].text


async def test_more_bots_than_free_seats_opens_no_lobby(table: Table) -> None:
    with pytest.raises(LobbyFull):
        await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", bots=4)
    assert await table.service.table_of(CHANNEL) is None


async def test_one_human_and_bots_can_start(table: Table) -> None:
    await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", bots=1)
    outputs = await table.service.start(CHANNEL, USERS[0])
    await table.bots.idle()
    assert [post.user_id for post in outputs.private] == [USERS[0].user_id]


async def test_bots_answer_at_once_and_only_the_human_is_pinged(table: Table) -> None:
    await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", bots=2)
    await table.service.start(CHANNEL, USERS[0])
    await table.bots.idle()
    live = await table.service.table_of(CHANNEL)
    assert live is not None and live.game.to_act(live.state) == {live.seat_of(USERS[0].user_id)}
    pinged = {user for notice in table.notifier.notices for user in notice.mention_user_ids}
    assert pinged == {USERS[0].user_id}


def test_decision_line_names_a_bot_seat_instead_of_mentioning_it() -> None:
    state = TOY.setup(2, seed="s0")
    pending = decisions(TOY, state, (100, -1), frozenset({0}), frozenset(), ("Bot 1", "Ana"))
    assert pending.lines == ("**Bot 1**: move, draw or play a card",)
    assert pending.mention_user_ids == ()
