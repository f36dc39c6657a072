"""A service-level table for the table-services tests: the real GameService on the toy game (and
every registered game), every table service wired by :class:`TableServices` on a manual clock,
and a notifier that records notices."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta

import aiosqlite

from bot.services.bot_players import BotPlayers
from bot.services.clock import ManualClock
from bot.services.game_service import GameService, Player
from bot.services.notices import TableNotice
from bot.services.reminders import ReminderService
from bot.services.scheduler import Scheduler
from bot.services.seats_change import SeatChanges
from bot.services.stats import Stats
from bot.services.table_services import TableServices
from bot.services.votes import TableVotes
from rules import GAMES as REGISTERED
from rules.core.game import Game
from tests.table.toy import TOY

CHANNEL, GUILD = 555, 777
USERS = (Player(100, "Ana"), Player(101, "Ben"), Player(102, "Cy"))
GAMES: dict[str, Game] = {"toy": TOY, **REGISTERED}
Opener = Callable[[], Awaitable[aiosqlite.Connection]]  # a new connection to the test database


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
    """One running game with every table service wired in."""

    db: aiosqlite.Connection
    clock: ManualClock
    service: GameService
    services: TableServices
    notifier: RecordingNotifier
    game_id: int = 0

    @property
    def scheduler(self) -> Scheduler:
        return self.services.scheduler

    @property
    def reminders(self) -> ReminderService:
        return self.services.reminders

    @property
    def bots(self) -> BotPlayers:
        return self.services.bots

    @property
    def seats(self) -> SeatChanges:
        return self.services.seats

    @property
    def votes(self) -> TableVotes:
        return self.services.votes

    @property
    def stats(self) -> Stats:
        return self.services.stats

    async def start(
        self, players: int = 2, *, bots: int = 0, key: str = "toy", **options: int | str | bool
    ) -> None:
        """Open, fill (``players`` humans, then ``bots`` bot seats) and start a game."""
        await self.service.new_game(CHANNEL, GUILD, USERS[0], key, options)
        for user in USERS[1:players]:
            await self.service.join(CHANNEL, user)
        lobby = await self.service.table_of(CHANNEL)
        assert lobby is not None
        await self.seats.add_bots(lobby.row.id, bots)
        await self.service.start(CHANNEL, USERS[0])
        self.game_id = lobby.row.id

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

    async def wait_hours(self, hours: float) -> int:
        """:meth:`wait` in hours."""
        return await self.wait(timedelta(hours=hours))


async def make_table(db: aiosqlite.Connection, clock: ManualClock, seed: str = "s0") -> Table:
    """Wire the GameService and every table service on ``db``; new games get ``seed``."""
    service = GameService(db, render_images=False, now=clock.now, games=GAMES, seeds=lambda: seed)
    notifier = RecordingNotifier()
    services = TableServices.build(db, service, clock, notifier)
    return Table(db, clock, service, services, notifier)


async def restart(open_db: Opener, clock: ManualClock) -> Table:
    """A new process on the same database: build everything and run the start-up."""
    table = await make_table(await open_db(), clock)
    table.game_id = 1
    await table.services.start()
    await table.services.stop()
    return table
