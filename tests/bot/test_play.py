"""Playing through GameService.act: seats, versions, concurrency, outputs, replay."""

from __future__ import annotations

import asyncio
import random

import aiosqlite
import pytest

from bot.services.changes import ChangeKind, GameChanged
from bot.services.context import Table
from bot.services.errors import NotSeated, StaleVersion
from bot.services.game_service import Player
from bot.store.actions import count_actions, list_actions
from bot.store.replay import replay
from rules.core import RulesError
from rules.core.game import component_names
from tests.bot.helpers import (
    CHANNEL,
    make_service,
    open_table,
    play_one,
    play_to_end,
    table_here,
    user_of,
)


def _first_move(table: Table) -> tuple[int, str]:
    seat = min(table.game.to_act(table.state))
    action = table.game.legal_actions(table.state, seat)[0]
    return seat, table.game.describe_action(table.state, seat, action)


async def test_act_by_a_user_without_a_seat_is_refused(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    _, notation = _first_move(table)
    with pytest.raises(NotSeated):
        await service.act(CHANNEL, Player(999, "Zed"), notation)


async def test_act_on_an_old_version_is_refused_with_the_current_one(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    seat, notation = _first_move(table)
    await service.act(CHANNEL, user_of(table, seat), notation, 0)
    with pytest.raises(StaleVersion) as refused:
        await service.act(CHANNEL, user_of(table, seat), notation, 0)
    assert refused.value.current_version == 1


async def test_concurrent_acts_on_one_version_apply_once(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    seat, notation = _first_move(table)
    user = user_of(table, seat)
    results = await asyncio.gather(
        *(service.act(CHANNEL, user, notation, 0) for _ in range(3)), return_exceptions=True
    )
    assert sum(isinstance(result, StaleVersion) for result in results) == 2
    assert await count_actions(db, table.row.id) == 1


async def test_act_by_a_seat_with_nothing_to_do_is_refused(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    rng = random.Random(2)
    while len(table.game.to_act(table.state)) == 2:  # both seats owe (a setup choice): play on
        await play_one(service, rng)
        found = await service.table_of(CHANNEL)
        assert found is not None
        table = found
    idle = next(seat for seat in range(2) if seat not in table.game.to_act(table.state))
    with pytest.raises(RulesError):
        await service.act(CHANNEL, user_of(table, idle), "anything")


async def test_act_posts_the_board_and_mentions_who_must_act(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    played = await play_one(service, random.Random(1))
    assert played is not None
    after = await service.table_of(CHANNEL)
    assert after is not None
    pending = {after.seat_users[seat] for seat in after.game.to_act(after.state)}
    assert set(played[1].public[0].mention_user_ids) == pending


async def test_act_as_seat_needs_no_user(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    seat, notation = _first_move(table)
    outputs = await service.act_as_seat(table.row.id, seat, notation)
    assert outputs.public[0].version == 1


async def test_replaying_the_log_rebuilds_the_snapshot_exactly(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 3)
    await play_to_end(service, random.Random(7))
    row = (await service.tables.by_id(table.row.id)).row
    assert (await replay(db, table.row.id)).model_dump_json() == row.state_json


async def test_finished_game_posts_the_outcome(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    seen: list[GameChanged] = []

    async def record(change: GameChanged) -> None:
        seen.append(change)

    service.subscribe(record)
    await play_to_end(service, random.Random(3))
    assert seen[-1].kind is ChangeKind.FINISHED and seen[-1].status == "finished"
    assert "Game over" in seen[-1].outputs.public[0].text


async def test_subscriber_hears_every_action_with_the_new_version(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    versions: list[int] = []

    async def record(change: GameChanged) -> None:
        versions.append(change.version)

    service.subscribe(record)
    for _ in range(5):
        await play_one(service, random.Random(5))
    assert versions == [1, 2, 3, 4, 5]


async def test_failing_subscriber_does_not_undo_the_action(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)

    async def broken(change: GameChanged) -> None:
        raise RuntimeError("subscriber bug")

    service.subscribe(broken)
    await play_one(service, random.Random(2))
    assert await count_actions(db, table.row.id) == 1


async def test_log_pages_hold_the_public_lines(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    for _ in range(3):
        await play_one(service, random.Random(4))
    reply = (await service.log(CHANNEL)).reply
    assert all(action.public_text in reply for action in await list_actions(db, table.row.id))


async def test_autocomplete_offers_only_the_callers_legal_notations(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    seat = min(table.game.to_act(table.state))
    legal = {
        table.game.describe_action(table.state, seat, action)
        for action in table.game.legal_actions(table.state, seat)
    }
    offered = await service.autocomplete(CHANNEL, table.seat_users[seat], "")
    notations = [name.split(" — ")[0] for name, _ in offered]  # the label follows a dash
    assert offered and len(offered) <= 25 and set(notations) <= legal
    assert all(value == f"#0 {n}" for n, (_, value) in zip(notations, offered, strict=True))
    assert all(len(name) <= 100 for name, _ in offered)


async def test_autocomplete_for_a_stranger_is_empty(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    assert await service.autocomplete(CHANNEL, 999, "") == []


async def test_autocomplete_finds_a_move_by_the_printed_name_it_names(
    db: aiosqlite.Connection,
) -> None:
    """Issue #25 item 4: typing a component's name (not its id) lists the moves naming it."""
    service = make_service(db)
    table = await open_table(service, "new_frontiers", 2)
    state, game = table.state, table.game
    seat = min(game.to_act(state))
    await service.act(CHANNEL, user_of(table, seat), "select develop", table.row.version)
    table = await table_here(service)
    develop = next(a for a in table.game.legal_actions(table.state, 0) if getattr(a, "dev", None))
    name = component_names(table.game, table.state)[develop.dev]
    offered = await service.autocomplete(CHANNEL, table.seat_users[0], name.lower())
    assert f"develop {develop.dev}" in [value.split(" ", 1)[1] for _, value in offered]
