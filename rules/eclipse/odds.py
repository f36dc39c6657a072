"""Exact battle odds from public information (docs/rules/eclipse.md §12.7).

The chance that each side holds the sector after a battle, computed from the two fleets only
(blueprints, counts, damage carried in) with both sides on the public default policies: players
"kill the most, then the biggest", NPCs their fixed rule, nobody retreats. The computation is a
dynamic programme over battle states (the damage on every ship still in the battle): the missile
volleys, then engagement rounds. Damage only grows, so a round either returns to the same state
(every die missed) or moves to a more damaged one; the value of a state is the probability-weighted
value of the states after one round, divided by one minus the chance of a round changing nothing.
Every volley enumerates the dice outcomes by the class of ships each die can hit, and hands the
hits to the same targeting policy and damage rule as the rolled battle (:mod:`rules.eclipse.fleet`),
so the odds are those of :mod:`rules.eclipse.combat`. Fleets with too many states fall back to a
seeded simulation of ``combat.resolve_battle``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from math import comb, factorial, prod
from typing import Literal

from rules.core.chance import rng_for
from rules.eclipse import fleet as battle
from rules.eclipse.combat import KILL_MOST, Side, resolve_battle
from rules.eclipse.fleet import Fleet, Role
from rules.eclipse.ships import Die
from rules.eclipse.targeting import Hit, Target, TargetPolicy

State = tuple[Fleet, Fleet]
Weapon = Literal["cannons", "missiles"]
Outcomes = dict[tuple[int | None, ...], float]


@dataclass(frozen=True)
class Odds:
    """Chances that the attacker or the defender holds the sector after the battle.

    Attributes:
        attacker, defender: the two chances (they sum to 1).
        exact: computed exactly; else ``trials`` seeded simulated battles.
    """

    attacker: float
    defender: float
    exact: bool
    trials: int = 0


def states_bound(fleet: Fleet) -> int:
    """An upper bound on the damage states of ``fleet`` (each group: any number of its ships
    left, each with any damage it survives)."""
    return prod(
        sum(comb(group.stats.hull + k, k) for k in range(group.count + 1)) for group in fleet
    )


@lru_cache(maxsize=1024)
def _die_outcomes(count: int, reaches: tuple[int | None, ...]) -> Outcomes:
    """How ``count`` identical dice fall: the multiset of their reaches (sorted tuple) and its
    chance; ``reaches[f]`` is the reach of face ``f + 1`` (remembered: the caller never changes
    the mapping returned)."""
    chance = Counter(reaches)
    kinds = sorted(chance, key=lambda r: -1 if r is None else r)
    found: Outcomes = {}
    for split in product(range(count + 1), repeat=len(kinds)):
        if sum(split) != count:
            continue
        ways = factorial(count) // prod(factorial(k) for k in split)
        p = ways * prod((chance[r] / 6) ** k for r, k in zip(kinds, split, strict=True))
        key = tuple(r for r, k in zip(kinds, split, strict=True) for _ in range(k))
        found[key] = found.get(key, 0.0) + p
    return found


@lru_cache(maxsize=65_536)
def _assign(
    policy: TargetPolicy, hits: tuple[Hit, ...], targets: tuple[Target, ...]
) -> list[int | None]:
    """``policy``'s assignment of ``hits`` to ``targets``, remembered (the same hits on the
    same ships recur across a battle's states and across battles; never changed by callers)."""
    return policy.assign(hits, targets)


