"""A thread per game (``/game new where:``, :mod:`bot.discord.game_threads`, docs/play-by-post.md
§2) through discord.py's dispatch on the fake Discord: the default follows the bot's Create
Public Threads permission; the game lives in its thread, is found by every command typed there,
is named from the parent, survives a restart and an archived thread; a refused thread leaves the
game in the channel with a sentence."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.discord.outbox import outbox_of
from bot.discord.routing import send_notice, strip
from bot.services.notices import TableNotice
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Interaction, Sent
from tests.discord.flows import current, play_to_the_end
from tests.discord.harness import Driver, ErrorLog
from tests.discord.test_discord_quiet_table import play_move
from tests.discord.threads import FORUM, THREAD_CREATED
from tests.discord.transport import DiscordError

WEEK_MINUTES = 10080


def reply(driver: Driver, record: Interaction) -> str:
    """The caller's ephemeral answer."""
    return driver.fake.messages[record.original or 0].content


def public_in(fake: FakeDiscord, channel_id: int) -> list[Sent]:
    """The messages everyone reads in ``channel_id``."""
    return [m for m in fake.in_channel(channel_id) if m.audience is None]


def lobby_posts(fake: FakeDiscord, channel_id: int) -> list[Sent]:
    """The lobby announcements in ``channel_id``."""
    return [m for m in public_in(fake, channel_id) if "opened a game of" in m.content]


async def open_in_thread(driver: Driver, users: list[Any], **options: Any) -> dict[str, Any]:
    """``/game new`` by the first user in the driver's channel; the game's new thread."""
    before = {t["id"] for t in driver.fake.threads_of()}
    await driver.slash(users[0], "game new", game="toy", **options)
    (thread,) = [t for t in driver.fake.threads_of() if t["id"] not in before]
    return thread


async def seat_and_start(driver: Driver, users: list[Any], thread: dict[str, Any]) -> None:
    """The others join and the first user starts, every command typed in ``thread``."""
    for user in users[1:]:
        await driver.run([driver.slash_payload(user, "game join", channel=thread)])
    await driver.run([driver.slash_payload(users[0], "game start", channel=thread)])


async def started_in_thread(driver: Driver, users: list[Any]) -> dict[str, Any]:
    """With threads allowed, a game opened, joined and started in its own thread, where every
    later command of ``driver`` is typed; the thread."""
    driver.fake.may_open_threads = True
    thread = await open_in_thread(driver, users)
    await seat_and_start(driver, users, thread)
    driver.channel = thread
    return thread


async def test_without_create_public_threads_the_game_opens_in_the_channel(
    table: Driver, users: list[Any]
) -> None:
    channel = int(table.channel["id"])
    record = await table.slash(users[0], "game new", game="toy")
    assert table.fake.threads_of() == []
    assert len(lobby_posts(table.fake, channel)) == 1
    assert "thread" not in reply(table, record)


async def test_where_thread_without_the_permission_says_why_the_game_is_here(
    table: Driver, users: list[Any]
) -> None:
    record = await table.slash(users[0], "game new", game="toy", where="thread")
    assert table.fake.threads_of() == []
    assert "Create Public Threads" in reply(table, record)
    assert len(lobby_posts(table.fake, int(table.channel["id"]))) == 1


async def test_with_the_permission_the_game_opens_in_its_own_thread(
    table: Driver, users: list[Any]
) -> None:
    table.fake.may_open_threads = True
    channel = int(table.channel["id"])
    record = await table.slash(users[0], "game new", game="toy")
    (thread,) = table.fake.threads_of(channel)
    thread_id = int(thread["id"])
    assert thread["name"] == "Toy (ana)"
    assert thread["thread_metadata"]["auto_archive_duration"] == WEEK_MINUTES
    assert f"<#{thread_id}>" in reply(table, record)
    assert lobby_posts(table.fake, channel) == []
    assert len(lobby_posts(table.fake, thread_id)) == 1
    assert [m.payload["type"] for m in public_in(table.fake, channel)] == [THREAD_CREATED]
    await seat_and_start(table, users, thread)
    table.channel = thread  # every later command is typed in the thread
    await play_move(table, users)
    assert [m.payload["type"] for m in public_in(table.fake, channel)] == [THREAD_CREATED]
    assert any("moved" in m.content for m in table.fake.in_channel(thread_id))


