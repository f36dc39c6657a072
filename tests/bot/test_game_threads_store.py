"""What ``/game new`` checks before it opens a game's thread, and the record of the threads
(``bot.store.game_threads``, migration 021): a refused game opens nothing; the parent channel
lists the threads of its live games only."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.errors import LobbyFull, UnknownGame, UnknownOption
from bot.services.table_options import InvalidTableOption
from bot.store import game_threads
from bot.store.games import live_game
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service

PARENT = 5


async def test_check_new_game_refuses_what_new_game_refuses_and_stores_nothing(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    with pytest.raises(UnknownGame):
        service.check_new_game("chess", {})
    with pytest.raises(UnknownOption):
        service.check_new_game("eclipse", {"nope": 1})
    with pytest.raises(InvalidTableOption):
        service.check_new_game("eclipse", {"reminder_hours": 0})
    with pytest.raises(LobbyFull):
        service.check_new_game("space_base", {}, bots=5)
    service.check_new_game("eclipse", {"language": "zh-TW"})
    assert await live_game(db, CHANNEL) is None


async def test_the_parent_lists_the_threads_of_its_live_games_in_order(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    for thread in (CHANNEL, CHANNEL + 1, CHANNEL + 2):
        await game_threads.record_thread(db, thread, PARENT)
        await service.new_game(thread, GUILD, USERS[0], "eclipse", {})
    await game_threads.record_thread(db, 99, PARENT + 1)
    await service.abandon(CHANNEL + 1, USERS[0])
    assert await game_threads.live_threads(db, PARENT) == [CHANNEL, CHANNEL + 2]
    assert await game_threads.live_threads(db, PARENT + 1) == []
    assert await game_threads.is_game_thread(db, CHANNEL + 1)
    assert not await game_threads.is_game_thread(db, PARENT)
