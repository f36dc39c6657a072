"""``/game log``: redacted while the game runs, every notation shown once it is over."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from tests.table.harness import CHANNEL, Table, make_table


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start(length=2)
    return table


async def stash_a_card(table: Table) -> str:
    """Seat 0 (first to act) sets a hand card aside: a notation naming a hidden card."""
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    card = str(live.state.hands[0][0])
    await table.play(f"stash {card}")
    return card


async def log(table: Table) -> str:
    return (await table.service.log(CHANNEL)).reply


async def test_running_games_log_redacts_a_notation_naming_a_hidden_card(table: Table) -> None:
    card = await stash_a_card(table)
    text = await log(table)
    assert card not in text
    assert "1. Ana set a card aside" in text


async def test_finished_games_log_shows_the_notation_of_every_action(table: Table) -> None:
    card = await stash_a_card(table)
    await table.play("move")  # the second and last action of a length-2 game
    text = await log(table)
    assert f"`stash {card}` — " in text
