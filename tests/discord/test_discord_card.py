"""``/card``: a component looked up by name, prefix or id, answered to the caller alone with its
printed facts and picture; autocomplete over the game's components; clear refusals."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rules import GAMES
from rules.core.game import Game
from tests.discord.flows import open_game
from tests.discord.harness import Driver


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"space_base": GAMES["space_base"]}


@pytest.fixture
def images() -> bool:
    return True


def answer_of(table: Driver, record: Any) -> Any:
    return table.fake.messages[record.original or 0]


async def test_card_shows_a_ship_to_the_caller_alone(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "space_base")
    before = len(table.fake.public_messages())
    record = await table.slash(users[2], "card", component="skiff mira")
    message = answer_of(table, record)
    assert record.ephemeral and message.audience == int(users[2]["id"])
    assert "**Skiff Mira** (ship, `l1-09`)" in message.content
    assert "Place a Charge Anywhere: put one charge cube" in message.content
    assert [a["filename"] for a in message.payload["attachments"]] == ["card.png"]
    assert len(table.fake.public_messages()) == before


async def test_card_autocomplete_offers_the_components_matching(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "space_base")
    choices = await table.autocomplete(users[0], "card", "component", "colony 1")
    assert [c["value"] for c in choices] == ["c01", "c10", "c11", "c12"]
    assert choices[0]["name"] == "Colony 1 · c01"


async def test_card_refuses_an_ambiguous_or_unknown_name_with_the_candidates(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "space_base")
    said = answer_of(table, await table.slash(users[0], "card", component="starter")).content
    assert said.startswith("`starter` names several components: Starter")
    said = answer_of(table, await table.slash(users[0], "card", component="zeppelin")).content
    assert said == "No component of Space Base is called `zeppelin`. Start typing for suggestions."
