"""Benchmark: exact Eclipse battle odds for 4-vs-4-ship battles, single core (target ≤ 100 ms).

Times ``rules.eclipse.odds.battle_odds`` from a cold start (nothing memoized) on three battles of
four ships a side, and a 10,000-battle seeded simulation of ``combat.resolve_battle`` (the
fallback when a battle has too many states to compute exactly) for comparison. Prints the median
of ``--repeat`` runs in milliseconds. The tests assert only the odds (tests/rules/eclipse).

    python -m bench.eclipse_odds [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.odds import battle_odds, simulated_odds, states_bound
from tests.rules.eclipse.ecl_helpers import ship, terran
from tests.rules.eclipse.test_odds import mixed


def starting_fleets() -> tuple[Fleet, Fleet]:
    """Four Terran starting-blueprint cruisers against a dreadnought, a starbase, 2 interceptors."""
    defender = (
        Group.of(terran("dreadnought"), 1),
        Group.of(terran("starbase"), 1),
        Group.of(terran("interceptor"), 2),
    )
    return (Group.of(terran("cruiser"), 4),), defender


def heavy_fleets() -> tuple[Fleet, Fleet]:
    """Two hull-heavy dreadnoughts and two cruisers against four shielded cruisers."""
    dreadnought = ship(
        "dreadnought", "electron_computer", "plasma_cannon", "plasma_cannon", "improved_hull",
        "improved_hull", "fusion_source", "fusion_drive", "hull",
    )  # fmt: skip
    shielded = ship(
        "cruiser", "positron_computer", "plasma_cannon", "phase_shield", "fusion_source",
        "fusion_drive", "hull",
    )  # fmt: skip
    attacker = (Group.of(dreadnought, 2), Group.of(terran("cruiser"), 2))
    return attacker, (Group.of(shielded, 4),)


def median_ms(run: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``run`` in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    """Print the time of each battle's exact odds and of a 10,000-battle simulation."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    battles = {"mixed": mixed(), "starting": starting_fleets(), "heavy": heavy_fleets()}
    for name, (attacker, defender) in battles.items():
        odds = battle_odds(attacker, defender)
        bound = states_bound(attacker) * states_bound(defender)
        ms = median_ms(partial(battle_odds, attacker, defender), repeat)
        print(
            f"4v4 {name:9} exact={odds.exact} states≤{bound:6} attacker {odds.attacker:.4f}"
            f"  {ms:7.1f} ms"
        )
    attacker, defender = battles["mixed"]
    ms = median_ms(lambda: simulated_odds(attacker, defender, trials=10_000, seed="bench"), 1)
    print(f"4v4 mixed     simulation of 10,000 battles  {ms:7.1f} ms")


if __name__ == "__main__":
    main()
