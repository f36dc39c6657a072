"""Helpers for the Eclipse tests: scripted dice and ships built from the official pack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from rules.eclipse import pack
from rules.eclipse.components import Blueprint, Printed, ShipKind
from rules.eclipse.ships import ShipStats, blueprint_stats, npc_stats
from rules.eclipse.targeting import Hit, Target, TargetPolicy

PRINTED = {"interceptor": 2, "cruiser": 1, "dreadnought": 0, "starbase": 4}


@dataclass
class Scripted:
    """Dice that roll the given faces in order, as the rulebook's examples do."""

    faces: list[int]

    def randint(self, a: int, b: int) -> int:
        assert (a, b) == (1, 6) and self.faces, "more dice rolled than the example shows"
        return self.faces.pop(0)


@dataclass
class Choices:
    """A targeting policy that gives the first volleys as the example's player did, then
    follows ``then``."""

    answers: list[list[int | None]]
    then: TargetPolicy
    seen: list[tuple[Sequence[Hit], Sequence[Target]]] = field(default_factory=list)

    def assign(self, hits: Sequence[Hit], targets: Sequence[Target]) -> list[int | None]:
        self.seen.append((hits, targets))
        return self.answers.pop(0) if self.answers else self.then.assign(hits, targets)


def ship(kind: str, *parts: str | None, initiative: int | None = None) -> ShipStats:
    """A standard-board ship type fitted with ``parts`` (one per space)."""
    p = pack.load()
    printed = Printed(
        initiative=PRINTED[kind] if initiative is None else initiative,
        energy=0,
        computer=0,
        shield=0,
    )
    blueprint = Blueprint(spaces=len(parts), parts=list(parts), printed=printed)
    return blueprint_stats(kind, blueprint, p.part_by_id, _damage())


def terran(kind: ShipKind) -> ShipStats:
    """A Terran faction's starting blueprint of ``kind``."""
    p = pack.load()
    blueprint = p.side_by_id["terran_directorate"].blueprints[kind]
    return blueprint_stats(kind, blueprint, p.part_by_id, _damage())


def npc(kind: str, side: Literal["standard", "advanced"] = "standard") -> ShipStats:
    """An NPC kind's blueprint (standard or advanced)."""
    p = pack.load()
    blueprint = next(n for n in p.npcs.npcs if n.id == kind).blueprints[side]
    return npc_stats(kind, blueprint, _damage())


def _damage() -> dict[str, int]:
    """Damage per die colour, keyed as the ship functions read it."""
    return {str(colour): n for colour, n in pack.load().parts.dice.items()}
