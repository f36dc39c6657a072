"""Online backups of the SQLite file and restoring one (``python -m bot --restore FILE``).

A backup is ``VACUUM INTO`` a new file from a connection of its own (a consistent snapshot of
the last committed moves, WAL included, taken while the bot plays on), written under a
temporary name and renamed, so a file named ``orrery-<UTC time>.sqlite3`` is always complete.

The running bot holds an exclusive lock on ``<database>.lock`` (:class:`DatabaseLock`; the
operating system releases it when the process ends, even when killed), and a restore takes the
same lock first, so it refuses while the bot runs. Before replacing the database a restore
checks the backup (``PRAGMA integrity_check``, an Orrery schema no newer than this code's) and
keeps the current database beside it as ``<database>.before-restore-<UTC time>``.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from bot.store.db import migration_files

PREFIX, SUFFIX = "orrery-", ".sqlite3"
STAMP = "%Y%m%dT%H%M%SZ"
NAMED = re.compile(rf"^{PREFIX}(\d{{8}}T\d{{6}}Z){re.escape(SUFFIX)}$")


class RestoreRefused(Exception):
    """A restore that was not done; the message says why, for the person at the terminal."""


class DatabaseBusy(Exception):
    """Another process (a running bot) holds the database's lock."""


class DatabaseLock:
    """An exclusive lock on ``<database>.lock`` while the bot uses the database (a context
    manager, or :meth:`acquire` and :meth:`release`)."""

    def __init__(self, database: Path) -> None:
        self.path = database.with_name(database.name + ".lock")
        self._file: IO[str] | None = None

    def acquire(self) -> DatabaseLock:
        """Take the lock (the file is created if needed).

        Raises:
            DatabaseBusy: another process holds it.
        """
        handle = self.path.open("a", encoding="utf-8")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            busy = f"Another Orrery process (a running bot?) holds {self.path}."
            raise DatabaseBusy(busy) from None
        self._file = handle
        return self

    def release(self) -> None:
        """Let the lock go (closing the file releases it); nothing if not held."""
        if self._file is not None:
            self._file.close()
            self._file = None

    def __enter__(self) -> DatabaseLock:
        return self.acquire()

    def __exit__(self, *_: object) -> None:
        self.release()


def backup_name(when: datetime) -> str:
    """The file name of a backup taken at ``when`` (aware)."""
    return f"{PREFIX}{when.astimezone(UTC).strftime(STAMP)}{SUFFIX}"


def backups(folder: Path) -> list[tuple[datetime, Path]]:
    """The backups in ``folder`` (files named by :func:`backup_name`), oldest first."""
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        match = NAMED.match(path.name)
        if match:
            found.append((datetime.strptime(match[1], STAMP).replace(tzinfo=UTC), path))
    return sorted(found)


def take_backup(database: Path, folder: Path, when: datetime) -> Path:
    """Write a consistent copy of ``database`` into ``folder`` (created if needed).

    Blocking (run it in a thread): ``VACUUM INTO`` from its own connection.

    Returns:
        The backup's path.
    """
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / backup_name(when)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    with contextlib.closing(sqlite3.connect(database)) as source:
        source.execute("VACUUM INTO ?", (str(partial),))
    os.replace(partial, target)
    return target


def prune(folder: Path, keep: int) -> list[Path]:
    """Delete all but the ``keep`` newest backups of ``folder``; return the deleted paths."""
    found = [path for _, path in backups(folder)]
    old = found[: max(0, len(found) - keep)]
    for path in old:
        path.unlink(missing_ok=True)
    return old


def check_backup(path: Path) -> int:
    """The schema version of the backup at ``path``.

    Raises:
        RestoreRefused: not a readable SQLite file, damaged, not an Orrery database, or made
            by a newer version of the bot.
    """
    if not path.is_file():
        raise RestoreRefused(f"There is no file {path}.")
    newest = migration_files()[-1][0]
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as backup:
            (check,) = backup.execute("PRAGMA integrity_check").fetchone()
            (version,) = backup.execute("PRAGMA user_version").fetchone()
            tables = {row[0] for row in backup.execute("SELECT name FROM sqlite_master")}
    except sqlite3.DatabaseError as error:
        raise RestoreRefused(f"{path} is not a readable SQLite database ({error}).") from None
    if check != "ok":
        raise RestoreRefused(f"{path} is damaged ({check}).")
    if "games" not in tables or version < 1:
        raise RestoreRefused(f"{path} is not an Orrery database.")
    if version > newest:
        raise RestoreRefused(f"{path} has schema {version}; this bot knows up to {newest}.")
    return int(version)


def restore(backup: Path, database: Path, when: datetime) -> str:
    """Replace ``database`` by the backup at ``backup`` (the bot must be stopped).

    Returns:
        A sentence saying what was done, for the terminal.

    Raises:
        RestoreRefused: the bot is running on ``database``, or the backup does not check.
    """
    try:
        with DatabaseLock(database):
            return _replace(backup, database, when)
    except DatabaseBusy as busy:
        raise RestoreRefused(f"{busy} Stop the bot, then restore.") from None


def _replace(backup: Path, database: Path, when: datetime) -> str:
    """Check ``backup``, keep ``database`` aside and copy the backup in its place (locked)."""
    version = check_backup(backup)
    kept = _keep_current(database, when)
    staged = database.with_name(database.name + ".restoring")
    staged.unlink(missing_ok=True)
    with (
        contextlib.closing(sqlite3.connect(f"file:{backup}?mode=ro", uri=True)) as source,
        contextlib.closing(sqlite3.connect(staged)) as target,
    ):
        source.backup(target)
    for leftover in _sidecars(database):
        leftover.unlink(missing_ok=True)
    os.replace(staged, database)
    saved = f"; the previous database is kept as {kept}" if kept else ""
    return f"Restored {database} from {backup} (schema {version}){saved}."


def _keep_current(database: Path, when: datetime) -> Path | None:
    """Copy ``database`` (with what its WAL holds) aside before a restore; ``None`` if absent."""
    if not database.exists():
        return None
    kept = database.with_name(f"{database.name}.before-restore-{when.strftime(STAMP)}")
    with (
        contextlib.closing(sqlite3.connect(database)) as current,
        contextlib.closing(sqlite3.connect(kept)) as copy,
    ):
        current.backup(copy)
    return kept


def _sidecars(database: Path) -> Iterator[Path]:
    """The WAL and shared-memory files of ``database``."""
    for suffix in ("-wal", "-shm"):
        yield database.with_name(database.name + suffix)
