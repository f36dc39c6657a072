"""Battle mechanics shared by the rolled battle and the exact odds: fleets, the activation order,
the hit rule and damage.

A side's fleet is a tuple of :class:`Group` (one per ship type), each with the damage on each of
its ships still in the battle. Rules: docs/rules/eclipse.md §12.2, §12.3.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from rules.eclipse.ships import Die, ShipStats
from rules.eclipse.targeting import BIGGEST_FIRST, Hit, Target

Role = Literal["attacker", "defender"]
Fleet = tuple["Group", ...]


@dataclass(frozen=True)
class Group:
    """The ships of one type on one side of a battle.

    Attributes:
        stats: the type's battle values.
        damage: damage on each of its ships still in the battle, most damaged first.
    """

    stats: ShipStats
    damage: tuple[int, ...]

    @classmethod
    def of(cls, stats: ShipStats, count: int, damage: Iterable[int] = ()) -> Group:
        """``count`` ships of ``stats``; ``damage`` on the first ones (the rest undamaged)."""
        taken = list(damage)[:count]
        return cls(stats, tuple(sorted([*taken, *[0] * (count - len(taken))], reverse=True)))

    @property
    def count(self) -> int:
        """Ships of the type still in the battle."""
        return len(self.damage)


def targets_of(fleet: Fleet) -> tuple[list[Target], list[tuple[int, int]]]:
    """The fleet's ships as targets, and each one's ``(group, ship)`` position."""
    targets, places = [], []
    for g, group in enumerate(fleet):
        for s, taken in enumerate(group.damage):
            stats = group.stats
            targets.append(Target(stats.kind, stats.hull, stats.shield, taken))
            places.append((g, s))
    return targets, places


def reach(face: int, computer: int, shields: Sequence[int]) -> int | None:
    """The highest of ``shields`` a die showing ``face`` beats, or ``None`` (a miss).

    A blank (1) always misses; a burst (6) always hits; otherwise the die hits a ship whose
    shield ``s`` satisfies ``face + computer − s ≥ 6`` (docs/rules/eclipse.md §12.3).
    """
    if face == 1 or not shields:
        return None
    beaten = [s for s in shields if face == 6 or face + computer - s >= 6]
    return max(beaten) if beaten else None


def hits_of(rolled: Iterable[tuple[Die, int | None]]) -> tuple[Hit, ...]:
    """The hits of dice with their reaches, in canonical order (largest first); a split die
    gives one 1-damage hit per point of its damage (docs/rules/eclipse.md §12.3)."""
    hits = [
        Hit(1, where) if die.split else Hit(die.damage, where)
        for die, where in rolled
        if where is not None
        for _ in range(die.damage if die.split else 1)
    ]
    return tuple(sorted(hits, reverse=True))


def apply_hits(
    fleet: Fleet, hits: Sequence[Hit], assignment: Sequence[int | None]
) -> tuple[Fleet, list[str]]:
    """Damage ``fleet`` by ``hits`` given to targets (indices of :func:`targets_of`).

    Damage beyond a ship's destruction is lost (no overflow, docs/rules/eclipse.md §12.3).

    Returns:
        The fleet after the volley and the kinds of the ships destroyed.

    Raises:
        ValueError: an assignment of the wrong length, to no such ship, to a ship whose shield
            the hit does not beat, or to nobody while a ship the hit reaches survives (every
            hit goes to a ship, §12.3).
    """
    targets, places = targets_of(fleet)
    if len(assignment) != len(hits):
        raise ValueError(f"{len(hits)} hits but {len(assignment)} assignments")
    taken = [t.damage for t in targets]
    for hit, index in zip(hits, assignment, strict=True):
        if index is not None and (
            index not in range(len(targets)) or hit.reach < targets[index].shield
        ):
            raise ValueError(f"hit {hit} cannot go to target {index}")
        if index is not None:
            taken[index] += hit.damage
    for hit, index in zip(hits, assignment, strict=True):
        if index is None and any(
            t.shield <= hit.reach and total <= t.hull
            for t, total in zip(targets, taken, strict=True)
        ):
            raise ValueError(f"hit {hit} given to nobody while a ship it reaches survives")
    damage: list[list[int]] = [[] for _ in fleet]
    destroyed = []
    for (g, _), target, total in zip(places, targets, taken, strict=True):
        if total > target.hull:
            destroyed.append(target.kind)
        else:
            damage[g].append(total)
    return tuple(
        replace(group, damage=tuple(sorted(d, reverse=True)))
        for group, d in zip(fleet, damage, strict=True)
    ), destroyed


def activation_order(
    attacker: Fleet,
    defender: Fleet,
    ties: Mapping[Role, Sequence[str]] | None = None,
) -> list[tuple[Role, int]]:
    """The order ship types act in, every round (docs/rules/eclipse.md §12.2, §12.7).

    Higher initiative first; ties between the sides go to the defender; a side orders its own
    tied types by its ``ties`` list of kinds (default biggest first).

    Returns:
        ``(role, group index)`` pairs.
    """
    roles: list[tuple[Role, Fleet]] = [("defender", defender), ("attacker", attacker)]
    entries = [(role, g, group) for role, fleet in roles for g, group in enumerate(fleet)]

    def key(entry: tuple[Role, int, Group]) -> tuple[int, bool, int, int]:
        role, index, group = entry
        kinds = (ties or {}).get(role, BIGGEST_FIRST)
        rank = kinds.index(group.stats.kind) if group.stats.kind in kinds else len(kinds)
        return -group.stats.initiative, role != "defender", rank, index

    return [(role, index) for role, index, _ in sorted(entries, key=key)]


def armed(fleet: Fleet) -> bool:
    """Whether any ship of the fleet has a cannon (missiles fire only once, §12.4)."""
    return any(group.count and group.stats.cannons for group in fleet)
