"""Soak: many seeded whole games of every game, each ending with its components conserved.

The tests play a few seeded games per seat count (``tests/rules/<game>/``) and check every
invariant after every step in the conformance suite; this plays many more, without the
per-step checks, and checks at each end that the game is over (``to_act`` empty) and that its
component counts add up (``rules.core.game.conservation_problems``). One game in four is
half-random (a random legal action at half the decisions), the others the game's bot. Prints,
per game, the games played, the CPU time and every problem found (none expected).
Run: ``python -m bench.soak [--games 40] [--game KEY]``.
"""

from __future__ import annotations

import argparse
import time

from rules import GAMES
from rules.core.game import Game, conservation_problems
from rules.core.playout import bot_policy, half_random_policy, play


def soak(key: str, game: Game, games: int) -> list[str]:
    """Play ``games`` seeded games per seat count of ``game``; return the problems found."""
    problems: list[str] = []
    for seats in range(game.min_players, game.max_players + 1):
        for number in range(games):
            policy = half_random_policy if number % 4 == 0 else bot_policy
            seed = f"soak-{seats}-{number}"
            result = play(game, seats, seed=seed, policy=policy, check=False, idle_rate=0.2)
            found = conservation_problems(game, result.state)
            if game.to_act(result.state):
                found.append("not over")
            problems += [f"{key} {seed}: {problem}" for problem in found]
    return problems


def main() -> None:
    """Soak every game (or ``--game``) and print what was found."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per seat count")
    parser.add_argument("--game", choices=sorted(GAMES), help="one game only")
    args = parser.parse_args()
    for key, game in sorted(GAMES.items()):
        if args.game and key != args.game:
            continue
        start = time.process_time()
        problems = soak(key, game, args.games)
        seats = game.max_players - game.min_players + 1
        elapsed = time.process_time() - start
        print(f"{key}: {args.games * seats} games, {elapsed:.1f} s CPU, {len(problems)} problems")
        for problem in problems:
            print(f"  {problem}")


if __name__ == "__main__":
    main()
