"""Builds and runs every asynchronous-table service around one :class:`GameService`.

One call wires the scheduler, reminders, bot players, seat changes, votes, stall actions, skips,
replays, statistics, daily digests, rematches, notes, timeouts (``on_timeout``), the recaps of
finished games (:mod:`bot.services.recap`) and the preparing of opened turns
(:mod:`bot.services.preparing`), subscribes them to the GameService
(reminders first, so a bot seat's decision is never pinged; bot players, skipped turns and
preparing next), and the reminders also as the writer of every move's transaction (a move, its
decisions and their timers commit together), and :meth:`TableServices.start` recovers after a
restart without reading every game (:mod:`bot.services.recovery`): overdue timers fire once,
decisions whose timers a crash interrupted are re-planned, bot seats and skipped turns that owe
a decision act, and a game that cannot be read is refused when touched and retried later.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.services.bot_players import BotPlayers
from bot.services.clock import Clock
from bot.services.digest import DigestService
from bot.services.game_service import GameService
from bot.services.notes import Notes
from bot.services.notices import Notifier
from bot.services.preparing import Preparer
from bot.services.recap import Recaps
from bot.services.recovery import Recovery
from bot.services.rematch import Rematches
from bot.services.reminders import ReminderService
from bot.services.replay import Replays
from bot.services.scheduler import Scheduler
from bot.services.seats_change import SeatChanges
from bot.services.skips import TurnSkips
from bot.services.stall import StallActions
from bot.services.stats import Stats
from bot.services.timeouts import Timeouts
from bot.services.votes import TableVotes
from bot.store import postgres


@dataclass(frozen=True)
class TableServices:
    """Every table service of one bot (see the module docstring)."""

    db: aiosqlite.Connection
    scheduler: Scheduler
    reminders: ReminderService
    bots: BotPlayers
    seats: SeatChanges
    votes: TableVotes
    stall: StallActions
    skips: TurnSkips
    replays: Replays
    stats: Stats
    recovery: Recovery
    digests: DigestService
    preparer: Preparer
    rematches: Rematches
    notes: Notes
    recaps: Recaps

    @classmethod
    def build(
        cls, db: aiosqlite.Connection, service: GameService, clock: Clock, notifier: Notifier
    ) -> TableServices:
        """Wire the services on ``db`` around ``service`` and subscribe them to it."""
        tables = service.tables
        scheduler = Scheduler(db, clock)
        reminders = ReminderService(db, scheduler, clock, notifier, service.act_as_seat, tables)
        bots = BotPlayers(tables, service.act_as_seat)
        skips = TurnSkips(db, tables, service.act_as_seat)
        recaps = Recaps(db, tables, clock, notifier)
        service.write_with(reminders.write)
        service.write_with(recaps.write)
        preparer = Preparer(tables.games)
        for subscriber in (
            reminders.on_change,
            bots.on_change,
            skips.on_change,
            preparer.on_change,
            recaps.on_change,
        ):
            service.subscribe(subscriber)
        seats = SeatChanges(db, tables, clock, [reminders.on_change, bots.on_change])
        reminders.timeouts = Timeouts(tables, seats, skips, notifier).apply
        votes = TableVotes(db, tables, clock, service.abandon, service.rewind)
        stall = StallActions(reminders, votes, seats, skips)
        recovery = Recovery(tables, scheduler, reminders, bots, skips)
        replays = Replays(tables)
        digests = DigestService(db, scheduler, clock, notifier, tables.games)
        rematches = Rematches(db, service, clock)
        return cls(
            db,
            scheduler,
            reminders,
            bots,
            seats,
            votes,
            stall,
            skips,
            replays,
            Stats(db),
            recovery,
            digests,
            preparer,
            rematches,
            Notes(db, tables, clock),
            recaps,
        )

    async def start(self) -> None:
        """Recover the games a restart left needing it (:class:`Recovery`), start the loop
        (which fires the overdue timers); plan the daily digests a crash left without a timer;
        finish the recaps a restart left unposted (in the background); on PostgreSQL, listen
        for changes other processes make to this process's games."""
        await self.recovery.start()
        await self.digests.resync()
        await self.recaps.start()
        await self.scheduler.start()
        await postgres.listen_changes(self.db, self.woken)

    def woken(self, game_id: int) -> None:
        """Another process changed game ``game_id`` of this process's shards (a DM button
        handled by the process of shard 0, say): its bot seats and skipped turns act here, in
        the process that owns the game."""
        self.bots.poke(game_id)
        self.skips.poke(game_id)

    async def stop(self) -> None:
        """Stop the scheduler loop and let running bot turns, skips and preparing finish; stop
        drawing recaps (what is not posted yet is posted after the next start)."""
        await self.recaps.stop()
        await self.recovery.stop()
        await self.scheduler.stop()
        await self.bots.idle()
        await self.skips.idle()
        await self.preparer.settled()
