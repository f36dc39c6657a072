"""Skill ratings (issue #30 item 9, :mod:`bot.services.ratings`): OpenSkill's Plackett–Luce over
a server's finished games, humans only, in finishing order; games with fewer than two humans and
other servers' games are left out."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.services.ratings import _Seat, leaderboard_lines, ranks, standings
from bot.store.db import connect, migrate
from bot.store.games import NewGame, NewSeat, create_game
from bot.store.results import ResultRow, insert_results
from tests.bot.helpers import NOW

GUILD, OTHER = 7, 8
ANA, BEN, CY, BOT = 1, 2, 3, 900


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await connect(tmp_path / "orrery.sqlite3")
    await migrate(connection)
    yield connection
    await connection.close()


async def _finished(
    db: aiosqlite.Connection, seats: list[tuple[int, int, bool]], *, guild: int = GUILD
) -> None:
    """A finished toy game on ``guild`` with ``(user, score, won)`` per seat (user 900+: a bot)."""
    channel = 100 + len(list(await db.execute_fetchall("SELECT id FROM games")))
    new = NewGame(channel, guild, "toy", "toy", f"seed-{channel}", {}, seats[0][0])
    people = [NewSeat(user, f"user{user}", is_bot=user >= BOT) for user, _, _ in seats]
    row = await create_game(db, new, now=NOW, seats=people)
    results = [
        ResultRow(row.id, "toy", seat, user, user >= BOT, score, won, channel)
        for seat, (user, score, won) in enumerate(seats)
    ]
    await insert_results(db, results)


def test_winners_come_first_then_scores_and_ties_share_a_rank() -> None:
    seats = [_Seat(1, 5, False), _Seat(2, 9, True), _Seat(3, 5, False), _Seat(4, 7, False)]
    assert ranks(seats) == [3, 1, 3, 2]


async def test_the_better_player_rates_higher_and_history_grows(db: aiosqlite.Connection) -> None:
    for _ in range(3):
        await _finished(db, [(ANA, 10, True), (BEN, 4, False)])
    found = {s.user_id: s for s in await standings(db, GUILD, "toy")}
    assert found[ANA].rating > found[BEN].rating
    assert found[ANA].games == 3 and len(found[ANA].history) == 3
    assert found[ANA].history[0] < found[ANA].history[-1]


async def test_bots_solo_games_and_other_servers_are_not_rated(db: aiosqlite.Connection) -> None:
    await _finished(db, [(ANA, 10, True), (BOT, 20, False), (BEN, 4, False)])  # humans: ana > ben
    await _finished(db, [(CY, 10, True), (BOT + 1, 4, False)])  # one human: not rated
    await _finished(db, [(BEN, 10, True), (ANA, 4, False)], guild=OTHER)
    found = {s.user_id: s for s in await standings(db, GUILD, "toy")}
    assert set(found) == {ANA, BEN} and found[ANA].rating > found[BEN].rating
    assert found[ANA].games == 1


async def test_the_leaderboard_names_players_and_the_callers_history(
    db: aiosqlite.Connection,
) -> None:
    assert "No rated game" in (await leaderboard_lines(db, GUILD, "toy", ANA))[0]
    await _finished(db, [(BEN, 10, True), (ANA, 4, False)])
    lines = await leaderboard_lines(db, GUILD, "toy", ANA)
    assert lines[1].startswith("1. user2:") and lines[2].startswith("2. user1:")
    assert lines[-1].startswith("user1's rating after each game:")
