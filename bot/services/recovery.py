"""Start-up recovery without reading every game: only the games a fault left needing it.

Timers are rows with due times (:mod:`bot.store.timers`); a move, the decisions it opens and
closes and their reminders and deadlines commit in one transaction
(:meth:`~bot.services.reminders.ReminderService.write`), so a game's timers never lag its state.
At start-up (:meth:`Recovery.start`) the bot therefore reads only:

* the timers a crash left ``firing`` (marked ``interrupted``, never re-run): their games' missing
  reminders and deadlines are planned again
  (:meth:`~bot.services.reminders.ReminderService.resync`);
* the bot seats that owe a decision (their ``turns`` rows) and the turns the table voted to skip:
  those games' bot and skip tasks are poked.

Each of these reads an index whose size is the rows it finds, not the number of games, so the
start-up takes the same time at 10 games as at 10,000 (``bench/startup.py``). Every other game
is read when it is next touched (a command, a click) or when its timer fires. A game that cannot
be read then (a corrupt row: :class:`~bot.services.errors.UnreadableGame`) is refused with one
sentence, logged once, and its timers fail; the scheduler reports each failed timer here, and a
``recover`` timer retries that game later (after 10 minutes, then twice as long each time, at
most a day apart), so a row repaired by hand comes back without a restart. Every other game's
timers run meanwhile.

A database written before these guarantees (migration 014) is swept once: its first start-up
also reads every active game, in the background after the bot is ready, as the start-up used to.
"""

from __future__ import annotations

import asyncio
import contextlib
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
from bot.store import table as table_store
from bot.store import timers as timers_store
from bot.store.games import active_game_ids
from bot.store.timers import Timer

log = logging.getLogger(__name__)

RECOVER = "recover"
FIRST_RETRY = timedelta(minutes=10)
LAST_RETRY = timedelta(days=1)


class Recovery:
    """Brings back, after a restart, the games whose timers, bot seats or skipped turns need it.

    Args:
        tables: the GameService's loader. scheduler: where the retry timers go (the handler is
            registered here, and the scheduler reports failed timers here). reminders, bots,
            skips: the services to resume.
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
        self._waiting: set[int] = set()
        self._sweep: asyncio.Task[None] | None = None
        scheduler.register(RECOVER, self.on_retry)
        scheduler.on_failure(self.on_failed_timer)

    @property
    def db(self) -> aiosqlite.Connection:
        """The bot's connection."""
        return self.tables.db

    async def start(self) -> frozenset[int]:
        """Mark the timers a crash interrupted, re-plan their games, poke the games whose bot
        seats owe a decision or whose turns the table skips; retry the games that failed after
        :data:`FIRST_RETRY`. Reads no other game.

        Returns:
            The ids of the games that failed.
        """
        interrupted = await timers_store.interrupt_stale_games(self.db)
        if interrupted:
            log.warning("%d timer(s) were interrupted by a restart", len(interrupted))
        games = {game_id for game_id in interrupted if game_id is not None}
        failed = await self.recover(sorted(games))
        for game_id in await table_store.games_owed_by_bots(self.db):
            self.bots.poke(game_id)
        for game_id in await skips_store.games_with_skips(self.db):
            self.skips.poke(game_id)
        await self._retry(failed, FIRST_RETRY)
        if await table_store.sweep_pending(self.db):
            self._sweep = asyncio.create_task(self._sweep_all(), name="orrery-recovery-sweep")
        return failed

    async def _sweep_all(self) -> None:
        """Recover every active game once (a database from before migration 014)."""
        failed = await self.recover(await active_game_ids(self.db))
        await self._retry(failed, FIRST_RETRY)
        await table_store.sweep_done(self.db)
        log.info("the one-time recovery of every active game is done")

    async def idle(self) -> None:
        """Wait until the one-time sweep, if any, has finished (tests)."""
        if self._sweep is not None:
            await self._sweep

    async def stop(self) -> None:
        """Stop the one-time sweep if it runs (the next start-up sweeps again)."""
        if self._sweep is not None:
            self._sweep.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweep
            self._sweep = None

    async def on_failed_timer(self, timer: Timer) -> None:
        """A timer of a game failed (the game cannot be read, or its handler raised): retry the
        game after :data:`FIRST_RETRY`, once however many of its timers failed."""
        if timer.game_id is not None and timer.kind != RECOVER:
            await self._retry(frozenset({timer.game_id}) - self._waiting, FIRST_RETRY)

    async def on_retry(self, timer: Timer) -> None:
        """Recover the games of a ``recover`` timer; retry those still failing twice as late."""
        games, wait = timer.payload["games"], timedelta(seconds=timer.payload["wait_s"])
        self._waiting.difference_update(int(game_id) for game_id in games)
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
        self._waiting.update(game_ids)
        if game_ids:
            payload = {"games": sorted(game_ids), "wait_s": wait.total_seconds()}
            await self.scheduler.add(RECOVER, self.scheduler.clock.now() + wait, payload=payload)

    def _log_once(self, game_id: int, error: Exception) -> None:
        """Log a game's recovery fault the first time (the loader logs an unreadable game)."""
        if game_id in self._logged or isinstance(error, UnreadableGame):
            return
        self._logged.add(game_id)
        log.error("game %s: start-up recovery failed; retrying later", game_id, exc_info=error)
