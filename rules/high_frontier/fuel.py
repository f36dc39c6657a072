"""Mass, fuel and the Fuel Strip; weight classes and net thrust.

Masses are spots of the playmat's Fuel Strip (:class:`fractions.Fraction`, e.g. ``Fraction(16, 3)``
for 5 1/3). The black line counts fuel steps (burning, afterburn, jettisoned fuel); the red line
adds or removes one unit of mass (docs/rules/high-frontier.md §6.1, §6.2). Net thrust follows
§8.2. The strip above mass 23 has two readings (§23 Q1): ``paired`` (default: two chains of one
step per two units) and ``linear`` (one step per unit), the table option ``heavy_strip``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import cache
from itertools import pairwise
from math import ceil, floor, prod
from typing import Literal

from rules.high_frontier.patents import Face, FuelGrade, Triangle, fraction

Reading = Literal["paired", "linear"]
MAX_DRY = 23
MAX_WET = 32
GRADES: tuple[FuelGrade, ...] = ("dirt", "water", "isotope")
# steps of the black line between n and n + 1, for n = 1 … 22 (§6.2)
_STEPS_PER_UNIT = {1: 9, 2: 6, 3: 4, 4: 3, 5: 3} | {n: 2 for n in range(6, 11)}
# red-line chains of the intermediate spots (§6.2): each spot goes to the next one on adding mass
_RED_CHAINS = (
    "1 1/9, 2 1/6, 3 1/4, 4 1/3, 5 1/3, 6",
    "1 2/9, 2 1/6",
    "1 1/3, 2 1/3, 3 1/4",
    "1 2/3, 2 2/3, 3 3/4, 4 2/3",
    "1 7/9, 2 5/6, 3 3/4",
    "1 8/9, 2 5/6",
    "1 4/9, 2 1/2, 3 1/2, 4 2/3, 5 2/3, 6 1/2, 7 1/2, 8 1/2, 9 1/2, 10 1/2, 11",
    "1 5/9, 2 1/2",
)


class FuelError(ValueError):
    """A chit move the strip does not allow (past the Dry chit, off the strip, not a spot)."""


def spot(text: str) -> Fraction:
    """Read a strip spot written as on the playmat: ``"5 1/3"``, ``"8"``, ``"2/3"``."""
    return sum((Fraction(part) for part in text.split()), Fraction(0))


@dataclass(frozen=True)
class Strip:
    """One reading of the Fuel Strip (docs/rules/high-frontier.md §6.2).

    Attributes:
        reading: ``paired`` or ``linear`` above mass 23 (§23 Q1).
        spots: every spot of the black line, ascending (1 … 32).
        down: the spot one black step below each spot but 1.
        up: the spot one red step (one mass unit) above each spot below 32.
        depth: black steps from each spot down to 1 (a spot at most 23 lies on every spot's
            way down, so the fuel above such a Dry chit is a difference of depths).
    """

    reading: Reading
    spots: tuple[Fraction, ...]
    down: dict[Fraction, Fraction]
    up: dict[Fraction, Fraction]
    depth: dict[Fraction, int]

    def steps(self, dry: Fraction, wet: Fraction) -> int:
        """Fuel on the strip: black steps the Wet chit can take without passing the Dry chit.

        Raises:
            FuelError: ``wet`` is not a spot or lies below ``dry``.
        """
        if (wet not in self.up and wet != MAX_WET) or wet < dry:
            raise FuelError(f"Wet {wet} is not a spot at or above Dry {dry}")
        if dry <= MAX_DRY and dry in self.depth:
            return self.depth[wet] - self.depth[dry]
        count = 0
        while wet in self.down and self.down[wet] >= dry:
            wet, count = self.down[wet], count + 1
        return count

    def burn(self, dry: Fraction, wet: Fraction, steps: int) -> Fraction:
        """The Wet chit after spending ``steps`` fuel steps (burns, afterburn, jettison).

        Raises:
            FuelError: fewer than ``steps`` steps lie between the chits.
        """
        if self.steps(dry, wet) < steps:
            raise FuelError(f"{steps} steps do not fit between Dry {dry} and Wet {wet}")
        for _ in range(steps):
            wet = self.down[wet]
        return wet

    def add(self, chit: Fraction, mass: int) -> Fraction:
        """A chit moved ``mass`` red steps right (adding FTs or dry mass, §6.1).

        Raises:
            FuelError: the chit would leave the strip (above 32).
        """
        for _ in range(mass):
            if chit not in self.up:
                raise FuelError(f"no spot one mass unit above {chit}")
            chit = self.up[chit]
        return chit

    def room(self, chit: Fraction) -> int:
        """Red steps ``chit`` may still move right: FTs a strip takes before Wet 32 (§6.1)."""
        count = 0
        while chit in self.up:
            chit, count = self.up[chit], count + 1
        return count

    def remove(self, chit: Fraction, mass: int) -> Fraction:
        """A chit moved ``mass`` red steps left, the lower path at a fork (§6.1).

        Raises:
            FuelError: no spot one mass unit below (the strip starts at 1).
        """
        for _ in range(mass):
            below = [low for low, high in self.up.items() if high == chit]
            if not below:
                raise FuelError(f"no spot one mass unit below {chit}")
            chit = min(below)
        return chit

    def wet_needed(self, dry: Fraction, steps: int) -> Fraction:
        """Planning aid: the lowest Wet Mass holding ``steps`` fuel steps above ``dry``.

        Raises:
            FuelError: even Wet 32 holds fewer steps.
        """
        for wet in self.spots:
            if wet >= dry and self.steps(dry, wet) >= steps:
                return wet
        raise FuelError(f"no Wet Mass holds {steps} steps above Dry {dry}")


@cache
def strip(reading: Reading = "paired") -> Strip:
    """The Fuel Strip in ``reading`` (built once)."""
    low = [Fraction(n) + Fraction(i, k) for n, k in _STEPS_PER_UNIT.items() for i in range(k)]
    spots = [*low, *(Fraction(n) for n in range(11, MAX_WET + 1))]
    down = {high: low for low, high in pairwise(spots)}
    if reading == "paired":
        down |= {Fraction(n): Fraction(max(n - 2, MAX_DRY)) for n in range(24, MAX_WET + 1)}
    up = {Fraction(n): Fraction(n + 1) for n in range(1, MAX_WET)}
    for chain in _RED_CHAINS:
        links = [spot(s) for s in chain.split(", ")]
        up |= dict(pairwise(links))
    depth = {spots[0]: 0}
    for spot_ in spots[1:]:
        depth[spot_] = depth[down[spot_]] + 1
    return Strip(reading, tuple(spots), down, up, depth)


class WeightClass(Enum):
    """Weight class by Wet Mass and its net-thrust modifier (§6.2; 4 1/3, 4 2/3, 16, 17 per
    docs/rules/high-frontier.md §23 Q2)."""

    WISP = 2
    PROBE = 1
    SCOUT = 0
    TRANSPORT = -1
    TUG = -2

    @classmethod
    def of(cls, wet: Fraction) -> WeightClass:
        """The class of a Wet chit at ``wet``."""
        for limit, weight in ((2, cls.WISP), (Fraction(13, 3), cls.PROBE), (8, cls.SCOUT)):
            if wet < limit or (weight is not cls.WISP and wet == limit):
                return weight
        return cls.TRANSPORT if wet <= 16 else cls.TUG


def dry_mass(masses: Iterable[int], fts: int = 0) -> int:
    """Dry Mass: the cards' masses + 1 per FT carried as cargo, at least 1 (§6.1)."""
    return max(1, sum(masses) + fts)


