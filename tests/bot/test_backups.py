"""Online backups on a schedule, and ``python -m bot --restore FILE``: a backup taken mid-game
restores and the game goes on; a restore is refused while the bot runs or for a bad file."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.__main__ import main
from bot.services.backups import Backups
from bot.services.clock import ManualClock
from bot.settings import Settings
from bot.store.backup import DatabaseBusy, DatabaseLock, RestoreRefused, backups, restore
from bot.store.db import connect
from tests.bot.helpers import CHANNEL, make_service, open_table, user_of
from tests.table.toy import TOY

NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)
HOURS = timedelta(hours=6)


async def _play(database: Path, moves: int) -> int:
    """Play ``moves`` moves of the channel's toy game (opened if none); return its version."""
    db = await connect(database)
    try:
        service = make_service(db, {"toy": TOY})
        table = await service.table_of(CHANNEL) or await open_table(service, "toy", 2)
        for _ in range(moves):
            (seat,) = table.game.to_act(table.state)
            await service.act(CHANNEL, user_of(table, seat), "move", table.row.version)
            again = await service.table_of(CHANNEL)
            assert again is not None
            table = again
        return int(table.row.version)
    finally:
        await db.close()


async def _until(condition: Callable[[], bool]) -> None:
    for _ in range(3000):  # 30 s at most, on a loaded machine
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the backup task did not get there")


async def test_a_backup_taken_mid_game_restores_and_the_game_goes_on(tmp_path: Path) -> None:
    database = tmp_path / "orrery.sqlite3"
    assert await _play(database, 2) == 2
    db = await connect(database)  # the bot keeps playing while the backup is taken
    backup = await Backups(database, tmp_path / "backups", HOURS, 3, ManualClock(NOW)).take()
    await db.close()
    assert await _play(database, 3) == 5

    said = restore(backup, database, NOW)
    assert "Restored" in said and "before-restore" in said
    assert await _play(database, 1) == 3  # from move 2, as backed up
    with sqlite3.connect(database) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    kept = next(tmp_path.glob("orrery.sqlite3.before-restore-*"))
    with sqlite3.connect(kept) as before:
        assert before.execute("SELECT version FROM games").fetchone() == (5,)


async def test_a_restore_is_refused_while_the_bot_holds_the_database(tmp_path: Path) -> None:
    database = tmp_path / "orrery.sqlite3"
    await _play(database, 1)
    backup = await Backups(database, tmp_path, HOURS, 1, ManualClock(NOW)).take()
    with DatabaseLock(database):
        with pytest.raises(RestoreRefused, match="Stop the bot, then restore"):
            restore(backup, database, NOW)
        with pytest.raises(DatabaseBusy):
            DatabaseLock(database).acquire()  # nor does a second bot start
    assert "Restored" in restore(backup, database, NOW)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (None, "There is no file"),
        (b"not a database at all" * 100, "not a readable SQLite database"),
        (b"", "not an Orrery database"),
    ],
)
async def test_a_restore_refuses_a_file_that_is_not_a_good_backup(
    tmp_path: Path, content: bytes | None, reason: str
) -> None:
    database = tmp_path / "orrery.sqlite3"
    await _play(database, 1)
    backup = tmp_path / "backup.sqlite3"
    if content is not None:
        backup.write_bytes(content)
    with pytest.raises(RestoreRefused, match=reason):
        restore(backup, database, NOW)
    assert await _play(database, 1) == 2  # the database is untouched


async def test_backups_come_every_interval_and_only_the_newest_stay(tmp_path: Path) -> None:
    database, folder = tmp_path / "orrery.sqlite3", tmp_path / "backups"
    await _play(database, 1)
    clock = ManualClock(NOW)
    task = Backups(database, folder, HOURS, 2, clock)
    task.start()
    try:
        await _until(lambda: len(backups(folder)) == 1)  # none yet: one at once
        for step in range(1, 4):
            clock.advance(HOURS)
            await _until(lambda s=step: backups(folder)[-1][0] == NOW + s * HOURS)  # type: ignore[misc]
    finally:
        await task.stop()
    assert [when for when, _ in backups(folder)] == [NOW + 2 * HOURS, NOW + 3 * HOURS]
    again = Backups(database, folder, HOURS, 2, clock)  # a restart counts from the newest
    assert again.next_due() == NOW + 4 * HOURS


async def test_python_m_bot_restore(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "orrery.sqlite3"
    await _play(database, 1)
    backup = await Backups(database, tmp_path, HOURS, 1, ManualClock(NOW)).take()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE", str(database))
    assert main(["--restore", str(backup)]) == 0
    assert "Restored" in capsys.readouterr().out
    assert main(["--restore", str(tmp_path / "missing.sqlite3")]) == 1
    assert "Not restored: There is no file" in capsys.readouterr().err


def test_backup_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BACKUP_DIR", "")
    assert Settings().backup_dir is None
    monkeypatch.setenv("BACKUP_DIR", "backups")
    monkeypatch.setenv("BACKUP_HOURS", "6")
    monkeypatch.setenv("BACKUP_KEEP", "4")
    settings = Settings()
    assert (settings.backup_dir, settings.backup_hours, settings.backup_keep) == (
        Path("backups"),
        6,
        4,
    )
    monkeypatch.setenv("BACKUP_HOURS", "0.0001")
    with pytest.raises(ValidationError, match="backup_hours"):
        Settings()
