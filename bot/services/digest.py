"""The daily digest: one DM a day listing the games waiting on a player, in place of per-game
reminders (``/settings digest:daily``; docs/play-by-post.md §12, after Warzone's one nudge a day).

A player who chooses it gets, at :data:`DIGEST_HOUR` o'clock in their ``/settings`` time zone,
one DM with the list ``/mygames`` shows (:func:`bot.services.inbox.digest_text`); none on a day
when no game waits on them. The hour is moved to the end of their quiet hours when it falls in
them, and past their ``/away`` (the first digest hour after their return). Reminders of their
decisions are not posted while they have a digest (:class:`~bot.services.reminders.ReminderService`
still counts them, so a stalled game is still offered to the table); the ping of each new
decision still comes.

Restart-proof: the choice is a ``player_digests`` row and the next digest a timer row of kind
:data:`~bot.store.digests.DIGEST` (:mod:`bot.store.digests`): a digest due while the bot was
down fires at start-up, and :meth:`DigestService.resync` plans again the digest of a player
whose timer a crash interrupted.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, time, timedelta

import aiosqlite

from bot.i18n import speaking, viewers
from bot.services.absence import parse_zone, quiet_until
from bot.services.clock import Clock
from bot.services.inbox import digest_text
from bot.services.notices import Notifier, TableNotice
from bot.services.scheduler import Scheduler
from bot.store import digests as store
from bot.store import table as table_store
from bot.store.table import PlayerSettings
from bot.store.timers import Timer
from rules.core import Game

DIGEST_HOUR = 9
"""The local hour of every daily digest (09:00 in the player's time zone)."""


def next_digest_time(
    after: datetime, hour: int, settings: PlayerSettings, away: datetime | None
) -> datetime:
    """The next digest after ``after`` (aware): ``hour`` o'clock local in the player's zone,
    the first such time after ``away`` (the end of their absence) when they are away, moved to
    the end of their quiet hours when it falls in them.

    Returns:
        An aware UTC datetime strictly after ``after``.

    Raises:
        InvalidSetting: the stored zone is unknown.
    """
    zone = parse_zone(settings.time_zone)
    start = after if away is None else max(after, away)
    local = start.astimezone(zone)
    due = datetime.combine(local.date(), time(hour), zone)
    if due <= start:
        due = datetime.combine(local.date() + timedelta(days=1), time(hour), zone)
    return (quiet_until(due, settings) or due).astimezone(UTC)


class DigestService:
    """Plans and sends the daily digests (see the module docstring).

    Args:
        db: the bot's connection. scheduler: where digest timers go (the handler is registered
            here). clock: the time source. notifier: delivers the DM (a notice with
            ``dm_user_id``). games: the rules games by key (the games' prompts).
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        scheduler: Scheduler,
        clock: Clock,
        notifier: Notifier,
        games: Mapping[str, Game],
    ) -> None:
        self.db, self.scheduler, self.clock = db, scheduler, clock
        self.notifier, self.games = notifier, games
        scheduler.register(store.DIGEST, self.on_digest)

    async def choose(self, user_id: int, daily: bool) -> datetime | None:
        """``/settings digest:``: ``daily`` (at :data:`DIGEST_HOUR`) or off; plans the next one.

        Returns:
            When the next digest comes (aware UTC), or ``None`` when turned off.
        """
        await store.set_digest(self.db, user_id, DIGEST_HOUR if daily else None)
        return await self.plan(user_id, self.clock.now()) if daily else None

    async def replan(self, user_id: int) -> None:
        """Plan ``user_id``'s next digest again (their time zone or quiet hours changed)."""
        if await store.digest_hour(self.db, user_id) is not None:
            await store.set_digest(self.db, user_id, DIGEST_HOUR)
            await self.plan(user_id, self.clock.now())

    async def plan(self, user_id: int, after: datetime) -> datetime | None:
        """Add the timer of ``user_id``'s next digest after ``after`` (``None``: no digest).

        Returns:
            Its due time.
        """
        hour = await store.digest_hour(self.db, user_id)
        if hour is None:
            return None
        settings, away = await table_store.settings_and_away(self.db, user_id, after)
        return await self._add(user_id, next_digest_time(after, hour, settings, away))

    async def _add(self, user_id: int, due: datetime) -> datetime:
        await self.scheduler.add(store.DIGEST, due, payload={"user": user_id})
        return due

    async def on_digest(self, timer: Timer) -> None:
        """Send the digest that came due (the scheduler's handler): plan the next one first,
        then DM the games waiting (nothing when none waits). A digest that falls in quiet hours
        or an absence chosen since it was planned is moved to their end instead."""
        user_id = int(timer.payload["user"])
        now = self.clock.now()
        if await store.digest_hour(self.db, user_id) is None:
            return
        settings, away = await table_store.settings_and_away(self.db, user_id, now)
        if away is not None:
            await self.plan(user_id, now)
            return
        if (quiet_end := quiet_until(now, settings)) is not None:
            await self._add(user_id, quiet_end)
            return
        await self.plan(user_id, now)
        with speaking(viewers.locale_of(user_id, "en")):
            text = await digest_text(self.db, user_id, now, self.games)
        if text is not None:
            await self.notifier.notify(TableNotice(0, text, dm_user_id=user_id))

    async def resync(self) -> int:
        """At start-up, plan the next digest of every player whose digest timer a crash
        interrupted (one query over the pending timers); return how many were planned."""
        missing = await store.users_without_timer(self.db)
        for user_id in missing:
            await self.plan(user_id, self.clock.now())
        return len(missing)
