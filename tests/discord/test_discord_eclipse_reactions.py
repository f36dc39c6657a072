"""A passed Eclipse seat that reacts never is not pinged (issue #27 item 3; docs/rules/eclipse.md
§4 "reactions on play-by-post"): three users play their bots' moves with ``/play`` through the
fake Discord over the first round at a table whose option ``reactions`` is ``ask``; the start
player says ``prefer react never`` and passes at once, and no ping names it until the round ends,
while the others are pinged on their turns."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from rules import GAMES
from rules.core import Game
from tests.discord.flows import current, open_game, pinged_users
from tests.discord.harness import Driver


@pytest.fixture
def games() -> Mapping[str, Game]:
    """Eclipse only."""
    return {"eclipse": GAMES["eclipse"]}


async def test_a_passed_seat_that_reacts_never_gets_no_ping_over_a_round(
    table: Driver, users: list[dict[str, Any]]
) -> None:
    users = users[:3]
    await open_game(table, users, "eclipse", "reactions=ask")
    rng, seen = random.Random(2), {m.id for m in table.fake.public_messages()}
    quiet: int | None = None  # the start player, who passes at once
    after_passing: list[int] = []  # users pinged in round 1 once ``quiet`` had passed
    while True:
        game = await current(table)
        state = game.state
        fresh = [m for m in table.fake.public_messages() if m.id not in seen]
        seen |= {m.id for m in fresh}
        if quiet is not None and state.phase == "action" and state.seats[quiet].passed:
            after_passing += [u for m in fresh for u in pinged_users(m)]
        if state.round > 1:
            break
        seat = min(game.game.to_act(state))
        user = next(u for u in users if int(u["id"]) == game.seat_users[seat])
        action = game.game.bot_action(state, seat, rng)
        notation = game.game.describe_action(state, seat, action)
        if quiet is None:  # the first seat passes at once, the others play on
            quiet, notation = seat, "pass"
            await table.slash(user, "play", action="prefer react never")
        await table.slash(user, "play", action=notation)
    assert quiet is not None and after_passing  # the others were pinged after it passed
    game = await current(table)
    assert game.seat_users[quiet] not in after_passing
