"""Rewind by consent (issue #30 item 1, :mod:`bot.services.rewind`) on Space Base, whose every
turn starts with a roll of the dice: the game returns to an earlier version, chance after it is
re-seeded so the old line's rolls do not repeat, rewinding to the same point again rolls the
same new dice (no fishing), the log still rebuilds the snapshot, and the export keeps the undone
moves as a branch and rebuilds the same game."""

from __future__ import annotations

import random

import aiosqlite
import pytest

from bot.services.errors import StaleVersion
from bot.services.export import export_game, rebuild
from bot.services.game_service import GameService
from bot.services.rewind import NoSuchMove, reseed
from bot.store.actions import count_actions, list_actions
from bot.store.replay import replay
from tests.bot.helpers import (
    CHANNEL,
    make_service,
    open_table,
    play_one,
    table_here,
    user_of,
)

ROLL = "roll"


async def _dice_after_roll(service: GameService, table_version: int) -> str:
    """Roll for the seat to act and return the log line of that roll."""
    table = await table_here(service)
    seat = min(table.game.to_act(table.state))
    await service.act(CHANNEL, user_of(table, seat), ROLL, table_version)
    rows = await list_actions(service.tables.db, table.row.id)
    return rows[-1].public_text


async def _to_a_roll(service: GameService, rng: random.Random) -> None:
    """Play until the seat to act is asked to roll (after at least three moves)."""
    for _ in range(200):
        table = await table_here(service)
        seat = min(table.game.to_act(table.state))
        legal = [
            table.game.describe_action(table.state, seat, a)
            for a in table.game.legal_actions(table.state, seat)
        ]
        if table.row.version >= 3 and legal == [ROLL]:
            return
        await play_one(service, rng)
    raise AssertionError("no roll reached")


async def test_a_rewind_reseeds_chance_and_a_second_rewind_rolls_the_same(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    table = await open_table(service, "space_base", 2)
    await _to_a_roll(service, random.Random(3))
    at = (await table_here(service)).row.version
    original = await _dice_after_roll(service, at)
    await play_one(service, random.Random(4))
    now = (await table_here(service)).row.version
    await service.rewind(table.row.id, at + 1, expected_version=now)  # before the roll
    rewound = await table_here(service)
    assert rewound.row.version == at and rewound.state.seed == reseed(table.row.seed, at)
    first = await _dice_after_roll(service, at)
    await service.rewind(table.row.id, at + 1, expected_version=at + 1)
    second = await _dice_after_roll(service, at)
    assert first == second  # rewinding again cannot fish for other dice
    assert first != original  # the old line's roll is not replayed
    live = await table_here(service)
    assert (await replay(db, table.row.id)) == live.state  # the log rebuilds the snapshot
    export = await export_game(db, table.row.id, user_id=1, is_manager=True)
    assert len(export.rewinds) == 2 and export.rewinds[0].discarded[0].notation == ROLL
    assert rebuild(export, {"space_base": live.game}) == live.state


async def test_a_rewind_names_a_move_of_the_log_and_the_version_it_was_decided_on(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    table = await open_table(service, "space_base", 2)
    rng = random.Random(5)
    for _ in range(4):
        await play_one(service, rng)
    total = await count_actions(db, table.row.id)
    with pytest.raises(NoSuchMove):
        await service.rewind(table.row.id, total + 1, expected_version=total)
    with pytest.raises(StaleVersion):
        await service.rewind(table.row.id, 2, expected_version=total - 1)
    await service.rewind(table.row.id, 2, expected_version=total)
    assert await count_actions(db, table.row.id) == 1
