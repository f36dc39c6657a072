"""Settled timers are deleted: a finished game leaves no timer row behind."""

from __future__ import annotations

import aiosqlite

from bot.services.clock import ManualClock
from tests.table.harness import CHANNEL, Table, make_table


async def _rows(db: aiosqlite.Connection, game_id: int) -> int:
    async with db.execute("SELECT COUNT(*) FROM timers WHERE game_id = ?", (game_id,)) as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def _next_move(table: Table, step: int) -> str:
    """``pass`` in a window, else a draw every fourth step (it opens a window), else ``move``."""
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    if live.state.window is not None:
        return "pass"
    return "draw" if step % 4 == 0 else "move"


async def test_a_whole_game_with_reminders_and_windows_leaves_no_timer_row(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await make_table(db, clock)
    await table.start(2, length=12)
    most = 0
    for step in range(40):
        if not await table.to_act():
            break
        if step % 3 == 0:
            await table.wait_hours(13)  # a reminder fires before the move
        await table.play(await _next_move(table, step))
        most = max(most, await _rows(db, table.game_id))
    assert not await table.to_act(), "the toy game should be over"
    assert most <= 6 and await _rows(db, table.game_id) == 0
