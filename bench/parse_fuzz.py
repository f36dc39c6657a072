"""Benchmark: the worst-case answer of ``/play`` to hostile text, per game, through the service.

Where ``bench.notation`` times each engine's ``parse_action`` alone, this times what a player
waits for when ``/play`` refuses: ``GameService.act`` on the seeded hostile corpus of the fuzz
tests (tests/bot/hostile.py: known crashers, mutations of the legal notations, random Unicode,
forged ``#<version>`` pins) plus 200-character texts (``/play``'s longest), in positions of a
seeded bot game (3 seats), a real WAL file, images off. Prints per game the slowest refusal
(target ≤ 20 ms) and, apart, the slowest hostile text that was legal and got played.

    python -m bench.parse_fuzz [--inputs 500] [--game KEY]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.services.errors import ServiceError
from bot.store.db import connect
from rules import GAMES
from rules.core import RulesError
from tests.bot.helpers import CHANNEL, USERS, make_service, open_table, play_one
from tests.bot.hostile import hostile_texts

LONGEST = 200  # /play's action option takes at most 200 characters


async def slowest(key: str, inputs: int, folder: Path) -> tuple[int, float, float]:
    """``(inputs timed, slowest refusal, slowest move played)`` of ``/play`` on ``key``'s
    hostile text, in seconds (a text that happens to be legal is played: commit and posts)."""
    db = await connect(folder / f"{key}.sqlite3")
    try:
        service = make_service(db)
        rng = random.Random(f"parse-fuzz-{key}")
        worst, timed = {True: 0.0, False: 0.0}, 0
        table = await open_table(service, key, min(3, GAMES[key].max_players))
        for _ in range(4):  # four positions, a few bot moves apart
            game, state = table.game, table.state
            valid = [
                game.describe_action(state, seat, action)
                for seat in sorted(game.to_act(state))
                for action in list(game.legal_actions(state, seat))[:40]
            ]
            texts = hostile_texts(rng, inputs // 4, valid)
            texts += [(text * LONGEST)[:LONGEST] for text in valid[:10] if text]
            for text in texts:
                start, played = time.perf_counter(), False
                with contextlib.suppress(ServiceError, RulesError):
                    await service.act(CHANNEL, rng.choice(USERS[:3]), text)
                    played = True
                worst[played] = max(worst[played], time.perf_counter() - start)
                timed += 1
            for _ in range(5):
                await play_one(service, rng)
            table = await service.table_of(CHANNEL) or table
            if table.state is None or table.row.status != "active":
                break
        return timed, worst[False], worst[True]
    finally:
        await db.close()


async def run(keys: list[str], inputs: int) -> None:
    """Print the slowest ``/play`` answers of each game of ``keys``."""
    with tempfile.TemporaryDirectory() as folder:
        for key in keys:
            timed, refused, played = await slowest(key, inputs, Path(folder))
            print(
                f"{key:14} {timed:5} inputs, slowest refusal {refused * 1000:7.3f} ms,"
                f" slowest move played {played * 1000:7.3f} ms"
            )


def main() -> None:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=500)
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args()
    asyncio.run(run([k for k in sorted(GAMES) if args.game in (None, k)], args.inputs))


if __name__ == "__main__":
    main()
