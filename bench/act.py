"""``GameService.act`` latency, SQLite write included (a real WAL file), per game.

Plays whole games of every game of ``rules.GAMES`` (3 seats, or the nearest count the game
allows; the game's bot choosing, sent as notation like ``/play``) until ``--actions`` actions per
game were timed, and prints p50/p95/max in milliseconds with images off and on (target: p95 ≤
10 ms with images off). The table services are wired as in the bot (reminders write the
decisions and timers of each move in its transaction and record its pings; the scheduler is
not running), unless ``--bare``.

    python -m bench.act [--actions 300] [--games KEY ...] [--no-images-on] [--bare]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.services.clock import ManualClock
from bot.services.game_service import GameService, Player
from bot.services.notices import TableNotice
from bot.services.table_services import TableServices
from bot.store.db import connect
from rules import GAMES

SEATS = 3


def players(key: str) -> list[Player]:
    """One player per seat: :data:`SEATS`, or the nearest count game ``key`` allows."""
    game = GAMES[key]
    seats = max(game.min_players, min(SEATS, game.max_players))
    return [Player(seat + 1, f"Player {seat + 1}") for seat in range(seats)]


class Silent:
    """A notifier that drops every notice (the pings are built, not posted)."""

    async def notify(self, notice: TableNotice) -> None:
        """Drop ``notice``."""


async def _open(service: GameService, channel: int, key: str) -> None:
    users = players(key)
    await service.new_game(channel, None, users[0], key, {})
    for user in users[1:]:
        await service.join(channel, user)
    await service.start(channel, users[0])


Sample = tuple[float, float]
"""One ``act``: wall-clock and CPU milliseconds (the process's, the SQLite thread's included)."""


async def _one_action(service: GameService, channel: int, rng: random.Random) -> Sample | None:
    """Time one act of a seat owing a decision; ``None`` when the game is over."""
    table = await service.table_of(channel)
    if table is None or table.row.status != "active":
        return None
    seat = rng.choice(sorted(table.game.to_act(table.state)))
    notation = table.game.describe_action(
        table.state, seat, table.game.bot_action(table.state, seat, rng)
    )
    user = next(u for u in players(table.row.game_key) if u.user_id == table.seat_users[seat])
    start, cpu = time.perf_counter(), time.process_time()
    await service.act(channel, user, notation, table.row.version)
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000


async def measure(key: str, actions: int, images: bool, services: bool) -> list[Sample]:
    """Milliseconds per ``act`` over ``actions`` actions of as many games of ``key`` as needed
    (with the table services wired when ``services``)."""
    rng = random.Random(2024)
    samples: list[Sample] = []
    with tempfile.TemporaryDirectory() as folder:
        db = await connect(Path(folder) / "bench.sqlite3")
        try:
            clock = ManualClock()
            service = GameService(db, render_images=images, now=clock.now)
            if services:
                TableServices.build(db, service, clock, Silent())
            channel = 0
            while len(samples) < actions:
                channel += 1
                await _open(service, channel, key)
                while (
                    len(samples) < actions
                    and (sample := await _one_action(service, channel, rng)) is not None
                ):
                    samples.append(sample)
        finally:
            await db.close()
    return samples


def report(key: str, images: bool, samples: list[Sample]) -> str:
    """One line: game, images, count, wall-clock p50, p95, max and CPU p50, p95 (ms)."""
    wall, cpu = [sample[0] for sample in samples], [sample[1] for sample in samples]
    cuts, cpu_cuts = statistics.quantiles(wall, n=20), statistics.quantiles(cpu, n=20)
    return (
        f"{key:<13} images={'on ' if images else 'off'} n={len(samples):<4} "
        f"p50={statistics.median(wall):6.1f} ms  p95={cuts[18]:6.1f} ms  "
        f"max={max(wall):6.1f} ms  cpu p50={statistics.median(cpu):5.1f} ms  "
        f"p95={cpu_cuts[18]:5.1f} ms"
    )


def main() -> None:
    """Parse the options, run the measurements, print one line per game and image mode."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--no-images-on", action="store_true", help="skip the images-on run")
    parser.add_argument("--bare", action="store_true", help="no table services")
    args = parser.parse_args()
    modes = [False] if args.no_images_on else [False, True]
    print("load average (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    for key in args.games:
        for images in modes:
            samples = asyncio.run(measure(key, args.actions, images, not args.bare))
            print(report(key, images, samples), flush=True)


if __name__ == "__main__":
    main()
