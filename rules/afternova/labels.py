"""Choices in words for buttons and selects (the optional ``label_action`` contract member).

Rulebook terms (``docs/rules/afternova.md`` §1): Hired Paws with their skills, Blueprints by name
and VP, Planets by name. Market slots are public, so a Market label names the face-up card;
labels of hand cards (Extract, Complete, discards) name the seat's own cards and go to that seat
only.
Deal proposals get no label: they are typed (``/play`` autocomplete builds them).
"""

from __future__ import annotations

from rules.afternova.actions import (
    Accept,
    Action,
    Complete,
    Decline,
    DiscardCard,
    DiscardFragment,
    Extract,
    Pass,
    Sweep,
    Take,
    Withdraw,
)
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState
from rules.afternova.words import blueprint_name, kind, planet_name, skill, skill_points
from rules.afternova.words import colour as word_colour
from rules.core.text import Listing, Msg

FIXED = {
    Decline: Msg("afternova.label.decline", "Decline the deal"),
    Withdraw: Msg("afternova.label.withdraw", "Withdraw your deal"),
    Pass: Msg("afternova.label.pass", "Pass (complete no more Blueprints)"),
}


def skills_text(cat: Catalog, paw: str) -> Listing:
    """``"piloting 2, science 1"``."""
    return skill_points(cat.paw[paw].skills)


def paws_text(cat: Catalog, paws: tuple[str, ...]) -> Listing:
    """Hired Paws by their skills, each in brackets (``(piloting 2), (science 1)``): a Paw has
    no printed name, and labels name no card by its id (issue #25 item 5)."""
    return Listing(
        Msg("afternova.label.paw_listed", "({skills})", skills=skills_text(cat, paw))
        for paw in paws
    )


def card_text(cat: Catalog, card: str) -> str:
    """A Hired Paw by its skills, a Blueprint by name and VP."""
    if card in cat.paw:
        return Msg("afternova.label.paw", "{skills}", skills=skills_text(cat, card))
    blueprint = cat.blueprint[card]
    return Msg(
        "afternova.label.blueprint",
        "{name} ({vp} VP)",
        name=blueprint_name(blueprint.name),
        vp=blueprint.vp,
    )


def _take(state: AfternovaState, cat: Catalog, action: Take) -> str:
    row = state.market_paws if action.row == "paw" else state.market_bps
    card = row[action.slot]
    head = Msg(
        "afternova.label.take", "Take {kind} #{slot}", kind=kind(action.row), slot=action.slot + 1
    )
    if card is None:
        return head
    return Msg("afternova.label.take_card", "{head} — {card}", head=head, card=card_text(cat, card))


def _extract(state: AfternovaState, cat: Catalog, action: Extract) -> str | None:
    if action.helpers:
        return None
    name = planet_name(cat.planet[state.planets[action.planet].id].name)
    paws = paws_text(cat, action.paws)
    if action.automa is None:
        if action.paws:
            return Msg(
                "afternova.label.extract_with",
                "Extract {planet} alone with {paws}",
                planet=name,
                paws=paws,
            )
        return Msg("afternova.label.extract_alone", "Extract {planet} alone", planet=name)
    fills = Listing(skill(name) for name in action.automa.fills)
    if action.paws:
        return Msg(
            "afternova.label.extract_automa_with",
            "Extract {planet} with {paws} + the bot ({fills})",
            planet=name,
            paws=paws,
            fills=fills,
        )
    return Msg(
        "afternova.label.extract_automa",
        "Extract {planet} + the bot ({fills})",
        planet=name,
        fills=fills,
    )


def label_action(state: AfternovaState, cat: Catalog, action: Action) -> str | None:
    """``action`` in words (see the module docstring); ``None`` for deal proposals."""
    match action:
        case Take():
            return _take(state, cat, action)
        case Sweep(row=row):
            return Msg("afternova.label.sweep", "Sweep the {kind} row", kind=kind(row))
        case Extract():
            return _extract(state, cat, action)
        case Accept(paws=paws):
            if paws:
                return Msg(
                    "afternova.label.accept_with", "Accept with {paws}", paws=paws_text(cat, paws)
                )
            return Msg("afternova.label.accept", "Accept the deal")
        case Complete(blueprint=card):
            blueprint = cat.blueprint[card]
            return Msg(
                "afternova.label.complete",
                "Complete {name} — {vp} VP",
                name=blueprint_name(blueprint.name),
                vp=blueprint.vp,
            )
        case DiscardCard(card=card) if card in cat.paw:
            return Msg(
                "afternova.label.discard_paw",
                "Discard a Hired Paw ({skills})",
                skills=skills_text(cat, card),
            )
        case DiscardCard(card=card):
            return Msg("afternova.label.discard_card", "Discard {text}", text=card_text(cat, card))
        case DiscardFragment(colour=colour):
            return Msg(
                "afternova.label.discard_fragment",
                "Discard a {colour} fragment",
                colour=word_colour(colour),
            )
    return FIXED.get(type(action))
