"""Ship statistics for battle, from player blueprints and NPC blueprint tiles.

A ship's values are its blueprint's printed bonuses plus the values of the parts on it
(docs/rules/eclipse.md §7, §12.2, §12.3): initiative, hull, computers, shields, and its dice
sorted into cannons (every engagement round) and missiles (once, before the first round).
Disputed values are those of the pack as decided in docs/rules/eclipse.md §21: Soliton Missile and
Muon Source +1 initiative (Q3), printed starbase initiative 4 and Orion 5 (Q2), the standard
Guardian's hull 2 (Q17); a corrected pack changes them without code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from rules.eclipse.components import Blueprint, NpcBlueprint, ShipPart, Weapon

SIZE: dict[str, int] = {
    "interceptor": 1,
    "ancient": 1,
    "starbase": 2,
    "cruiser": 3,
    "guardian": 3,
    "dreadnought": 4,
    "gcds": 5,
}
"""Size rank for "largest first" (docs/rules/eclipse.md §12.4, §12.7): by building cost, a
starbase above an interceptor; NPCs by their reputation value."""


@dataclass(frozen=True)
class Die:
    """One battle die: ``damage`` per hit (yellow 1 … red 4); ``split`` = its damage may be
    shared among ships (Antimatter Cannon with Antimatter Splitter, docs/rules/eclipse.md §12.3)."""

    damage: int
    split: bool = False


@dataclass(frozen=True)
class ShipStats:
    """What a ship type brings to a battle (docs/rules/eclipse.md §12.2, §12.3).

    Attributes:
        kind: interceptor, cruiser, dreadnought, starbase, ancient, guardian or gcds.
        initiative: printed bonus + parts; higher acts first.
        hull: damage a ship takes without being destroyed (destroyed above it).
        computer: added to each die's number.
        shield: subtracted from opponents' dice against this ship.
        cannons: one :class:`Die` per die rolled each engagement round, per ship.
        missiles: dice rolled once before the first round, per ship.
        movement, energy: sum of drives; energy produced minus used (negative = illegal, §7).
    """

    kind: str
    initiative: int
    hull: int
    computer: int = 0
    shield: int = 0
    cannons: tuple[Die, ...] = ()
    missiles: tuple[Die, ...] = ()
    movement: int = 0
    energy: int = 0

    def __hash__(self) -> int:
        """The hash of the values, computed once (the exact odds hash fleets in every battle
        state they meet)."""
        try:
            return self.__dict__["_hash"]  # type: ignore[no-any-return]
        except KeyError:
            made = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", made)
            return made

    def __getstate__(self) -> dict[str, object]:
        """The values without the remembered hash (another process hashes strings apart)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    @property
    def size(self) -> int:
        """Rank for "largest first" (:data:`SIZE`)."""
        return SIZE[self.kind]


def _dice(
    weapons: list[Weapon], kind: str, damage: Mapping[str, int], splitter: frozenset[str]
) -> tuple[Die, ...]:
    return tuple(
        Die(damage[w.die], w.die in splitter)
        for w in weapons
        if w.kind == kind
        for _ in range(w.dice)
    )


def blueprint_stats(
    kind: str,
    blueprint: Blueprint,
    parts: Mapping[str, ShipPart],
    damage: Mapping[str, int],
    *,
    antimatter_splitter: bool = False,
) -> ShipStats:
    """The battle values of a player's ship type (docs/rules/eclipse.md §7, §12.2).

    Args:
        kind: interceptor, cruiser, dreadnought or starbase.
        blueprint: printed bonuses and the part (or ``None``) on each space, as upgraded.
        parts: every part by id (``Pack.part_by_id``).
        damage: damage per hit by die colour (``Pack.parts.dice``).
        antimatter_splitter: the owner has Antimatter Splitter: red cannon dice split.

    Raises:
        KeyError: a part id that ``parts`` does not know.
    """
    fitted = [parts[p] for p in blueprint.parts if p is not None]
    weapons = [w for p in fitted for w in p.weapons]
    printed = blueprint.printed
    splitter = frozenset({"red"}) if antimatter_splitter else frozenset()
    return ShipStats(
        kind=kind,
        initiative=printed.initiative + sum(p.initiative for p in fitted),
        hull=sum(p.hull for p in fitted),
        computer=printed.computer + sum(p.computer for p in fitted),
        shield=printed.shield + sum(p.shield for p in fitted),
        cannons=_dice(weapons, "cannon", damage, splitter),
        missiles=_dice(weapons, "missile", damage, frozenset()),
        movement=sum(p.movement for p in fitted),
        energy=printed.energy + sum(p.energy for p in fitted),
    )


def npc_stats(kind: str, blueprint: NpcBlueprint, damage: Mapping[str, int]) -> ShipStats:
    """The battle values of an NPC kind (ancient, guardian, gcds; docs/rules/eclipse.md §13)."""
    return ShipStats(
        kind=kind,
        initiative=blueprint.initiative,
        hull=blueprint.hull,
        computer=blueprint.computer,
        shield=blueprint.shield,
        cannons=_dice(blueprint.weapons, "cannon", damage, frozenset()),
        missiles=_dice(blueprint.weapons, "missile", damage, frozenset()),
    )