async def test_where_here_keeps_the_game_in_the_channel(table: Driver, users: list[Any]) -> None:
    table.fake.may_open_threads = True
    record = await table.slash(users[0], "game new", game="toy", where="here")
    assert table.fake.threads_of() == []
    assert "thread" not in reply(table, record)


async def test_one_channel_hosts_many_games_and_names_their_threads(
    table: Driver, users: list[Any]
) -> None:
    table.fake.may_open_threads = True
    first = await open_in_thread(table, users)
    second = await open_in_thread(table, users[1:])
    assert first["id"] != second["id"]
    record = await table.slash(users[2], "game status")  # typed in the parent: no game there
    said = reply(table, record)
    assert "no game in this channel" in said
    assert f"<#{first['id']}>, <#{second['id']}>" in said
    status = table.slash_payload(users[2], "game status", channel=second)
    await table.run([status])
    assert "ben" in reply(table, status[0]) and "Lobby" in reply(table, status[0])


async def test_a_channel_without_game_threads_says_only_that_it_has_no_game(
    table: Driver, users: list[Any]
) -> None:
    record = await table.slash(users[0], "game status")
    assert "thread" not in reply(table, record)


@pytest.mark.parametrize(
    "error",
    [DiscordError(403, 50013, "Missing Permissions"), DiscordError(500, 0, "Server Error")],
)
async def test_a_refused_thread_leaves_the_game_in_the_channel_with_a_sentence(
    table: Driver, users: list[Any], error: DiscordError
) -> None:
    table.fake.may_open_threads = True
    table.fake.inject("POST", "/channels/{channel_id}/threads", error)
    record = await table.slash(users[0], "game new", game="toy")
    assert table.fake.threads_of() == []
    assert "did not let me open a thread" in reply(table, record)
    assert len(lobby_posts(table.fake, int(table.channel["id"]))) == 1


async def test_a_refused_option_opens_no_thread(table: Driver, users: list[Any]) -> None:
    table.fake.may_open_threads = True
    await table.slash(users[0], "game new", game="toy", options="reminder_hours=0")
    assert table.fake.threads_of() == []


async def test_game_new_inside_a_thread_stays_there_unless_asked_for_a_sibling(
    table: Driver, users: list[Any]
) -> None:
    table.fake.may_open_threads = True
    first = await open_in_thread(table, users)
    await table.run([table.slash_payload(users[0], "game abandon", channel=first)])
    again = table.slash_payload(users[0], "game new", channel=first, game="toy")
    await table.run([again])  # a new game in the finished game's thread: it stays there
    assert len(table.fake.threads_of()) == 1
    assert len(lobby_posts(table.fake, int(first["id"]))) == 2
    sibling = table.slash_payload(users[1], "game new", channel=first, game="toy", where="thread")
    await table.run([sibling])
    (_, second) = table.fake.threads_of()
    assert second["parent_id"] == table.channel["id"]  # a thread of the parent, not of a thread
    assert f"<#{second['id']}>" in reply(table, sibling[0])


async def test_where_thread_in_a_forum_post_opens_a_new_post(
    table: Driver, fake: FakeDiscord, users: list[Any]
) -> None:
    fake.may_open_threads = True
    forum = fake.add_text_channel("games", kind=FORUM)
    post = fake.create_thread(int(forum["id"]), {"name": "chat", "message": {"content": "hi"}})
    opened = table.slash_payload(users[0], "game new", channel=post, game="toy", where="thread")
    await table.run([opened])
    (_, game_post) = fake.threads_of(int(forum["id"]))
    post_id = int(game_post["id"])
    first = fake.in_channel(post_id)[0]  # the post's first message
    assert first.content == "Toy: a table opened by ana. Join it here with `/game join`."
    assert len(lobby_posts(fake, post_id)) == 1
    assert f"<#{post_id}>" in reply(table, opened[0])


