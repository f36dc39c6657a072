"""Undo (docs/play-by-post.md §6): one's own last action only, never past a draw or a reveal.

Uses the table-services toy game, whose ``move`` reveals nothing and whose ``draw`` draws a
hidden card, so each rule is exercised deterministically.
"""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.context import Table
from bot.services.errors import NothingToUndo
from bot.services.game_service import GameService
from tests.bot.helpers import CHANNEL, make_service, open_table, user_of
from tests.table.toy import TOY


async def _toy(db: aiosqlite.Connection) -> tuple[GameService, Table]:
    service = make_service(db, {"toy": TOY})
    return service, await open_table(service, "toy", 2)


async def _snapshot(service: GameService, table: Table) -> str | None:
    return (await service.tables.by_id(table.row.id)).row.state_json


async def test_undo_without_confirm_only_says_what_would_be_undone(
    db: aiosqlite.Connection,
) -> None:
    service, table = await _toy(db)
    await service.act(CHANNEL, user_of(table, 0), "move")
    outputs = await service.undo(CHANNEL, user_of(table, 0))
    assert "move" in outputs.reply and not outputs.public
    assert (await service.tables.by_id(table.row.id)).row.version == 1


async def test_undo_restores_the_state_before_the_action(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    before = await _snapshot(service, table)
    await service.act(CHANNEL, user_of(table, 0), "move")
    await service.undo(CHANNEL, user_of(table, 0), confirm=True)
    assert await _snapshot(service, table) == before


async def test_undo_walks_back_ones_own_consecutive_actions(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    before = await _snapshot(service, table)
    await service.act(CHANNEL, user_of(table, 0), "move")
    await service.act(CHANNEL, user_of(table, 0), "move")
    for _ in range(2):
        await service.undo(CHANNEL, user_of(table, 0), confirm=True)
    assert await _snapshot(service, table) == before


async def test_undo_of_another_seats_action_is_refused(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    await service.act(CHANNEL, user_of(table, 0), "move")
    with pytest.raises(NothingToUndo):
        await service.undo(CHANNEL, user_of(table, 1), confirm=True)


async def test_undo_after_a_draw_is_refused(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    await service.act(CHANNEL, user_of(table, 0), "draw")
    with pytest.raises(NothingToUndo):
        await service.undo(CHANNEL, user_of(table, 0), confirm=True)


async def test_undo_before_any_action_is_refused(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    with pytest.raises(NothingToUndo):
        await service.undo(CHANNEL, user_of(table, 0))


async def test_undo_posts_the_board_at_the_earlier_version(
    db: aiosqlite.Connection,
) -> None:
    service, table = await _toy(db)
    await service.act(CHANNEL, user_of(table, 0), "move")
    outputs = await service.undo(CHANNEL, user_of(table, 0), confirm=True)
    assert outputs.public[0].version == 0
