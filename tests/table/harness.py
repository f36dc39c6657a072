"""A service-level table for the table-services tests: the real GameService on the toy game,
the scheduler and reminder service on a manual clock, and a notifier that records notices."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

import aiosqlite

from bot.services.clock import ManualClock
from bot.services.game_service import GameService, Player
from bot.services.notices import TableNotice
from bot.services.reminders import ReminderService
from bot.services.scheduler import Scheduler
from rules.core.game import Game
from tests.table.toy import TOY

CHANNEL, GUILD = 555, 777
USERS = (Player(100, "Ana"), Player(101, "Ben"), Player(102, "Cy"))
GAMES: dict[str, Game] = {"toy": TOY}


@dataclass
class RecordingNotifier:
    """Keeps every notice, in order."""

    notices: list[TableNotice] = field(default_factory=list)

    async def notify(self, notice: TableNotice) -> None:
        self.notices.append(notice)

    def texts(self) -> list[str]:
        return [notice.text for notice in self.notices]


@dataclass
class Table:
    """One running toy game with every table service wired in."""

    db: aiosqlite.Connection
    clock: ManualClock
    service: GameService
    scheduler: Scheduler
    reminders: ReminderService
    notifier: RecordingNotifier
    game_id: int = 0

    async def start(self, players: int = 2, **options: int | str | bool) -> None:
        await self.service.new_game(CHANNEL, GUILD, USERS[0], "toy", options)
        for user in USERS[1:players]:
            await self.service.join(CHANNEL, user)
        await self.service.start(CHANNEL, USERS[0])
        table = await self.service.table_of(CHANNEL)
        assert table is not None
        self.game_id = table.row.id

    async def seat_user(self, seat: int) -> Player:
        table = await self.service.table_of(CHANNEL)
        assert table is not None
        return next(user for user in USERS if user.user_id == table.seat_users[seat])

    async def to_act(self) -> frozenset[int]:
        table = await self.service.table_of(CHANNEL)
        assert table is not None
        return TOY.to_act(table.state)

    async def play(self, text: str) -> None:
        """The (single) seat to act plays ``text``."""
        (seat,) = await self.to_act()
        await self.service.act(CHANNEL, await self.seat_user(seat), text)

    async def wait(self, delta: timedelta) -> int:
        """Advance the clock and run the due timers; return how many ran."""

        self.clock.advance(delta)
        return await self.scheduler.run_due()


async def make_table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    """Wire GameService -> ReminderService -> RecordingNotifier on ``db``."""
    service = GameService(db, render_images=False, now=clock.now, games=GAMES)
    scheduler = Scheduler(db, clock)
    notifier = RecordingNotifier()
    reminders = ReminderService(
        db, scheduler, clock, notifier, service.act_as_seat, lookup=GAMES.__getitem__
    )
    service.subscribe(reminders.on_change)
    return Table(db, clock, service, scheduler, reminders, notifier)
