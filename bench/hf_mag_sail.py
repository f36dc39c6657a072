"""What the bound of a mag sail's route search loses (docs/rules/high-frontier.md §23 D7).

For a few mag sails, runs ``rules.high_frontier.routes.cheapest_routes`` as the game does
(bounded) and ``exact`` (no bound: 2-85 s each, about 4 minutes in all), and prints both CPU
times, the destinations the bounded search misses, and those it reaches by a dearer route (more
fuel, Burns, Hazard or Belt Rolls, compared in that order). The first four start at LEO and
Mercury, the last three at spaces drawn at random in the middle of the map (where the bound of
Belt Rolls before November 2026 lost most). Measured here, never asserted in tests.
Run: ``python -m bench.hf_mag_sail``.
"""

from __future__ import annotations

import time
from dataclasses import replace

from bench.hf_routes import MAG_SAIL, MERCURY
from rules.high_frontier import pack
from rules.high_frontier.pack import LEO
from rules.high_frontier.routes import Cheapest, Rocket, Route, cheapest_routes

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
    """Print one line per case of :data:`CASES`, then the dearer routes found."""
    game_map = pack.load().map
    cheapest_routes(game_map, LEO, replace(MAG_SAIL, net_thrust=1))  # compile the graph
    for name, (start, rocket) in CASES.items():
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
