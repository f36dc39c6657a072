"""What the bot builds (docs/rules/high-frontier.md §5, §9, §10, §11): the cards of a stack
worth flying and the parts it still lacks.

A stack worth flying holds the Crew, one patent thruster (the highest thrust among the
operational ones), one robonaut (the lowest ISRU), one refinery, and the generators and reactors
those need (supports of supports included). Everything else is dead weight: the bot neither
boosts nor carries it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rules.high_frontier import stacks
from rules.high_frontier.patents import Face

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
        kept.add(max(thrusters, key=lambda c: (_thrust(shown[c]), -(shown[c].mass or 0), c)))
    robonauts = [c for c in working if stacks.deck_of(c) == "robonauts"]
    if robonauts:
        kept.add(min(robonauts, key=lambda c: (shown[c].isru or 9, shown[c].mass or 0, c)))
    refineries = [c for c in working if stacks.deck_of(c) == "refineries"]
    if refineries:
        kept.add(min(refineries, key=lambda c: (shown[c].mass or 0, c)))
    return frozenset(_with_supports(kept, working, shown))


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


def missing(cards: frozenset[str], crew: str, side: str) -> list[str]:
    """The decks to research for what a flying stack of ``cards`` still lacks, most needed
    first: thrusters, robonauts, refineries, a better robonaut (ISRU above
    :data:`GOOD_ISRU`), then the support decks its cards need."""
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
        for need in face.supports:
            for deck in {f"{alt.split('_')[0]}s" for alt in need}:
                if deck not in found:
                    found.append(deck)
    return found


def has_industry(kept: frozenset[str]) -> bool:
    """A robonaut and a refinery among ``kept``."""
    decks = {stacks.deck_of(c) for c in kept}
    return "robonauts" in decks and "refineries" in decks
