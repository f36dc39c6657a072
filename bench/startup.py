"""Start-up time of the bot's services with many active games (a real SQLite file, WAL).

Builds a database of ``--games`` active games (10,000 by default): one template game per game of
``rules.GAMES`` is opened, started and played a few moves through the real
:class:`~bot.services.game_service.GameService` and table services (so its seats, action log,
open decisions and reminder and deadline timers are what the bot writes), then copied by SQL
under new ids, each in a channel of its own; in every ``--bot-every``-th copy the last seat that
owes nothing is a bot. Then it times what a restart does before the bot is ready (Discord login
apart): open the database (migrations checked), wire the GameService and every table service,
and ``TableServices.start()`` (recovery and the scheduler's start). The clock is the templates'
own, so no timer is overdue. Prints the size and the median of ``--runs`` restarts, in
milliseconds.

    python -m bench.startup [--games 10000] [--runs 5] [--keep PATH]
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

from bot.services.clock import ManualClock
from bot.services.game_service import GameService, Player
from bot.services.notices import TableNotice
from bot.services.table_services import TableServices
from bot.store.db import connect, transaction
from rules import GAMES

MOVES = 4  # moves played in each template game
CHANNEL0 = 1_000_000  # channels of the copies start here


class Silent:
    """A notifier that drops every notice (nothing is posted during the benchmark)."""

    async def notify(self, notice: TableNotice) -> None:
        """Drop ``notice``."""


async def _template(service: GameService, channel: int, key: str) -> None:
    """Open, start and play :data:`MOVES` moves of game ``key`` in ``channel`` (its bot's picks,
    sent as notation like ``/play``)."""
    game = GAMES[key]
    users = [Player(100 + seat, f"Player {seat + 1}") for seat in range(max(2, game.min_players))]
    await service.new_game(channel, None, users[0], key, {})
    for user in users[1:]:
        await service.join(channel, user)
    await service.start(channel, users[0])
    for move in range(MOVES):
        table = await service.table_of(channel)
        assert table is not None
        if table.row.status != "active":
            return
        seat = min(game.to_act(table.state))
        user = next(u for u in users if u.user_id == table.seat_users[seat])
        action = game.bot_action(table.state, seat, random.Random(move))
        await service.act(channel, user, game.describe_action(table.state, seat, action))


COPIES = (
    # every table a game writes rows to, copied with the game's id moved by :k
    "INSERT INTO games SELECT id + :k, :c, guild_id, game_key, pack, status,"
    " version, seed, options_json, state_json, created_by, created_at, updated_at,"
    " table_options_json FROM games WHERE id = :t",
    "INSERT INTO seats SELECT game_id + :k, seat, user_id, display_name,"
    " CASE WHEN :bot AND seat = (SELECT MAX(seat) FROM seats WHERE game_id = :t"
    "  AND seat NOT IN (SELECT seat FROM turns WHERE game_id = :t)) THEN 1"
    " ELSE is_bot END, joined_at FROM seats WHERE game_id = :t",
    "INSERT INTO actions SELECT game_id + :k, version, seat, user_id, notation, public_text,"
    " payload_json, closes_undo, created_at, full_text FROM actions WHERE game_id = :t",
    "INSERT INTO turns SELECT game_id + :k, seat, since_version, since_at, reminders_sent,"
    " skip_next, stalled FROM turns WHERE game_id = :t",
    "INSERT INTO timers (game_id, kind, seat, due_at, payload_json, status, created_at)"
    " SELECT game_id + :k, kind, seat, due_at, payload_json, status, created_at FROM timers"
    " WHERE game_id = :t AND status = 'pending'",
)


async def build(path: Path, games: int, bot_every: int) -> ManualClock:
    """Write ``games`` active games to ``path``; return the clock the templates were played on."""
    clock = ManualClock()
    db = await connect(path)
    try:
        service = GameService(db, render_images=False, now=clock.now)
        services = TableServices.build(db, service, clock, Silent())
        for number, key in enumerate(sorted(GAMES), start=1):
            await _template(service, number, key)
        await services.stop()
        async with db.execute("SELECT id FROM games WHERE status = 'active' ORDER BY id") as cur:
            templates = [int(row[0]) for row in await cur.fetchall()]
        async with transaction(db):
            for copy in range(games - len(templates)):
                template = templates[copy % len(templates)]
                shift = {"t": template, "bot": int(copy % bot_every == 0)}
                shift |= {"k": 1000 + copy - template + 1, "c": CHANNEL0 + copy}
                for sql in COPIES:
                    await db.execute(sql, shift)
    finally:
        await db.close()
    return clock


async def start_once(path: Path, clock: ManualClock) -> float:
    """Milliseconds from opening the database to the table services' ``start()`` returning."""
    started = time.perf_counter()
    db = await connect(path)
    try:
        service = GameService(db, render_images=False, now=clock.now)
        services = TableServices.build(db, service, clock, Silent())
        await services.start()
        elapsed = (time.perf_counter() - started) * 1000
        await services.stop()
    finally:
        await db.close()
    return elapsed


async def run(path: Path, games: int, runs: int, bot_every: int) -> None:
    """Build the database at ``path`` and print the start-up figures."""
    started = time.perf_counter()
    clock = await build(path, games, bot_every)
    print(f"built {games:,} active games in {time.perf_counter() - started:.1f} s ({path})")
    db = await connect(path)
    for table in ("games", "seats", "actions", "turns", "timers"):
        async with db.execute(f"SELECT COUNT(*) FROM {table}") as cursor:
            (count,) = await cursor.fetchone() or (0,)
        print(f"  {table:<8} {count:>8,} rows")
    await db.close()
    samples = [await start_once(path, clock) for _ in range(runs)]
    print(
        f"start-up (connect + wire + TableServices.start): median {statistics.median(samples):.1f}"
        f" ms, min {min(samples):.1f} ms, max {max(samples):.1f} ms over {runs} runs"
    )


def main() -> None:
    """Parse the options, build the database and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bot-every", type=int, default=10, help="every Nth copy has a bot seat")
    parser.add_argument("--keep", type=Path, help="write the database here (kept)")
    args = parser.parse_args()
    if args.keep:
        asyncio.run(run(args.keep, args.games, args.runs, args.bot_every))
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "startup.sqlite3"
        asyncio.run(run(path, args.games, args.runs, args.bot_every))


if __name__ == "__main__":
    main()
