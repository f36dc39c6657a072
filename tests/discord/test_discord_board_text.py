"""The board for screen readers through the fake Discord (Space Base, one human and two bots):
``/game board text:yes`` answers the caller alone with the whole public board in words, and every
board image carries its alt text as the attachment's description."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any, cast

import pytest

import render
from bot.discord.client import OrreryBot
from bot.discord.messages import parts
from rules import GAMES
from rules.core import Game
from tests.discord.fake import Sent
from tests.discord.flows import check_message, current, knowledge, open_game
from tests.discord.harness import Driver

CONTENT_MAX = 2000


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"space_base": GAMES["space_base"]}


@pytest.fixture
def images() -> bool:
    return True


async def _answers(driver: Driver, user: dict[str, Any], **options: Any) -> list[Sent]:
    """What ``/game board`` with ``options`` showed ``user`` alone, oldest first; asserts the
    channel got nothing."""
    user_id = int(user["id"])
    public = len(driver.fake.public_messages())
    before = {m.id for m in driver.fake.private_messages(user_id)}
    await driver.slash(user, "game board", **options)
    assert len(driver.fake.public_messages()) == public
    return [m for m in driver.fake.private_messages(user_id) if m.id not in before]


async def _expected_text(driver: Driver) -> str:
    service = cast(OrreryBot, driver.client).service
    return (await service.board_text(int(driver.channel["id"]))).reply


async def test_text_board_reaches_the_caller_alone_in_messages_that_fit(
    table: Driver, users: list[dict[str, Any]]
) -> None:
    await open_game(table, users[:1], "space_base", bots=2)
    answers = await _answers(table, users[0], text=True)
    assert len(answers) >= 2 and all(len(m.content) <= CONTENT_MAX for m in answers)
    assert all(not m.payload["attachments"] for m in answers)
    expected = await _expected_text(table)
    assert [m.content for m in answers] == parts(expected)
    live = await current(table)
    assert all(name in expected for name in live.names)
    known = knowledge(live.game, None, live.state)
    for message in answers:
        check_message(message, None, known)  # nothing a channel reader may not know


async def test_a_text_board_too_long_for_the_messages_comes_as_a_file(
    table: Driver, users: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    await open_game(table, users[:1], "space_base", bots=2)
    # the extension loader runs its own copy of the cog's module (the one in sys.modules)
    monkeypatch.setattr(sys.modules["bot.discord.cogs.game"], "TEXT_MESSAGES_MAX", 1)
    (answer,) = await _answers(table, users[0], text=True)
    expected = await _expected_text(table)
    assert answer.files["board.txt"].decode("utf-8") == expected
    assert answer.content == parts(expected)[0]


async def test_every_board_image_carries_its_alt_text(
    table: Driver, users: list[dict[str, Any]]
) -> None:
    await open_game(table, users[:1], "space_base", bots=2)
    live = await current(table)
    boards = [m for m in table.fake.public_messages() if "board.png" in m.files]
    (shown,) = await _answers(table, users[0])
    for message in [*boards, shown]:
        (attachment,) = message.payload["attachments"]
        assert attachment["description"] == render.alt_text(message.files["board.png"])
    described = render.describe_board(
        "space_base", live.game.view(live.state, None), names=live.names
    )
    assert shown.payload["attachments"][0]["description"] == described
    check_message(shown, None, knowledge(live.game, None, live.state))


def test_parts_break_between_lines_and_long_lines_between_words() -> None:
    text = "\n".join(["short", "word " * 10, "x" * 25, "end"])
    found = parts(text, 12)
    assert all(len(part) <= 12 for part in found)
    assert found[0] == "short"
    assert parts("fits", 12) == ["fits"] and parts("  ", 12) == []
    assert "".join(found).replace(" ", "").replace("\n", "") == text.replace(" ", "").replace(
        "\n", ""
    )
