"""Export (and rebuild), replay frames and statistics of finished and running games."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.export import (
    ExportRefused,
    ExportRefusedSeated,
    export_game,
    json_digest,
    load_export,
    rebuild,
)
from bot.services.replay import Replays, ReplayUnavailable
from tests.table.harness import CHANNEL, GAMES, USERS, Table, make_table

OUTSIDER = 999  # a server manager holding no seat


@pytest.fixture
async def running(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    table = await make_table(db, clock)
    await table.start(1, bots=1)
    await table.bots.idle()
    return table


@pytest.fixture
async def finished(running: Table) -> Table:
    await running.seats.hand_to_bot(running.game_id, await human_seat(running))
    await running.bots.idle()
    return running


async def human_seat(table: Table) -> int:
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    return live.seat_of(USERS[0].user_id)


async def snapshot(table: Table) -> str:
    async with table.db.execute(
        "SELECT state_json FROM games WHERE id = ?", (table.game_id,)
    ) as cur:
        row = await cur.fetchone()
    assert row is not None
    return str(row[0])


async def test_unfinished_game_export_is_refused_to_players(running: Table) -> None:
    with pytest.raises(ExportRefused):
        await export_game(running.db, running.game_id, user_id=USERS[0].user_id, is_manager=False)


async def test_unfinished_game_export_is_refused_to_a_seated_manager(running: Table) -> None:
    with pytest.raises(ExportRefusedSeated):
        await export_game(running.db, running.game_id, user_id=USERS[0].user_id, is_manager=True)


async def test_finished_game_exports_to_a_seated_manager(finished: Table) -> None:
    export = await export_game(
        finished.db, finished.game_id, user_id=USERS[0].user_id, is_manager=True
    )
    assert export.status == "finished"


async def test_export_rebuilds_the_game_exactly(finished: Table) -> None:
    export = await export_game(
        finished.db, finished.game_id, user_id=USERS[0].user_id, is_manager=False
    )
    state = rebuild(load_export(export.model_dump_json()), GAMES)
    assert state.model_dump_json() == await snapshot(finished)


async def test_export_of_a_running_game_to_a_manager_rebuilds_it(running: Table) -> None:
    export = await export_game(running.db, running.game_id, user_id=OUTSIDER, is_manager=True)
    assert rebuild(export, GAMES).model_dump_json() == await snapshot(running)


async def test_replay_refuses_a_running_game(running: Table) -> None:
    with pytest.raises(ReplayUnavailable):
        await Replays(running.service.tables).frame(running.game_id, 0)


async def test_replay_last_frame_shows_the_last_public_line(finished: Table) -> None:
    frame = await Replays(finished.service.tables).frame(finished.game_id, 10_000)
    assert frame.step == frame.last > 0
    assert frame.text


async def test_replay_first_frame_is_the_setup(finished: Table) -> None:
    frame = await Replays(finished.service.tables).frame(finished.game_id, -5)
    assert (frame.step, frame.text) == (0, "")


async def test_stats_count_finished_games_and_seat_rates(finished: Table) -> None:
    rates = await finished.stats.seat_rates("toy")
    assert [rate.games for rate in rates] == [1, 1]
    assert sum(rate.wins for rate in rates) >= 1


async def test_stats_record_a_players_average_time_to_move(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await make_table(db, clock)
    await table.start(1, bots=1)
    await table.bots.idle()
    clock.advance(timedelta(hours=3))
    await table.play("draw")
    await table.bots.idle()
    stats = await table.stats.player(USERS[0].user_id)
    assert stats.average_move == timedelta(hours=3)


async def test_stats_count_abandoned_seats(finished: Table) -> None:
    assert (await finished.stats.player(USERS[0].user_id)).abandoned == 1


async def test_an_export_file_replays_offline_to_the_same_final_state(finished: Table) -> None:
    """The file alone (its JSON) rebuilds the game and proves it: the final version and the
    state's digest match, each move carries its time, the bot seats are named."""
    export = await export_game(finished.db, finished.game_id, user_id=OUTSIDER, is_manager=False)
    offline = load_export(export.model_dump_json())
    assert offline.final_digest == json_digest(await snapshot(finished))
    assert all(entry.at for entry in offline.actions)
    assert offline.bot_seats
    assert rebuild(offline, GAMES).model_dump_json() == await snapshot(finished)


async def test_an_export_that_rebuilds_another_state_is_refused(finished: Table) -> None:
    export = await export_game(finished.db, finished.game_id, user_id=OUTSIDER, is_manager=False)
    with pytest.raises(ValueError, match="another state"):  # a changed engine, an edited file
        rebuild(export.model_copy(update={"final_digest": "0" * 64}), GAMES)
    with pytest.raises(ValueError, match="version"):
        rebuild(export.model_copy(update={"final_version": 10_000}), GAMES)
