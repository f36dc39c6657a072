"""Afternova's terms as translatable pieces of sentences (docs/rules/afternova.md §1, the
rulebook's terms; docs/adding-a-game.md "Languages").

Every term a sentence names is a :class:`rules.core.text.Msg` whose English value is the word the
engine always wrote, so English text is unchanged: fragment colours (``afternova.colour.*``),
skills (``afternova.skill.*``), card kinds (``afternova.kind.*``), Planet names
(``afternova.planet.<name>``), Blueprint names (a part, ``afternova.part.<name>``, and its mark:
``Thruster Mk II``) and upgrades. Ids of names are made from the pack's English names
(:func:`slug`); tests/bot/test_i18n_games.py checks every name of the pack is catalogued.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from rules.afternova.board import KIND_WORDS
from rules.afternova.cards import Upgrade
from rules.core.text import Listing, Msg
from rules.core.wording import MAX_LISTED

# The terms below are immutable values made again and again for every event of every move:
# each is built once per name (``functools.cache``).


def slug(name: str) -> str:
    """An English name as an id part: ``"Ember Reach"`` -> ``"ember_reach"``."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@cache
def colour(name: str) -> Msg:
    """A fragment colour as a term of the game's glossary (``afternova.colour.<name>``)."""
    return Msg(f"afternova.colour.{name}", name)


def colours(names: Iterable[str]) -> tuple[Msg, ...]:
    """Fragment colours as a list argument ("a, b and c"; the locale's separator)."""
    return tuple(colour(name) for name in names)


@cache
def skill(name: str) -> Msg:
    """A skill (``afternova.skill.<name>``: piloting, engineering, …)."""
    return Msg(f"afternova.skill.{name}", name)


def skill_points(points: Mapping[str, int] | Iterable[tuple[str, int]]) -> Listing:
    """``"piloting 2, science 1"``: each skill and its points, a comma list."""
    pairs = points.items() if isinstance(points, Mapping) else points
    return Listing(
        Msg("afternova.words.skill_points", "{skill} {count}", skill=skill(name), count=count)
        for name, count in pairs
    )


def shortfall(name: str, have: int, need: int) -> Msg:
    """``"piloting 1/2"``: a skill's points against a requirement."""
    return Msg(
        "afternova.words.shortfall",
        "{skill} {have}/{need}",
        skill=skill(name),
        have=have,
        need=need,
    )


@cache
def kind(deck: str) -> Msg:
    """A card kind by its deck key (``paw``, ``bp``, ``planet``): "Hired Paw", "Blueprint"…"""
    return Msg(f"afternova.kind.{deck}", KIND_WORDS[deck])


@cache
def planet_name(name: str) -> Msg:
    """A Planet's name (``afternova.planet.<slug>``)."""
    return Msg(f"afternova.planet.{slug(name)}", name)


@cache
def blueprint_name(name: str) -> Msg:
    """A Blueprint's name: its part and mark (``"Thruster Mk II"``), or the part alone."""
    part, _, mark = name.partition(" Mk ")
    term = Msg(f"afternova.part.{slug(part)}", part)
    if not mark:
        return term
    numeral = Msg(f"afternova.mark.{slug(mark)}", mark)
    return Msg("afternova.words.blueprint_mark", "{part} Mk {mark}", part=term, mark=numeral)


def upgrade_text(upgrade: Upgrade) -> Msg:
    """A Blueprint's upgrade in words: ``"+1 piloting in Extracts"``, ``"+1 storage"``, …"""
    if upgrade.kind == "skill" and upgrade.skill is not None:
        return Msg("afternova.upgrade.skill", "+1 {skill} in Extracts", skill=skill(upgrade.skill))
    english = {
        "vp": "points only",
        "storage": "+1 storage",
        "extra_pick": "+1 card per Market action",
    }[upgrade.kind]
    return Msg(f"afternova.upgrade.{upgrade.kind}", english)


def sentences(texts: Iterable[str]) -> str:
    """Sentences one after another, as the board's last move shows them: ``"A. B."`` in English
    (joined by a space), each a :class:`Msg` still (``afternova.words.after``, nested pairs), so
    the caption is drawn in the table's language; ``""`` for none."""
    joined = ""
    for text in texts:
        joined = (
            Msg("afternova.words.after", "{first} {next}", first=joined, next=text)
            if joined
            else text
        )
    return joined


def seats(numbers: Iterable[int]) -> Listing:
    """``"{p0}, {p2}"``: seat placeholders as a comma list."""
    return Listing(f"{{p{seat}}}" for seat in numbers)


def either(items: Sequence[str], limit: int = MAX_LISTED) -> str:
    """:func:`rules.core.wording.notations` in Afternova's words: ``"`a`, `b` or `c`"``
    (``… (N in all)`` after ``limit`` items), each item in backticks."""
    shown = [f"`{item}`" for item in items[:limit]]
    if len(items) > limit:
        return Msg(
            "afternova.words.many",
            "{some} … ({count} in all)",
            some=Listing(shown),
            count=len(items),
        )
    if len(shown) == 1:
        return shown[0]
    return Msg(
        "afternova.words.either", "{some} or {last}", some=Listing(shown[:-1]), last=shown[-1]
    )


def cards(count: int) -> Msg:
    """``"1 card"``, ``"2 cards"``."""
    if count == 1:
        return Msg("afternova.words.card", "{count} card", count=count)
    return Msg("afternova.words.cards", "{count} cards", count=count)
