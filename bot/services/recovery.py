"""Start-up recovery one game at a time, so a game that cannot be read stops no other.

At start-up (:meth:`Recovery.start`) every active game is read; for each that reads, the
reminders and deadlines a crash left unplanned are planned again
(:meth:`~bot.services.reminders.ReminderService.resync`) and its bot seats and skipped turns
are poked. A game that does not read (a corrupt row: :class:`~bot.services.errors.UnreadableGame`)
or whose recovery fails otherwise is logged once and left out, and a ``recover`` timer retries
those games later (after 10 minutes, then twice as long each time, at most a day apart), so a
row repaired by hand comes back without a restart. Every other game's timers run meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import timedelta

import aiosqlite

from bot.services.bot_players import BotPlayers
from bot.services.context import TableLoader
from bot.services.errors import NoGameHere, UnreadableGame
from bot.services.reminders import ReminderService
from bot.services.scheduler import Scheduler
from bot.services.skips import TurnSkips
from bot.store import skips as skips_store
from bot.store import timers as timers_store
from bot.store.games import active_game_ids
from bot.store.timers import Timer

log = logging.getLogger(__name__)

RECOVER = "recover"
FIRST_RETRY = timedelta(minutes=10)
LAST_RETRY = timedelta(days=1)


class Recovery:
    """Brings every active game's timers, bot seats and skipped turns back after a restart.

    Args:
        tables: the GameService's loader. scheduler: where the retry timers go (the handler is
            registered here). reminders, bots, skips: the services to resume.
    """

    def __init__(
        self,
        tables: TableLoader,
        scheduler: Scheduler,
        reminders: ReminderService,
        bots: BotPlayers,
        skips: TurnSkips,
    ) -> None:
        self.tables, self.scheduler = tables, scheduler
        self.reminders, self.bots, self.skips = reminders, bots, skips
        self._logged: set[int] = set()
        scheduler.register(RECOVER, self.on_retry)

    @property
    def db(self) -> aiosqlite.Connection:
        """The bot's connection."""
        return self.tables.db

    async def start(self) -> frozenset[int]:
        """Recover every active game; retry those that failed after :data:`FIRST_RETRY`.

        Returns:
            The ids of the games that failed.
        """
        failed = await self.recover(await active_game_ids(self.db))
        await self._retry(failed, FIRST_RETRY)
        return failed

    async def on_retry(self, timer: Timer) -> None:
        """Recover the games of a ``recover`` timer; retry those still failing twice as late."""
        games, wait = timer.payload["games"], timedelta(seconds=timer.payload["wait_s"])
        failed = await self.recover(int(game_id) for game_id in games)
        await self._retry(failed, min(2 * wait, LAST_RETRY))
        await timers_store.forget(self.db, timer.id)

    async def recover(self, game_ids: Iterable[int]) -> frozenset[int]:
        """Resume each game of ``game_ids`` that reads; return those that failed (logged once)."""
        skipping = set(await skips_store.games_with_skips(self.db))
        failed = set()
        for game_id in game_ids:
            try:
                table = await self.tables.active_by_id(game_id)
                await self.reminders.resync(game_id)
            except NoGameHere:
                continue  # over or gone since: nothing to resume
            except Exception as error:
                failed.add(game_id)
                self._log_once(game_id, error)
                continue
            if table.bot_seats:
                self.bots.poke(game_id)
            if game_id in skipping:
                self.skips.poke(game_id)
        return frozenset(failed)

    async def _retry(self, game_ids: frozenset[int], wait: timedelta) -> None:
        if game_ids:
            payload = {"games": sorted(game_ids), "wait_s": wait.total_seconds()}
            await self.scheduler.add(RECOVER, self.scheduler.clock.now() + wait, payload=payload)

    def _log_once(self, game_id: int, error: Exception) -> None:
        """Log a game's recovery fault the first time (the loader logs an unreadable game)."""
        if game_id in self._logged or isinstance(error, UnreadableGame):
            return
        self._logged.add(game_id)
        log.error("game %s: start-up recovery failed; retrying later", game_id, exc_info=error)
