"""``/game new ... bots:N`` through the fake Discord: two humans and a bot play a whole game of
the toy game. The humans type their moves; the bot answers within the same interaction's
consequences; each human decision gets exactly one ping, and the bot none."""

from __future__ import annotations

import random
from typing import Any, cast

from bot.discord.client import OrreryBot
from tests.discord.flows import PingWatch, current, open_game, play, play_to_the_end
from tests.discord.harness import Driver

MAX_STEPS = 100


async def play_with_a_bot(table: Driver, users: list[Any], watch: PingWatch) -> int:
    """Open the game with one bot seat, start it, play it out; returns the human steps."""
    await table.slash(users[0], "game new", game="toy", bots=1)
    await table.slash(users[1], "game join")
    await table.slash(users[0], "game start")
    rng = random.Random(5)
    for steps in range(MAX_STEPS):
        await watch.check()
        live = await current(table)
        owing = live.game.to_act(live.state)
        assert not owing & live.bot_seats, "a bot seat was left owing a decision"
        if not owing:
            return steps
        seat = min(owing)
        user = next(u for u in users if int(u["id"]) == live.seat_users[seat])
        action = live.game.bot_action(live.state, seat, rng)
        notation = live.game.describe_action(live.state, seat, action)
        await table.slash(user, "play", action=notation)
    raise AssertionError("the game did not end")


async def test_lobby_post_names_the_bot_seat(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy", bots=2)
    assert "Bot players take seats: Bot 2, Bot 3." in table.fake.public_messages()[-1].content


async def test_game_with_a_bot_seat_reaches_the_end(table: Driver, users: list[Any]) -> None:
    watch = PingWatch(table)
    await play_with_a_bot(table, users[:2], watch)
    live = await current(table)
    final = [m for m in table.fake.public_messages() if "Recap of" not in m.content][-1]
    assert live.row.status == "finished" and "Game over" in final.content
    assert "Rematch?" in final.content and "orrery:rematch:" in final.custom_ids()[0]


async def test_each_human_decision_gets_one_ping_and_the_bot_none(
    table: Driver, users: list[Any]
) -> None:
    watch = PingWatch(table)
    await play_with_a_bot(table, users[:2], watch)
    assert watch.pinged == watch.asked and watch.wrong == []
    assert set(watch.pinged) == {int(user["id"]) for user in users[:2]}


async def test_bot_moves_are_posted_in_the_channel(table: Driver, users: list[Any]) -> None:
    await play_with_a_bot(table, users[:2], PingWatch(table))
    lines = [line for m in table.fake.public_messages() for line in m.content.splitlines()]
    assert any(line.startswith("Bot 2: `") for line in lines)


async def test_pings_follow_a_seat_handed_to_the_bot(table: Driver, users: list[Any]) -> None:
    watch = PingWatch(table)
    await open_game(table, users, "toy")
    rng = random.Random(7)
    await play(table, users, watch, rng=rng, limit=4)
    client = cast(OrreryBot, table.client)
    live = await current(table)
    await client.table_services.seats.hand_to_bot(live.row.id, live.seat_of(int(users[2]["id"])))
    await client.table_services.bots.idle()
    await table.settle()
    pings_before = watch.pinged[int(users[2]["id"])]
    await play_to_the_end(table, users[:2], watch, rng=rng)
    assert watch.wrong == [] and watch.pinged[int(users[2]["id"])] == pings_before
