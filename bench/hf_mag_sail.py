"""What the bound of a mag sail's route search loses (docs/rules/high-frontier.md §23 D7).

For a few mag sails, runs ``rules.high_frontier.routes.cheapest_routes`` as the game does
(bounded) and ``exact`` (no bound: 20-70 s each, several minutes in all), and prints
both CPU times, the destinations the bounded search misses, and those it reaches by a dearer
route (more fuel, Burns, Hazard or Belt Rolls, compared in that order). The first four start at
LEO and Mercury, the last three at spaces drawn at random in the middle of the map (where the
bound of Belt Rolls before November 2026 lost most). ``--random N`` adds N starts drawn at
random (with ``--seed``) among the spaces the Mag Sail card (net thrust 1, its ballerina)
reaches 100 or more destinations from. ``--everywhere`` instead times the bounded search alone
from every space a lone Mag Sail card can start on, at the most net thrust it has there (its
thrust 1, +2 as a Wisp, the zone's solar modifier; with its ballerina): p50, p95, p99, the most,
how many take over 50 ms and the slowest five. ``--autocomplete`` instead times ``/play fly``'s
hints for a lone Mag Sail card (a seat's Rocket in a seeded game) at the starts of
:data:`CASES` and the two slowest of ``--everywhere``, once its turn was prepared
(``GAME.prepare``, what the bot runs in a worker thread when the turn opens): the preparing,
then p50, p95 and the most wall time of the hints answered from the cache (and their CPU
time's p95: on a shared machine the steadier figure). Measured here, never asserted
in tests.
Run: ``python -m bench.hf_mag_sail [--random 10 --seed 2026 | --everywhere | --autocomplete]``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from dataclasses import replace

from bench.hf_routes import MAG_SAIL, MERCURY
from rules.high_frontier import GAME, flight, pack, stacks
from rules.high_frontier.actions import Side
from rules.high_frontier.fuel import WeightClass
from rules.high_frontier.graph import compile_map
from rules.high_frontier.pack import LEO
from rules.high_frontier.routes import Cheapest, IllegalRoute, Rocket, Route, cheapest_routes
from rules.high_frontier.state import Rocket as RocketState

MAG_SAIL_CARD = "thruster-09-black"

CASES = {  # name -> (start, rocket)
    "Mag Sail 3 with a ballerina, Mercury": (MERCURY, MAG_SAIL),
    "Mag Sail 1 with a ballerina, LEO": (LEO, replace(MAG_SAIL, net_thrust=1)),
    "Mag Sail 1, LEO": (LEO, replace(MAG_SAIL, net_thrust=1, bonus_pivots=0)),
    "Mag Sail 2, Mercury": (MERCURY, replace(MAG_SAIL, net_thrust=2, bonus_pivots=0)),
    "Mag Sail 1 with a ballerina, n195 (Mercury)": ("n195", replace(MAG_SAIL, net_thrust=1)),
    "Mag Sail 1 with a ballerina, n476 (Ceres)": ("n476", replace(MAG_SAIL, net_thrust=1)),
    "Mag Sail 1 with a ballerina, n125 (Earth)": ("n125", replace(MAG_SAIL, net_thrust=1)),
}


def main() -> None:
    """Print one line per case of :data:`CASES` and per random start, with the destinations
    missed and the dearer routes found."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--random", type=int, default=0, help="starts drawn at random")
    parser.add_argument("--seed", type=int, default=2026, help="of the random starts")
    parser.add_argument("--everywhere", action="store_true", help="time every start instead")
    parser.add_argument("--autocomplete", action="store_true", help="time cached fly hints")
    args = parser.parse_args()
    game_map = pack.load().map
    if args.autocomplete:
        autocomplete()
        return
    if args.everywhere:
        everywhere()
        return
    card = replace(MAG_SAIL, net_thrust=1)
    cheapest_routes(game_map, LEO, card)  # compile the graph
    drawn = {
        f"Mag Sail 1 with a ballerina, {start} (random)": (start, card)
        for start in _random_starts(card, args.random, args.seed)
    }
    for name, (start, rocket) in (CASES | drawn).items():
        bounded, bounded_ms = _timed(start, rocket, exact=False)
        exact, exact_ms = _timed(start, rocket, exact=True)
        missing = sorted(set(exact) - set(bounded))
        dearer = [end for end in bounded if _counts(bounded[end]) > _counts(exact[end])]
        print(
            f"{name:44} bounded {bounded_ms:6.1f} ms, exact {exact_ms / 1000:5.1f} s;"
            f" {len(exact)} destinations: {len(missing)} missing, {len(dearer)} dearer"
        )
        for end in missing:
            route = exact[end]
            print(f"  missing {end}: {len(route.path)} spaces, counts {_counts(route)}")
        for end in dearer:
            print(f"  dearer {end}: {_counts(bounded[end])} instead of {_counts(exact[end])}")


