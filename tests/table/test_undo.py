"""Undo per Board Game Arena's policy, through the GameService's undo (docs/play-by-post.md §6)."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.errors import NothingToUndo
from tests.table.harness import CHANNEL, Table, make_table


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start()
    return table


async def undo(table: Table, seat: int, *, confirm: bool = True) -> str:
    outputs = await table.service.undo(CHANNEL, await table.seat_user(seat), confirm=confirm)
    return " ".join([outputs.reply, *(post.text for post in outputs.public)])


async def version(table: Table) -> int:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    return live.row.version


async def test_own_last_action_is_undone(table: Table) -> None:
    await table.play("move")
    await undo(table, 0)
    assert await version(table) == 0


async def test_own_latest_actions_are_undone_one_by_one(table: Table) -> None:
    await table.play("move")
    await table.play("move")
    await undo(table, 0)
    await undo(table, 0)
    assert await version(table) == 0


async def test_undo_shows_what_it_would_undo_before_confirmation(table: Table) -> None:
    await table.play("move")
    preview = await undo(table, 0, confirm=False)
    assert "`move`" in preview
    assert await version(table) == 1


async def test_undo_refused_across_another_seats_action(table: Table) -> None:
    await table.play("move")
    await table.play("move")
    await table.play("move")  # seat 1 acted after seat 0
    with pytest.raises(NothingToUndo):
        await undo(table, 0)


async def test_undo_refused_after_a_draw(table: Table) -> None:
    await table.play("draw")
    with pytest.raises(NothingToUndo):
        await undo(table, 0)


async def test_undo_refused_after_a_revealed_card(table: Table) -> None:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    await table.play(f"play {live.state.hands[0][0]}")
    with pytest.raises(NothingToUndo):
        await undo(table, 0)


async def test_undone_hidden_action_leaves_no_trace_in_public(table: Table) -> None:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    card = live.state.hands[0][0]
    await table.play(f"stash {card}")
    outputs = await table.service.undo(CHANNEL, await table.seat_user(0), confirm=True)
    public = " ".join(post.text for post in outputs.public)
    log = (await table.service.log(CHANNEL)).reply
    notices = " ".join(table.notifier.texts())
    assert card not in public + log + notices
    assert "set a card aside" not in log
