"""Benchmark: the timer scheduler with 10,000 pending timers.

Prints the cost of the next-timer lookup (the partial index on ``due_at``), of claiming one due
timer, of a full dispatch (claim + no-op handler + finish), and the query plan of the lookup.
Run: ``python -m bench.scheduler [--timers N]``.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from bot.services.clock import ManualClock
from bot.services.scheduler import Scheduler
from bot.store import timers as store
from bot.store.db import connect
from bot.store.timers import Timer, to_ms


async def _noop(timer: Timer) -> None:
    return None


def _per_call_us(started: float, calls: int) -> float:
    return (time.perf_counter() - started) / calls * 1e6


async def measure(count: int, lookups: int, dispatches: int) -> None:
    """Fill a fresh database with ``count`` pending timers and print the figures."""
    clock = ManualClock()
    with tempfile.TemporaryDirectory() as folder:
        db = await connect(Path(folder) / "bench.sqlite")
        now = to_ms(clock.now())
        rows = [("reminder", i % 7, now + (i + 1) * 60_000, "{}", now) for i in range(count)]
        started = time.perf_counter()
        await db.execute("BEGIN")
        await db.executemany(
            "INSERT INTO timers (kind, seat, due_at, payload_json, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            rows,
        )
        await db.execute("COMMIT")
        print(f"inserted {count:,} pending timers in {time.perf_counter() - started:.3f} s")
        async with db.execute(
            "EXPLAIN QUERY PLAN SELECT due_at FROM timers WHERE status = 'pending'"
            " ORDER BY due_at LIMIT 1"
        ) as cur:
            plan = " / ".join(str(row[3]) for row in await cur.fetchall())
        print(f"next-timer query plan: {plan}")
        started = time.perf_counter()
        for _ in range(lookups):
            await store.next_due_at(db)
        print(f"next-timer lookup: {_per_call_us(started, lookups):.1f} µs per call")
        scheduler = Scheduler(db, clock)
        scheduler.register("reminder", _noop)
        clock.advance(timedelta(minutes=dispatches))
        started = time.perf_counter()
        fired = await scheduler.run_due()
        print(
            f"dispatch (claim + handler + finish): {_per_call_us(started, fired):.1f} µs "
            f"per timer over {fired:,} timers"
        )
        await db.close()


def main() -> None:
    """Parse the arguments and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--timers", type=int, default=10_000)
    parser.add_argument("--lookups", type=int, default=2_000)
    parser.add_argument("--dispatches", type=int, default=2_000)
    args = parser.parse_args()
    asyncio.run(measure(args.timers, args.lookups, args.dispatches))


if __name__ == "__main__":
    main()
