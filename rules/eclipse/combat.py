"""A battle resolved at once by the engine with seeded dice (docs/rules/eclipse.md §12, §12.7).

One battle is a pair of sides (:func:`resolve_battle`): missiles once in initiative order, then
engagement rounds until one side has no ship left in it; a sector's battles chain pairs in
reverse order of entry (:func:`resolve_sector`). The choices the rules leave to players come from
each side's standing policies (:class:`Side`), so nothing waits for an answer. The dice come from
the ``dice`` passed in (``random.Random`` from ``rules.core.chance.rng_for``); never the global
``random``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from rules.eclipse import pack, text
from rules.eclipse.fleet import (
    Fleet,
    Group,
    Role,
    activation_order,
    apply_hits,
    armed,
    hits_of,
    reach,
    targets_of,
)
from rules.eclipse.targeting import (
    BIGGEST_FIRST,
    Hit,
    KillMost,
    NpcRule,
    Target,
    TargetPolicy,
)

OTHER: dict[Role, Role] = {"attacker": "defender", "defender": "attacker"}
KILL_MOST = KillMost()


class Dice(Protocol):
    """A source of die rolls: ``random.Random`` (seeded) or a scripted stand-in in tests."""

    def randint(self, a: int, b: int) -> int:
        """A whole number from ``a`` to ``b`` inclusive."""
        ...


@dataclass(frozen=True)
class RetreatView:
    """What a retreat policy sees when a ship type of its side activates: the ``round`` (1 …),
    the ``group`` activating, its side's fleet (``own``) and the opponents' (``enemy``)."""

    round: int
    group: Group
    own: Fleet
    enemy: Fleet


class RetreatPolicy(Protocol):
    """A standing answer to "does this type begin to retreat?" (docs/rules/eclipse.md §12.4)."""

    def retreats(self, view: RetreatView) -> bool:
        """True to begin retreating instead of firing."""
        ...


@dataclass(frozen=True)
class NeverRetreat:
    """The default retreat policy: fight to the end."""

    def retreats(self, view: RetreatView) -> bool:
        """Never."""
        return False


NEVER = NeverRetreat()


@dataclass(frozen=True)
class Side:
    """One side of a battle with its standing policies (docs/rules/eclipse.md §12.7).

    Attributes:
        name: how the log names it (``{p0}`` seat placeholders, or "Ancients").
        fleet: its ships in the sector (damage carried in: docs/rules/eclipse.md §21 Q14).
        targeting: who its hits go to (default "kill the most, then the biggest").
        retreat: whether a type begins to retreat (default never).
        can_retreat: a neighbouring sector to retreat to exists (connected, controlled by the
            side, no opponent ships; the caller reads the galaxy, §12.4).
        ties: the order of its own tied types, by kind (default biggest first).
    """

    name: str
    fleet: Fleet
    targeting: TargetPolicy = KILL_MOST
    retreat: RetreatPolicy = NEVER
    can_retreat: bool = False
    ties: tuple[str, ...] = BIGGEST_FIRST


def npc_side(name: str, fleet: Fleet) -> Side:
    """An NPC side: the fixed NPC targeting rule, never retreats (docs/rules/eclipse.md §12.4)."""
    return Side(name, fleet, targeting=NpcRule())


@dataclass(frozen=True)
class Outcome:
    """The result of one battle (a pair).

    Attributes:
        attacker, defender: the sides with the ships still in the sector.
        winner: the side left in the sector (the other has no ship left in it).
        retreated: ships of each side that left the battle.
        kills: the kinds each side destroyed (reputation, §12.5).
        penalty: each side's retreat penalty (all its remaining ships retreated, §12.4).
        log: one line per roll, retreat and destruction.
    """

    attacker: Side
    defender: Side
    winner: Role
    retreated: dict[Role, Fleet]
    kills: dict[Role, tuple[str, ...]]
    penalty: dict[Role, bool]
    log: tuple[str, ...]

    def side(self, role: Role) -> Side:
        """The attacker or the defender."""
        return self.attacker if role == "attacker" else self.defender


@dataclass
class _Battle:
    """Working state of one battle; ``retreating`` holds types that began to retreat."""

    sides: dict[Role, Side]
    dice: Dice
    fleets: dict[Role, Fleet] = field(init=False)
    retreating: set[tuple[Role, int]] = field(default_factory=set)
    left: dict[Role, list[Group]] = field(default_factory=lambda: {r: [] for r in OTHER})
    kills: dict[Role, list[str]] = field(default_factory=lambda: {r: [] for r in OTHER})
    penalty: dict[Role, bool] = field(default_factory=lambda: dict.fromkeys(OTHER, False))
    log: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.fleets = {role: side.fleet for role, side in self.sides.items()}

    def present(self, role: Role) -> bool:
        return any(group.count for group in self.fleets[role])

    def over(self) -> bool:
        return not (self.present("attacker") and self.present("defender"))

    def fire(self, role: Role, index: int, weapon: Literal["cannons", "missiles"]) -> None:
        """One ship type rolls its cannons or missiles and its side gives the hits (§12.3)."""
        group, enemy = self.fleets[role][index], OTHER[role]
        targets, _ = targets_of(self.fleets[enemy])
        shields = sorted({t.shield for t in targets})
        dice = getattr(group.stats, weapon)
        faces = [self.dice.randint(1, 6) for _ in group.damage for _ in dice]
        rolled = zip(dice * group.count, faces, strict=True)
        hits = hits_of((die, reach(face, group.stats.computer, shields)) for die, face in rolled)
        self.log.append(
            text.VOLLEY.format(
                side=text.side(self.sides[role].name),
                ship=group.stats.kind,
                count=group.count,
                weapon=text.weapon(weapon),
                faces=" ".join(map(str, faces)),
            )
        )
        if not hits:
            return
        assignment = self.sides[role].targeting.assign(hits, targets)
        self.fleets[enemy], destroyed = apply_hits(self.fleets[enemy], hits, assignment)
        self.kills[role] += destroyed
        name = text.side(self.sides[enemy].name)
        self.log += [text.DESTROYED.format(side=name, ship=kind) for kind in destroyed]
        self.log += struck(name, targets, hits, assignment)

    def activate(self, role: Role, index: int, round_number: int) -> None:
        """One ship type's turn in an engagement round: complete a retreat, begin one, or fire."""
        side, group = self.sides[role], self.fleets[role][index]
        if not group.count:
            return
        view = RetreatView(round_number, group, self.fleets[role], self.fleets[OTHER[role]])
        if (role, index) in self.retreating:
            self.leave(role, index)
        elif side.can_retreat and side.retreat.retreats(view):
            self.retreating.add((role, index))
            self.log.append(
                text.RETREATING.format(
                    side=text.side(side.name), ship=group.stats.kind, count=group.count
                )
            )
            still = [g for g, grp in enumerate(self.fleets[role]) if grp.count]
            if all((role, g) in self.retreating for g in still):
                self.penalty[role] = True
        elif group.stats.cannons:
            self.fire(role, index, "cannons")

    def leave(self, role: Role, index: int) -> None:
        """Ships of a type leave the battle (a completed retreat)."""
        group = self.fleets[role][index]
        self.left[role].append(group)
        fleet = list(self.fleets[role])
        fleet[index] = replace(group, damage=())
        self.fleets[role] = tuple(fleet)
        self.log.append(
            text.RETREATED.format(
                side=text.side(self.sides[role].name), ship=group.stats.kind, count=group.count
            )
        )

    def stalemate(self) -> None:
        """Nobody can destroy anybody: the attacker retreats if it can, else it is destroyed
        (docs/rules/eclipse.md §12.4); ships lost this way count as nobody's kill."""
        side = self.sides["attacker"]
        self.log.append(text.STALEMATE)
        for index, group in enumerate(self.fleets["attacker"]):
            if group.count and side.can_retreat:
                self.leave("attacker", index)
        self.fleets["attacker"] = tuple(replace(g, damage=()) for g in self.fleets["attacker"])

    def run(self) -> None:
        ties = {role: side.ties for role, side in self.sides.items()}
        order = activation_order(self.fleets["attacker"], self.fleets["defender"], ties)
        for role, index in order:
            group = self.fleets[role][index]
            if group.count and group.stats.missiles and not self.over():
                self.fire(role, index, "missiles")
        round_number = 0
        while not self.over():
            if not (armed(self.fleets["attacker"]) or armed(self.fleets["defender"])):
                self.stalemate()
                break
            round_number += 1
            for role, index in order:
                if not self.over():
                    self.activate(role, index, round_number)


