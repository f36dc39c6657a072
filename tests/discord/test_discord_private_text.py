"""Afternova's private posts through Discord carry the hand in words *and* the private picture."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import render
from rules import GAMES
from rules.core import Game
from rules.core.game import private_summary
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"afternova": GAMES["afternova"]}


async def test_hand_replies_with_the_summary_and_the_private_picture(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[Any],
    games: Mapping[str, Game],
) -> None:
    async with running_bot(fake, channel, tmp_path / "db.sqlite3", games, images=True) as driver:
        await open_game(driver, users, "afternova")
        table = await current(driver)
        record = await driver.slash(users[1], "hand")
    seat = table.find_seat(int(users[1]["id"]))
    assert seat is not None
    reply = fake.messages[record.original or 0]
    view = table.game.view(table.state, seat)
    picture = render.encode_png(render.draw_private("afternova", view, name=table.names[seat]))
    assert (private_summary(table.game, table.state, seat) or "?") in reply.content
    assert reply.files["hand.png"] == bytes(picture)


async def test_start_dms_carry_the_summary_and_a_picture(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[Any],
    games: Mapping[str, Game],
) -> None:
    async with running_bot(fake, channel, tmp_path / "db.sqlite3", games, images=True) as driver:
        await open_game(driver, users, "afternova")
        table = await current(driver)
    for seat, user_id in enumerate(table.seat_users):
        (dm,) = fake.dms(user_id)
        assert (private_summary(table.game, table.state, seat) or "?") in dm.content
        assert "private.png" in dm.files
