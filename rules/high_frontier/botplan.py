"""What the bot builds (docs/rules/high-frontier.md §5, §9, §10, §11): the cards of a stack
worth flying and the parts it still lacks.

A stack worth flying holds the Crew, one patent thruster (among the operational ones, the one
that pays the most Burns with :data:`TANK` fuel steps, its thrust the most it pays; then the
highest thrust: fuel is what a Rocket lacks most, a thirsty drive reaches only the nearest
Sites), one robonaut (the lowest ISRU, one worse if it needs Therms), one refinery,
the generators and reactors those need (supports of supports included) and the radiators that
cool the most Therms any of them needs (§10). Everything else is dead weight: the bot neither
boosts nor carries it.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

from rules.high_frontier import stacks
from rules.high_frontier.patents import Face, fraction
from rules.high_frontier.state import Player

LATE = 16  # from this year the bot launches a stack without industry (prospecting only)
TANK = 12  # fuel steps a thruster is weighed with (Burns it pays, botplan.useful)
GOOD_ISRU = 2  # a robonaut with a higher ISRU is worth replacing


@lru_cache(maxsize=4096)
def useful(cards: frozenset[str], crew: str, side: str) -> frozenset[str]:
    """The cards of ``cards`` worth flying together (the Crew always), as above."""
    every = sorted(cards | {crew})
    faces = stacks.faces(every, side)
    working = stacks.operational(faces)
    shown = dict(faces)
    kept = {crew}
    thrusters = [c for c in working if stacks.deck_of(c) == "thrusters" and _thrust(shown[c])]
    if thrusters:
        kept.add(
            max(thrusters, key=lambda c: (_burns(shown[c]), _thrust(shown[c]), -stacks.mass(c), c))
        )
    robonauts = [c for c in working if stacks.deck_of(c) == "robonauts"]
    if robonauts:
        kept.add(min(robonauts, key=lambda c: (_isru_cost(shown[c]), shown[c].mass or 0, c)))
    refineries = [c for c in working if stacks.deck_of(c) == "refineries"]
    if refineries:
        kept.add(min(refineries, key=lambda c: (shown[c].mass or 0, c)))
    kept = _with_supports(kept, working, shown)
    if _with_radiators(kept, working, shown):
        kept = _with_supports(kept, working, shown)  # a radiator's own supports
    return frozenset(kept)


def _isru_cost(face: Face) -> int:
    """A robonaut's ISRU as the bot weighs it: one worse when it needs Therms (it brings a
    radiator's mass aboard)."""
    return (face.isru or 9) + (1 if face.therms else 0)


def _burns(face: Face) -> Fraction:
    """The Burns a thruster pays with :data:`TANK` fuel steps, at most its thrust."""
    triangle = face.triangle
    assert triangle is not None
    per_burn = fraction(triangle.fuel_consumption)
    thrust = Fraction(triangle.thrust)
    return min(thrust, TANK / per_burn) if per_burn else thrust


def _thrust(face: Face) -> int:
    return face.triangle.thrust if face.triangle is not None else 0


def _with_supports(kept: set[str], working: Iterable[str], shown: dict[str, Face]) -> set[str]:
    """``kept`` and, for each need of a kept card, the lightest working card providing it."""
    pool = sorted(c for c in working if c not in kept)
    changed = True
    while changed:
        changed = False
        provided = {p for c in kept for p in shown[c].provides}
        for card in sorted(kept):
            for need in shown[card].supports:
                if any(alt in provided for alt in need):
                    continue
                givers = [c for c in pool if c not in kept and set(need) & set(shown[c].provides)]
                if givers:
                    kept.add(min(givers, key=lambda c: (shown[c].mass or 0, c)))
                    changed = True
                    provided = {p for c in kept for p in shown[c].provides}
    return kept


def _with_radiators(kept: set[str], working: Iterable[str], shown: dict[str, Face]) -> bool:
    """Add to ``kept`` working radiators until they cool the most Therms a kept card needs
    (Therms are reused, CR J4): the lightest one that covers what is left, else the one that
    cools most. Whether any was added."""
    need = max((shown[c].therms or 0) for c in kept)
    supply = sum(stacks.cooling(c) for c in kept)
    pool = sorted(c for c in working if c not in kept and stacks.cooling(c))
    added = False
    while supply < need and pool:
        covering = [c for c in pool if supply + stacks.cooling(c) >= need]
        if covering:
            chosen = min(covering, key=lambda c: (stacks.mass(c), c))
        else:
            chosen = max(pool, key=lambda c: (stacks.cooling(c), -stacks.mass(c), c))
        kept.add(chosen)
        pool.remove(chosen)
        supply += stacks.cooling(chosen)
        added = True
    return added


def missing(cards: frozenset[str], crew: str, side: str) -> list[str]:
    """The decks to research for what a flying stack of ``cards`` still lacks, most needed
    first: thrusters, robonauts, refineries, a better robonaut (ISRU above
    :data:`GOOD_ISRU`), then the support decks its cards need (radiators for their Therms)."""
    kept = useful(cards, crew, side)
    decks = {stacks.deck_of(c) for c in kept}
    found = [d for d in ("thrusters", "robonauts", "refineries") if d not in decks]
    isru = [stacks.face(c).isru or 9 for c in kept if stacks.deck_of(c) == "robonauts"]
    if isru and min(isru) > GOOD_ISRU:
        found.append("robonauts")  # a lower ISRU opens the drier Sites near Earth
    faces = stacks.faces(sorted(cards | {crew}), side)
    working = stacks.operational(faces)
    for card, face in faces:
        if card in working or stacks.deck_of(card) not in ("thrusters", "robonauts", "refineries"):
            continue
        decks = {f"{alt.split('_')[0]}s" for need in face.supports for alt in need}
        for deck in sorted(decks | ({"radiators"} if face.therms else set())):
            if deck not in found:
                found.append(deck)
    return found


def has_industry(kept: frozenset[str]) -> bool:
    """A robonaut and a refinery among ``kept``."""
    decks = {stacks.deck_of(c) for c in kept}
    return "robonauts" in decks and "refineries" in decks


def plan_of(player: Player) -> frozenset[str]:
    """The cards worth flying among everything the seat holds."""
    rocket = player.rocket.cards if player.rocket else []
    return useful(frozenset([*player.hand, *player.leo, *rocket]), player.crew, player.side)


def parts_coming(player: Player, plan: frozenset[str]) -> bool:
    """Planned robonaut or refinery, or a support or radiator of the plan, still in the Hand
    or the LEO stack (a part flown without its support would not work)."""
    return any(
        c in plan and stacks.deck_of(c) not in ("thrusters", "crew")
        for c in [*player.hand, *player.leo]
    )