async def test_a_thread_game_survives_a_restart(
    fake: FakeDiscord,
    channel: dict[str, Any],
    users: list[Any],
    tmp_path: Path,
    games: Mapping[str, Game],
    error_log: ErrorLog,
) -> None:
    fake.may_open_threads = True
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as driver:
        thread = await open_in_thread(driver, users)
        await seat_and_start(driver, users, thread)
    async with running_bot(fake, channel, database, games) as driver:
        parent = await driver.slash(users[0], "game status")
        assert f"<#{thread['id']}>" in reply(driver, parent)
        driver.channel = thread
        await play_move(driver, users)
        assert any("moved" in m.content for m in fake.in_channel(int(thread["id"])))
    assert fake.violations == []
    assert error_log.messages() == []


async def test_an_edit_in_an_archived_thread_unarchives_it_first(
    table: Driver, users: list[Any]
) -> None:
    thread = await started_in_thread(table, users)
    await play_move(table, users)
    thread_id = int(thread["id"])
    board_count = len(table.fake.in_channel(thread_id))
    table.fake.archive_thread(thread_id)  # a week without a post
    await play_move(table, users)  # the same seat's second move edits its turn's board
    assert table.fake.channels[thread_id]["thread_metadata"]["archived"] is False
    assert ("PATCH", "/channels/{channel_id}", {"archived": False}) in table.fake.requests
    edited = [m for m in table.fake.in_channel(thread_id) if m.content.count("moved") == 2]
    assert edited and len(table.fake.in_channel(thread_id)) > board_count


async def test_an_edit_in_a_locked_thread_fails_without_an_error_log(
    table: Driver, users: list[Any]
) -> None:
    table.fake.may_open_threads = True
    thread = await open_in_thread(table, users)
    thread_id = int(thread["id"])
    (lobby,) = lobby_posts(table.fake, thread_id)
    table.fake.archive_thread(thread_id, locked=True)
    strip(table.client, (thread_id, lobby.id))
    await outbox_of(table.client).idle()
    assert table.fake.channels[thread_id]["thread_metadata"]["archived"] is True
    assert ("PATCH", "/channels/{channel_id}", {"archived": False}) in table.fake.requests
    assert table.fake.messages[lobby.id].payload is lobby.payload  # the edit was refused


async def test_the_dashboard_links_a_thread_game_and_a_rematch_stays_in_its_thread(
    table: Driver, users: list[Any]
) -> None:
    parent = table.channel
    thread = await started_in_thread(table, users)
    await table.run([table.slash_payload(users[0], "games", channel=parent)])
    (dashboard,) = [m for m in table.fake.public_messages() if "Active games" in m.content]
    assert f"**Toy** in <#{thread['id']}>" in table.fake.messages[dashboard.id].content
    await play_to_the_end(table, users)
    for user in users:
        await table.slash(user, "game rematch")
    rematch = await current(table)
    assert rematch.row.status == "active" and rematch.row.channel_id == int(thread["id"])
    assert len(table.fake.threads_of()) == 1


async def test_a_reminder_into_an_archived_thread_is_sent_and_reopens_it(
    table: Driver, users: list[Any]
) -> None:
    thread = await started_in_thread(table, users)
    thread_id = int(thread["id"])
    table.fake.archive_thread(thread_id)  # a week without a post
    await send_notice(table.client, TableNotice(thread_id, "Still your turn."), None)
    await outbox_of(table.client).idle()
    assert public_in(table.fake, thread_id)[-1].content == "Still your turn."
    assert table.fake.channels[thread_id]["thread_metadata"]["archived"] is False
    assert ("PATCH", "/channels/{channel_id}", {"archived": False}) not in table.fake.requests


async def test_board_history_in_a_game_thread_opens_no_thread_of_its_own(
    table: Driver, users: list[Any]
) -> None:
    table.fake.may_open_threads = True
    thread = await open_in_thread(table, users, options="board_history=thread")
    await seat_and_start(table, users, thread)
    table.channel = thread
    for _ in range(6):  # three turns: two replaced boards
        await play_move(table, users)
    assert table.fake.threads_of() == [thread]  # the boards stay in the game's thread
