"""What a seat is asked now, in one public sentence (pings and ``/game status``).

Sentences hold ``{pN}`` seat placeholders, filled with display names by the table, and the seat
numbers typed in deals beside them (``{p1} @2``): no board a new player reads before a deal
shows those numbers otherwise. A helper is told everything a deal costs it: the Hired Paws it
commits are discarded, and a gift from its own storage (docs/rules/afternova.md §4, Extract).
A discard suggests a colour the seat stores (its stated default).

Every sentence is a :class:`rules.core.text.Msg` (id ``afternova.prompt.*``; colours are
``afternova.colour.*`` terms), so the table can say it in its language (docs/adding-a-game.md,
"Languages"); its English text is the ``str`` value.
"""

from __future__ import annotations

from rules.afternova import extract, legal
from rules.afternova.board import excess_cards, excess_fragments
from rules.afternova.bot import least_useful_colour
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState
from rules.afternova.words import colour, colours, planet_name
from rules.core.text import Msg
from rules.core.wording import plural_s


def seat_tag(seat: int) -> str:
    """``"{p1} (@2)"``: a seat's name placeholder and the number deals name it by."""
    return f"{{p{seat}}} (@{seat + 1})"


def stored(state: AfternovaState, seat: int) -> Msg:
    """``"you store green, black, black"`` (or ``"your storage is empty"``)."""
    held = state.seats[seat].storage
    if not held:
        return Msg("afternova.prompt.storage_empty", "your storage is empty")
    return Msg("afternova.prompt.storage", "you store {colours}", colours=colours(held))


def prompt(state: AfternovaState, cat: Catalog, seat: int) -> str:
    """One sentence naming what ``seat`` owes now; '' if nothing."""
    mode = legal.seat_mode(state, cat, seat)
    if mode == "discard_fragments":
        count = excess_fragments(state, cat, seat)
        return Msg(
            "afternova.prompt.discard_fragments",
            f"Discard {{count}} stored fragment{plural_s(count)}; {{stored}} "
            "(e.g. `discard {colour}`).",
            count=count,
            stored=stored(state, seat),
            colour=least_useful_colour(state, cat, seat),
        )
    if mode == "discard_cards":
        count = excess_cards(state, seat)
        return Msg(
            "afternova.prompt.discard_cards",
            f"Discard {{count}} card{plural_s(count)} "
            "(hand limit 8; `discard <card id>`, see `/hand`).",
            count=count,
        )
    if mode == "helper":
        return _helper(state, cat, seat)
    if mode == "last_chance":
        return Msg(
            "afternova.prompt.last_chance",
            "Last chance to complete Blueprints: `complete bp-..` or `pass`.",
        )
    if mode == "market":
        assert state.market is not None
        count = state.market.picks_left
        return Msg(
            "afternova.prompt.market",
            f"Take {{count}} more card{plural_s(count)} or sweep a row.",
            count=count,
        )
    if mode == "main":
        others = ", ".join(seat_tag(s) for s in range(state.num_players) if s != seat)
        return Msg(
            "afternova.prompt.main",
            "Your turn: Extract from a Planet (alone, or a deal with {others}) or take the "
            "Market action.",
            others=others,
        )
    return ""


def _helper(state: AfternovaState, cat: Catalog, seat: int) -> Msg:
    """The deal's terms for helper ``seat``: what it commits, gets, gives and receives."""
    terms = extract.helper_terms(state, seat)
    assert terms is not None and state.deal is not None
    proposal = state.deal.proposal
    planet = planet_name(cat.planet[state.planets[proposal.planet].id].name)
    asked = " ".join(f"{skill}:{n}" for skill, n in terms.skills)
    gets = (
        Msg("afternova.prompt.gets", "get {colours} from the Planet", colours=colours(terms.gets))
        if terms.gets
        else Msg("afternova.prompt.gets_nothing", "get no fragment from the Planet")
    )
    parts: list[Msg] = [
        Msg(
            "afternova.prompt.commit",
            "commit Hired Paws giving `{skills}` (they are discarded)",
            skills=asked,
        ),
        gets,
    ]
    parts += [
        Msg(
            "afternova.prompt.give",
            "give 1 {colour} from your own storage to {seat}",
            colour=colour(gift.colour),
            seat=seat_tag(gift.receiver),
        )
        for gift in proposal.gifts
        if gift.giver == seat
    ]
    parts += [
        Msg(
            "afternova.prompt.receive",
            "receive 1 {colour} from {seat}",
            colour=colour(gift.colour),
            seat=seat_tag(gift.giver),
        )
        for gift in proposal.gifts
        if gift.receiver == seat
    ]
    return Msg(
        "afternova.prompt.helper",
        "{active} asks you to help Extract Planet {planet} (`{planet_name}`): you would "
        "{terms}. `accept hp-..` or `decline`.",
        active=seat_tag(state.active),
        planet=proposal.planet + 1,
        planet_name=planet,
        terms=tuple(parts),
    )
