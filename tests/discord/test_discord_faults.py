"""Discord faults survived with nothing lost and the players told (issue #33 item 5): server
errors on a board post or edit (retried, then told; the next move posts the board again), a board
message deleted by a moderator (posted anew), the game's channel deleted (the game archived,
other games go on), a missing permission (the move refused with the reason; the game waits).
Closed DMs and restarts mid-game have their own tests (test_discord_closed_dms.py,
test_discord_play.py). ``python -m bench.faults`` injects each fault into whole games of every
title and counts them."""

from __future__ import annotations

from itertools import pairwise
from types import SimpleNamespace
from typing import Any, cast

import discord

from bot.discord.client import OrreryBot
from bot.discord.outbox import RATE_LIMIT_TRIES, SERVER_BACKOFF_S, Job, Outbox
from bot.i18n import t
from bot.store import boards
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver
from tests.discord.test_discord_play import board_and_actor
from tests.discord.transport import DiscordError, VirtualPace

POST = ("POST", "/channels/{channel_id}/messages")
EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
UNAVAILABLE = DiscordError(503, 0, "Service Unavailable")


async def board_message(driver: Driver) -> Sent:
    """The channel's current board message."""
    live = await current(driver)
    db = cast(OrreryBot, driver.client).service.tables.db
    board = await boards.current_board(db, live.row.id)
    assert board is not None
    found = await boards.message_of(db, live.row.id, board.number)
    assert found is not None
    return driver.fake.messages[found[1]]


async def move(driver: Driver, users: list[Any]) -> str:
    """The seat to act plays ``move``; returns what it was answered."""
    _, actor = await board_and_actor(driver, users)
    record = await driver.slash(actor, "play", action="move")
    return driver.fake.messages[record.original or 0].content


async def test_a_server_error_on_a_board_edit_is_retried(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    table.fake.inject(*EDIT, UNAVAILABLE, times=2)
    assert await move(table, users) == "Played `move`."
    assert "`move`" in (await board_message(table)).content
    assert len(table.fake.injected) == 2 and table.fake.violations == []


async def test_a_long_outage_tells_the_mover_and_the_next_move_posts_the_board(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    await move(table, users)  # board 1 is sent; the next move edits it
    channel = int(table.channel["id"])
    table.fake.inject(*EDIT, UNAVAILABLE, times=4, channel_id=channel)  # every try of the edit
    said = await move(table, users)
    assert said.endswith(t("discord.board_delayed"))
    assert (await board_message(table)).content.count("`move`") == 1
    told = [m for m in table.fake.public_messages() if m.content == t("discord.board_failed")]
    assert len(told) == 1
    _, actor = await board_and_actor(table, users)
    await move(table, users)  # the board is posted with it (here a new turn's new message)
    board = await board_message(table)
    assert board.content.startswith(f"{actor['username']}: `move`")
    assert table.fake.violations == []


async def test_a_board_deleted_by_a_moderator_is_posted_anew(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    await move(table, users)
    gone = await board_message(table)
    del table.fake.messages[int(gone.payload["id"])]  # by a moderator
    assert await move(table, users) == "Played `move`."
    board = await board_message(table)
    assert board.payload["id"] != gone.payload["id"] and board.content.count("`move`") == 2
    assert table.fake.violations == []


async def test_a_deleted_channel_archives_its_game_and_the_others_go_on(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(table, users, "toy")
    client = cast(OrreryBot, table.client)
    other = fake.add_text_channel("another-table")
    second = Driver(client, table.tree, fake, other)
    await open_game(second, users, "toy")
    del fake.channels[int(table.channel["id"])]
    await client.on_guild_channel_delete(cast(Any, discord.Object(id=int(table.channel["id"]))))
    archived = await client.service.tables.by_id((await current(second)).row.id - 1)
    assert archived.row.status == "abandoned"
    assert (await current(second)).row.status == "active"
    assert await move(second, users) == "Played `move`."


async def test_a_missing_permission_refuses_the_move_with_the_reason(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    permissions = discord.Permissions(table.app_permissions)
    permissions.attach_files = False
    table.app_permissions = permissions.value
    said = await move(table, users)
    assert said == t("discord.cannot_post", missing="Attach Files")
    assert (await current(table)).state.version == 0


async def test_a_post_refused_for_a_permission_tells_the_mover_and_the_game_waits(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    await move(table, users)
    table.fake.inject(*EDIT, DiscordError(403, 50013, "Missing Permissions"), times=1)
    said = await move(table, users)
    assert said.endswith(t("discord.board_forbidden"))
    board, actor = await board_and_actor(table, users)
    version = (await current(table)).state.version
    await table.click(actor, board, board.custom_ids()[0])  # a click elsewhere than /play:
    assert (await current(table)).state.version == version  # refused while posting fails


def _refusing(status: int, calls: list[float], pace: VirtualPace) -> Job:
    async def run() -> None:
        calls.append(pace.now())
        response = SimpleNamespace(status=status, reason="", headers={"Retry-After": "2"})
        raise discord.HTTPException(cast(Any, response), {"code": 0, "message": "refused"})

    return Job(run)


async def test_the_outbox_bounds_its_tries_and_hands_back_the_error() -> None:
    pace = VirtualPace()
    outbox = Outbox(pace)
    limited: list[float] = []
    error = await outbox.put(1, _refusing(429, limited, pace))
    assert isinstance(error, discord.HTTPException) and error.status == 429
    assert len(limited) == RATE_LIMIT_TRIES
    failing: list[float] = []
    error = await outbox.put(2, _refusing(502, failing, pace))
    assert isinstance(error, discord.HTTPException) and error.status == 502
    waits = [later - earlier for earlier, later in pairwise(failing)]
    assert waits == list(SERVER_BACKOFF_S)
    forbidden: list[float] = []
    assert await outbox.put(3, _refusing(403, forbidden, pace)) is not None
    assert len(forbidden) == 1