def can_move(dry: Fraction, wet: Fraction) -> bool:
    """Whether a Rocket of these masses may move: Dry ≤ 23 and Wet ≤ 32 (§5, §6.1)."""
    return dry <= MAX_DRY and wet <= MAX_WET


def mixed_grade(strip_grade: FuelGrade | None, added: FuelGrade) -> FuelGrade:
    """Grade on the strip after adding fuel of grade ``added``: the lower of the two; an empty
    strip (``None``) takes the new grade (§6.1)."""
    if strip_grade is None:
        return added
    return min(strip_grade, added, key=GRADES.index)


def can_burn(triangle: FuelGrade, strip_grade: FuelGrade) -> bool:
    """A triangle burns only fuel of its grade or better (§6.1)."""
    return GRADES.index(triangle) <= GRADES.index(strip_grade)


def steps_used(total: Fraction) -> int:
    """Fuel steps a move spends: its fractional total rounded up at the end (§6.1)."""
    return ceil(total)


def air_eater_tanks(consumption: Fraction) -> int:
    """Tanks an air-eater adds: 5 − fuel consumption, its fraction dropped first (§9 I5)."""
    return max(0, 5 - floor(consumption))


@dataclass(frozen=True)
class Drive:
    """The activated thrust triangle with its support chain's movement modifiers (§8.2, §10).

    Attributes:
        triangle: the activated triangle.
        solar: the thruster or any card of its chain is solar-powered.
        thrust_modifier: the chain's thrust modifiers, summed.
        fuel_multiplier: the chain's fuel-consumption modifiers, multiplied.
        bonus_pivots: ballerinas on the thruster and the chain's cards.
    """

    triangle: Triangle
    solar: bool = False
    thrust_modifier: int = 0
    fuel_multiplier: Fraction = Fraction(1)
    bonus_pivots: int = 0

    @classmethod
    def of(cls, thruster: Face, chain: Iterable[Face] = ()) -> Drive:
        """The drive of ``thruster`` activated with the supports ``chain``.

        Raises:
            ValueError: ``thruster`` has no thrust triangle.
        """
        if thruster.triangle is None:
            raise ValueError(f"{thruster.name} has no thrust triangle")
        cards = list(chain)
        multipliers = (fraction(c.fuel_consumption_modifier) for c in cards)
        return cls(
            triangle=thruster.triangle,
            solar=thruster.solar or any(c.solar for c in cards),
            thrust_modifier=sum(c.thrust_modifier for c in cards),
            fuel_multiplier=prod(multipliers, start=Fraction(1)),
            bonus_pivots=thruster.triangle.bonus_pivots
            + sum(c.triangle.bonus_pivots for c in cards if c.triangle),
        )

    @property
    def per_burn(self) -> Fraction:
        """Fuel steps per Burn: consumption × the chain's fuel multipliers (§8.2 step 6)."""
        return self.triangle.consumption * self.fuel_multiplier

    def net_thrust(
        self,
        wet: Fraction,
        zone_modifier: int | None,
        *,
        afterburn: bool = False,
        powersat: bool = False,
    ) -> int | None:
        """Net thrust for a move, or ``None`` when the drive is not operational (§8.2).

        Args:
            wet: Wet Mass **after** the afterburn fuel was spent (the class is read there).
            zone_modifier: the start space's solar modifier; ``None`` in the Neptune zone.
            afterburn: the afterburn was paid (+1; only with a flame).
            powersat: you or a partner beams power: +1 to a push triangle, and solar cards work
                in the Neptune zone at −6.

        Raises:
            ValueError: ``afterburn`` asked of a triangle without a flame.
        """
        if afterburn and self.triangle.afterburn is None:
            raise ValueError("this triangle has no afterburn")
        solar = 0
        if self.solar:
            if zone_modifier is None and not powersat:
                return None
            solar = -6 if zone_modifier is None else zone_modifier
        push = int(powersat and self.triangle.push)
        weight = WeightClass.of(wet).value
        return self.triangle.thrust + int(afterburn) + weight + solar + push + self.thrust_modifier