def resolve_battle(attacker: Side, defender: Side, dice: Dice) -> Outcome:
    """Fight one battle to its end (docs/rules/eclipse.md §12.2–§12.4).

    Args:
        attacker: the later entrant.
        defender: the earlier entrant, the sector's controller or the NPCs.
        dice: the seeded source of rolls.

    Returns:
        The :class:`Outcome`; the winner is the side with ships still in the sector.

    Raises:
        ValueError: a targeting policy gave a hit to a ship it cannot reach.
    """
    battle = _Battle({"attacker": attacker, "defender": defender}, dice)
    battle.run()
    return Outcome(
        attacker=replace(attacker, fleet=battle.fleets["attacker"]),
        defender=replace(defender, fleet=battle.fleets["defender"]),
        winner="attacker" if battle.present("attacker") else "defender",
        retreated={role: tuple(groups) for role, groups in battle.left.items()},
        kills={role: tuple(kinds) for role, kinds in battle.kills.items()},
        penalty=battle.penalty,
        log=tuple(battle.log),
    )


def resolve_sector(entries: Sequence[Side], dice: Dice) -> list[Outcome]:
    """All the battles of one sector (docs/rules/eclipse.md §12.1, §12.2 step 4).

    Args:
        entries: the sides in order of entry, earliest first: the controller and the NPCs
            first (§12.1), then the others as they arrived. At least two.
        dice: the seeded source of rolls.

    Returns:
        The battles in the order fought: the last two entrants first, then the survivor (which
        keeps its damage: docs/rules/eclipse.md §21 Q14) against the next earlier side, as
        attacker.
    """
    survivor, outcomes = entries[-1], []
    for earlier in reversed(entries[:-1]):
        outcome = resolve_battle(survivor, earlier, dice)
        outcomes.append(outcome)
        survivor = outcome.side(outcome.winner)
    return outcomes


