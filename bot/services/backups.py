"""Scheduled online backups (settings ``BACKUP_DIR``, ``BACKUP_HOURS``, ``BACKUP_KEEP``).

One task takes a backup (:func:`bot.store.backup.take_backup`, in a thread: the bot plays on)
every ``BACKUP_HOURS``, counted from the newest backup in the folder so a restart does not
reset the count, and keeps the ``BACKUP_KEEP`` newest. A failed backup (a full or missing
disk) is logged and tried again at the next interval; it never stops the bot.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

from bot.services.clock import Clock
from bot.settings import Settings
from bot.store.backup import backups, prune, take_backup

log = logging.getLogger(__name__)


class Backups:
    """Backs ``database`` up into ``folder`` every ``every``, keeping the ``keep`` newest.

    Args:
        database: the SQLite file the bot uses. folder: where backups go (created if needed).
        every: the interval. keep: how many backups stay (≥ 1). clock: the time source.
    """

    def __init__(
        self, database: Path, folder: Path, every: timedelta, keep: int, clock: Clock
    ) -> None:
        self.database, self.folder, self.every, self.keep = database, folder, every, keep
        self.clock = clock
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def from_settings(cls, settings: Settings, clock: Clock) -> Backups | None:
        """The backups ``settings`` ask for (``None`` without ``BACKUP_DIR``, and for a PostgreSQL
        store, which its own tools back up: ``pg_dump``, README "PostgreSQL")."""
        if settings.backup_dir is None or settings.sqlite_path is None:
            return None
        every = timedelta(hours=settings.backup_hours)
        return cls(settings.sqlite_path, settings.backup_dir, every, settings.backup_keep, clock)

    def next_due(self) -> datetime:
        """When the next backup is due: one interval after the newest, or now when none."""
        found = backups(self.folder)
        return found[-1][0] + self.every if found else self.clock.now()

    async def take(self) -> Path:
        """Take a backup now and prune the old ones; return the new backup's path.

        Raises:
            OSError, sqlite3.Error: the backup could not be written.
        """
        path = await asyncio.to_thread(take_backup, self.database, self.folder, self.clock.now())
        removed = await asyncio.to_thread(prune, self.folder, self.keep)
        log.info("backup %s written (%d old removed)", path, len(removed))
        return path

    async def run_forever(self) -> None:
        """Take each backup when due, until cancelled."""
        due = self.next_due()
        while True:
            await self._sleep_until(due)
            try:
                await self.take()
            except (OSError, sqlite3.Error):
                log.exception("the backup into %s failed; next try in %s", self.folder, self.every)
                due = self.clock.now() + self.every
            else:
                due = self.next_due()

    async def _sleep_until(self, when: datetime) -> None:
        woken = asyncio.Event()
        alarm = self.clock.call_at(when, woken.set)
        try:
            await woken.wait()
        finally:
            alarm.cancel()

    def start(self) -> None:
        """Start the backup task."""
        self._task = asyncio.create_task(self.run_forever(), name="orrery-backups")

    async def stop(self) -> None:
        """Cancel the backup task and wait for it to end."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
