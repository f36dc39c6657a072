"""``/settings digest:daily`` through the fake Discord (docs/play-by-post.md §12): one DM a day
at 09:00 in the player's time zone listing every game waiting on them, no per-game reminders,
pings for new decisions kept, quiet hours respected, and the schedule kept across a restart."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite

from bot import Settings, create_bot
from bot.discord.client import OrreryBot
from bot.services.clock import ManualClock
from bot.services.digest import next_digest_time
from bot.services.game_service import GameService
from bot.store import timers as timers_store
from bot.store.table import PlayerSettings
from rules.core import Game
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, open_game, pinged_users
from tests.discord.harness import Driver, ErrorLog, install
from tests.discord.test_discord_quiet_table import play_move
from tests.table.toy import TOY

START = datetime(2026, 1, 5, 0, 0, tzinfo=UTC)  # 08:00 in Asia/Shanghai (UTC+8)
ZONE = "Asia/Shanghai"


@asynccontextmanager
async def clocked_bot(
    fake: FakeDiscord, database: Path, clock: ManualClock
) -> AsyncIterator[OrreryBot]:
    """A logged-in bot on ``fake`` whose table services run on ``clock`` (toy game only)."""
    seeds = iter(f"seed-{n}" for n in range(1_000))

    registry: dict[str, Game] = {TOY.key: TOY}

    def service(db: aiosqlite.Connection) -> GameService:
        return GameService(
            db, render_images=False, now=clock.now, games=registry, seeds=lambda: next(seeds)
        )

    bot = create_bot(
        Settings(database=database, discord_token=None), service_factory=service, clock=clock
    )
    install(bot, fake)
    async with bot:
        await bot.login("fake")
        yield bot


async def waiting_on(driver: Driver, users: list[Any], user: dict[str, Any]) -> None:
    """Play ``move`` until the channel's game waits on ``user``."""
    for _ in range(6):
        table = await current(driver)
        if table.find_seat(int(user["id"])) in table.game.to_act(table.state):
            return
        await play_move(driver, users)
    raise AssertionError("the game never came to that user")


async def lapse(bot: OrreryBot, clock: ManualClock, until: datetime) -> None:
    """Move the clock to ``until`` and fire the timers due."""
    clock.advance(until - clock.now())
    await bot.table_services.scheduler.run_due()


def digests(fake: FakeDiscord, user: dict[str, Any]) -> list[Sent]:
    """The digest DMs ``user`` received."""
    return [m for m in fake.dms(int(user["id"])) if m.content.startswith("**Your daily digest**")]


def reminders(fake: FakeDiscord, user: dict[str, Any]) -> list[Sent]:
    """Channel posts that remind ``user`` (they ping them and carry a "not today" button)."""
    return [
        m
        for m in fake.public_messages()
        if int(user["id"]) in pinged_users(m)
        and any(c.startswith("orrery:table:not_today:") for c in m.custom_ids())
    ]


async def two_games_waiting_on_ana(
    bot: OrreryBot, fake: FakeDiscord, users: list[Any]
) -> list[Driver]:
    """Two toy games (ana and ben), each in its own channel, both waiting on ana."""
    drivers = [Driver(bot, bot.tree, fake, fake.add_text_channel(name)) for name in ("one", "two")]
    for driver in drivers:
        await open_game(driver, users[:2], "toy", "length=40")
        await waiting_on(driver, users[:2], users[0])
    return drivers


async def test_a_daily_digest_lists_every_waiting_game_once_a_day_and_replaces_reminders(
    fake: FakeDiscord, users: list[Any], tmp_path: Path, error_log: ErrorLog
) -> None:
    clock = ManualClock(START)
    ana = users[0]
    async with clocked_bot(fake, tmp_path / "orrery.sqlite3", clock) as bot:
        drivers = await two_games_waiting_on_ana(bot, fake, users)
        record = await drivers[0].slash(ana, "settings", time_zone=ZONE, digest="daily")
        answer = fake.messages[record.original or 0].content
        assert "Daily digest: at 09:00 your time" in answer
        pinged = {
            int(m.payload["channel_id"])
            for m in fake.public_messages()
            if int(ana["id"]) in pinged_users(m)
        }
        assert pinged == {int(d.channel["id"]) for d in drivers}  # pings for new decisions came
        await lapse(bot, clock, START + timedelta(minutes=59))
        assert digests(fake, ana) == []
        await lapse(bot, clock, START + timedelta(hours=1))  # 09:00 in Shanghai
        (digest,) = digests(fake, ana)
        lines = digest.content.splitlines()
        assert lines[1] == "2 games are waiting on you, oldest first:"
        for driver in drivers:
            assert sum(f"/{driver.channel['id']}" in line for line in lines) == 1
        await lapse(bot, clock, START + timedelta(hours=23))  # past two 12 h reminder times
        assert reminders(fake, ana) == []
        assert len(digests(fake, ana)) == 1
        await lapse(bot, clock, START + timedelta(hours=25))  # 09:00 the next day
        assert len(digests(fake, ana)) == 2
        assert digests(fake, users[1]) == []
        await drivers[0].slash(ana, "settings", digest="off")
        await lapse(bot, clock, START + timedelta(hours=49))
        assert len(digests(fake, ana)) == 2
        assert reminders(fake, ana) != []  # reminders are back
    assert fake.violations == []
    assert error_log.messages() == []


