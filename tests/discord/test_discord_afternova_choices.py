"""Afternova's turn-start choices on Discord: Market buttons under the board, labelled in words,
no deal proposals among the components."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rules import GAMES
from rules.core import Game
from tests.discord.fake import Sent
from tests.discord.flows import open_game
from tests.discord.harness import Driver


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"afternova": GAMES["afternova"]}


def labels(message: Sent) -> list[str]:
    """Every button and select-option label of ``message``."""
    return [
        str(option.get("label"))
        for row in message.payload.get("components", [])
        for item in row["components"]
        for option in [item, *item.get("options", [])]
        if option.get("label")
    ]


async def test_the_market_is_offered_under_the_board_at_turn_start(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "afternova")
    board = next(m for m in reversed(table.fake.public_messages()) if m.custom_ids())
    assert "Sweep the Hired Paw row" in labels(board)
    assert any(label.startswith("Take Blueprint #1 — ") for label in labels(board))


async def test_no_deal_proposal_is_offered_as_a_component(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "afternova")
    offered = [label for m in table.fake.messages.values() for label in labels(m)]
    assert offered and not any("propose" in label or "@" in label for label in offered)
