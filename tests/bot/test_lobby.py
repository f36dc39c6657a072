"""Lobby rules of GameService: open, join, leave, start, abandon."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.services.errors import (
    AlreadyRunning,
    AlreadySeated,
    AlreadyStarted,
    LobbyFull,
    NoGameHere,
    NotAllowed,
    NotInLobby,
    NotSeated,
    TooFewPlayers,
    UnknownGame,
    UnknownOption,
)
from bot.services.game_service import Player
from rules import GAMES
from rules.core.game import OptionValue
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service, open_table

STRANGER = Player(999, "Zed")


async def test_new_game_names_the_pack_and_its_provenance(
    db: aiosqlite.Connection, game_key: str
) -> None:
    outputs = await make_service(db).new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    game = GAMES[game_key]
    assert game.title in outputs.public[0].text
    assert game.pack_provenance in outputs.public[0].text


async def test_new_game_lists_the_table_options(db: aiosqlite.Connection, game_key: str) -> None:
    outputs = await make_service(db).new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    assert all(f"`{name}`" in outputs.public[0].text for name in GAMES[game_key].options_help())


async def test_new_game_echoes_the_options_as_typed(db: aiosqlite.Connection) -> None:
    options: dict[str, OptionValue] = {
        "quick_start": True,
        "altruism": "short",
        "reminder_hours": 6,
    }
    outputs = await make_service(db).new_game(CHANNEL, GUILD, USERS[0], "high_frontier", options)
    assert "`quick_start=yes`, `altruism=short`, `reminder_hours=6`" in outputs.public[0].text


async def test_new_game_in_a_busy_channel_is_refused(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    with pytest.raises(AlreadyRunning):
        await service.new_game(CHANNEL, GUILD, USERS[1], game_key, {})


async def test_unknown_game_is_refused(db: aiosqlite.Connection) -> None:
    with pytest.raises(UnknownGame):
        await make_service(db).new_game(CHANNEL, GUILD, USERS[0], "chess", {})


async def test_unknown_option_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    with pytest.raises(UnknownOption):
        await make_service(db).new_game(CHANNEL, GUILD, USERS[0], game_key, {"nope": 1})


async def test_joining_twice_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    with pytest.raises(AlreadySeated):
        await service.join(CHANNEL, USERS[0])


async def test_joining_a_full_lobby_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    seated = [Player(200 + i, f"p{i}") for i in range(GAMES[game_key].max_players - 1)]
    for user in seated:
        await service.join(CHANNEL, user)
    with pytest.raises(LobbyFull):
        await service.join(CHANNEL, STRANGER)


async def test_joining_without_a_game_is_refused(db: aiosqlite.Connection) -> None:
    with pytest.raises(NoGameHere):
        await make_service(db).join(CHANNEL, USERS[0])


async def test_start_by_an_unseated_user_is_refused(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {}, join=False)
    with pytest.raises(NotSeated):
        await service.start(CHANNEL, USERS[0])


@pytest.mark.parametrize("key", sorted(k for k, game in GAMES.items() if game.min_players > 1))
async def test_starting_with_too_few_players_is_refused(db: aiosqlite.Connection, key: str) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], key, {})
    with pytest.raises(TooFewPlayers):
        await service.start(CHANNEL, USERS[0])


async def test_start_sends_every_seat_one_private_post(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    await service.join(CHANNEL, USERS[1])
    outputs = await service.start(CHANNEL, USERS[1])
    assert sorted(post.user_id for post in outputs.private) == [USERS[0].user_id, USERS[1].user_id]


async def test_joining_after_the_start_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    with pytest.raises(NotInLobby):
        await service.join(CHANNEL, STRANGER)


async def test_starting_twice_says_the_game_has_started(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    with pytest.raises(AlreadyStarted, match=r"^The game has already started\.$"):
        await service.start(CHANNEL, USERS[0])


async def test_last_player_leaving_closes_the_lobby(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    await service.leave(CHANNEL, USERS[0])
    assert await service.table_of(CHANNEL) is None


async def test_leaving_without_a_seat_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    with pytest.raises(NotSeated):
        await service.leave(CHANNEL, STRANGER)


async def test_abandon_frees_the_channel(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    await service.abandon(CHANNEL, USERS[1])
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    table = await service.table_of(CHANNEL)
    assert table is not None and table.row.status == "lobby"


async def test_abandon_by_a_stranger_is_refused(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await open_table(service, game_key, 2)
    with pytest.raises(NotAllowed):
        await service.abandon(CHANNEL, STRANGER)


async def test_status_of_a_lobby_lists_the_seated(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    await service.join(CHANNEL, USERS[1])
    reply = (await service.status(CHANNEL)).reply
    assert USERS[0].display_name in reply and USERS[1].display_name in reply


async def test_start_tells_each_seat_its_own_hidden_components(
    db: aiosqlite.Connection, game_key: str
) -> None:
    service = make_service(db)
    await service.new_game(CHANNEL, GUILD, USERS[0], game_key, {})
    await service.join(CHANNEL, USERS[1])
    outputs = await service.start(CHANNEL, USERS[0])
    table = await service.table_of(CHANNEL)
    assert table is not None
    for post in outputs.private:
        seat = table.seat_users.index(post.user_id)
        assert all(secret in post.text for secret in table.game.secret_ids(table.state, seat))
