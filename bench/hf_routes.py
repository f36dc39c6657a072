"""Time of High Frontier 4 All's legal destinations (docs/rules/high-frontier.md §8).

Prints, for a few rockets at LEO and near the Sun, the median (p50) and 95th percentile (p95)
wall and CPU time of ``rules.high_frontier.routes.destinations`` (every space with its Pareto
routes) over several runs, the number of destinations and of routes, then the same for
``cheapest_routes`` (each space's cheapest route only: what the move hints list; target:
50 ms). On a shared machine the CPU time is the steadier figure. Then
the same search for every Rocket and thruster a seat could fly in seeded bot games at 1–5
seats (the rockets games make): p50, p95, p99 and the most CPU time, the slowest re-timed as the
least of three runs.
Then the bot's whole-game playout rate at 1–5 seats (``rules.high_frontier.engine``, target:
1,000 actions per CPU-second). Measured here, never asserted in tests.
Run: ``python -m bench.hf_routes [--runs N] [--games N]``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from random import Random
from typing import Any, cast

from rules.core.game import Game
from rules.core.playout import bot_policy, play
from rules.high_frontier import pack
from rules.high_frontier.engine import HighFrontier
from rules.high_frontier.flight import drives_for
from rules.high_frontier.pack import LEO, Map
from rules.high_frontier.routes import IllegalRoute, Rocket, cheapest_routes, destinations
from rules.high_frontier.state import HighFrontierState

MERCURY = "n37"  # the Mercury Site next to the Solar Oberth (W15)
MAG_SAIL = Rocket(3, 10, Fraction(0), bonus_pivots=1, mag_sail=True, season="blue")

ROCKETS = {  # name -> (start, rocket)
    "NASA crew 14·8, Wet 4 (W25)": (LEO, Rocket(15, 19, Fraction(8), base_thrust=14)),
    "Hall Effect 3·2, Dry 5 Wet 8 (W1)": (LEO, Rocket(3, 7, Fraction(2), season="blue")),
    "Tungsten Resistojet 5·4, 20 steps": (LEO, Rocket(5, 20, Fraction(4), season="blue")),
    "6 thrust, 30 steps, 2 per burn": (LEO, Rocket(6, 30, Fraction(2), season="blue")),
    "Ion Drive 2·1/2 with a ballerina, 40 steps": (
        LEO,
        Rocket(2, 40, Fraction(1, 2), bonus_pivots=1, season="blue"),
    ),
    "Oberth crew 9·4 afterburned, Mercury, 40 steps": (
        MERCURY,
        Rocket(9, 40, Fraction(4), base_thrust=8, afterburned=True, season="blue"),
    ),
    "crew 12·8, 52 steps (the heaviest in seeded games)": (
        LEO,
        Rocket(12, 52, Fraction(8), base_thrust=12, season="blue"),
    ),
    "Mag Sail 1·0 +2 solar, Mercury": (MERCURY, MAG_SAIL),
    "Mag Sail 1·0 at LEO": (LEO, replace(MAG_SAIL, net_thrust=1)),
    "Mag Sail 1·0 alone at LEO (a Wisp: +2)": (LEO, MAG_SAIL),
}


def main() -> None:
    """Time every rocket of :data:`ROCKETS` and print two lines each, then the playouts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", type=int, default=4, help="seeded games per seat count")
    args = parser.parse_args()
    runs = args.runs
    game_map = pack.load().map
    destinations(game_map, LEO, ROCKETS["NASA crew 14·8, Wet 4 (W25)"][1])  # compile the graph
    for name, (start, rocket) in ROCKETS.items():
        walls, cpus = _timed(destinations, game_map, start, rocket, runs)
        found = destinations(game_map, start, rocket)
        routes = sum(len(r) for r in found.values())
        print(
            f"{name:47} wall {_p(walls, 50):6.1f} / {_p(walls, 95):6.1f} ms"
            f"  CPU {_p(cpus, 50):6.1f} / {_p(cpus, 95):6.1f} ms (p50 / p95)"
            f"  {len(found):4} destinations  {routes:5} routes"
        )
        walls, cpus = _timed(cheapest_routes, game_map, start, rocket, runs)
        print(
            f"{'  cheapest route only':47} wall {_p(walls, 50):6.1f} / {_p(walls, 95):6.1f} ms"
            f"  CPU {_p(cpus, 50):6.1f} / {_p(cpus, 95):6.1f} ms"
        )
    from_games(game_map, args.games)
    playouts()


def _timed(
    search: Callable[[Map, str, Rocket], object],
    game_map: Map,
    start: str,
    rocket: Rocket,
    runs: int,
) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of ``runs`` searches from ``start``."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        search(game_map, start, rocket)
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return walls, cpus


def _p(values: list[float], percent: int) -> float:
    """The ``percent``-th percentile of ``values`` (nearest rank)."""
    ranked = sorted(values)
    return ranked[min(len(ranked) - 1, (len(ranked) * percent + 99) // 100 - 1)]


def from_games(game_map: Map, games: int) -> None:
    """``cheapest_routes`` CPU time for every distinct Rocket and thruster a seat to act could
    fly in ``games`` seeded bot games per seat count (1–5), each timed once cold."""
    seen: dict[tuple[str, Rocket], float] = {}

    def timing(
        game: Game, state: HighFrontierState, seat: int, legal: Sequence[Any], rng: Random
    ) -> Any:
        rocket = state.players[seat].rocket
        drives = drives_for(state, seat)
        if rocket is not None and not isinstance(drives, str):
            for move, _ in drives:
                if (rocket.at, move) not in seen:
                    seen[(rocket.at, move)] = _once(game_map, rocket.at, move)
        return bot_policy(game, state, seat, legal, rng)

    game = cast(Game, HighFrontier())
    for seats in range(1, 6):
        for number in range(games):
            play(game, seats, seed=f"routes-{seats}-{number}", policy=timing, check=False)
    cpus = sorted(seen.values())
    print(
        f"seeded games: {len(cpus)} rockets, cheapest routes CPU p50 {_p(cpus, 50):.1f}"
        f" / p95 {_p(cpus, 95):.1f} / p99 {_p(cpus, 99):.1f} / most {cpus[-1]:.1f} ms"
    )
    slowest = sorted(seen, key=seen.__getitem__)[-3:]
    for start, move in slowest:
        least = min(_once(game_map, start, move) for _ in range(3))
        kind = ", a mag sail" if move.mag_sail else ""
        print(
            f"  {start}: thrust {move.net_thrust}, {move.fuel_steps} steps,"
            f" {move.per_burn} per Burn, {move.bonus_pivots} ballerinas, season {move.season}"
            f"{kind}: least of 3 runs {least:.1f} ms"
        )


def _once(game_map: Map, start: str, rocket: Rocket) -> float:
    """CPU milliseconds of one ``cheapest_routes`` (0 if the rocket cannot leave)."""
    cpu = time.process_time()
    try:
        cheapest_routes(game_map, start, rocket)
    except IllegalRoute:
        return 0.0
    return (time.process_time() - cpu) * 1000


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
