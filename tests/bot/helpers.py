"""Shared pieces of the service tests: players, a fixed clock and whole-game drivers."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

from bot.services.context import Table
from bot.services.game_service import GameService, Player
from bot.services.outputs import Outputs
from rules.core import Game

NOW = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
CHANNEL, GUILD = 42, 7
SEED = "test-seed"
USERS = tuple(Player(100 + i, name) for i, name in enumerate(("Ana", "Bo", "Cy", "Di", "Ed")))


def make_service(db: Any, games: dict[str, Game] | None = None) -> GameService:
    """A service with images off, a fixed clock and a fixed seed."""
    return GameService(db, render_images=False, now=lambda: NOW, games=games, seeds=lambda: SEED)


async def open_table(service: GameService, key: str, players: int) -> Table:
    """Open a lobby of ``key``, seat ``players`` users and start; return the started table."""
    await service.new_game(CHANNEL, GUILD, USERS[0], key, {})
    for user in USERS[1:players]:
        await service.join(CHANNEL, user)
    await service.start(CHANNEL, USERS[0])
    return await table_here(service)


async def table_here(service: GameService) -> Table:
    """The game of the test channel (the test fails if there is none)."""
    table = await service.table_of(CHANNEL)
    assert table is not None
    return table


def user_of(table: Table, seat: int) -> Player:
    """The test user holding ``seat``."""
    return next(user for user in USERS if user.user_id == table.seat_users[seat])


async def play_one(service: GameService, rng: random.Random) -> tuple[Table, Outputs] | None:
    """Let the game's bot choose for a seat owing a decision and send it as notation.

    Returns:
        The table before the action and the action's outputs, or ``None`` once the game is over.
    """
    table = await service.table_of(CHANNEL)
    if table is None or table.row.status != "active":
        return None
    seat = rng.choice(sorted(table.game.to_act(table.state)))
    action = table.game.bot_action(table.state, seat, rng)
    notation = table.game.describe_action(table.state, seat, action)
    return table, await service.act(CHANNEL, user_of(table, seat), notation, table.row.version)


async def play_to_end(service: GameService, rng: random.Random, limit: int = 5000) -> int:
    """Play the channel's game to its end; return the number of actions."""
    for step in range(limit):
        if await play_one(service, rng) is None:
            return step
    raise AssertionError(f"the game did not end within {limit} actions")