def everywhere() -> None:
    """Print the bounded search's CPU time from every start of a lone Mag Sail card."""
    game_map = pack.load().map
    timed: list[tuple[float, str, int]] = []
    for start in compile_map(game_map).ids:
        modifier = game_map.zone_modifiers[game_map.by_id[start].zone]
        if modifier is None:
            continue  # no solar power there (the Neptune zone)
        thrust = 1 + WeightClass.WISP.value + modifier
        if thrust < 1:
            continue  # too little
        try:
            _, cpu = _timed(start, replace(MAG_SAIL, net_thrust=thrust), exact=False)
        except IllegalRoute:
            continue
        timed.append((cpu, start, thrust))
    timed.sort()
    ranks = {p: timed[min(len(timed) - 1, len(timed) * p // 100)][0] for p in (50, 95, 99)}
    print(
        f"{len(timed)} starts: p50 {ranks[50]:.1f}, p95 {ranks[95]:.1f}, p99 {ranks[99]:.1f},"
        f" most {timed[-1][0]:.1f} ms; {sum(cpu > 50 for cpu, _, _ in timed)} over 50 ms"
    )
    for cpu, start, thrust in timed[-5:]:
        zone = game_map.by_id[start].zone
        print(f"  {start} ({zone}, net thrust {thrust}): {cpu:.1f} ms")


def autocomplete(runs: int = 40) -> None:
    """Print, per start, the time to prepare a lone Mag Sail card's turn and the wall time of
    its ``/play fly`` hints from the cache (``runs`` reads: p50, p95, the most)."""
    starts = sorted({start for start, _ in CASES.values()} | {"n277", "n238"})
    every: list[float] = []
    every_cpu: list[float] = []
    for start in starts:
        state = GAME.setup(1, seed="mag-sail")
        state = GAME.apply(state, 0, Side(side="front")).state
        player = state.players[0]
        dry = str(stacks.dry_of([MAG_SAIL_CARD], player.side))
        player.rocket = RocketState(cards=[MAG_SAIL_CARD], at=start, dry=dry, wet="4")
        flight.routes_from.cache_clear()
        cpu = time.process_time()
        GAME.prepare(state, 0)
        prepared = (time.process_time() - cpu) * 1000
        reads, cpus = [], []
        for _ in range(runs):
            wall, cpu = time.perf_counter(), time.process_time()
            hints = GAME.notation_hints(state, 0, "fly")
            reads.append((time.perf_counter() - wall) * 1000)
            cpus.append((time.process_time() - cpu) * 1000)
        reads.sort()
        cpus.sort()
        every += reads
        every_cpu += cpus
        print(
            f"{start:5} prepared in {prepared:6.1f} ms CPU; {len(hints)} hints from the cache:"
            f" p50 {reads[runs // 2]:.1f}, p95 {reads[runs * 95 // 100]:.1f},"
            f" most {reads[-1]:.1f} ms (CPU p95 {cpus[runs * 95 // 100]:.1f} ms)"
        )
    every.sort()
    print(
        f"all {len(every)} reads: p50 {every[len(every) // 2]:.1f},"
        f" p95 {every[len(every) * 95 // 100]:.1f}, most {every[-1]:.1f} ms;"
        f" CPU p95 {every_cpu[len(every) * 95 // 100]:.1f} ms"
    )


def _random_starts(rocket: Rocket, count: int, seed: int) -> Iterator[str]:
    """``count`` spaces drawn at random (burns, Hohmanns, Lagrange points, belts, flybys) that
    ``rocket`` may start from and reaches 100 or more destinations from."""
    game_map = pack.load().map
    kinds = ("burn", "hohmann", "lagrange", "radiation_belt", "flyby")
    spaces = sorted(node.id for node in game_map.nodes if node.type in kinds)
    draw = random.Random(seed)
    while count:
        start = draw.choice(spaces)
        try:
            reached = len(cheapest_routes(game_map, start, rocket))
        except IllegalRoute:
            continue
        if reached >= 100:
            count -= 1
            yield start


def _timed(start: str, rocket: Rocket, exact: bool) -> tuple[Cheapest, float]:
    """The search's answer and its CPU milliseconds."""
    cpu = time.process_time()
    found = cheapest_routes(pack.load().map, start, rocket, exact=exact)
    return found, (time.process_time() - cpu) * 1000


def _counts(route: Route) -> tuple[float, int, int, int]:
    """Fuel steps, Burns, Hazard Rolls and Belt Rolls: the order routes are compared in."""
    return (float(route.fuel_used), route.burns, len(route.hazards), len(route.belts))


if __name__ == "__main__":
    main()
