"""The inbox of ``/mygames``: decisions across games, oldest first."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite

from bot.services.inbox import inbox_text, waited
from bot.store.table import Turn, open_turn
from tests.bot.helpers import GUILD, NOW, USERS, make_service
from tests.table.toy import TOY


async def _game(db: aiosqlite.Connection, channel: int, since_hours: int) -> None:
    service = make_service(db, {"toy": TOY})
    await service.new_game(channel, GUILD, USERS[0], "toy", {})
    await service.join(channel, USERS[1])
    await service.start(channel, USERS[0])
    table = await service.table_of(channel)
    assert table is not None
    seat = table.find_seat(USERS[0].user_id)
    assert seat is not None
    await open_turn(db, Turn(table.row.id, seat, 0, NOW - timedelta(hours=since_hours)))


async def test_the_oldest_wait_comes_first_with_its_link(db: aiosqlite.Connection) -> None:
    await _game(db, 501, since_hours=3)
    await _game(db, 502, since_hours=50)
    text = await inbox_text(db, USERS[0].user_id, NOW, {"toy": TOY})
    lines = text.splitlines()
    assert lines[0] == "2 games are waiting on you, oldest first:"
    assert "waiting 2 d 2 h" in lines[1] and lines[1].endswith(f"/{GUILD}/502")
    assert "waiting 3 h" in lines[2] and lines[2].endswith(f"/{GUILD}/501")


async def test_a_player_owing_nothing_is_told_so(db: aiosqlite.Connection) -> None:
    assert await inbox_text(db, USERS[4].user_id, NOW, {"toy": TOY}) == (
        "No game is waiting on you right now."
    )


def test_waits_read_in_days_hours_or_minutes() -> None:
    assert waited(NOW - timedelta(minutes=12), NOW) == "12 min"
    assert waited(NOW - timedelta(hours=5, minutes=3), NOW) == "5 h"
    assert waited(NOW - timedelta(days=3, hours=4), NOW) == "3 d 4 h"
