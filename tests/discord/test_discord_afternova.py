"""A complete 3-seat Afternova game through Discord, from ``/game new`` to the final scores.

Each decision is chosen by the engine's ``bot_action`` and sent as a click on its button when one
is offered (by index into the legal actions) or typed with ``/play`` otherwise. After every step
the leak watch checks that no hidden card reached the channel, a custom_id or another seat's DM.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

import render
from bot.discord.client import OrreryBot
from rules import GAMES
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import LeakWatch, PingWatch, current, open_game
from tests.discord.harness import Driver

MAX_STEPS = 600
Watch = LeakWatch | PingWatch


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"afternova": GAMES["afternova"]}


async def step(driver: Driver, users: list[Any], rng: random.Random) -> None:
    """One decision of one seat that must act, by button when offered, else by ``/play``."""
    table = await current(driver)
    seat = min(table.game.to_act(table.state))
    user = next(u for u in users if int(u["id"]) == table.seat_users[seat])
    action = table.game.bot_action(table.state, seat, rng)
    index = list(table.game.legal_actions(table.state, seat)).index(action)
    wanted = f"orr:c:{table.row.id}:{table.state.version}:{seat}:{index}"
    readable = [*driver.fake.public_messages(), *driver.fake.private_messages(int(user["id"]))]
    message = next((m for m in reversed(readable) if wanted in m.custom_ids()), None)
    if message is not None:
        await driver.click(user, message, wanted)
        return
    notation = table.game.describe_action(table.state, seat, action)
    await driver.slash(user, "play", action=notation)


async def play(
    driver: Driver, users: list[Any], rng: random.Random, watches: Sequence[Watch], limit: int
) -> int:
    """Play up to ``limit`` steps or to the end, checking ``watches`` before each step and at
    the end; returns the steps played."""
    for steps in range(limit):
        for watch in watches:
            await watch.check()
        table = await current(driver)
        if table.game.outcome(table.state) is not None:
            return steps
        await step(driver, users, rng)
    for watch in watches:
        await watch.check()
    return limit


async def play_to_the_end(driver: Driver, users: list[Any], *watches: Watch) -> int:
    """Open, start and play a whole game, checking ``watches`` after each step; returns steps."""
    await open_game(driver, users, "afternova")
    steps = await play(driver, users, random.Random(7), watches, MAX_STEPS)
    assert steps < MAX_STEPS, "the game did not end"
    return steps


async def test_full_game_reaches_final_scores(table: Driver, users: list[Any]) -> None:
    await play_to_the_end(table, users)
    assert "Game over" in table.fake.public_messages()[-1].content


async def test_full_game_leaks_no_hidden_card(table: Driver, users: list[Any]) -> None:
    watch = LeakWatch(table)
    await play_to_the_end(table, users, watch)
    assert watch.checked > 0


async def test_each_decision_gets_one_ping_and_boards_ping_nobody(
    table: Driver, users: list[Any]
) -> None:
    watch = PingWatch(table)
    await play_to_the_end(table, users, watch)
    assert watch.pinged == watch.asked and watch.wrong == []
    assert set(watch.pinged) == {int(user["id"]) for user in users}


async def test_pings_follow_a_seat_handed_to_the_bot(table: Driver, users: list[Any]) -> None:
    watch = PingWatch(table)
    await open_game(table, users, "afternova")
    rng = random.Random(7)
    await play(table, users, rng, [watch], 12)
    client = cast(OrreryBot, table.client)
    live = await current(table)
    await client.table_services.seats.hand_to_bot(live.row.id, live.seat_of(int(users[2]["id"])))
    await client.table_services.bots.idle()
    await table.settle()
    pings_before = watch.pinged[int(users[2]["id"])]
    assert await play(table, users[:2], rng, [watch], MAX_STEPS) < MAX_STEPS
    assert watch.wrong == [] and watch.pinged[int(users[2]["id"])] == pings_before


async def test_start_sends_hands_and_objectives_by_dm(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "afternova")
    state = (await current(table)).state
    game = GAMES["afternova"]
    for seat, user_id in enumerate((await current(table)).seat_users):
        dm_text = " ".join(m.content for m in table.fake.dms(user_id)).lower()
        assert all(secret.lower() in dm_text for secret in game.secret_ids(state, seat))


async def test_board_image_is_drawn_from_the_public_view(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[Any],
    games: Mapping[str, Game],
) -> None:
    async with running_bot(fake, channel, tmp_path / "db.sqlite3", games, images=True) as driver:
        await open_game(driver, users, "afternova")
        table = await current(driver)
        await driver.slash(users[0], "game board")
    public_view = table.game.view(table.state, None)
    expected = render.encode_png(render.draw_board("afternova", public_view, names=table.names))
    assert fake.public_messages()[-1].files["board.png"] == bytes(expected)
