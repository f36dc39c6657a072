"""One game whose stored row cannot be read stops nothing else at start-up: it is refused with
one sentence and logged once, every other game's timers run, and it is retried later (a row
repaired by hand comes back without a restart)."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest

from bot.services.clock import ManualClock
from bot.services.errors import UnreadableGame
from bot.services.recovery import FIRST_RETRY
from bot.store.db import transaction
from tests.table.harness import CHANNEL, GUILD, USERS, Opener, Table, make_table, restart

OTHER = CHANNEL + 1


async def _open_window(table: Table, channel: int) -> None:
    """A toy game in ``channel`` whose first seat drew: the next seat's window (24 h) is open."""
    await table.service.new_game(channel, GUILD, USERS[0], "toy", {})
    await table.service.join(channel, USERS[1])
    await table.service.start(channel, USERS[0])
    game = await table.service.table_of(channel)
    assert game is not None
    (seat,) = game.game.to_act(game.state)
    user = next(user for user in USERS if user.user_id == game.seat_users[seat])
    await table.service.act(channel, user, "draw")


async def _version(table: Table, game_id: int) -> int:
    async with table.db.execute("SELECT version FROM games WHERE id = ?", (game_id,)) as cur:
        row = await cur.fetchone()
    assert row is not None
    return int(row[0])


@pytest.mark.parametrize(
    ("column", "junk"),
    [("options_json", "{not json"), ("table_options_json", "[]"), ("state_json", "not json")],
)
async def test_a_corrupt_game_is_refused_while_the_others_timers_run_and_is_retried(
    open_db: Opener, clock: ManualClock, caplog: pytest.LogCaptureFixture, column: str, junk: str
) -> None:
    first = await make_table(await open_db(), clock)
    await _open_window(first, CHANNEL)  # game 1
    await _open_window(first, OTHER)  # game 2
    async with first.db.execute(f"SELECT {column} FROM games WHERE id = 1") as cur:
        (kept,) = await cur.fetchone() or ("",)
    async with first.db.execute(
        "SELECT version, payload_json FROM actions WHERE game_id = 1"
    ) as cur:
        payloads = [(row[1], row[0]) for row in await cur.fetchall()]
    async with transaction(first.db):
        await first.db.execute(f"UPDATE games SET {column} = ? WHERE id = 1", (junk,))
        if column == "state_json":  # and the log: nothing rebuilds the state
            await first.db.execute("UPDATE actions SET payload_json = '{}' WHERE game_id = 1")
    clock.advance(timedelta(hours=30))  # both windows' deadlines fell due while the bot was down

    with caplog.at_level(logging.WARNING):
        second = await restart(open_db, clock)
    assert await _version(second, 2) == 2  # the other game's default was applied
    assert await _version(second, 1) == 1
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR and "game 1" in r.message]
    assert len(errors) == 1, [r.message for r in errors]
    with pytest.raises(UnreadableGame, match="cannot be read"):
        await second.service.status(CHANNEL)

    async with transaction(second.db):
        await second.db.execute(f"UPDATE games SET {column} = ? WHERE id = 1", (kept,))
        await second.db.executemany(
            "UPDATE actions SET payload_json = ? WHERE game_id = 1 AND version = ?", payloads
        )
    await second.wait(FIRST_RETRY)
    assert await _version(second, 1) == 2  # its deadline was planned again and fired
    assert (await second.service.status(CHANNEL)).reply
