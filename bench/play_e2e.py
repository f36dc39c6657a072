"""``/play`` end to end, in process, through discord.py's dispatch on the fake Discord.

Each sample injects one ``/play`` interaction (the acting seat's ``bot_action`` in notation) and
waits for every consequence: defer, service write (SQLite file, WAL), table services (pings,
deadline timers), routing, DMs. Prints p50/p95 in milliseconds for every game of ``rules.GAMES``
(target p95 ≤ 250 ms), at ``--seats`` seats (4) or the nearest the game allows. Images are off
unless ``--images``.

    python -m bench.play_e2e [--moves 200] [--seats 4] [--images] [--game KEY]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game


def seats_for(key: str, wanted: int) -> int:
    """``wanted`` seats, or the nearest count game ``key`` allows."""
    game = GAMES[key]
    return max(game.min_players, min(wanted, game.max_players))


async def measure(key: str, seats: int, moves: int, images: bool) -> list[float]:
    """Milliseconds per ``/play``, for up to ``moves`` moves of one game of ``key``."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    users = [fake.add_user(f"player{seat}") for seat in range(seats)]
    rng = random.Random(1)
    timings: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        games = {key: GAMES[key]}
        async with running_bot(fake, channel, database, games, images=images) as driver:
            await open_game(driver, users, key)
            for _ in range(moves):
                table = await current(driver)
                if table.game.outcome(table.state) is not None:
                    break
                seat = min(table.game.to_act(table.state))
                user = next(u for u in users if int(u["id"]) == table.seat_users[seat])
                action = table.game.bot_action(table.state, seat, rng)
                notation = table.game.describe_action(table.state, seat, action)
                started = time.perf_counter()
                await driver.slash(user, "play", action=notation)
                timings.append((time.perf_counter() - started) * 1000)
    if fake.violations:
        raise SystemExit(f"Discord rules broken: {fake.violations[:3]}")
    return timings


def main() -> None:
    """Parse arguments, run, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4, help="seats per game (nearest allowed)")
    parser.add_argument("--images", action="store_true", help="render board PNGs")
    parser.add_argument("--game", choices=sorted(GAMES), help="one game only (default: all)")
    args = parser.parse_args()
    for key in [args.game] if args.game else sorted(GAMES):
        seats = seats_for(key, args.seats)
        timings = asyncio.run(measure(key, seats, args.moves, args.images))
        cuts = statistics.quantiles(timings, n=20)
        print(
            f"{key} ({seats} seats) /play end to end, {len(timings)} moves, "
            f"images {'on' if args.images else 'off'}: p50 {statistics.median(timings):.1f} ms, "
            f"p95 {cuts[18]:.1f} ms, max {max(timings):.1f} ms"
        )


if __name__ == "__main__":
    main()
