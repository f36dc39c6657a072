"""High Frontier 4 All's terms and sentence templates as translatable messages
(docs/adding-a-game.md, "Languages"; docs/rules/high-frontier.md §1).

Every sentence of the game is a :class:`rules.core.text.Msg` with an id
``high_frontier.<area>.<name>`` (catalogues ``rules/high_frontier/locales/<locale>/
LC_MESSAGES/high_frontier.po``, terms spelled as the glossary
``rules/high_frontier/glossary.yaml`` says: the Traditional Chinese article's words). The
templates of :mod:`rules.high_frontier.text` are :class:`Sentence` s: English ``str`` s whose
:meth:`Sentence.format` makes the ``Msg``, so the rules keep calling ``text.X.format(...)``.
Fields that hold a game term (a season, a patent deck, a landing, a heliocentric zone, a card
verb) become nested term messages here; a count shown with its noun (``1 Aqua``, ``2 Aquas``) is
a nested count message whose English plural is chosen in code (Chinese has one form). Printed
names (cards, Crew factions, Sites) stay as printed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from rules.core.text import Arg, Listing, Msg, Template
from rules.high_frontier.strip_text import mixed

SEASONS = ("blue", "yellow", "red")
"""The seasons of the Sunspot Cycle (§13)."""
PATENT_DECKS = ("thrusters", "robonauts", "refineries", "generators", "reactors", "radiators")
"""The patent decks, which research takes from (§6)."""
DECKS = (*PATENT_DECKS, "crew")
"""The decks a sentence may name (§6)."""
LANDINGS = ("powered", "aerobrake", "factory")
"""How a Rocket lands on a Site (§8.4)."""
SIDES = ("front", "back")
"""The sides of a Crew card (§3)."""
ZONES = {
    "mercury": "Mercury",
    "venus": "Venus",
    "earth": "Earth",
    "mars": "Mars",
    "ceres": "Ceres",
    "jupiter": "Jupiter",
    "saturn": "Saturn",
    "uranus": "Uranus",
    "neptune": "Neptune",
}
"""Heliocentric zone id -> its name (the glory chits are per zone, §10)."""
VERBS = {"boost": "Boost", "sell": "Sell"}
"""The Operations a card label starts with (§6)."""
OPERATIONS = {
    "income": "Income",
    "research": "Research",
    "free_market": "Free Market",
    "boost": "Boost",
    "prospect": "Prospect",
    "revive": "Mine Revival",
    "industrialize": "Industrialize",
    "refuel": "Refuel",
    "produce": "ET Production",
    "deliver": "Delivery",
}
"""An Operation a turn records (``state.Operation``) -> its name (§7, §9)."""
COUNTS = {
    "aquas": ("{n} Aqua", "{n} Aquas"),
    "burns": ("{n} Burn", "{n} Burns"),
    "fuel_steps": ("{n} fuel step", "{n} fuel steps"),
    "fts": ("{n} FT", "{n} FTs"),
    "water_fts": ("{n} water FT", "{n} water FTs"),
    "disks": ("{n} Seniority Disk", "{n} Seniority Disks"),
    "hazard_rolls": ("{n} Hazard Roll", "{n} Hazard Rolls"),
    "belt_rolls": ("{n} Belt Roll", "{n} Belt Rolls"),
    "tokens": ("{n} token", "{n} tokens"),
    "cards": ("{n} card", "{n} cards"),
}
"""Counted noun -> its English singular and plural templates (ids ``high_frontier.count.*``)."""


def season(name: str) -> Msg:
    """A season of the Sunspot Cycle (``blue``), id ``high_frontier.season.<name>``."""
    return Msg(f"high_frontier.season.{name}", name)


def deck(name: str) -> Msg:
    """A patent deck (``thrusters``), id ``high_frontier.deck.<name>``."""
    return Msg(f"high_frontier.deck.{name}", name)


def landing(kind: str) -> Msg:
    """A kind of landing (``powered``), id ``high_frontier.landing.<kind>``."""
    return Msg(f"high_frontier.landing.{kind}", kind)


def side(name: str) -> Msg:
    """A side of a Crew card (``front``), id ``high_frontier.side.<name>``."""
    return Msg(f"high_frontier.side.{name}", name)


def zone(zone_id: str) -> Msg:
    """A heliocentric zone (``mercury`` -> ``Mercury``), id ``high_frontier.zone.<id>``."""
    return Msg(f"high_frontier.zone.{zone_id}", ZONES.get(zone_id, zone_id))


def verb(name: str) -> Msg:
    """The Operation a card label names (``boost`` -> ``Boost``), id
    ``high_frontier.verb.<name>``."""
    return Msg(f"high_frontier.verb.{name}", VERBS.get(name, name))


def operation(key: str) -> Msg:
    """An Operation (``free_market`` -> ``Free Market``), id ``high_frontier.operation.<key>``."""
    return Msg(f"high_frontier.operation.{key}", OPERATIONS.get(key, key))


def count(noun: str, n: int) -> Msg:
    """``n`` of ``noun`` (a key of :data:`COUNTS`): ``1 Aqua``, ``3 Aquas``; id
    ``high_frontier.count.<noun>``, the English plural chosen here (Chinese has one form).

    Raises:
        KeyError: ``noun`` is not a key of :data:`COUNTS`.
    """
    one, many = COUNTS[noun]
    return Msg(f"high_frontier.count.{noun}", one if n == 1 else many, n=n)


def _known(make: Callable[[str], Msg], known: Sequence[str]) -> Callable[[object], Arg]:
    def term(value: object) -> Arg:
        return make(str(value)) if value in known else str(value)

    return term


def _counted(noun: str) -> Callable[[object], Arg]:
    def term(value: object) -> Arg:
        return count(noun, value) if isinstance(value, int) else str(value)

    return term


def _spot(value: object) -> Arg:
    return mixed(value) if isinstance(value, Fraction | str | int) else str(value)


TERMS: dict[str, Callable[[object], Arg]] = {
    "season": _known(season, SEASONS),
    "deck": _known(deck, DECKS),
    "landing": _known(landing, LANDINGS),
    "zone": _known(zone, tuple(ZONES)),
    "side": _known(side, SIDES),
    "verb": _known(verb, tuple(VERBS)),
    "operation": _known(operation, tuple(OPERATIONS)),
    "aquas": _counted("aquas"),
    "price": _counted("aquas"),
    "cost": _counted("aquas"),
    "burns": _counted("burns"),
    "fuel": _counted("fuel_steps"),
    "steps": _counted("fuel_steps"),
    "fts": _counted("fts"),
    "made": _counted("water_fts"),
    "disks": _counted("disks"),
    "hazards": _counted("hazard_rolls"),
    "rolls": _counted("hazard_rolls"),
    "belts": _counted("belt_rolls"),
    "tokens": _counted("tokens"),
    "cards": _counted("cards"),
    "dry": _spot,
    "wet": _spot,
    "after": _spot,
}
"""Template field -> how a plain value of it becomes a term or count message (a Fuel Strip
spot, ``dry``/``wet``/``after``, a mixed number: :func:`rules.high_frontier.strip_text.mixed`)."""


def _arg(field: str, value: object) -> Arg:
    if isinstance(value, Msg | tuple):
        return value
    term = TERMS.get(field)
    if term is not None:
        return term(value)
    return value if isinstance(value, int) else str(value)


class Sentence(Template):
    """A High Frontier template (``high_frontier.<area>.<name>``): a plain value of a term
    field nests as that term's message, a count as a count message (:data:`TERMS`)."""

    nest = staticmethod(_arg)


def listed(items: Sequence[str]) -> Listing:
    """``items`` (printed names) as a list argument: "a, b, c", each locale's separator."""
    return Listing(items)
