"""The reads commands make use an index, not a scan of every game (EXPLAIN QUERY PLAN)."""

from __future__ import annotations

import aiosqlite
import pytest

READS = {
    "live game": "SELECT * FROM games WHERE channel_id = 1 AND status IN ('lobby', 'active')",
    "latest game": "SELECT * FROM games WHERE channel_id = 1"
    " AND status IN ('lobby', 'active', 'finished') ORDER BY status = 'finished', id DESC LIMIT 1",
    "game by id": "SELECT * FROM games WHERE id = 1",
    "seats": "SELECT * FROM seats WHERE game_id = 1 ORDER BY seat",
    "actions": "SELECT * FROM actions WHERE game_id = 1 ORDER BY version",
    "open turns": "SELECT * FROM turns WHERE game_id = 1",
    "player's seats": "SELECT * FROM seats WHERE user_id = 1",
    "game timers": "SELECT * FROM timers WHERE game_id = 1 AND status IN ('pending', 'paused')",
    "player results": "SELECT * FROM results WHERE user_id = 1",
    "last finished game": "SELECT id FROM games WHERE channel_id = 1 AND status = 'finished'"
    " ORDER BY id DESC",
    "player moves": "SELECT AVG(ended_at - started_at) FROM moves WHERE user_id = 1",
    "lost seats": "SELECT COUNT(*) FROM seat_changes WHERE old_user_id = 1",
    "seat rates": "SELECT seat, COUNT(*), SUM(won) FROM results WHERE game_key = 'toy'"
    " GROUP BY seat ORDER BY seat",
    "bot seats owing at start-up": "SELECT DISTINCT s.game_id FROM seats s JOIN turns t"
    " ON t.game_id = s.game_id AND t.seat = s.seat WHERE s.is_bot = 1",
    "timers interrupted at start-up": "UPDATE timers SET status = 'interrupted'"
    " WHERE status = 'firing' RETURNING game_id",
}


@pytest.mark.parametrize("name", sorted(READS))
async def test_the_read_searches_an_index(db: aiosqlite.Connection, name: str) -> None:
    async with db.execute(f"EXPLAIN QUERY PLAN {READS[name]}") as cur:
        plan = " | ".join(str(row[3]) for row in await cur.fetchall())
    assert not any(step.startswith("SCAN") and "INDEX" not in step for step in plan.split(" | ")), (
        plan
    )