def reputation_draws(outcomes: Sequence[Outcome], name: str) -> int:
    """Reputation tiles ``name`` draws after its sector's battles (docs/rules/eclipse.md §12.5).

    One for taking part (none under the retreat penalty of its last battle), plus each kill's
    value (interceptor, starbase, Ancient 1; cruiser, Guardian 2; dreadnought, GCDS 3), at most 5.
    """
    reputation = pack.load().npcs.reputation
    fought = [(o, role) for o in outcomes for role in OTHER if o.side(role).name == name]
    if not fought:
        return 0
    last, role = fought[-1]
    took_part = 0 if last.penalty[role] else reputation.draws.participation
    kills = sum(pack.load().kill_draws[kind] for o, r in fought for kind in o.kills[r])
    return min(reputation.draws.max, took_part + kills)


def struck(
    name: str, targets: Sequence[Target], hits: Sequence[Hit], assignment: Sequence[int | None]
) -> list[str]:
    """One battle-log line per ship a volley struck and left alive, in target order: the damage
    it carried before (which ship of its kind), the damage dealt, what it carries now and what
    destroys it (issue #27 item 5: the log says which ship each hit struck and the damage
    carried, §12.3); a ship destroyed has its ``destroyed`` line instead."""
    dealt: dict[int, int] = {}
    for hit, index in zip(hits, assignment, strict=True):
        if index is not None:
            dealt[index] = dealt.get(index, 0) + hit.damage
    return [
        text.STRUCK.format(
            side=name,
            ship=targets[i].kind,
            before=targets[i].damage,
            dealt=n,
            total=targets[i].damage + n,
            lethal=targets[i].hull + 1,
        )
        for i, n in sorted(dealt.items())
        if targets[i].damage + n <= targets[i].hull
    ]
