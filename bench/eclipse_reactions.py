"""How often a passed Eclipse seat is asked (and so pinged) whether to react, per seat per round,
with the table option ``reactions=ask`` (every passed seat asked on each of its turns, as before
issue #27 item 3) and ``never`` (the default: a passed seat's turns pass unless it says
``prefer react ask``), over seeded 4-seat bot games.

    python -m bench.eclipse_reactions [--games 5]
"""

from __future__ import annotations

import argparse
import random

from rules import GAMES

GAME = GAMES["eclipse"]


def asked_per_seat_round(option: str, seed: int) -> tuple[int, int]:
    """Reaction decisions owed by passed seats in one seeded 4-seat game, and its rounds."""
    state = GAME.setup(4, seed=f"reactions-{seed}", options={"reactions": option})
    rng, asked = random.Random(seed), 0
    while owing := sorted(GAME.to_act(state)):
        for seat in owing:
            quiet = state.window is None and state.pending is None and state.turn is None
            if state.seats[seat].passed and state.phase == "action" and quiet:
                asked += 1
        state = GAME.apply(state, owing[0], GAME.bot_action(state, owing[0], rng)).state
    return asked, state.round


def main() -> None:
    """Print the decisions per passed-seat per round for each option."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    for option in ("ask", "never"):
        runs = [asked_per_seat_round(option, seed) for seed in range(args.games)]
        asked, rounds = sum(a for a, _ in runs), sum(r for _, r in runs)
        print(f"reactions={option}: {asked / (4 * rounds):.2f} reaction pings per seat per round")


if __name__ == "__main__":
    main()
