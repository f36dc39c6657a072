"""``/mygames``: the caller's own inbox, ephemeral, oldest wait first, with a link."""

from __future__ import annotations

from typing import Any

from tests.discord.flows import current, open_game
from tests.discord.harness import Driver


async def test_mygames_lists_the_game_waiting_on_the_caller_only(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:2], "toy")
    live = await current(table)
    owing = min(live.game.to_act(live.state))
    waiting = next(u for u in users if int(u["id"]) == live.seat_users[owing])
    idle = next(u for u in users[:2] if u is not waiting)
    await table.slash(waiting, "mygames")
    reply = table.fake.private_messages(int(waiting["id"]))[-1].content
    guild, channel = table.fake.guild_id, table.channel["id"]
    assert reply.startswith("One game is waiting on you")
    assert "**Toy**" in reply and f"https://discord.com/channels/{guild}/{channel}" in reply
    await table.slash(idle, "mygames")
    assert table.fake.private_messages(int(idle["id"]))[-1].content == (
        "No game is waiting on you right now."
    )
