"""Fixtures of the conformance suite: the fake Discord's (``tests/discord/conftest.py``), and
``key``, every registered game in turn, with ``games`` holding that game alone."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from rules import GAMES
from rules.core import Game
from tests.discord.conftest import channel, error_log, fake, images, table, users

__all__ = ["channel", "error_log", "fake", "games", "images", "key", "table", "users"]


@pytest.fixture(params=sorted(GAMES))
def key(request: pytest.FixtureRequest) -> str:
    """A registered game's key (the test id)."""
    return str(request.param)


@pytest.fixture
def games(key: str) -> Mapping[str, Game]:
    """The registry the bot plays: the game ``key`` alone."""
    return {key: GAMES[key]}
