"""Lobby and table commands through discord.py's dispatch on the fake Discord (toy game)."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any

from bot.services.clock import moment_and_wait
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver


async def test_game_new_posts_the_lobby_in_the_channel(table: Driver, users: list[Any]) -> None:
    record = await table.slash(users[0], "game new", game="toy")
    public = table.fake.public_messages()
    assert record.ephemeral and any("Toy" in m.content for m in public)


async def test_game_new_refuses_malformed_options(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy", options="length")
    assert "cannot read `length`" in table.fake.private_messages(int(users[0]["id"]))[-1].content


async def test_join_names_the_seated_players(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy")
    await table.slash(users[1], "game join")
    assert "ben" in table.fake.public_messages()[-1].content


async def test_start_sends_each_hand_by_dm(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    assert all(table.fake.dms(int(user["id"])) for user in users)


async def test_closed_dms_are_announced_in_the_channel(
    fake: FakeDiscord, table: Driver, users: list[Any]
) -> None:
    shy = fake.add_user("dee", dms_open=False)
    await open_game(table, [*users[:2], shy], "toy")
    notices = [m.content for m in fake.public_messages() if "couldn't DM" in m.content]
    assert notices == [f"I couldn't DM <@{shy['id']}>, use `/hand`."]


async def test_hand_shows_the_private_view_ephemerally(
    fake: FakeDiscord, table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    record = await table.slash(users[1], "hand")
    assert record.ephemeral and fake.messages[record.original or 0].audience == int(users[1]["id"])


async def test_status_answers_only_the_caller(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy")
    record = await table.slash(users[0], "game status")
    assert record.ephemeral and "Lobby" in table.fake.messages[record.original or 0].content


async def test_unseated_user_is_refused_a_move(
    fake: FakeDiscord, table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:2], "toy")
    stranger = fake.add_user("eve")
    record = await table.slash(stranger, "play", action="move")
    assert "no seat" in fake.messages[record.original or 0].content


async def test_help_lists_the_games(table: Driver, users: list[Any]) -> None:
    record = await table.slash(users[0], "help")
    assert "Toy" in table.fake.messages[record.original or 0].content


async def test_game_new_accepts_table_options_beside_the_games(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:2], "toy", options="length=8 deadline_hours=6 stall_after=2")
    live = await current(table)
    assert (live.row.options, live.row.table_options) == (
        {"length": 8},
        {"deadline_hours": 6, "stall_after": 2, "language": "en"},
    )


async def test_status_shows_who_is_away_to_the_caller_only(table: Driver, users: list[Any]) -> None:
    await open_game(table, users[:2], "toy")
    soon = datetime.now(UTC).date() + timedelta(days=100)
    await table.slash(users[1], "away", until=soon.isoformat())
    record = await table.slash(users[0], "game status")
    text = table.fake.messages[record.original or 0].content
    assert (
        record.ephemeral
        and f"ben is away until {moment_and_wait(datetime.combine(soon, time(), UTC))}" in text
    )


async def test_game_new_refuses_hostile_options_with_a_sentence(
    table: Driver, users: list[Any]
) -> None:
    cases = {
        "stall_after=²": "whole number from 1 to 10",
        "reminder_hours=--5": "hours from 1 to 168",
        "reminder_hours=0.0000001 stall_after=100000": "hours from 1 to 168",
        "stall_after=100000": "whole number from 1 to 10",
        "length=①": "`length` takes a whole number",
    }
    for options, expected in cases.items():
        await table.slash(users[0], "game new", game="toy", options=options)
        said = table.fake.private_messages(int(users[0]["id"]))[-1].content
        assert expected in said and "reference" not in said, (options, said)
