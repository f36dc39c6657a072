"""``/stats game:`` shows the server's leaderboard through the fake Discord (issue #30 item 9)."""

from __future__ import annotations

from typing import Any

from tests.discord.flows import open_game, play_to_the_end
from tests.discord.harness import Driver


async def test_a_finished_game_puts_its_players_on_the_leaderboard(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    await play_to_the_end(table, users)
    record = await table.slash(users[0], "stats", game="toy")
    text = table.fake.messages[record.original or 0].content
    assert "Ratings on this server" in text
    assert all(f". {user['username']}: " in text for user in users)
    assert "ana's rating after each game:" in text
