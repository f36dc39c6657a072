"""``/game new`` reaches Discord with what the registry holds: its games and its largest table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rules import GAMES
from rules.core import Game
from tests.discord.harness import Driver
from tests.discord.test_discord_translator import synced_nodes
from tests.table.toy import TOY


@pytest.fixture
def games() -> Mapping[str, Game]:
    """The shipped registry plus the toy game (4 seats)."""
    return {**GAMES, "toy": TOY}


async def test_game_new_offers_every_registered_game_and_bots_up_to_the_largest_table(
    table: Driver, games: Mapping[str, Game]
) -> None:
    options = dict(await synced_nodes(table))
    offered = {choice["value"] for choice in options["/game new game"]["choices"]}
    assert offered == set(games)
    most = max(game.max_players for game in games.values())
    assert options["/game new bots"]["max_value"] == most - 1


async def test_more_bots_than_the_games_seats_are_refused(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy", bots=4)  # Discord allows 5: Afternova
    assert "Every seat is taken" in table.fake.private_messages(int(users[0]["id"]))[-1].content
