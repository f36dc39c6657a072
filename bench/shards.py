"""N bot processes × M tables against one PostgreSQL, and the same load on SQLite in one process
(issue #31).

Each process serves its own shards (``--processes`` of them, shard count = processes) and plays
``--tables`` tables of its shards' guilds with the game's seeded bot choosing each move, sent
through ``GameService.act`` (the rules, the compare-and-swap commit; pictures off: these are
the store's figures). Between moves it claims due timers (``--timers`` of them, spread over every
shard's games, seeded due before the run). Every 5th move it also sends a duplicate of a move at
another shard's table, at the version it read (a DM button pressed twice, handled by another
process): at most one of the two may apply. Each process appends what was acknowledged (a move
at ``(game, version)``, a claimed timer) to its own file after the commit returned. Halfway,
``--kill`` kills one process (SIGKILL) and starts another on its shards, which resumes its games.

Printed: moves/s over every process, ``act`` p95 (what ``/play`` waits for the store and rules),
double-applied moves (an acknowledged move whose ``(game, version)`` was acknowledged twice, or
missing from the log: lost), timers fired twice, timers never fired, moves lost.

    python -m bench.shards [--processes 4] [--tables 50] [--seconds 40] [--game space_base]

Measured here (2026-11-29; 2 cores shared with other jobs, load average 11; 4 × 50 Space Base
tables, 90 s, 400 timers, process of shard 0 killed at 45 s and replaced):

    PostgreSQL 4 processes, 1 killed   moves/s   9.7  act p95 284.6 ms  double-applied 0  lost 0
                                       timers twice 0  unfired 25 (908 moves)
    SQLite 1 process (baseline)        moves/s 162.6  act p95  15.6 ms  double-applied 0  lost 0
                                       timers twice 0  unfired 0 (14,918 moves)

The correctness figures are the point on this machine: no move applied twice although every
5th move was sent a second time by another process, none acknowledged and lost across the kill,
no timer fired twice. Throughput is not: five Python processes and the PostgreSQL server share
two busy cores, so four processes move slower than one in-process SQLite; the PostgreSQL path
pays a socket round trip per statement. The 25 unfired timers were still pending when the run
ended (each process claims one timer per move it sends; pending rows fire later, none was
lost). Measure on a machine with a core per process before reading the rate.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.act import players
from bench.loop_stall import send_move
from bot.services.game_service import GameService
from bot.store.db import open_store
from bot.store.shards import Shards, ShardsRefused, hold
from bot.store.timers import add_timer, claim_due, finish
from rules import GAMES


def guild_of(shard: int, count: int, n: int) -> int:
    """The ``n``-th guild id of ``shard`` among ``count``."""
    return ((10_000 + n * count + shard) << 22) | 777


def channel_of(shard: int, n: int) -> int:
    """The channel of table ``n`` of ``shard``."""
    return 1_000_000 * (shard + 1) + n


async def _worker(
    url: str, shards: Shards, key: str, tables: int, until: float, acks: Path
) -> None:
    """One bot process: hold ``shards``, open its tables (or resume them), play until
    ``until`` (``time.time()``), acknowledging into ``acks``."""
    db = await open_store(url)
    for _attempt in range(100):  # a killed process's session may take a moment to end
        try:
            await hold(db, shards)
            break
        except ShardsRefused:
            await asyncio.sleep(0.1)
    service = GameService(db, render_images=False)
    rng = random.Random(os.getpid())
    mine = [channel_of(shard, n) for shard in sorted(shards.ids) for n in range(tables)]
    theirs = [
        channel_of(shard, n)
        for shard in range(shards.count)
        if shard not in shards.ids
        for n in range(tables)
    ]
    now = datetime.now(UTC)
    with acks.open("a", encoding="utf-8") as out:
        while time.time() < until:
            for step, channel in enumerate(mine):
                moved = await send_move(service, channel, rng)
                if moved is not None:
                    out.write(f"move {moved[0]} {moved[1]} {moved[2]:.6f}\n")
                if step % 5 == 0 and theirs:
                    twice = await send_move(service, rng.choice(theirs), rng)
                    if twice is not None:
                        out.write(f"move {twice[0]} {twice[1]} {twice[2]:.6f}\n")
                timer = await claim_due(db, now)
                if timer is not None:
                    await finish(db, timer.id)
                    out.write(f"timer {timer.id}\n")
                out.flush()
                if time.time() >= until:
                    break
    await db.close()


def _run_worker(
    url: str, ids: list[int], count: int, key: str, tables: int, until: float, acks: str
) -> None:
    asyncio.run(_worker(url, Shards(frozenset(ids), count), key, tables, until, Path(acks)))


async def _seed(url: str, count: int, key: str, tables: int, timers: int) -> None:
    """Open every table (its lobby, seats and start) and the due timers."""
    db = await open_store(url)
    service = GameService(db, render_images=False)
    users = players(key)
    game_ids = []
    for shard in range(count):
        for n in range(tables):
            channel = channel_of(shard, n)
            await service.new_game(channel, guild_of(shard, count, n), users[0], key, {})
            for user in users[1:]:
                await service.join(channel, user)
            await service.start(channel, users[0])
            table = await service.table_of(channel)
            assert table is not None
            game_ids.append(table.row.id)
    past = datetime(2020, 1, 1, tzinfo=UTC)
    for n in range(timers):
        await add_timer(db, "bench", past, now=past, game_id=game_ids[n % len(game_ids)])
    await db.close()


async def _check(url: str, ack_files: list[Path], timers: int) -> dict[str, float]:
    """Read the acknowledgements back against the database."""
    moves: Counter[tuple[int, int]] = Counter()
    claimed: Counter[int] = Counter()
    seconds: list[float] = []
    for path in ack_files:
        for line in path.read_text(encoding="utf-8").splitlines():
            kind, *fields = line.split()
            if kind == "move" and len(fields) == 3:
                moves[(int(fields[0]), int(fields[1]))] += 1
                seconds.append(float(fields[2]))
            elif kind == "timer" and fields:
                claimed[int(fields[0])] += 1
    db = await open_store(url)
    stored = {
        (row[0], row[1])
        for row in await db.execute_fetchall("SELECT game_id, version FROM actions")
    }
    rows = await db.execute_fetchall("SELECT status, COUNT(*) FROM timers GROUP BY status")
    statuses: dict[str, int] = {str(row[0]): int(row[1]) for row in rows}
    await db.close()
    cuts = statistics.quantiles(seconds, n=20) if len(seconds) > 1 else [0.0] * 19
    return {
        "moves": len(moves),
        "act_p95_ms": cuts[18] * 1000,
        "double_applied": sum(1 for count in moves.values() if count > 1),
        "lost": sum(1 for move in moves if move not in stored),
        "timers_twice": sum(1 for count in claimed.values() if count > 1),
        "timers_unfired": statuses.get("pending", 0),
        "timers_cut": statuses.get("firing", 0)
        + timers
        - len(claimed)
        - statuses.get("pending", 0),
    }


def run(
    url: str, processes: int, tables: int, seconds: float, key: str, timers: int, kill: bool
) -> dict[str, float]:
    """One run against ``url``; the figures of :func:`_check` plus moves/s."""
    asyncio.run(_seed(url, processes, key, tables, timers))
    folder = Path(tempfile.mkdtemp(prefix="orrery-bench-"))
    context = multiprocessing.get_context("spawn")
    start = time.time()
    until = start + seconds
    acks = [folder / f"{shard}.acks" for shard in range(processes)]
    workers = [
        context.Process(
            target=_run_worker,
            args=(url, [shard], processes, key, tables, until, str(acks[shard])),
        )
        for shard in range(processes)
    ]
    for worker in workers:
        worker.start()
    if kill:
        time.sleep(seconds / 2)
        assert workers[0].pid is not None
        os.kill(workers[0].pid, signal.SIGKILL)
        workers[0].join()
        workers[0] = context.Process(
            target=_run_worker,
            args=(url, [0], processes, key, tables, until, str(acks[0])),
        )
        workers[0].start()
    for worker in workers:
        worker.join()
        if worker.exitcode not in (0, -signal.SIGKILL):
            print(f"a bench process ended with {worker.exitcode}", file=sys.stderr)
    elapsed = time.time() - start
    figures = asyncio.run(_check(url, acks, timers))
    figures["moves_per_s"] = figures["moves"] / elapsed
    return figures


def report(label: str, figures: dict[str, float]) -> str:
    """One line of figures."""
    return (
        f"{label:<34} moves/s {figures['moves_per_s']:7.1f}  act p95 "
        f"{figures['act_p95_ms']:7.1f} ms  double-applied {figures['double_applied']:.0f}  "
        f"lost {figures['lost']:.0f}  timers twice {figures['timers_twice']:.0f}  "
        f"unfired {figures['timers_unfired']:.0f}  (moves {figures['moves']:.0f}; timers "
        f"claimed but not acknowledged, cut by the kill: {figures['timers_cut']:.0f})"
    )


def main() -> None:
    """Parse the options; run on a throwaway PostgreSQL cluster (or ``--database``) and on
    SQLite; print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--tables", type=int, default=50, help="tables per process")
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--game", default="space_base", choices=sorted(GAMES))
    parser.add_argument("--timers", type=int, default=400)
    parser.add_argument("--database", help="a postgresql:// URL (default: a throwaway cluster)")
    parser.add_argument("--no-kill", action="store_true", help="kill no process halfway")
    args = parser.parse_args()
    print("load average (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    print(
        f"cores: {os.cpu_count()}; {args.processes} processes x {args.tables} tables of "
        f"{args.game}, {args.seconds:.0f} s, {args.timers} timers",
        flush=True,
    )
    from tests.postgres_cluster import running_cluster

    with running_cluster() as cluster:
        url = args.database or (cluster.fresh_database() if cluster else None)
        if url is None:
            print("no PostgreSQL: apt-get install postgresql, or pass --database")
        else:
            label = f"PostgreSQL {args.processes} processes" + (
                "" if args.no_kill else ", 1 killed"
            )
            figures = run(
                url,
                args.processes,
                args.tables,
                args.seconds,
                args.game,
                args.timers,
                not args.no_kill,
            )
            print(report(label, figures), flush=True)
    with tempfile.TemporaryDirectory() as folder:
        sqlite = str(Path(folder) / "bench.sqlite3")
        figures = run(
            sqlite,
            1,
            args.processes * args.tables,
            args.seconds,
            args.game,
            args.timers,
            kill=False,
        )
        print(report("SQLite 1 process (baseline)", figures), flush=True)


if __name__ == "__main__":
    main()
