"""The store: migrations, games and seats, the compare-and-swap commit and the undo rewrite."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.store import postgres
from bot.store.actions import (
    NewAction,
    commit_action,
    count_actions,
    last_action,
    list_actions,
    rewrite_log,
)
from bot.store.db import (
    connect,
    migration_files,
    schema_version,
    storage_warnings,
    transaction,
)
from bot.store.games import (
    ChannelBusy,
    GameRow,
    NewGame,
    VersionConflict,
    add_seat,
    create_game,
    get_game,
    list_seats,
    live_game,
    remove_seat,
    set_status,
    start_game,
)
from tests.bot.helpers import NOW


async def _lobby(db: aiosqlite.Connection, channel_id: int = 10) -> GameRow:
    new = NewGame(channel_id, 1, "g", "", "s", {"x": 1}, created_by=7)
    return await create_game(db, new, now=NOW)


async def _active(db: aiosqlite.Connection) -> GameRow:
    row = await _lobby(db)
    for user in (7, 8):
        await add_seat(db, row.id, user, f"u{user}", NOW)
    await start_game(
        db, row.id, seat_order=[8, 7], pack="p", state_json='{"v": 0}', version=0, now=NOW
    )
    return row


@pytest.fixture
def db(any_db: aiosqlite.Connection) -> aiosqlite.Connection:
    """Every test of this module runs on SQLite and on PostgreSQL (issue #31)."""
    return any_db


def _action(seat: int = 0, notation: str = "go") -> NewAction:
    return NewAction(
        seat=seat,
        user_id=8,
        notation=notation,
        public_text=f"u8: {notation}",
        payload_json="{}",
        closes_undo=False,
    )


async def test_migrations_set_the_schema_version_to_the_last_file(
    db: aiosqlite.Connection,
) -> None:
    assert await schema_version(db) == migration_files()[-1][0]


def test_both_backends_end_at_the_same_migration() -> None:
    assert postgres.migration_files()[-1][0] == migration_files()[-1][0]


async def test_reconnecting_applies_no_migration_twice(tmp_path: Path) -> None:
    first = await connect(tmp_path / "x.sqlite3")
    await _lobby(first)
    await first.close()
    second = await connect(tmp_path / "x.sqlite3")
    assert await live_game(second, 10) is not None
    await second.close()


async def test_create_game_round_trips_options(db: aiosqlite.Connection) -> None:
    row = await _lobby(db)
    assert (await get_game(db, row.id)) == row
    assert row.options == {"x": 1} and row.status == "lobby"


async def test_second_live_game_in_a_channel_is_refused(db: aiosqlite.Connection) -> None:
    await _lobby(db)
    with pytest.raises(ChannelBusy):
        await _lobby(db)


async def test_abandoned_game_frees_its_channel(db: aiosqlite.Connection) -> None:
    row = await _lobby(db)
    await set_status(db, row.id, "abandoned", NOW)
    assert (await _lobby(db)).id != row.id


async def test_removing_a_seat_renumbers_the_rest(db: aiosqlite.Connection) -> None:
    row = await _lobby(db)
    for user in (1, 2, 3):
        await add_seat(db, row.id, user, f"u{user}", NOW)
    await remove_seat(db, row.id, 2)
    assert [(s.seat, s.user_id) for s in await list_seats(db, row.id)] == [(0, 1), (1, 3)]


async def test_start_orders_seats_and_stores_the_snapshot(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    started = await get_game(db, row.id)
    assert started is not None and started.status == "active" and started.pack == "p"
    assert [s.user_id for s in await list_seats(db, row.id)] == [8, 7]


async def test_start_twice_is_a_version_conflict(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    with pytest.raises(VersionConflict):
        await start_game(
            db, row.id, seat_order=[7, 8], pack="p", state_json="{}", version=0, now=NOW
        )


async def test_commit_appends_the_action_and_moves_the_version(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    assert (
        await commit_action(
            db, row.id, 0, _action(), new_state_json='{"v": 1}', new_status="active", now=NOW
        )
        == 1
    )
    stored = await get_game(db, row.id)
    assert stored is not None and (stored.version, stored.state_json) == (1, '{"v": 1}')
    assert [a.notation for a in await list_actions(db, row.id)] == ["go"]


async def test_commit_on_an_old_version_is_refused_and_writes_nothing(
    db: aiosqlite.Connection,
) -> None:
    row = await _active(db)
    await commit_action(db, row.id, 0, _action(), new_state_json="{}", new_status="active", now=NOW)
    with pytest.raises(VersionConflict) as refused:
        await commit_action(
            db,
            row.id,
            0,
            _action(notation="again"),
            new_state_json="{}",
            new_status="active",
            now=NOW,
        )
    assert refused.value.current_version == 1
    assert await count_actions(db, row.id) == 1


async def test_concurrent_commits_on_one_version_apply_once(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    results = await asyncio.gather(
        *(
            commit_action(
                db,
                row.id,
                0,
                _action(notation=f"n{i}"),
                new_state_json="{}",
                new_status="active",
                now=NOW,
            )
            for i in range(5)
        ),
        return_exceptions=True,
    )
    assert sum(result == 1 for result in results) == 1
    assert sum(isinstance(result, VersionConflict) for result in results) == 4


async def test_commit_on_a_finished_game_is_refused(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    await commit_action(
        db, row.id, 0, _action(), new_state_json="{}", new_status="finished", now=NOW
    )
    with pytest.raises(VersionConflict):
        await commit_action(
            db, row.id, 1, _action(), new_state_json="{}", new_status="active", now=NOW
        )


async def test_rewrite_after_undo_drops_later_actions(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    for version in range(3):
        await commit_action(
            db,
            row.id,
            version,
            _action(notation=f"n{version}"),
            new_state_json="{}",
            new_status="active",
            now=NOW,
        )
    await rewrite_log(db, row.id, 3, 2, new_state_json='{"v": 2}', reseeds={}, now=NOW)
    last = await last_action(db, row.id)
    stored = await get_game(db, row.id)
    assert last is not None and last.notation == "n1"
    assert stored is not None and (stored.version, stored.state_json) == (2, '{"v": 2}')


async def test_rewrite_after_undo_on_a_moved_game_is_refused(db: aiosqlite.Connection) -> None:
    row = await _active(db)
    await commit_action(db, row.id, 0, _action(), new_state_json="{}", new_status="active", now=NOW)
    with pytest.raises(VersionConflict):
        await rewrite_log(db, row.id, 0, 0, new_state_json="{}", reseeds={}, now=NOW)
    assert await count_actions(db, row.id) == 1


async def test_failed_transaction_rolls_back(db: aiosqlite.Connection) -> None:
    row = await _lobby(db)
    with pytest.raises(RuntimeError):
        async with transaction(db):
            await db.execute("UPDATE games SET status = 'abandoned' WHERE id = ?", (row.id,))
            raise RuntimeError("crash between statements")
    stored = await get_game(db, row.id)
    assert stored is not None and stored.status == "lobby"


async def test_a_writable_store_has_no_storage_warning(
    db: aiosqlite.Connection, tmp_path: Path
) -> None:
    assert await storage_warnings(db, tmp_path / "orrery.sqlite3") == []


async def test_a_constraint_is_refused_as_an_integrity_error_and_rolled_back(
    db: aiosqlite.Connection,
) -> None:
    row = await _lobby(db)
    with pytest.raises(sqlite3.IntegrityError):
        async with transaction(db):
            await db.execute("UPDATE games SET status = 'abandoned' WHERE id = ?", (row.id,))
            await add_seat(db, row.id, 7, "again", NOW)
            await db.execute("INSERT INTO seats SELECT * FROM seats WHERE game_id = ?", (row.id,))
    stored = await get_game(db, row.id)
    assert stored is not None and stored.status == "lobby"


async def test_a_writer_cancelled_while_it_begins_leaves_no_transaction_open(
    db: aiosqlite.Connection,
) -> None:
    """A task cancelled while ``BEGIN IMMEDIATE`` runs (a shutdown, a timeout) must not leave
    the shared connection inside a transaction nobody will end."""

    async def writer() -> None:
        async with transaction(db):
            await db.execute("SELECT 1")

    for _ in range(20):
        task = asyncio.create_task(writer())
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.01)
        assert not db.in_transaction
    await _lobby(db)
