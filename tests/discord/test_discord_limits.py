"""Nothing is cut at Discord's limits, nothing is lost to an expired interaction token, nothing
is uploaded twice (issue #33 items 2, 3 and 4): a text past 2,000 characters arrives whole in
several messages; an answer that comes after the token's 15 minutes reaches the caller by DM; an
edit of a board whose picture did not change keeps its attachment."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import pytest

from bot.discord.client import OrreryBot
from bot.discord.routing import send_dm, send_public
from bot.i18n import t
from bot.services.outputs import PrivatePost, PublicPost
from rules import GAMES
from rules.core import Game
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver
from tests.table.toy import TOY


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


async def test_a_late_private_post_to_closed_dms_is_told_to_the_table(
    table: Driver, users: list[Any]
) -> None:
    """The mover's DMs are closed and their board waits 20 minutes on a 429: their private post
    cannot come ephemerally through the expired token, so the table is told to use /hand."""
    await open_game(table, users, "toy")
    live = await current(table)
    (seat,) = live.game.to_act(live.state)
    actor = next(u for u in users if int(u["id"]) == live.seat_users[seat])
    table.fake.closed_dms.add(int(actor["id"]))
    table.fake.rates.rate_limit(int(table.channel["id"]), retry_after=20 * 60)
    await table.slash(actor, "play", action="draw")
    assert (await current(table)).state.version == 1
    told = t("discord.dm_failed", mention=f"<@{actor['id']}>")
    assert told in [m.content for m in table.fake.public_messages()]
    assert table.fake.violations == []


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"toy": TOY, "space_base": GAMES["space_base"]}


@pytest.fixture
def images() -> bool:
    return True


def board_edits(fake: Any) -> list[dict[str, Any]]:
    """The payloads of every edit of a channel message, in order."""
    return [
        body
        for method, path, body in fake.requests
        if method == "PATCH" and path == "/channels/{channel_id}/messages/{message_id}"
    ]


async def test_an_edit_whose_picture_did_not_change_keeps_the_attachment(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:2], "space_base")
    client = cast(OrreryBot, table.client)
    live = await current(table)
    png = (await client.service.board(int(table.channel["id"]))).public[0].image_png
    assert png is not None
    channel = int(table.channel["id"])

    async def post(text: str, image: bytes) -> dict[str, Any]:
        sent = PublicPost(text=text, image_png=image, game_id=live.row.id, board=1)
        await send_public(client, client.service, channel, sent)
        edits = board_edits(table.fake)
        return edits[-1] if edits else {}

    assert await post("the board, once", png) == {}  # sent, then edited:
    kept = await post("the board, with the same picture", png)
    changed = await post("the board, with another picture", png + b"\0")
    assert "attachments" not in kept and kept["content"].endswith("same picture")
    assert [a["filename"] for a in changed["attachments"]] == ["board.png"]
    assert table.fake.violations == []
