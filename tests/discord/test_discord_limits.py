"""Nothing is cut at Discord's limits and nothing is lost to an expired interaction token
(issue #33 items 2 and 4): a text past 2,000 characters arrives whole in several messages; an
answer that comes after the token's 15 minutes reaches the caller by DM."""

from __future__ import annotations

from typing import Any, cast

from bot.discord.client import OrreryBot
from bot.discord.routing import send_dm
from bot.services.outputs import PrivatePost
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver


async def test_a_long_dm_arrives_whole_in_several_messages(table: Driver, users: list[Any]) -> None:
    client = cast(OrreryBot, table.client)
    text = "\n".join(f"line {n}: " + "word " * 30 for n in range(40))
    user = int(users[0]["id"])
    assert await send_dm(client, client.service, PrivatePost(user_id=user, text=text))
    sent = [message.content for message in table.fake.private_messages(user)]
    assert len(sent) == 4 and all(len(part) <= 2000 for part in sent)
    assert "\n".join(sent) == text


async def test_an_answer_after_the_token_expired_goes_by_dm(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    live = await current(table)
    (seat,) = live.game.to_act(live.state)
    actor = next(u for u in users if int(u["id"]) == live.seat_users[seat])
    table.fake.rates.rate_limit(int(table.channel["id"]), retry_after=20 * 60)
    user = int(actor["id"])
    await table.slash(actor, "play", action="move")
    assert (await current(table)).state.version == 1
    dm = table.fake.dm_of[user]
    direct = [
        m.content for m in table.fake.private_messages(user) if int(m.payload["channel_id"]) == dm
    ]
    assert direct[-1] == "Played `move`."
    assert table.fake.violations == []
