"""Space Base's terms and joined lists as translatable sentences (docs/adding-a-game.md,
"Languages").

Every sentence of the game is a :class:`rules.core.text.Msg` with an id ``space_base.<area>.<name>``
(catalogues ``rules/space_base/locales/<locale>/LC_MESSAGES/space_base.po``, terms spelled as the
glossary ``rules/space_base/glossary.yaml`` says: the Simplified Chinese rulebook's words,
docs/rules/space-base.md). This module holds the pieces other sentences nest: ability names
(docs/rules/space-base.md §6), phases, what a roll gives, and lists joined with commas.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TypeVar

from rules.core.text import Msg
from rules.core.wording import commas, plural_s
from rules.space_base.cards import ABILITY_NAMES

A = TypeVar("A")
"""An action type (:func:`matched` returns one of the legal actions given)."""

NOTHING = Msg("space_base.gain.nothing", "nothing")
"""What a roll that gives nothing gives."""


def ability(kind: str) -> Msg:
    """An ability's rulebook name (``Set Dice``), id ``space_base.ability.<kind>``."""
    return Msg(f"space_base.ability.{kind}", ABILITY_NAMES[kind])


def phase(name: str) -> Msg:
    """A turn phase as the status line names it (``before roll``), id
    ``space_base.phase.<name>``."""
    return Msg(f"space_base.phase.{name}", name.replace("_", " "))


@lru_cache(maxsize=4096)
def gains(credits: int, income: int, vp: int, cubes: int) -> str:
    """``+3 credits, +1 VP, 1 charge`` ('' when all are 0).

    Remembered: every seat's gains are said after every roll, and a sentence is an immutable
    value (:class:`rules.core.text.Msg`), so equal gains share one."""
    parts: list[str] = []
    if credits:
        parts.append(Msg("space_base.gain.credits", "+{n} credits", n=credits))
    if income:
        parts.append(Msg("space_base.gain.income", "+{n} income", n=income))
    if vp:
        parts.append(Msg("space_base.gain.vp", "+{n} VP", n=vp))
    if cubes:
        parts.append(Msg("space_base.gain.charge", f"{{n}} charge{plural_s(cubes)}", n=cubes))
    return commas(parts)


def or_nothing(text: str) -> str:
    """``text``, or :data:`NOTHING` when it is empty."""
    return text or NOTHING


_REACH = {"1st": "first", "2nd": "second", "1st/2nd": "either"}
_CHARGES = re.compile(r"(\d+) charges?")
_GAIN = re.compile(r"\+(\d+) (credits|income|VP)")
_SIZED = {  # an ability name with its number, as views.py writes it
    re.compile(r"Swap Sectors (\d+)↔(\d+)"): ("swap_sectors", "Swap Sectors {a}↔{b}"),
    re.compile(r"All Players Lose (\d+) VP"): ("all_lose_vp", "All Players Lose {a} VP"),
    re.compile(r"Dice Arrow ±(\d+)"): ("dice_arrow", "Dice Arrow ±{a}"),
    re.compile(r"Claim a Card \(Level ≤(\d+)\)"): ("claim_card", "Claim a Card (Level ≤{a})"),
}
_NAMED = {name: kind for kind, name in ABILITY_NAMES.items()}


def box_words(text: str) -> str:
    """A card box's text as the view writes it (``+2 credits, →1st, Charge, Set Dice``;
    :func:`rules.space_base.views.box_view`), or a roll's gains as the view keeps them
    (``+3 credits, 1 charge``), as a sentence of the catalogue, part by part; a part it does
    not know stays as written."""
    return commas([box_part(part) for part in text.split(", ")])


def box_part(part: str) -> str:
    """One part of :func:`box_words`' text as a message."""
    if found := _GAIN.fullmatch(part):
        key = {"credits": "credits", "income": "income", "VP": "vp"}[found.group(2)]
        return Msg(f"space_base.gain.{key}", f"+{{n}} {found.group(2)}", n=int(found.group(1)))
    if part[:1] in "→←" and part[1:] in _REACH:
        reach = Msg(f"space_base.box.{_REACH[part[1:]]}", part[1:])
        return Msg("space_base.box.arrow", "{arrow}{reach}", arrow=part[0], reach=reach)
    if found := _CHARGES.fullmatch(part):
        count = int(found.group(1))
        return Msg("space_base.gain.charge", f"{{n}} charge{plural_s(count)}", n=count)
    if part == "nothing":
        return NOTHING
    if part == "Charge":
        return Msg("space_base.box.charge", "Charge")
    if part in _NAMED:
        return ability(_NAMED[part])
    for pattern, (kind, english) in _SIZED.items():
        if found := pattern.fullmatch(part):
            numbers = dict(zip("ab", found.groups(), strict=False))
            return Msg(f"space_base.box.{kind}", english, **numbers)
    return part
