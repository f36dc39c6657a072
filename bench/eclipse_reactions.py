"""How often a passed Eclipse seat is pinged to react, per passed seat per round, in seeded
4-seat games through the fake Discord (every seat a user playing its bot's moves with ``/play``,
so every decision it enters is pinged as at a real table), for the table option ``reactions``:
``ask`` (every passed seat asked on its turns) and ``never`` (the default: a passed seat's turns
pass at once unless it says ``prefer react ask``).

    python -m bench.eclipse_reactions [--games 2] [--rounds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game, pinged_users

SEATS = 4


async def pings_of_passed_seats(option: str, seed: int, rounds: int) -> tuple[Counter[Any], int]:
    """Pings sent to a seat that has passed (while the Action phase goes on) over the first
    ``rounds`` rounds of one game, by ``(round, seat)``, and the passed seat-rounds."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    users = [fake.add_user(f"player{seat}") for seat in range(SEATS)]
    rng, pings, passed_rounds = random.Random(seed), Counter[Any](), 0
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with running_bot(fake, channel, database, {"eclipse": GAMES["eclipse"]}) as driver:
            await open_game(driver, users, "eclipse", f"reactions={option}")
            seen = {m.id for m in fake.public_messages()}
            ever_passed: set[tuple[int, int]] = set()
            while True:
                table = await current(driver)
                state = table.state
                if state.round > rounds or not table.game.to_act(state):
                    break
                for message in fake.public_messages():
                    if message.id in seen:
                        continue
                    seen.add(message.id)
                    for pinged in pinged_users(message):
                        seat = table.seat_users.index(pinged)
                        if state.phase == "action" and state.seats[seat].passed:
                            pings[state.round, seat] += 1
                ever_passed |= {(state.round, s) for s, b in enumerate(state.seats) if b.passed}
                seat = min(table.game.to_act(state))
                user = next(u for u in users if int(u["id"]) == table.seat_users[seat])
                action = table.game.bot_action(state, seat, rng)
                notation = table.game.describe_action(state, seat, action)
                await driver.slash(user, "play", action=notation)
            passed_rounds = len(ever_passed)
    return pings, passed_rounds


def main() -> None:
    """Print the pings per passed seat per round for each option."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for option in ("ask", "never"):
        runs = [
            asyncio.run(pings_of_passed_seats(option, seed, args.rounds))
            for seed in range(args.games)
        ]
        pings, passed = sum(p.total() for p, _ in runs), sum(n for _, n in runs)
        most = max((max(p.values(), default=0) for p, _ in runs), default=0)
        print(
            f"reactions={option}: {pings / max(passed, 1):.2f} pings per passed seat per round, "
            f"at most {most} for one seat in a round ({pings} pings, {passed} passed seat-rounds, "
            f"{args.games} games x {args.rounds} rounds, {SEATS} seats, fake Discord)"
        )


if __name__ == "__main__":
    main()
