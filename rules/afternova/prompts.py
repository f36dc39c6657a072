"""What a seat is asked now, in one public sentence (pings and ``/game status``).

Sentences hold ``{pN}`` seat placeholders, filled with display names by the table, and the seat
numbers typed in deals beside them (``{p1} @2``): no board a new player reads before a deal
shows those numbers otherwise. A helper is told everything a deal costs it: the Hired Paws it
commits are discarded, and a gift from its own storage (docs/rules/afternova.md §4, Extract).
A discard suggests a colour the seat stores (its stated default).
"""

from __future__ import annotations

from rules.afternova import extract, legal
from rules.afternova.actions import plural
from rules.afternova.board import excess_cards, excess_fragments
from rules.afternova.bot import least_useful_colour
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState


def seat_tag(seat: int) -> str:
    """``"{p1} (@2)"``: a seat's name placeholder and the number deals name it by."""
    return f"{{p{seat}}} (@{seat + 1})"


def prompt(state: AfternovaState, cat: Catalog, seat: int) -> str:
    """One sentence naming what ``seat`` owes now; '' if nothing."""
    mode = legal.seat_mode(state, cat, seat)
    if mode == "discard_fragments":
        excess = plural(excess_fragments(state, cat, seat), "stored fragment")
        colour = least_useful_colour(state, cat, seat)
        return f"Discard {excess}; {legal.stored(state, seat)} (e.g. `discard {colour}`)."
    if mode == "discard_cards":
        excess = plural(excess_cards(state, seat), "card")
        return f"Discard {excess} (hand limit 8; `discard <card id>`, see /hand)."
    if mode == "helper":
        return _helper(state, cat, seat)
    if mode == "last_chance":
        return "Last chance to complete Blueprints: `complete bp-..` or `pass`."
    if mode == "market":
        assert state.market is not None
        return f"Take {plural(state.market.picks_left, 'more card')} or sweep a row."
    if mode == "main":
        others = ", ".join(seat_tag(s) for s in range(state.num_players) if s != seat)
        return (
            f"Your turn: Extract from a Planet (alone, or a deal with {others}) or take the "
            "Market action."
        )
    return ""


def _helper(state: AfternovaState, cat: Catalog, seat: int) -> str:
    """The deal's terms for helper ``seat``: what it commits, gets, gives and receives."""
    terms = extract.helper_terms(state, seat)
    assert terms is not None and state.deal is not None
    proposal = state.deal.proposal
    planet = cat.planet[state.planets[proposal.planet].id].name
    asked = " ".join(f"{skill}:{n}" for skill, n in terms.skills)
    parts = [
        f"commit Hired Paws giving {asked} (they are discarded)",
        f"get {' '.join(terms.gets) or 'no fragment'} from the Planet",
    ]
    parts += [
        f"give 1 {gift.colour} from your own storage to {seat_tag(gift.receiver)}"
        for gift in proposal.gifts
        if gift.giver == seat
    ]
    parts += [
        f"receive 1 {gift.colour} from {seat_tag(gift.giver)}"
        for gift in proposal.gifts
        if gift.receiver == seat
    ]
    return (
        f"{seat_tag(state.active)} asks you to help Extract Planet {proposal.planet + 1} "
        f"({planet}): you would {', '.join(parts[:-1])} and {parts[-1]}. "
        "`accept hp-..` or `decline`."
    )
