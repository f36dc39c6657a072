"""Routing of hidden information on the toy game, whose hand cards are named in notations."""

from __future__ import annotations

import aiosqlite

from bot.services.context import Table
from bot.services.game_service import GameService
from tests.bot.helpers import CHANNEL, make_service, open_table, user_of
from tests.table.toy import TOY


async def _toy(db: aiosqlite.Connection) -> tuple[GameService, Table]:
    service = make_service(db, {"toy": TOY})
    return service, await open_table(service, "toy", 2)


async def test_a_drawn_card_is_told_only_to_its_owner(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    drawer = user_of(table, 0)
    outputs = await service.act(CHANNEL, drawer, "draw")
    after = await service.tables.by_id(table.row.id)
    (card,) = set(after.state.hands[0]) - set(table.state.hands[0])
    assert [post.user_id for post in outputs.private if card in post.text] == [drawer.user_id]
    assert card not in outputs.public[0].text


async def test_choices_naming_hand_cards_are_offered_privately(db: aiosqlite.Connection) -> None:
    service, table = await _toy(db)
    outputs = await service.act(CHANNEL, user_of(table, 0), "move")
    (post,) = [post for post in outputs.private if post.choices]
    hand = set(table.state.hands[0])
    assert {c.notation.split()[-1] for c in post.choices} == hand
    assert post.user_id == user_of(table, 0).user_id


async def test_choices_naming_no_hand_card_are_offered_under_the_board(
    db: aiosqlite.Connection,
) -> None:
    service, table = await _toy(db)
    outputs = await service.act(CHANNEL, user_of(table, 0), "move")
    assert [c.notation for c in outputs.public[0].choices] == ["move", "draw"]


async def test_a_notation_naming_a_hand_card_is_logged_redacted(
    db: aiosqlite.Connection,
) -> None:
    service, table = await _toy(db)
    card = table.state.hands[0][0]
    outputs = await service.act(CHANNEL, user_of(table, 0), f"play {card}")
    assert f"play {card}" not in outputs.public[0].text
    assert f"play {card}" in outputs.reply
