"""The timer scheduler: dispatch by kind, at most once, restart-safe, woken by sooner timers."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from functools import partial
from pathlib import Path

import aiosqlite

from bot.services.clock import ManualClock
from bot.services.scheduler import Scheduler
from bot.store import timers as store
from bot.store.db import connect
from bot.store.timers import Timer

HOUR = timedelta(hours=1)


async def test_due_timer_dispatches_to_its_kind(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    fired: list[Timer] = []
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append(fired, timer))
    await scheduler.add("ping", clock.now() + HOUR, payload={"n": 1})
    clock.advance(HOUR)
    assert await scheduler.run_due() == 1
    assert [t.payload for t in fired] == [{"n": 1}]


async def _append(fired: list[Timer], timer: Timer) -> None:
    fired.append(timer)


async def test_timer_not_yet_due_does_not_fire(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append([], timer))
    await scheduler.add("ping", clock.now() + HOUR)
    clock.advance(HOUR - timedelta(seconds=1))
    assert await scheduler.run_due() == 0


async def test_due_timers_fire_earliest_first(db: aiosqlite.Connection, clock: ManualClock) -> None:
    fired: list[Timer] = []
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append(fired, timer))
    await scheduler.add("ping", clock.now() + 2 * HOUR, payload={"n": 2})
    await scheduler.add("ping", clock.now() + HOUR, payload={"n": 1})
    clock.advance(3 * HOUR)
    await scheduler.run_due()
    assert [t.payload["n"] for t in fired] == [1, 2]


async def test_timer_fires_only_once(db: aiosqlite.Connection, clock: ManualClock) -> None:
    fired: list[Timer] = []
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append(fired, timer))
    await scheduler.add("ping", clock.now())
    await scheduler.run_due()
    assert await scheduler.run_due() == 0
    assert len(fired) == 1


async def test_dedupe_key_is_used_once(db: aiosqlite.Connection, clock: ManualClock) -> None:
    scheduler = Scheduler(db, clock)
    assert await scheduler.add("ping", clock.now(), key="g1:s0:v3") is not None
    assert await scheduler.add("ping", clock.now() + HOUR, key="g1:s0:v3") is None


async def test_failing_handler_marks_timer_failed_and_others_still_run(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    fired: list[Timer] = []

    async def explode(timer: Timer) -> None:
        raise RuntimeError("boom")

    scheduler = Scheduler(db, clock)
    scheduler.register("bad", explode)
    scheduler.register("ping", lambda timer: _append(fired, timer))
    bad = await scheduler.add("bad", clock.now())
    await scheduler.add("ping", clock.now())
    assert await scheduler.run_due() == 2
    assert len(fired) == 1
    async with db.execute("SELECT status FROM timers WHERE id = ?", (bad,)) as cur:
        row = await cur.fetchone()
    assert row is not None and row[0] == "failed"


async def test_timer_due_during_restart_fires_exactly_once(
    db_path: Path, clock: ManualClock
) -> None:
    first = await connect(db_path)
    await Scheduler(first, clock).add("ping", clock.now() + HOUR)
    await first.close()
    clock.advance(2 * HOUR)  # the bot is down while the timer comes due
    counts = []
    for _restart in range(2):
        fired: list[Timer] = []
        db = await connect(db_path)
        scheduler = Scheduler(db, clock)
        scheduler.register("ping", partial(_append, fired))
        counts.append(await scheduler.start())
        await scheduler.stop()
        await db.close()
    assert counts == [1, 0]


async def test_crash_mid_handler_never_reruns_the_timer(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    await store.add_timer(db, "ping", clock.now(), now=clock.now())
    assert await store.claim_due(db, clock.now()) is not None  # claimed, then the bot died
    fired: list[Timer] = []
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append(fired, timer))
    assert await scheduler.start() == 0
    await scheduler.stop()
    assert fired == []


async def test_running_loop_fires_when_clock_reaches_due_time(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    done = asyncio.Event()

    async def handler(timer: Timer) -> None:
        done.set()

    scheduler = Scheduler(db, clock)
    scheduler.register("ping", handler)
    await scheduler.start()
    await scheduler.add("ping", clock.now() + HOUR)
    await asyncio.sleep(0)
    assert not done.is_set()
    clock.advance(HOUR)
    await asyncio.wait_for(done.wait(), timeout=2)
    await scheduler.stop()


async def test_sooner_timer_wakes_the_sleeping_loop(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    fired: list[Timer] = []
    done = asyncio.Event()

    async def handler(timer: Timer) -> None:
        fired.append(timer)
        done.set()

    scheduler = Scheduler(db, clock)
    scheduler.register("ping", handler)
    await scheduler.add("ping", clock.now() + 10 * HOUR, payload={"n": 10})
    await scheduler.start()
    await scheduler.add("ping", clock.now() + HOUR, payload={"n": 1})
    clock.advance(HOUR)
    await asyncio.wait_for(done.wait(), timeout=2)
    await scheduler.stop()
    assert [t.payload["n"] for t in fired] == [1]


async def test_paused_timers_resume_pushed_back(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    await db.execute(
        "INSERT INTO games (id, channel_id, game_key, status, seed, created_by, created_at,"
        " updated_at) VALUES (1, 10, 'afternova', 'active', 's', 1, '', '')"
    )
    scheduler = Scheduler(db, clock)
    scheduler.register("ping", lambda timer: _append([], timer))
    await scheduler.add("ping", clock.now() + HOUR, game_id=1)
    await store.pause_game(db, 1)
    clock.advance(3 * HOUR)
    assert await scheduler.run_due() == 0
    await store.resume_game(db, 1, 3 * HOUR)
    assert (await store.pending(db, 1))[0].due_at == clock.now() + HOUR
