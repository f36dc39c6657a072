"""A stored game that no longer loads: rebuilt from its log, else refused with one sentence."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.errors import UnreadableGame
from bot.store.db import transaction
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service, open_table
from tests.table.toy import TOY


async def _corrupt(db: aiosqlite.Connection, sql: str, game_id: int) -> None:
    async with transaction(db):
        await db.execute(sql, (game_id,))


async def test_a_snapshot_that_does_not_load_is_replayed_from_the_log(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": TOY})
    table = await open_table(service, "toy", 2)
    first = USERS[0] if table.find_seat(USERS[0].user_id) == 0 else USERS[1]
    await service.act(CHANNEL, first, "move")
    await _corrupt(
        db, 'UPDATE games SET state_json = \'{"shape": "old"}\' WHERE id = ?', table.row.id
    )
    fresh = make_service(db, {"toy": TOY})  # no parsed state cached
    again = await fresh.table_of(CHANNEL)
    assert again is not None and again.state.version == 1 and again.state.scores[0] == 1
    await fresh.act(CHANNEL, first, "move")


async def test_a_game_whose_log_is_broken_too_is_refused_and_others_play_on(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": TOY})
    table = await open_table(service, "toy", 2)
    first = USERS[0] if table.find_seat(USERS[0].user_id) == 0 else USERS[1]
    await service.act(CHANNEL, first, "move")
    await _corrupt(db, "UPDATE games SET state_json = 'not json' WHERE id = ?", table.row.id)
    await _corrupt(db, "UPDATE actions SET payload_json = '{}' WHERE game_id = ?", table.row.id)
    await service.new_game(CHANNEL + 1, GUILD, USERS[2], "toy", {})
    await service.join(CHANNEL + 1, USERS[3])
    await service.start(CHANNEL + 1, USERS[2])
    fresh = make_service(db, {"toy": TOY})
    with pytest.raises(UnreadableGame, match="cannot be read"):
        await fresh.status(CHANNEL)
    assert (await fresh.status(CHANNEL + 1)).reply
    other = await fresh.table_of(CHANNEL + 1)
    assert other is not None and other.state is not None
