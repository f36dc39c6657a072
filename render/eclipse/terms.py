"""Eclipse words and numbers the pictures and the text forms share: display names from the pack,
ship letters, track production and influence upkeep (docs/rules/eclipse.md §1, §7, §14.1).

Every name comes from a public id (a species side, a tech, a part, a placed sector): nothing here
reads hidden information.
"""

from __future__ import annotations

from functools import cache

from render.common.palette import RGB
from rules.eclipse import pack
from rules.eclipse.board import production

#: Ship kinds in blueprint order, and the letter the map writes before a count (``C2``).
SHIP_KINDS: tuple[str, ...] = ("interceptor", "cruiser", "dreadnought", "starbase")
SHIP_LETTERS: dict[str, str] = {
    "interceptor": "I",
    "cruiser": "C",
    "dreadnought": "D",
    "starbase": "S",
}
#: NPC miniatures and their map letters (Ancient, Guardian, Galactic Center Defense System).
NPC_NAMES: dict[str, str] = {"ancient": "Ancient", "guardian": "Guardian", "gcds": "GCDS"}
NPC_LETTERS: dict[str, str] = {"ancient": "A", "guardian": "G", "gcds": "GCDS"}
#: Resources in the species board's order and their colours (the box's
#: brown materials, pink science, orange money; gray squares take any cube).
RESOURCES: tuple[str, ...] = ("materials", "science", "money")
SQUARE_COLOURS: dict[str, RGB] = {
    "materials": (176, 112, 64),
    "science": (236, 120, 190),
    "money": (245, 180, 40),
    "gray": (200, 200, 210),
}
TRACKS: tuple[str, ...] = ("military", "grid", "nano")


@cache
def side_name(side: str) -> str:
    """A species board side's name (``Planta``); the id itself when unknown."""
    record = pack.load().side_by_id.get(side)
    return record.name if record else side


@cache
def tech_name(tech: str) -> str:
    """A tech's name (``Plasma Cannon``)."""
    record = pack.load().tech_by_id.get(tech)
    return record.name if record else tech


@cache
def part_name(part: str | None) -> str:
    """A ship part's name, ``empty`` for an empty space."""
    if part is None:
        return "empty"
    record = pack.load().part_by_id.get(part)
    return record.name if record else part.replace("_", " ").title()


@cache
def sector_name(sector: str) -> str:
    """A placed sector's printed name (``Castor``)."""
    record = pack.load().sector_by_id.get(sector)
    return record.name if record else ""


def track_production(cubes_on_track: int) -> int:
    """What a production track with ``cubes_on_track`` cubes still on it produces (§14.1)."""
    return production(cubes_on_track)


def upkeep(discs_on_track: int) -> int:
    """Influence upkeep with ``discs_on_track`` discs left on the 13-space track: the value of
    the rightmost empty space (docs/rules/eclipse.md §14.1, §21 Q11)."""
    spaces = pack.load().npcs.tracks.influence_upkeep
    empty = len(spaces) - discs_on_track
    return 0 if empty <= 0 else spaces[min(empty, len(spaces)) - 1]


def ship_counts(ships: list[tuple[int, str]], seat: int) -> dict[str, int]:
    """``seat``'s ships of each kind among a sector's ``(seat, kind)`` ships, in blueprint
    order, kinds with none left out."""
    counts = {kind: 0 for kind in SHIP_KINDS}
    for owner, kind in ships:
        if owner == seat:
            counts[kind] = counts.get(kind, 0) + 1
    return {kind: n for kind, n in counts.items() if n}


def owners(ships: list[tuple[int, str]]) -> list[int]:
    """The seats with ships among ``ships``, in order of entry."""
    found: list[int] = []
    for owner, _ in ships:
        if owner not in found:
            found.append(owner)
    return found


def npc_counts(npcs: list[str]) -> dict[str, int]:
    """NPC miniatures by kind, in :data:`NPC_NAMES` order."""
    return {kind: npcs.count(kind) for kind in NPC_NAMES if kind in npcs}
