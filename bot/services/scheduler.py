"""The one scheduler task: waits for the earliest timer row and dispatches it by kind.

Shape (after RoboDanny's ``cogs/reminder.py``): timers live in SQLite (:mod:`bot.store.timers`);
one task waits until the :class:`~bot.services.clock.Clock` says the earliest pending timer is
due, or until :meth:`Scheduler.add` schedules a sooner one; then it claims each due timer with one
atomic ``UPDATE`` before calling the handler registered for its ``kind``. A timer that came due
while the bot was down fires once at start-up; a crash mid-handler leaves it ``interrupted``,
never fired twice (the services re-plan their timers from the game state at start-up).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Unpack

import aiosqlite

from bot.services.clock import Clock
from bot.services.errors import UnreadableGame
from bot.store import timers as store
from bot.store.games import UnreadableRow
from bot.store.timers import Timer, TimerTarget

log = logging.getLogger(__name__)

Handler = Callable[[Timer], Awaitable[None]]


class Scheduler:
    """Dispatches timer rows to handlers registered by kind.

    Args:
        db: the bot's connection (migrated).
        clock: the time source; tests pass a :class:`~bot.services.clock.ManualClock`.
    """

    def __init__(self, db: aiosqlite.Connection, clock: Clock) -> None:
        self.db = db
        self.clock = clock
        self._handlers: dict[str, Handler] = {}
        self._failure_watchers: list[Handler] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def register(self, kind: str, handler: Handler) -> None:
        """Route timers of ``kind`` to ``handler``.

        Raises:
            ValueError: ``kind`` already has a handler.
        """
        if kind in self._handlers:
            raise ValueError(f"timer kind {kind!r} already has a handler")
        self._handlers[kind] = handler

    def on_failure(self, watcher: Handler) -> None:
        """Call ``watcher(timer)`` after a timer's handler raised (the timer is ``failed``);
        start-up recovery retries its game later (:mod:`bot.services.recovery`)."""
        self._failure_watchers.append(watcher)

    async def add(self, kind: str, due_at: datetime, **target: Unpack[TimerTarget]) -> int | None:
        """Schedule a timer (:func:`bot.store.timers.add_timer`) and wake the loop so a sooner
        timer is not missed.

        Returns:
            The timer id, or ``None`` when ``key`` was already used.
        """
        timer_id = await store.add_timer(self.db, kind, due_at, now=self.clock.now(), **target)
        self._wake.set()
        return timer_id

    async def run_due(self) -> int:
        """Claim and dispatch every timer due now, earliest first; return how many ran.

        A handler's exception marks its timer ``failed`` (logged) and does not stop the others;
        a timer of a game that cannot be read fails too. Each failed timer is reported to the
        :meth:`on_failure` watchers (recovery plans its game again once it reads:
        :mod:`bot.services.recovery`).
        """
        count = 0
        while (timer := await store.claim_due(self.db, self.clock.now())) is not None:
            await self._dispatch(timer)
            count += 1
        return count

    async def _dispatch(self, timer: Timer) -> None:
        handler = self._handlers.get(timer.kind)
        if handler is None:
            log.error("timer %s: no handler for kind %r", timer.id, timer.kind)
            await store.finish(self.db, timer.id, error=f"no handler for {timer.kind!r}")
            return
        try:
            await handler(timer)
        except (UnreadableGame, UnreadableRow) as exc:  # logged when the game was first read
            log.warning("timer %s of unreadable game %s not run", timer.id, timer.game_id)
            await store.finish(self.db, timer.id, error=repr(exc)[:500])
        except Exception as exc:  # one bad timer must not stop the table's clock
            log.exception("timer %s (%s, game %s) failed", timer.id, timer.kind, timer.game_id)
            await store.finish(self.db, timer.id, error=repr(exc)[:500])
        else:
            await store.finish(self.db, timer.id)
            return
        for watcher in self._failure_watchers:
            try:
                await watcher(timer)
            except Exception:  # the clock keeps running
                log.exception("timer %s: a failure watcher failed", timer.id)

    async def run_forever(self) -> None:
        """Dispatch timers as they come due, until cancelled.

        Waits on one event, set by the clock at the earliest due time or by :meth:`add`; no
        helper task is created per wait.
        """
        while True:
            self._wake.clear()
            await self.run_due()
            due = await store.next_due_at(self.db)
            alarm = self.clock.call_at(due, self._wake.set) if due is not None else None
            try:
                await self._wake.wait()
            finally:
                if alarm is not None:
                    alarm.cancel()

    async def start(self) -> int:
        """Recover from a crash, fire what came due while the bot was down, start the task.

        Rows left ``firing`` by a crash become ``interrupted``. Register every handler first.

        Returns:
            How many overdue timers fired at start-up.
        """
        stale = await store.interrupt_stale(self.db)
        if stale:
            log.warning("%d timer(s) were interrupted by a restart and will not re-run", stale)
        overdue = await self.run_due()
        self._task = asyncio.create_task(self.run_forever(), name="orrery-scheduler")
        return overdue

    async def stop(self) -> None:
        """Cancel the task and wait for it to end."""
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None
