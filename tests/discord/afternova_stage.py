"""Rulebook situations of Afternova staged on the bot: a game whose ``setup`` edits the deal.

:class:`StagedAfternova` is the real engine with one difference: after dealing it applies an edit
(hands, Planets, storages, completed Blueprints) so that a Discord test starts in a known
situation. The edit is deterministic, so replaying the stored log still rebuilds the snapshot.
:class:`DealTable` wraps a :class:`~tests.discord.harness.Driver` with the seat-to-user lookups
and the reads the deal tests repeat.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import aiosqlite

from bot import Settings, create_bot
from bot.discord.client import OrreryBot
from bot.services.clock import ManualClock
from bot.services.game_service import GameService
from rules.afternova.engine import AfternovaGame
from rules.afternova.state import AfternovaState
from rules.core import OptionValue
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import LeakWatch, current, open_game
from tests.discord.harness import Driver, ErrorLog, install

Edit = Callable[[AfternovaState], None]


class StagedAfternova(AfternovaGame):
    """Afternova whose new games of ``players`` seats start with ``edit`` applied.

    Other seat counts (the lobby's trial setup with the minimum) are dealt as usual.
    """

    def __init__(self, edit: Edit, players: int) -> None:
        super().__init__()
        self.edit, self.players = edit, players

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> AfternovaState:
        """The real setup, then the staged edit."""
        state = super().setup(num_players, seed=seed, options=options)
        if num_players == self.players:
            self.edit(state)
        return state


@dataclass
class DealTable:
    """A started Afternova game on the fake Discord, addressed by seat numbers."""

    driver: Driver
    users: list[dict[str, Any]]
    watch: LeakWatch
    clock: ManualClock

    @property
    def fake(self) -> FakeDiscord:
        return self.driver.fake

    async def user(self, seat: int) -> dict[str, Any]:
        """The test user holding ``seat``."""
        table = await current(self.driver)
        return next(u for u in self.users if int(u["id"]) == table.seat_users[seat])

    async def state(self) -> AfternovaState:
        """The game's state as the service reads it now."""
        state = (await current(self.driver)).state
        assert isinstance(state, AfternovaState)
        return state

    async def play(self, seat: int, notation: str) -> str:
        """``/play action:notation`` as ``seat``; returns the caller's ephemeral answer."""
        record = await self.driver.slash(await self.user(seat), "play", action=notation)
        await self.watch.check()
        return self.fake.messages[record.original or 0].content

    async def lapse(self, hours: float) -> int:
        """Move the bot's clock by ``hours`` and fire the timers due (deadlines apply defaults).

        Returns:
            How many timers ran.
        """
        self.clock.advance(timedelta(hours=hours))
        bot = cast(OrreryBot, self.driver.client)
        ran = await bot.table_services.scheduler.run_due()
        await self.watch.check()
        return ran

    async def dm_with_choices(self, seat: int) -> Sent:
        """The newest DM of ``seat`` that carries components for the current version."""
        user_id = int((await self.user(seat))["id"])
        version = (await self.state()).version
        found = [m for m in self.fake.dms(user_id) if f":{version}:" in " ".join(m.custom_ids())]
        assert found, f"seat {seat} has no DM with choices for version {version}"
        return found[-1]

    async def click_label(self, seat: int, message: Sent, label: str) -> None:
        """Click the button of ``message`` whose label is ``label``, as ``seat``."""
        button = next(
            b
            for row in message.payload.get("components", [])
            for b in row.get("components", [])
            if b.get("label") == label
        )
        await self.driver.click(await self.user(seat), message, button["custom_id"])
        await self.watch.check()


@asynccontextmanager
async def staged_table(
    tmp_path: Path,
    edit: Edit,
    *,
    players: int = 3,
    error_log: ErrorLog,
    options: str | None = None,
) -> AsyncIterator[DealTable]:
    """A bot on a fresh fake Discord with a staged Afternova game started by ``players`` users
    (with ``/game new``'s ``options``).

    The bot's table services run on a manual clock (see :meth:`DealTable.lapse`). After the
    block, no Discord rule was broken and discord.py logged no exception.
    """
    fake = FakeDiscord()
    channel = fake.add_text_channel("afternova")
    users = [fake.add_user(name) for name in ("ana", "ben", "cy", "dee")[:players]]
    registry = {"afternova": StagedAfternova(edit, players)}
    clock = ManualClock()

    def service(db: aiosqlite.Connection) -> GameService:
        seeds = iter(("seed-0",))
        return GameService(
            db, render_images=False, now=clock.now, games=registry, seeds=lambda: next(seeds)
        )

    settings = Settings(database=tmp_path / "orrery.sqlite3", discord_token=None)
    bot = create_bot(settings, service_factory=service, clock=clock)
    install(bot, fake)
    async with bot:
        await bot.login("fake")
        driver = Driver(bot, bot.tree, fake, channel)
        await open_game(driver, users, "afternova", options)
        watch = LeakWatch(driver)
        await watch.check()
        yield DealTable(driver, users, watch, clock)
    assert fake.violations == []
    assert error_log.messages() == []