async def test_without_a_digest_reminders_come_per_game(
    fake: FakeDiscord, users: list[Any], tmp_path: Path, error_log: ErrorLog
) -> None:
    clock = ManualClock(START)
    async with clocked_bot(fake, tmp_path / "orrery.sqlite3", clock) as bot:
        await two_games_waiting_on_ana(bot, fake, users)
        await lapse(bot, clock, START + timedelta(hours=13))
        assert len(reminders(fake, users[0])) == 2
        assert digests(fake, users[0]) == []
    assert error_log.messages() == []


async def test_the_digest_waits_for_the_end_of_quiet_hours(
    fake: FakeDiscord, users: list[Any], tmp_path: Path, error_log: ErrorLog
) -> None:
    clock = ManualClock(START)
    ana = users[0]
    async with clocked_bot(fake, tmp_path / "orrery.sqlite3", clock) as bot:
        drivers = await two_games_waiting_on_ana(bot, fake, users)
        await drivers[0].slash(ana, "settings", time_zone=ZONE, quiet_start="08:30")
        await drivers[0].slash(ana, "settings", quiet_end="10:15", digest="daily")
        await lapse(bot, clock, START + timedelta(hours=2))  # 10:00 local: still quiet
        assert digests(fake, ana) == []
        await lapse(bot, clock, START + timedelta(hours=2, minutes=15))
        assert len(digests(fake, ana)) == 1
        await drivers[0].slash(ana, "settings", quiet_start="08:00", quiet_end="09:30")
        await lapse(bot, clock, START + timedelta(days=1, hours=1))  # 09:00 local: quiet now
        assert len(digests(fake, ana)) == 1
        await lapse(bot, clock, START + timedelta(days=1, hours=1, minutes=30))
        assert len(digests(fake, ana)) == 2
    assert error_log.messages() == []


async def test_a_restart_keeps_the_schedule_and_replans_an_interrupted_digest(
    fake: FakeDiscord, users: list[Any], tmp_path: Path, error_log: ErrorLog
) -> None:
    clock = ManualClock(START)
    database = tmp_path / "orrery.sqlite3"
    ana = users[0]
    async with clocked_bot(fake, database, clock) as bot:
        drivers = await two_games_waiting_on_ana(bot, fake, users)
        await drivers[0].slash(ana, "settings", time_zone=ZONE, digest="daily")
    async with clocked_bot(fake, database, clock) as bot:  # the stored timer fires
        await lapse(bot, clock, START + timedelta(hours=1))
        assert len(digests(fake, ana)) == 1
        db = bot.table_services.db
        await db.execute(
            "UPDATE timers SET status = 'firing' WHERE kind = 'digest' AND status = 'pending'"
        )
        await db.commit()  # as if the bot died while sending the next one
    async with clocked_bot(fake, database, clock) as bot:
        assert await timers_store.interrupt_stale(bot.table_services.db) == 1
        assert await bot.table_services.digests.resync() == 1
        await lapse(bot, clock, START + timedelta(hours=25))
        assert len(digests(fake, ana)) == 2
    assert fake.violations == []
    assert error_log.messages() == []


def test_the_digest_hour_follows_the_zone_across_a_clock_change() -> None:
    paris = PlayerSettings(1, time_zone="Europe/Paris")
    before = next_digest_time(datetime(2026, 3, 28, 12, tzinfo=UTC), 9, paris, None)
    after = next_digest_time(before, 9, paris, None)
    assert (before, after) == (
        datetime(2026, 3, 29, 7, tzinfo=UTC),  # summer time began that night: 09:00 is 07:00 UTC
        datetime(2026, 3, 30, 7, tzinfo=UTC),
    )
    winter = next_digest_time(datetime(2026, 1, 5, 8, tzinfo=UTC), 9, paris, None)
    assert winter == datetime(2026, 1, 6, 8, tzinfo=UTC)  # 09:00 that day had passed


def test_an_away_player_gets_the_first_digest_after_their_return() -> None:
    settings = PlayerSettings(1, quiet_start="08:00", quiet_end="09:30")
    back = datetime(2026, 2, 10, tzinfo=UTC)
    due = next_digest_time(datetime(2026, 2, 1, tzinfo=UTC), 9, settings, back)
    assert due == datetime(2026, 2, 10, 9, 30, tzinfo=UTC)  # 09:00 on return, after quiet hours
