"""Board history in a per-game thread (table option ``board_history=thread``,
docs/play-by-post.md §2): the channel keeps the current board, every replaced board is in the
game's thread, in order, with its picture and alt text, through the thread's own rate limit.
The opening post (the game's start) stays in the channel."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import render
from bot.services import images as image_service
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import buttons, open_game, pinged_users
from tests.discord.harness import Driver, ErrorLog
from tests.discord.test_discord_quiet_table import play_move
from tests.discord.threads import THREAD_CREATED
from tests.discord.transport import CHANNEL_OPS_MAX


@pytest.fixture
def images() -> bool:
    """The bot renders boards (drawn by :func:`numbered_boards`)."""
    return True


@pytest.fixture(autouse=True)
def threads_allowed(fake: FakeDiscord) -> None:
    """The bot may open threads (board history needs Create Public Threads); each game is
    opened ``where:here``, so its replaced boards have a thread to go to."""
    fake.may_open_threads = True


@pytest.fixture(autouse=True)
def numbered_boards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game has a board picture: a tiny PNG whose alt text numbers the drawing."""
    count = itertools.count(1)

    def draw(*_: Any, **__: Any) -> bytes:
        return render.encode_png(Image.new("RGB", (4, 4)), alt_text=f"drawing {next(count)}")

    monkeypatch.setattr(render, "has_board", lambda key: True)
    monkeypatch.setattr(image_service, "_draw_board", draw)
    monkeypatch.setattr(image_service, "_draw_private", draw)


def board_posts(driver: Driver, channel_id: int) -> list[Sent]:
    """The board messages in ``channel_id`` (or a thread): the posts with a board picture."""
    return [
        m
        for m in driver.fake.in_channel(channel_id)
        if any(a["filename"] == "board.png" for a in m.payload["attachments"])
    ]


def alt_text(message: Sent) -> str:
    """The description (alt text) of ``message``'s board picture."""
    return str(message.payload["attachments"][0]["description"])


async def test_replaced_boards_go_to_the_games_thread_and_one_board_stays_in_the_channel(
    table: Driver, users: list[Any]
) -> None:
    channel = int(table.channel["id"])
    await open_game(table, users, "toy", "board_history=thread", where="here")
    (opening,) = board_posts(table, channel)  # the start of the game stays where it began
    shown: dict[int, str] = {}  # each board message: its last text and picture in the channel
    for _ in range(8):  # four turns of two moves: four boards
        await play_move(table, users)
        last = board_posts(table, channel)[-1]
        shown[last.id] = f"{last.content}|{alt_text(last)}"
    threads = table.fake.threads_of(channel)
    assert len(threads) == 1 and threads[0]["name"] == "Toy #1: earlier boards"
    thread = int(threads[0]["id"])
    in_channel = board_posts(table, channel)
    assert len(shown) == 4
    assert [m.id for m in in_channel] == [opening.id, *list(shown)[-1:]]
    history = board_posts(table, thread)
    assert [f"{m.content}|{alt_text(m)}" for m in history] == list(shown.values())[:-1]
    assert all(not buttons(m) and not pinged_users(m) for m in history)
    assert table.fake.rates.busiest(thread) <= CHANNEL_OPS_MAX
    assert table.fake.rates.busiest(channel) <= CHANNEL_OPS_MAX
    created = [m for m in table.fake.in_channel(channel) if m.payload["type"] == THREAD_CREATED]
    assert len(created) == 1  # the one "started a thread" line, the way into the history


async def test_without_the_option_boards_stay_in_the_channel(
    table: Driver, users: list[Any]
) -> None:
    channel = int(table.channel["id"])
    await open_game(table, users, "toy", where="here")
    for _ in range(8):
        await play_move(table, users)
    assert table.fake.threads_of(channel) == []
    assert len(board_posts(table, channel)) == 5  # the opening post and four boards


async def test_a_board_history_option_out_of_its_values_is_refused(
    table: Driver, users: list[Any]
) -> None:
    record = await table.slash(users[0], "game new", game="toy", options="board_history=forum")
    answer = table.fake.messages[record.original or 0].content
    assert "board_history" in answer and "`none` or `thread`" in answer


async def test_without_permission_to_open_a_thread_every_board_stays_in_the_channel(
    table: Driver, users: list[Any]
) -> None:
    channel = int(table.channel["id"])
    table.fake.may_open_threads = False
    await open_game(table, users, "toy", "board_history=thread", where="here")
    for _ in range(6):
        await play_move(table, users)
    assert table.fake.threads_of(channel) == []
    assert len(board_posts(table, channel)) == 4  # the opening post and three boards, all kept


async def test_a_thread_deleted_on_discord_is_replaced_and_a_restart_keeps_the_thread(
    fake: FakeDiscord,
    channel: dict[str, Any],
    users: list[Any],
    tmp_path: Path,
    games: Mapping[str, Game],
    error_log: ErrorLog,
) -> None:
    channel_id = int(channel["id"])
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games, images=True) as driver:
        await open_game(driver, users, "toy", "board_history=thread", where="here")
        for _ in range(4):  # two boards: the first moves to the thread
            await play_move(driver, users)
    (first,) = fake.threads_of(channel_id)
    async with running_bot(fake, channel, database, games, images=True) as driver:
        for _ in range(2):  # a third board: the second joins the same thread
            await play_move(driver, users)
        assert fake.threads_of(channel_id) == [first]
        assert len(board_posts(driver, int(first["id"]))) == 2
        fake.delete_thread(int(first["id"]))
        for _ in range(4):  # the copy to the deleted thread fails; the next board opens another
            await play_move(driver, users)
    (second,) = fake.threads_of(channel_id)
    assert second["id"] != first["id"]
    assert len(board_posts(driver, int(second["id"]))) == 1
    assert len(board_posts(driver, channel_id)) == 3  # the opening, the one kept, the current
    assert fake.violations == []
    assert error_log.messages() == []
