"""One live set of decision components per game: a new board removes the older one's."""

from __future__ import annotations

from typing import Any

from tests.discord.flows import current, open_game
from tests.discord.harness import Driver


async def test_only_the_newest_board_keeps_its_buttons(table: Driver, users: list[Any]) -> None:
    await open_game(table, users[:2], "toy")
    for _ in range(4):
        live = await current(table)
        seat = min(live.game.to_act(live.state))
        user = next(u for u in users if int(u["id"]) == live.seat_users[seat])
        await table.slash(user, "play", action="move")
    with_components = [m for m in table.fake.public_messages() if m.custom_ids()]
    version = (await current(table)).state.version
    assert len(with_components) == 1
    assert {c.split(":")[3] for c in with_components[0].custom_ids()} == {str(version)}
