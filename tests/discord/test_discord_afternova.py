"""A complete 3-seat Afternova game through Discord, from ``/game new`` to the final scores.

Each decision is chosen by the engine's ``bot_action`` and sent as a click on its button when one
is offered (by index into the legal actions) or typed with ``/play`` otherwise. After every step
the leak watch checks that no hidden card reached the channel, a custom_id or another seat's DM.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import render
from rules import GAMES
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import LeakWatch, current, open_game
from tests.discord.harness import Driver

MAX_STEPS = 600


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


async def play_to_the_end(driver: Driver, users: list[Any], watch: LeakWatch | None = None) -> int:
    """Open, start and play a whole game, checking ``watch`` after each step; returns steps."""
    await open_game(driver, users, "afternova")
    rng = random.Random(7)
    for steps in range(MAX_STEPS):
        if watch is not None:
            await watch.check()
        table = await current(driver)
        if table.game.outcome(table.state) is not None:
            return steps
        await step(driver, users, rng)
    raise AssertionError("the game did not end")


async def test_full_game_reaches_final_scores(table: Driver, users: list[Any]) -> None:
    await play_to_the_end(table, users)
    assert "Game over" in table.fake.public_messages()[-1].content


async def test_full_game_leaks_no_hidden_card(table: Driver, users: list[Any]) -> None:
    watch = LeakWatch(table)
    await play_to_the_end(table, users, watch)
    assert watch.checked > 0


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
