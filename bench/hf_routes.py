"""Time of High Frontier 4 All's legal destinations (docs/rules/high-frontier.md §8).

Prints, for a few rockets at LEO, the median wall and CPU time of
``rules.high_frontier.routes.destinations`` over several runs, the number of destinations and of
routes (target: 50 ms). On a shared machine the CPU time is the steadier figure. Then the bot's
whole-game playout rate at 1–5 seats (``rules.high_frontier.engine``, target: 1,000 actions per
CPU-second). Measured here, never asserted in tests. Run: ``python -m bench.hf_routes [--runs N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from fractions import Fraction
from typing import cast

from rules.core.game import Game
from rules.core.playout import bot_policy, play
from rules.high_frontier import pack
from rules.high_frontier.engine import HighFrontier
from rules.high_frontier.pack import LEO
from rules.high_frontier.routes import Rocket, destinations

ROCKETS = {
    "NASA crew 14·8, Wet 4 (W25)": Rocket(15, 19, Fraction(8), base_thrust=14),
    "Hall Effect 3·2, Dry 5 Wet 8 (W1)": Rocket(3, 7, Fraction(2), season="blue"),
    "Tungsten Resistojet 5·4, 20 steps": Rocket(5, 20, Fraction(4), season="blue"),
    "6 thrust, 30 steps, 2 per burn": Rocket(6, 30, Fraction(2), season="blue"),
    "Ion Drive 2·1/2 with a ballerina, 40 steps": Rocket(
        2, 40, Fraction(1, 2), bonus_pivots=1, season="blue"
    ),
}


def main() -> None:
    """Time every rocket of :data:`ROCKETS` and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    game_map = pack.load().map
    destinations(game_map, LEO, ROCKETS["NASA crew 14·8, Wet 4 (W25)"])  # compile the graph
    for name, rocket in ROCKETS.items():
        walls, cpus = [], []
        for _ in range(runs):
            start, cpu = time.perf_counter(), time.process_time()
            found = destinations(game_map, LEO, rocket)
            walls.append(time.perf_counter() - start)
            cpus.append(time.process_time() - cpu)
        routes = sum(len(r) for r in found.values())
        wall, used = statistics.median(walls) * 1000, statistics.median(cpus) * 1000
        print(
            f"{name:45} {wall:7.1f} ms wall {used:7.1f} ms CPU"
            f"  {len(found):4} destinations  {routes:5} routes"
        )
    playouts()


def playouts() -> None:
    """Bot playouts at 1–5 seats, unchecked: actions per CPU-second."""
    game = cast(Game, HighFrontier())
    play(game, 2, seed="warm-up", policy=bot_policy, check=False)
    actions, spent = 0, 0.0
    for seats in range(1, 6):
        cpu = time.process_time()
        actions += play(game, seats, seed=f"bench-{seats}", policy=bot_policy, check=False).steps
        spent += time.process_time() - cpu
    print(f"bot playouts 1-5 seats: {actions} actions, {actions / spent:,.0f} actions/s CPU")


if __name__ == "__main__":
    main()
