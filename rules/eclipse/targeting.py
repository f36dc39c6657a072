"""Which ship each hitting die goes to: the players' standing policies and the NPC rule.

A type rolls all its dice, then gives each hit to one opponent ship
(docs/rules/eclipse.md §12.3). Orrery never waits for that choice: a player's standing policy
answers it (docs/rules/eclipse.md §12.7), and NPC dice follow the fixed rule of §12.4. A policy
sees only the hits (damage and reach) and the targets (kind, hull, shield, damage taken), so the
same policy drives a rolled battle (:mod:`rules.eclipse.combat`) and the exact odds
(:mod:`rules.eclipse.odds`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from rules.eclipse.ships import SIZE

BIGGEST_FIRST: tuple[str, ...] = tuple(sorted(SIZE, key=lambda kind: -SIZE[kind]))


@dataclass(frozen=True, order=True)
class Hit:
    """A die that hit something: ``damage`` it deals, ``reach`` the highest shield it beats
    (a burst beats every shield present; docs/rules/eclipse.md §12.3)."""

    damage: int
    reach: int


@dataclass(frozen=True)
class Target:
    """An opponent ship in the battle: ``damage`` already on it; destroyed above ``hull``."""

    kind: str
    hull: int
    shield: int
    damage: int

    @property
    def need(self) -> int:
        """Damage that destroys it now."""
        return self.hull + 1 - self.damage


class TargetPolicy(Protocol):
    """Gives each hit to a target (docs/rules/eclipse.md §12.3, §12.7)."""

    def __hash__(self) -> int:
        """Policies are values (the exact odds remember their assignments by policy)."""
        ...

    def assign(self, hits: Sequence[Hit], targets: Sequence[Target]) -> list[int | None]:
        """Target index for each hit (``None``: no target it can reach); several hits may go to
        one ship, and damage beyond what destroys it is lost (no overflow)."""
        ...


def cheapest_kill(hits: Sequence[Hit], usable: Sequence[int], need: int) -> tuple[int, ...] | None:
    """The hits among ``usable`` (indices) that destroy a ship needing ``need`` damage with the
    least total damage, then the fewest dice; ``None`` if they cannot.

    A subset that overshoots by a whole die is never the cheapest, so totals above
    ``need + largest damage − 1`` are not kept.
    """
    best: dict[int, tuple[int, ...]] = {0: ()}
    cap = need + max((hits[i].damage for i in usable), default=1) - 1
    for index in usable:
        for total, chosen in sorted(best.items(), reverse=True):
            reached = total + hits[index].damage
            if reached > cap:
                continue
            if reached not in best or len(chosen) + 1 < len(best[reached]):
                best[reached] = (*chosen, index)
    done = [total for total in best if total >= need]
    return best[min(done)] if done else None


def _kill(
    hits: Sequence[Hit], targets: Sequence[Target], free: list[int], index: int
) -> tuple[int, ...] | None:
    usable = [h for h in free if hits[h].reach >= targets[index].shield]
    return cheapest_kill(hits, usable, targets[index].need)


@dataclass(frozen=True)
class _Volley:
    """Working state of one assignment: hits still free, damage added, targets destroyed."""

    hits: Sequence[Hit]
    targets: Sequence[Target]
    assigned: list[int | None]
    extra: list[int]

    @classmethod
    def start(cls, hits: Sequence[Hit], targets: Sequence[Target]) -> _Volley:
        return cls(hits, targets, [None] * len(hits), [0] * len(targets))

    def free(self) -> list[int]:
        return [h for h, target in enumerate(self.assigned) if target is None]

    def alive(self, index: int) -> bool:
        return self.targets[index].need > self.extra[index]

    def give(self, chosen: Sequence[int], index: int) -> None:
        for h in chosen:
            self.assigned[h] = index
            self.extra[index] += self.hits[h].damage

    def rest_to(self, order: Sequence[int]) -> list[int | None]:
        """Every free hit to the first living target of ``order`` it reaches."""
        for h in self.free():
            reached = [t for t in order if self.alive(t)]
            reached = [t for t in reached if self.hits[h].reach >= self.targets[t].shield]
            if reached:
                self.give([h], reached[0])
        return self.assigned


@dataclass(frozen=True)
class KillMost:
    """The default player policy: "kill the most, then the biggest" (§12.7).

    Destroys ships one at a time, each time the one that costs the least damage (then the
    fewest dice, then the first kind in ``preference``), until no ship more can be destroyed;
    the remaining hits go to the first kind in ``preference`` they reach (a greedy heuristic,
    not a search for the largest number of kills).

    Attributes:
        preference: kinds in order of preference (default biggest first).
    """

    preference: tuple[str, ...] = BIGGEST_FIRST

    def rank(self, target: Target) -> int:
        """Position of ``target``'s kind in :attr:`preference` (unknown kinds last)."""
        kinds = self.preference
        return kinds.index(target.kind) if target.kind in kinds else len(kinds)

    def assign(self, hits: Sequence[Hit], targets: Sequence[Target]) -> list[int | None]:
        """See :class:`TargetPolicy`."""
        volley = _Volley.start(hits, targets)
        while True:
            options = []
            for t in range(len(targets)):
                chosen = _kill(hits, targets, volley.free(), t) if volley.alive(t) else None
                if chosen is not None:
                    spent = sum(hits[h].damage for h in chosen)
                    options.append((spent, len(chosen), self.rank(targets[t]), t, chosen))
            if not options:
                break
            *_, index, chosen = min(options)
            volley.give(chosen, index)
        order = sorted(range(len(targets)), key=lambda t: self.rank(targets[t]))
        return volley.rest_to(order)


@dataclass(frozen=True)
class NpcRule:
    """How NPC dice are given (docs/rules/eclipse.md §12.4): destroy ships if possible, largest
    first; if none can be destroyed, as much damage as possible on the largest ships."""

    def assign(self, hits: Sequence[Hit], targets: Sequence[Target]) -> list[int | None]:
        """See :class:`TargetPolicy`."""
        volley = _Volley.start(hits, targets)
        order = sorted(range(len(targets)), key=lambda t: -SIZE[targets[t].kind])
        killed = True
        while killed:
            killed = False
            for t in order:
                chosen = _kill(hits, targets, volley.free(), t) if volley.alive(t) else None
                if chosen is not None:
                    volley.give(chosen, t)
                    killed = True
                    break
        return volley.rest_to(order)