@dataclass
class _Solver:
    """Memoized values of battle states for one pair of fleets and policies."""

    policies: dict[Role, TargetPolicy]
    order: list[tuple[Role, int]]
    volleys: dict[tuple[Role, int, Weapon, State], dict[State, float]] = field(default_factory=dict)
    values: dict[State, float] = field(default_factory=dict)

    def volley(self, state: State, role: Role, index: int, weapon: Weapon) -> dict[State, float]:
        """The states after one ship type fires ``weapon``, with their chances (§12.3)."""
        key = (role, index, weapon, state)
        if key not in self.volleys:
            self.volleys[key] = self._volley(state, role, index, weapon)
        return self.volleys[key]

    def _volley(self, state: State, role: Role, index: int, weapon: Weapon) -> dict[State, float]:
        own, enemy = (state[0], state[1]) if role == "attacker" else (state[1], state[0])
        group = own[index]
        targets, _ = battle.targets_of(enemy)
        shields = sorted({t.shield for t in targets})
        reaches = tuple(battle.reach(face, group.stats.computer, shields) for face in range(1, 7))
        dice = Counter(getattr(group.stats, weapon) * group.count)
        per_die = [(die, _die_outcomes(n, reaches)) for die, n in dice.items()]
        after: dict[State, float] = {}
        for combo in product(*(outcomes.items() for _, outcomes in per_die)):
            rolled: list[tuple[Die, int | None]] = [
                (die, r) for (die, _), (rs, _) in zip(per_die, combo, strict=True) for r in rs
            ]
            p = prod(chance for _, chance in combo)
            hits = battle.hits_of(rolled)
            given = _assign(self.policies[role], hits, tuple(targets))
            hit_fleet = battle.apply_hits(enemy, hits, given)[0]
            new = (own, hit_fleet) if role == "attacker" else (hit_fleet, own)
            after[new] = after.get(new, 0.0) + p
        return after

    def step(self, dist: dict[State, float], weapon: Weapon) -> dict[State, float]:
        """Every ship type with ``weapon`` fires once, in initiative order."""
        for role, index in self.order:
            moved: dict[State, float] = {}
            for state, p in dist.items():
                group = (state[0] if role == "attacker" else state[1])[index]
                fires = group.count and getattr(group.stats, weapon) and not _over(state)
                after = self.volley(state, role, index, weapon) if fires else {state: 1.0}
                for new, q in after.items():
                    moved[new] = moved.get(new, 0.0) + p * q
            dist = moved
        return dist

    def value(self, state: State) -> float:
        """The chance the attacker holds the sector from ``state`` at a round's start."""
        if state not in self.values:
            self.values[state] = self._value(state)
        return self.values[state]

    def _value(self, state: State) -> float:
        attacker, defender = state
        if not any(g.count for g in defender):
            return 1.0
        if not any(g.count for g in attacker) or not (
            battle.armed(attacker) or battle.armed(defender)
        ):
            return 0.0  # gone, or a stalemate the attacker leaves (§12.4)
        after = self.step({state: 1.0}, "cannons")
        stay = after.pop(state, 0.0)
        return sum(p * self.value(new) for new, p in after.items()) / (1.0 - stay)


def _over(state: State) -> bool:
    return not all(any(g.count for g in fleet) for fleet in state)


def battle_odds(
    attacker: Fleet,
    defender: Fleet,
    *,
    defender_targeting: TargetPolicy = KILL_MOST,
    max_states: int = 250_000,
    trials: int = 10_000,
    seed: str = "odds",
) -> Odds:
    """The chance each side holds the sector after a battle (docs/rules/eclipse.md §12.2–§12.4).

    Args:
        attacker, defender: the fleets (blueprints, counts, damage carried in).
        defender_targeting: ``NpcRule()`` when the defender is NPCs; players use the default.
        max_states: above this bound on the battle states (:func:`states_bound`), simulate.
        trials: simulated battles when not exact (at least 10,000 for a standard error ≤ 0.5 %).
        seed: the simulation's seed.

    Returns:
        The two chances and how they were obtained.
    """
    if states_bound(attacker) * states_bound(defender) > max_states:
        return simulated_odds(attacker, defender, defender_targeting, trials=trials, seed=seed)
    solver = _Solver(
        {"attacker": KILL_MOST, "defender": defender_targeting},
        battle.activation_order(attacker, defender),
    )
    after = solver.step({(attacker, defender): 1.0}, "missiles")
    win = sum(p * solver.value(state) for state, p in after.items())
    return Odds(win, 1.0 - win, exact=True)


def simulated_odds(
    attacker: Fleet,
    defender: Fleet,
    defender_targeting: TargetPolicy = KILL_MOST,
    *,
    trials: int,
    seed: str,
) -> Odds:
    """The same chances estimated from ``trials`` battles of :func:`combat.resolve_battle`,
    rolled from ``rng_for(seed, 0, "odds")``."""
    dice = rng_for(seed, 0, "odds")
    first, second = Side("attacker", attacker), Side("defender", defender, defender_targeting)
    wins = sum(resolve_battle(first, second, dice).winner == "attacker" for _ in range(trials))
    return Odds(wins / trials, 1.0 - wins / trials, exact=False, trials=trials)
