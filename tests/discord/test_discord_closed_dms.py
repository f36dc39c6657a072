"""A whole Afternova game with one seat whose DMs are closed: one quiet notice, pings unchanged."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.discord.routing import ClosedDms
from rules import GAMES
from rules.core import Game
from tests.discord.fake import FakeDiscord
from tests.discord.flows import PingWatch, open_game, play_to_the_end
from tests.discord.harness import Driver


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"afternova": GAMES["afternova"]}


@pytest.fixture
def seated(fake: FakeDiscord, users: list[Any]) -> list[Any]:
    """ana and ben with open DMs, dee with closed DMs."""
    return [*users[:2], fake.add_user("dee", dms_open=False)]


def notices(fake: FakeDiscord) -> list[Any]:
    """The channel's closed-DM notices."""
    return [m for m in fake.public_messages() if "couldn't DM" in m.content]


async def test_a_closed_dm_seat_is_announced_once_per_game(
    fake: FakeDiscord, table: Driver, seated: list[Any]
) -> None:
    watch = PingWatch(table)
    await open_game(table, seated, "afternova")
    await play_to_the_end(table, seated, watch)
    assert [m.content for m in notices(fake)] == [
        f"I couldn't DM <@{seated[2]['id']}>, use `/hand`."
    ]
    assert watch.pinged == watch.asked and watch.wrong == []


async def test_the_closed_dm_notice_pings_nobody(
    fake: FakeDiscord, table: Driver, seated: list[Any]
) -> None:
    await open_game(table, seated, "afternova")
    assert [m.payload["allowed_mentions"].get("users") or [] for m in notices(fake)] == [[]]


def test_a_refused_dm_is_news_again_after_a_dm_succeeded() -> None:
    memory = ClosedDms()
    told = [memory.is_news(1, 7), memory.is_news(1, 7), memory.is_news(2, 7)]
    memory.reopened(1, 7)
    assert [*told, memory.is_news(1, 7)] == [True, False, True, True]
