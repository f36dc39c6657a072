"""Benchmark: whole-game playouts of every game in ``rules.GAMES``, single core.

For each game and policy (uniform random legal actions, and the game's own ``bot_action``) it plays
seeded games at every seat count without the invariant checks and prints actions per second,
games per second and the median number of turns (``turn_number`` starts) per seat count. Actions
per CPU-second (``time.process_time``) are printed beside the wall-clock rate: on a shared machine
the wall clock counts other processes' time.
A random playout that does not end within the step limit is counted as a stall and reported.
Run: ``python -m bench.playouts [--games N] [--game KEY] [--policy bot|random]``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from rules import GAMES
from rules.core.game import Game
from rules.core.playout import InvariantBroken, Policy, bot_policy, play, random_policy

POLICIES: dict[str, Policy] = {"random": random_policy, "bot": bot_policy}
MAX_STEPS = 20_000


def bench(game: Game, policy_name: str, games: int) -> str:
    """Play ``games`` games per seat count; return one printed line of figures.

    One setup before the clock starts loads the game's component pack (Afternova reads its YAML
    at the first setup): a one-time cost of the process, not of the actions."""
    game.setup(game.min_players, seed="bench-warm-up")
    steps = finished = stalls = 0
    turns: dict[int, list[int]] = {}
    start, cpu_start = time.perf_counter(), time.process_time()
    for players in range(game.min_players, game.max_players + 1):
        for index in range(games):
            seed = f"bench-{policy_name}-{players}-{index}"
            try:
                result = play(
                    game,
                    players,
                    seed=seed,
                    policy=POLICIES[policy_name],
                    check=False,
                    max_steps=MAX_STEPS,
                )
            except InvariantBroken:
                stalls += 1
                steps += MAX_STEPS
                continue
            steps += result.steps
            finished += 1
            if result.turns is not None:
                turns.setdefault(players, []).append(result.turns)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    medians = ", ".join(f"{p}p {statistics.median(t):g}" for p, t in sorted(turns.items()))
    medians = medians or "none (the game has no player turns)"
    return (
        f"{game.key:14} {policy_name:6} {steps / elapsed:8.0f} actions/s "
        f"({steps / cpu:6.0f} per CPU-s) "
        f"{finished / elapsed:7.2f} games/s  median turns: {medians}"
        + (f"  stalls: {stalls}" if stalls else "")
    )


def main() -> None:
    """Parse the command line and print one line per game and policy, each measured in a
    process of its own: what one run leaves in memory (the engines' caches, a larger heap for the
    collector to walk) slowed the next by up to a quarter."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per seat count and policy")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    parser.add_argument("--policy", choices=sorted(POLICIES), help="only this policy, in-process")
    args = parser.parse_args()
    if args.game and args.policy:
        print(bench(GAMES[args.game], args.policy, args.games), flush=True)
        return
    for key in sorted(GAMES):
        if args.game in (None, key):
            for policy_name in POLICIES:
                command = ["--game", key, "--policy", policy_name, "--games", str(args.games)]
                subprocess.run([sys.executable, "-m", "bench.playouts", *command], check=True)


if __name__ == "__main__":
    main()
