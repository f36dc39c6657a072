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

ROW_NAMES = {"paw": "Hired Paw", "bp": "Blueprint"}
FIXED = {
    Decline: "Decline the deal",
    Withdraw: "Withdraw your deal",
    Pass: "Pass (complete no more Blueprints)",
}


def skills_text(cat: Catalog, paw: str) -> str:
    """``"piloting 2, science 1"``."""
    return ", ".join(f"{skill} {n}" for skill, n in cat.paw[paw].skills.items())


def card_text(cat: Catalog, card: str) -> str:
    """A Hired Paw by its skills, a Blueprint by name and VP."""
    if card in cat.paw:
        return skills_text(cat, card)
    blueprint = cat.blueprint[card]
    return f"{blueprint.name} ({blueprint.vp} VP)"


def _take(state: AfternovaState, cat: Catalog, action: Take) -> str:
    row = state.market_paws if action.row == "paw" else state.market_bps
    card = row[action.slot]
    head = f"Take {ROW_NAMES[action.row]} #{action.slot + 1}"
    return head if card is None else f"{head} — {card_text(cat, card)}"


def _extract(state: AfternovaState, cat: Catalog, action: Extract) -> str | None:
    if action.helpers:
        return None
    name = cat.planet[state.planets[action.planet].id].name
    paws = f" with {', '.join(action.paws)}" if action.paws else ""
    if action.automa is None:
        return f"Extract {name} alone{paws}"
    return f"Extract {name}{paws} + the bot ({', '.join(action.automa.fills)})"


def label_action(state: AfternovaState, cat: Catalog, action: Action) -> str | None:
    """``action`` in words (see the module docstring); ``None`` for deal proposals."""
    match action:
        case Take():
            return _take(state, cat, action)
        case Sweep(row=row):
            return f"Sweep the {ROW_NAMES[row]} row"
        case Extract():
            return _extract(state, cat, action)
        case Accept(paws=paws):
            return f"Accept with {', '.join(paws)}" if paws else "Accept the deal"
        case Complete(blueprint=card):
            blueprint = cat.blueprint[card]
            return f"Complete {blueprint.name} — {blueprint.vp} VP"
        case DiscardCard(card=card):
            return f"Discard {card} ({card_text(cat, card)})"
        case DiscardFragment(colour=colour):
            return f"Discard a {colour} fragment"
    return FIXED.get(type(action))
