"""Sample rockets and starts whose legal destinations were recorded before the search was made
faster (``data/route_answers.json``, docs/rules/high-frontier.md §8): the new search must find
the same destinations with the same cheapest costs.

The mag sail at Mercury (net thrust 3: 1 + 2 solar) was recorded from the search without the
bound of docs/rules/high-frontier.md §23 D7 (over 40 s); with the bound it takes under a second
and must find the same answers."""

from __future__ import annotations

from fractions import Fraction

from rules.high_frontier.pack import LEO
from rules.high_frontier.routes import Rocket

CASES: dict[str, tuple[str, Rocket]] = {
    "nasa-crew-leo": (LEO, Rocket(15, 19, Fraction(8), base_thrust=14)),
    "hall-effect-leo": (LEO, Rocket(3, 7, Fraction(2), season="blue")),
    "resistojet-leo": (LEO, Rocket(5, 20, Fraction(4), season="blue")),
    "six-thrust-leo": (LEO, Rocket(6, 30, Fraction(2), season="blue")),
    "ion-ballerina-leo": (LEO, Rocket(2, 40, Fraction(1, 2), bonus_pivots=1, season="blue")),
    "red-season-leo": (LEO, Rocket(4, 24, Fraction(3), season="red")),
    "oberth-crew-mercury": (
        "n37",
        Rocket(9, 40, Fraction(4), base_thrust=8, afterburned=True, season="blue"),
    ),
    "factory-liftoff-hathor": (
        "n937",
        Rocket(2, 12, Fraction(1), factories={"n937": False}, season="blue"),
    ),
    "acetylene-living-venus": (
        "n35",
        Rocket(
            3,
            9,
            Fraction(2),
            liftoff="acetylene",
            acetylene="living",
            factories={"n35": False},
            season="blue",
        ),
    ),
    "fractional-ceres": ("n354", Rocket(4, 6, Fraction(1, 3), season="yellow")),
    "mag-sail-mercury": (
        "n37",
        Rocket(3, 10, Fraction(0), bonus_pivots=1, mag_sail=True, season="blue"),
    ),
}
