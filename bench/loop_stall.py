"""The event loop's longest blocking stretch while tables play with board images on (issue #31).

For each game of ``--games`` (High Frontier and Eclipse by default) two tables play at once in
one process, as two channels of the bot would: the game itself and a second table
(``--second``, Space Base by default), each sending its seeded bot moves through
``GameService.act`` (the rules, the SQLite write and the board and private pictures). A ticker
task wakes every millisecond and records the longest gap between its wake-ups: the longest time
an interaction of a third table would wait before the bot could acknowledge it (Discord allows
3 s; the goal is ≤ 50 ms). The bench's own choice of each move (the game's ``bot_action``,
which players make in their heads) is not counted: gaps that overlap it are dropped. Pictures
are drawn in the loop's default thread pool (``thread``, how the bot drew before) or in
:func:`bot.services.images.render_pool`, a process per core (``process``, the bot's way). The
idle line is the ticker alone: the machine's own noise.

    python -m bench.loop_stall [--actions 40] [--games high_frontier eclipse] [--second KEY]

Measured here (2026-11-29; 2 cores shared with other jobs, load average 7-12; 30 moves per
table; the heap frozen after start-up as ``python -m bot`` does):

    idle loop (3 s)               longest stall   8.3 ms
    eclipse + space_base   thread  longest stall 100.2 ms  p99 20.4 ms
    eclipse + space_base   process longest stall  37.8 ms  p99  5.9 ms
    high_frontier + s. b.  thread  longest stall  68.7 ms  p99 16.7 ms
    high_frontier + s. b.  process longest stall  25.5 ms  p99  5.0 ms

A second run while this repository's test suite ran on the same two cores (idle stall 19.7 ms):
Eclipse 126.0 ms (thread) against 86.4 ms (process), High Frontier 77.4 against 65.7 ms; the p99
halves. On a machine this loaded the longest stall is the operating system's scheduling as much
as the loop's: the goal of 50 ms was met in the quieter run only.

Before the heap was frozen, a full collection paused the loop 145-155 ms in some runs whatever
the pool (the ``longest full GC`` column), and the thread pool's longest stall reached 0.2-0.46 s.
The loop's remaining stretches are the rules' own (Eclipse's prompt and private lines: up to
~130 ms in asyncio's debug mode on this loaded machine), not drawing.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import Executor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.act import _open, players
from bot.services.clock import ManualClock
from bot.services.errors import ServiceError
from bot.services.game_service import GameService
from bot.services.images import render_pool
from bot.store.db import connect
from rules.core.errors import RulesError


class Collections:
    """The longest garbage collection of the oldest generation while installed (``gc``
    callbacks): a pause of the whole interpreter, the loop's included."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._started = 0.0

    def __enter__(self) -> Collections:
        gc.callbacks.append(self._heard)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._heard)

    def _heard(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.longest = max(self.longest, time.perf_counter() - self._started)


class Ticker:
    """Wakes every millisecond; :attr:`gaps` are the seconds between wake-ups beyond that."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.choosing = 0
        self._dirty = False
        self._task: asyncio.Task[None] | None = None

    def choose(self) -> None:
        """The bench starts choosing a move: the current gap is not the bot's."""
        self.choosing += 1
        self._dirty = True

    def chosen(self) -> None:
        """The bench has chosen."""
        self.choosing -= 1

    async def _run(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            if not self._dirty and not self.choosing:
                self.gaps.append(max(0.0, now - last - 0.001))
            self._dirty = False
            last = now

    def start(self) -> None:
        """Start ticking."""
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Stop ticking."""
        assert self._task is not None
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)


async def send_move(
    service: GameService, channel: int, rng: random.Random, ticker: Ticker | None = None
) -> tuple[int, int, float] | None:
    """Choose (uncounted by ``ticker``) and send one seeded bot move at table ``channel``:
    ``(game id, the version it was applied to, seconds)``; ``None`` when the game is over or
    the move was refused (another process moved first)."""
    table = await service.table_of(channel)
    if table is None or table.row.status != "active":
        return None
    if ticker:
        ticker.choose()
    seat = rng.choice(sorted(table.game.to_act(table.state)))
    action = table.game.bot_action(table.state, seat, rng)
    notation = table.game.describe_action(table.state, seat, action)
    if ticker:
        ticker.chosen()
    user = next(u for u in players(table.row.game_key) if u.user_id == table.seat_users[seat])
    start = time.perf_counter()
    try:
        await service.act(channel, user, notation, table.row.version)
    except (ServiceError, RulesError):
        return None
    return table.row.id, table.row.version, time.perf_counter() - start


async def _play(
    service: GameService, channel: int, key: str, actions: int, ticker: Ticker | None = None
) -> list[float]:
    """Milliseconds of each of ``actions`` acts at table ``channel`` (new games as needed)."""
    rng = random.Random(channel)
    times: list[float] = []
    await _open(service, channel, key)
    while len(times) < actions:
        sample = await send_move(service, channel, rng, ticker)
        if sample is None:
            channel += 1000
            await _open(service, channel, key)
            continue
        times.append(sample[2] * 1000)
    return times


async def measure(key: str, second: str, actions: int, pool: Executor | None) -> str:
    """Play ``key`` and ``second`` side by side; one line of figures."""
    with tempfile.TemporaryDirectory() as folder:
        db = await connect(Path(folder) / "bench.sqlite3")
        try:
            service = GameService(db, render_pool=pool, now=ManualClock().now)
            warm = await _play(service, 9, key, 1)  # the first pictures load fonts
            gc.freeze()  # as ``python -m bot`` does before it connects
            ticker = Ticker()
            ticker.start()
            with Collections() as collections:
                first, other = await asyncio.gather(
                    _play(service, 1, key, actions, ticker),
                    _play(service, 2, second, actions, ticker),
                )
            await ticker.stop()
        finally:
            await db.close()
    del warm
    acts = first + other
    cuts = statistics.quantiles(ticker.gaps, n=100)
    return (
        f"{key:<13} + {second:<12} {'process' if pool else 'thread ':<7} "
        f"longest stall {max(ticker.gaps) * 1000:6.1f} ms  p99 {cuts[98] * 1000:5.1f} ms  "
        f"act p50 {statistics.median(acts):6.1f} ms  n={len(acts)}  longest full GC "
        f"{collections.longest * 1000:5.1f} ms"
    )


async def idle(seconds: float) -> str:
    """The ticker alone for ``seconds``: the machine's noise."""
    ticker = Ticker()
    ticker.start()
    await asyncio.sleep(seconds)
    await ticker.stop()
    return f"idle loop ({seconds:.0f} s)            longest stall {max(ticker.gaps) * 1000:6.1f} ms"


def main() -> None:
    """Parse the options, print one line per game and drawing mode."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=40, help="acts timed per table")
    parser.add_argument("--games", nargs="*", default=["high_frontier", "eclipse"])
    parser.add_argument("--second", default="space_base", help="the second table's game")
    args = parser.parse_args()
    print("load average (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    print(f"cores: {os.cpu_count()}")
    print(asyncio.run(idle(3)), flush=True)
    for key in args.games:
        for pool in (None, render_pool()):
            print(asyncio.run(measure(key, args.second, args.actions, pool)), flush=True)


if __name__ == "__main__":
    main()
