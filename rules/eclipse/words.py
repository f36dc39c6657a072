"""Eclipse's terms and sentence templates as translatable messages (docs/adding-a-game.md,
"Languages").

Every sentence of the game is a :class:`rules.core.text.Msg` with an id ``eclipse.<area>.<name>``
(catalogues ``rules/eclipse/locales/<locale>/LC_MESSAGES/eclipse.po``, terms spelled as the glossary
``rules/eclipse/glossary.yaml`` says: the Traditional Chinese rulebook summary's words,
docs/rules/eclipse.md §1). The templates of :mod:`rules.eclipse.text` are :class:`Sentence` s:
English ``str`` s whose :meth:`Sentence.format` makes the ``Msg``, so the rules keep calling
``text.X.format(...)``. Fields that hold a game term (an action, a ship, a resource, a track, a
phase) become nested term messages here; printed names (sectors, techs, parts, species) stay as
printed, as the Chinese rulebook summary keeps them (``Cloaking Device``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.core.text import Arg, Listing, Msg, Template

ACTIONS = {
    "explore": "explore",
    "research": "research",
    "upgrade": "upgrade",
    "build": "build",
    "move": "move",
    "influence": "influence",
}
"""Action kind -> its English rulebook word (docs/rules/eclipse.md §7)."""
PIECES = (
    "interceptor",
    "cruiser",
    "dreadnought",
    "starbase",
    "orbital",
    "monolith",
    "ancient",
    "guardian",
    "gcds",
)
"""What can be built or moved, as the notation names it (§7.4), and the NPC ships (§13)."""
RESOURCES = ("money", "science", "materials")
"""The three resources (§3)."""
TRACKS = ("military", "grid", "nano")
"""The three tech tracks (§7.2)."""
PHASES = ("species", "action", "combat", "upkeep", "over")
"""The phases a status line names (§6)."""
SCORE_PARTS = (
    "reputation",
    "sectors",
    "monoliths",
    "discoveries",
    "techs",
    "species",
    "diplomacy",
    "portals",
)
"""The sources of VP a score line names (§16)."""
DISCOVERIES = (
    "materials_cache",
    "science_cache",
    "money_cache",
    "mixed_cache",
    "ancient_tech",
    "ancient_cruiser",
    "ancient_orbital",
    "ancient_monolith",
    "ancient_warp_portal",
)
"""Discovery kinds with their own name; the rest are ``ancient_<part>`` (§11)."""


EDGES = tuple(
    Msg(f"eclipse.board.edge_{edge.lower()}", edge) for edge in ("N", "NE", "SE", "S", "SW", "NW")
)
"""The compass names of a sector's edges by number (0 = north, clockwise), in the reader's
words (docs/rules/eclipse.md §5.2)."""


def action(kind: str) -> Msg:
    """An action's name (``explore``), id ``eclipse.action.<kind>``."""
    return Msg(f"eclipse.action.{kind}", ACTIONS.get(kind, kind))


def piece(what: str, english: str | None = None) -> Msg:
    """A ship or structure (``cruiser``), id ``eclipse.piece.<what>``; ``english`` is the
    English as said (``a cruiser``, ``An orbital``: Chinese has no article)."""
    return Msg(f"eclipse.piece.{what}", english or what)


def resource(name: str) -> Msg:
    """A resource (``money``), id ``eclipse.resource.<name>``."""
    return Msg(f"eclipse.resource.{name}", name)


def track(name: str) -> Msg:
    """A tech track (``nano``), id ``eclipse.track.<name>``."""
    return Msg(f"eclipse.track.{name}", name)


def phase(name: str) -> Msg:
    """A phase as the status line names it (``action``), id ``eclipse.phase.<name>``."""
    return Msg(f"eclipse.phase.{name}", name)


def score_part(name: str, vp: int) -> Msg:
    """One source of a score line (``sectors 4``), id ``eclipse.score.<name>``."""
    return Msg(f"eclipse.score.{name}", f"{name} {{vp}}", vp=vp)


def discovery(kind: str, part_name: str) -> Msg:
    """A discovery kind's name (``Materials Cache``); an ancient ship part's tile is
    ``eclipse.discovery.ancient_part`` around the part's printed name."""
    if kind in DISCOVERIES:
        return Msg(f"eclipse.discovery.{kind}", kind.replace("_", " ").title())
    return Msg("eclipse.discovery.ancient_part", "Ancient {part}", part=part_name)


def of_piece(value: str) -> Msg | str:
    """``value`` as said (``A cruiser``, ``an orbital``, ``cruiser``) as a piece term (anything else
    as it is: a refused notation)."""
    noun = value.split(" ", 1)[-1].lower() if " " in value else value
    return piece(noun, value) if noun in PIECES else value


def _known(make: Callable[[str], Msg], known: Sequence[str]) -> Callable[[str], Msg | str]:
    def term(value: str) -> Msg | str:
        return make(value) if value in known else value

    return term


TERMS: dict[str, Callable[[str], Msg | str]] = {
    "kind": _known(action, tuple(ACTIONS)),
    "what": of_piece,
    "ship": _known(piece, PIECES),
    "give": _known(resource, RESOURCES),
    "get": _known(resource, RESOURCES),
    "resource": _known(resource, RESOURCES),
    "track": _known(track, TRACKS),
    "phase": _known(phase, PHASES),
}
"""Template field -> how a plain value of it becomes a term message."""


def _arg(field: str, value: object) -> Arg:
    if isinstance(value, Msg | int | tuple):
        return value
    text = str(value)
    term = TERMS.get(field)
    return term(text) if term else text


class Sentence(Template):
    """An Eclipse template (``eclipse.<area>.<name>``): a plain value of a term field nests as
    that term's message (:data:`TERMS`)."""

    nest = staticmethod(_arg)


def listed(items: Sequence[str], empty: Msg) -> Arg:
    """``items`` as a list argument ("a, b, c", each locale's separator), ``empty`` if none."""
    return Listing(items) if items else empty
