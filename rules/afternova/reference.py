"""Afternova's components for ``/card`` (:mod:`rules.core.reference`): every Blueprint, Planet,
Hired Paw and Starship of the pack, as printed (docs/rules/afternova.md §1 "Components", §2
"Extract", §4 "Completing Blueprints", §5 "Storage"). A Starship's hidden objective is on its
back and only its owner sees it: the entry says so and names no colours.
"""

from __future__ import annotations

from functools import cache

from rules.afternova.cards import Blueprint, HiredPaw, Planet, Starship, catalog
from rules.afternova.summary import counts
from rules.afternova.words import blueprint_name, kind, planet_name, skill_points, upgrade_text
from rules.core.reference import Entry
from rules.core.text import Msg

STARSHIP = Msg("afternova.reference.starship", "Starship")


@cache
def entries(pack_id: str) -> tuple[Entry, ...]:
    """Every component of pack ``pack_id``: Blueprints, Planets, Hired Paws, Starships."""
    pack = catalog(pack_id).pack
    return (
        *(_blueprint(card) for card in pack.blueprints),
        *(_planet(card) for card in pack.planets),
        *(_paw(card) for card in pack.hired_paws),
        *(_starship(card) for card in pack.starships),
    )


def _blueprint(card: Blueprint) -> Entry:
    facts = (
        Msg("afternova.reference.cost", "Cost: {cost} fragments", cost=counts(card.cost)),
        Msg("afternova.reference.vp", "{vp} VP when completed", vp=card.vp),
        Msg(
            "afternova.reference.upgrade", "Upgrade: {upgrade}", upgrade=upgrade_text(card.upgrade)
        ),
    )
    return Entry(id=card.id, name=blueprint_name(card.name), kind=kind("bp"), facts=facts)


def _planet(card: Planet) -> Entry:
    facts = (
        Msg(
            "afternova.reference.requires",
            "Extract needs Hired Paws with {skills} in all",
            skills=skill_points(card.requirements),
        ),
        Msg(
            "afternova.reference.spaces",
            "{spaces} fragment spaces, filled from the bag",
            spaces=card.spaces,
        ),
    )
    return Entry(id=card.id, name=planet_name(card.name), kind=kind("planet"), facts=facts)


def _paw(card: HiredPaw) -> Entry:
    name = Msg("afternova.reference.paw_name", "Hired Paw {id}", id=card.id)
    facts = (
        Msg("afternova.reference.skills", "Skills: {skills}", skills=skill_points(card.skills)),
    )
    return Entry(id=card.id, name=name, kind=kind("paw"), facts=facts)


def _starship(card: Starship) -> Entry:
    name = Msg("afternova.reference.starship_name", "Starship {id}", id=card.id)
    facts = (
        Msg("afternova.reference.storage", "{storage} storage spaces", storage=card.storage),
        Msg(
            "afternova.reference.objective",
            "Its back holds a hidden objective: two fragment colours, +1 VP for each fragment of"
            " them on your completed Blueprints; only its owner sees it",
        ),
    )
    return Entry(id=card.id, name=name, kind=STARSHIP, facts=facts)
