"""A Space Base table on the fake Discord with a manual clock, and the players' policies.

Seats answer as the tests need: by a button or select when one is offered for the action, else
by ``/play``; seats in ``left_to_default`` never answer an off-turn window, so the table
services apply the stated default when the clock passes the window's deadline; seats in
``by_preference`` answer their first windows with standing preferences (``prefer larger-vp``,
``prefer <card> always``) and are then answered automatically.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import aiosqlite

from bot import Settings, create_bot
from bot.services.clock import ManualClock
from bot.services.game_service import GameService
from rules import GAMES
from rules.core import OptionValue
from rules.space_base.actions import Buy, SetAllocationPref, SetAutoUse, UseAbility
from rules.space_base.board import set_sector, shipyard_card
from rules.space_base.engine import SpaceBase
from rules.space_base.state import SpaceBaseState
from tests.discord.fake import FakeDiscord
from tests.discord.flows import LeakWatch, current, send, user_of
from tests.discord.harness import Driver, install

SPACE_BASE = cast(SpaceBase, GAMES["space_base"])
PAST_DEADLINE = timedelta(hours=25)  # the table's default decision window is 24 h
MAX_STEPS = 1_500


STAGED_SEAT = 3
STAGED_DEPLOYED = {1: "l1-01", 2: "l1-05", 3: "l1-09", 4: "l1-13", 5: "l1-17", 6: "l1-21"}
"""Red boxes of +1 credit in sectors 1–6 and of +1 VP in sectors 7–8 (below): with them,
a roll whose sum is 7 or 8 asks the staged seat a real question (the sum's VP or the split's
credits) on every other seat's turn."""
STAGED_VP = {7: "l2-27", 8: "l2-31"}


class StagedSpaceBase(SpaceBase):
    """Space Base whose 4-seat games start with cards already deployed in seat 3's console
    (``STAGED_DEPLOYED`` and ``STAGED_VP``, taken out of the shipyard), so that its off-turn
    windows ask real sum-or-split questions early. Other seat counts are dealt as usual."""

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> SpaceBaseState:
        """The real setup, then the staged console (deterministic: replays rebuild it)."""
        state = super().setup(num_players, seed=seed, options=options)
        if num_players == 4:
            staged = {**STAGED_DEPLOYED, **STAGED_VP}
            taken = set(staged.values())
            yard = state.shipyard
            yard.decks = [[c for c in deck if c not in taken] for deck in yard.decks]
            for level, row in enumerate(yard.rows):
                for index, card_id in enumerate(row):
                    if card_id in taken:
                        row[index] = yard.decks[level].pop(0)
            me = state.seats[STAGED_SEAT]
            for sector, card_id in staged.items():
                set_sector(me, sector, deployed=(card_id,))
        return state


STAGED_SPACE_BASE = StagedSpaceBase()


@asynccontextmanager
async def space_base_bot(
    fake: FakeDiscord,
    channel: dict[str, Any],
    database: Path,
    clock: ManualClock,
    game: SpaceBase = SPACE_BASE,
) -> AsyncIterator[Driver]:
    """A logged-in bot playing Space Base (``game``: the real one or a staged one) whose table
    services run on ``clock``."""
    seeds = iter(f"sb-seed-{n}" for n in range(1_000))

    def service(db: aiosqlite.Connection) -> GameService:
        games = {"space_base": game}
        return GameService(db, render_images=False, games=games, seeds=lambda: next(seeds))

    bot = create_bot(
        Settings(database=database, discord_token=None), service_factory=service, clock=clock
    )
    install(bot, fake)
    async with bot:
        await bot.login("fake")
        yield Driver(bot, bot.tree, fake, channel)


@dataclass
class Players:
    """How each seat plays, and what happened (counters read by the tests).

    Attributes:
        left_to_default: seats that never answer a window (a decision with a stated default).
        by_preference: seats that answer windows with standing preferences.
        typing: every action by ``/play``, components ignored.
        clicks, typed: actions sent by component and by ``/play``.
        defaults: window answers the table applied at a deadline.
        asked: per seat, how many decisions it entered (each deserves one ping).
        open_after_preference: windows where a ``by_preference`` seat was still asked sum/split
            after setting ``prefer larger-vp``.
    """

    driver: Driver
    users: list[dict[str, Any]]
    clock: ManualClock
    left_to_default: frozenset[int] = frozenset()
    by_preference: frozenset[int] = frozenset()
    typing: bool = False
    rng: random.Random = field(default_factory=lambda: random.Random(11))
    clicks: Counter[str] = field(default_factory=Counter)
    typed: Counter[str] = field(default_factory=Counter)
    defaults: int = 0
    asked: Counter[int] = field(default_factory=Counter)
    preferred: set[int] = field(default_factory=set)
    open_after_preference: int = 0

    async def play_to_the_end(self, watch: LeakWatch | None = None) -> int:
        """Play from the current state to the result; returns the number of steps."""
        before: frozenset[int] = frozenset()
        for steps in range(MAX_STEPS):
            if watch is not None:
                await watch.check()
            table = await current(self.driver)
            to_act = SPACE_BASE.to_act(table.state)
            self.asked.update(to_act - before)
            before = to_act
            if not to_act:
                return steps
            await self.step(table, to_act)
        raise AssertionError("the game did not end")

    async def step(self, table: Any, to_act: frozenset[int]) -> None:
        """One move: the lowest seat that answers acts; else the clock passes a deadline."""
        state = table.state
        self.open_after_preference += len(self.preferred & set(state.choice_open))
        waiting = {s for s in self.left_to_default if SPACE_BASE.default_action(state, s)}
        answering = sorted(to_act - waiting)
        if not answering:
            self.clock.advance(PAST_DEADLINE)
            client: Any = self.driver.client
            await client.table_services.scheduler.run_due()
            await self.driver.settle()
            self.defaults += 1
            return
        seat = answering[0]
        action = self.choose(table, seat)
        await self.send(table, seat, action)

    def choose(self, table: Any, seat: int) -> Any:
        """The seat's action: a standing preference for ``by_preference`` in a window."""
        state = table.state
        legal = SPACE_BASE.legal_actions(state, seat)
        if seat in self.by_preference and state.phase == "rewards":
            if seat in state.choice_open:
                self.preferred.add(seat)
                return SetAllocationPref(value="larger-vp")
            usable = {a.card for a in legal if isinstance(a, UseAbility)}
            always = [a for a in legal if isinstance(a, SetAutoUse) and a.value == "always"]
            return next(a for a in always if a.card in usable)
        return window_maker(state, legal) or SPACE_BASE.bot_action(state, seat, self.rng)

    async def send(self, table: Any, seat: int, action: Any) -> None:
        """Click the action's button or pick it in a select when offered, else ``/play`` it."""
        user = user_of(self.users, table.seat_users[seat])
        how = await send(self.driver, user, seat, action, typing=self.typing)
        (self.typed if how == "play" else self.clicks)[type(action).__name__] += 1


def window_maker(state: Any, legal: Any) -> Any | None:
    """A purchase whose red box gives VP or income or works an ability: cards that make the
    other seats' sum-or-split a real choice and open windows (the table tests need windows;
    a console of starting ships gives only credits, so its choice is never asked)."""
    for action in legal:
        if isinstance(action, Buy) and action.sector is None:
            card_id = shipyard_card(state, action.slot)
            red = SPACE_BASE.pack.card(card_id).red if card_id else None
            if red is not None and (red.ability or red.charge or _gives_track(red)):
                return action
    return None


def _gives_track(box: Any) -> bool:
    return any(getattr(e, "vp", 0) or getattr(e, "income", 0) for e in box.rewards)
