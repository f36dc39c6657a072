"""Why a research, a card Operation or a free action on cards and fuel is refused
(:mod:`rules.high_frontier.refusals`; docs/rules/high-frontier.md §6.1, §7, §9 I2–I4, I8, I9).

Each reason takes the state, the seat on turn and the typed words after the verb, and returns
the sentence refusing them (:mod:`rules.high_frontier.refusal_text`) or ``None`` when it finds
nothing against them. They read the same predicates the listed actions are built from
(:mod:`.legal`, :mod:`.cargo`, :mod:`.dirt`, :mod:`.production`), so a reason never
contradicts the list.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.text import Msg
from rules.high_frontier import altruism, cargo, dirt, felony, production, stacks, words
from rules.high_frontier import refusal_text as say
from rules.high_frontier.abilities import holders
from rules.high_frontier.fuel import strip
from rules.high_frontier.operations import may_bid
from rules.high_frontier.pack import LEO
from rules.high_frontier.state import HighFrontierState, spot_of
from rules.high_frontier.text import THE_LEO_STACK, THE_OUTPOST_ON
from rules.high_frontier.variant_text import ACADEMIA_LIMIT, OPENING_BEYOND
from rules.high_frontier.whereabouts import card_name, card_refused, rocket_space, site_of
from rules.high_frontier.words import PATENT_DECKS

Args = Sequence[str]


def deck_refused(state: HighFrontierState, word: str | None) -> Msg | None:
    """A word that names no patent deck, or an empty one (research, the Quick Start draft)."""
    if word not in PATENT_DECKS:
        decks = tuple(words.deck(d) for d in PATENT_DECKS)
        return say.NOT_A_DECK.format(word=word or "", decks=decks)
    return None if state.decks.get(word) else say.DECK_EMPTY.format(deck=word)


def research(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """The academia limit, a deck named wrong or empty, the opening bid (missing, not a number,
    beyond the seat's Aquas), or the Altruism variant's bid and price (§9 I2, §17)."""
    aquas = state.players[seat].aquas
    if not may_bid(state, seat):
        return ACADEMIA_LIMIT.format(n=len(state.players[seat].hand))
    deck = args[0] if args else None
    refused = deck_refused(state, deck)
    if refused is not None or deck is None:
        return refused
    bid = args[1] if len(args) > 1 else None
    if state.altruism is not None:
        return altruism.refused(state, seat, deck, None if bid is None else 0)
    if bid is None or not (bid.isascii() and bid.isdigit()) or len(args) > 2:
        return say.RESEARCH_BID.format(aquas=aquas, example=f"research {deck} 0")
    if int(bid) > aquas:
        return OPENING_BEYOND.format(price=int(bid), aquas=aquas)
    return None


def sell(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A card neither in the Hand nor Black side up in the LEO stack (§9 I3; the Quick Start
    sell-back takes Hand cards only)."""
    if not args:
        return None
    card = args[0]
    player = state.players[seat]
    if card in player.hand or (stacks.is_black(card) and card in player.leo):
        return None
    wanted = say.WANT_HAND if state.phase == "sellback" else say.WANT_SALE
    return card_refused(state, seat, card, "sell", wanted)


def boost(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A card not in the Hand (a radiator's light side is its ``-light`` id), or its mass beyond
    the seat's Aquas (§9 I4)."""
    if not args:
        return None
    player = state.players[seat]
    card = args[0]
    if card not in stacks.cards() or stacks.white(card) not in player.hand:
        return card_refused(state, seat, card, "boost", say.WANT_HAND)
    if card not in stacks.sides_of(stacks.white(card)):
        return card_refused(state, seat, card, "boost", say.WANT_HAND)
    cost = stacks.mass(card)
    if cost > player.aquas:
        return say.BOOST_COST.format(card=card_name(player, card), cost=cost, aquas=player.aquas)
    return None


def launch(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A Rocket already flying, or a LEO stack empty or without a thruster (§5)."""
    player = state.players[seat]
    if player.rocket is not None:
        return say.ROCKET_UP.format(space=rocket_space(state, seat))
    if not player.leo:
        return say.LEO_EMPTY
    if not any(stacks.face(c, player.side).triangle for c in player.leo):
        names = words.listed([card_name(player, c) for c in player.leo])
        return say.LEO_NO_THRUSTER.format(names=names)
    return None


def fuel(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket; a Rocket away from LEO and from the seat's Factory; no Aquas or Outpost FTs;
    full tanks; or more than the supply and the room (§6.1, G1b)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="fuel")
    site = cargo.factory_here(player)
    if rocket.at != LEO and site is None:
        return say.FUEL_WHERE.format(space=rocket_space(state, seat))
    supply = cargo.fuel_supply(player)
    room = strip().room(spot_of(rocket.wet))
    if not supply:
        if site is None:
            return say.NO_AQUAS
        name = site_of(site)
        return say.OUTPOST_DRY.format(site=name.name if name else site, example=f"refuel {site}")
    if not room:
        return say.TANKS_FULL.format(wet=rocket.wet)
    return say.FUEL_MOST.format(most=min(supply, room), fts=supply, room=room)


def dirt_refuel(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket, no dirt thruster that could fly, no Site supply (a usable Factory, an ISRU
    card) nor Mooncable, full tanks, or a count the tanks or Mooncable do not take (G1c)."""
    rocket = state.players[seat].rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="dirt")
    if not dirt.dirt_thruster(state, seat):
        return say.DIRT_THRUSTER
    room = strip().room(spot_of(rocket.wet))
    if rocket.at == LEO and seat in holders(state, dirt.MOONCABLE):
        if state.turn.mooncable:
            return say.MOONCABLE_USED
        return say.MOONCABLE_TANKS.format(n=min(dirt.MOONCABLE_TANKS, room)) if room else None
    if not dirt.site_supply(state, seat):
        return say.DIRT_WHERE.format(space=rocket_space(state, seat))
    if not room:
        return say.TANKS_FULL.format(wet=rocket.wet)
    return say.DIRT_MOST.format(fts=room)


def _beside_name(state: HighFrontierState, seat: int) -> Msg | None:
    """The stack the Rocket trades cargo with, by name, or ``None`` where there is none."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return None
    if rocket.at == LEO:
        return THE_LEO_STACK
    site = cargo.factory_here(player)
    found = site_of(site) if site else None
    return THE_OUTPOST_ON.format(site=found.name) if found else None


def load(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket, no stack beside it, a card not in that stack, or Wet past 32 (§6.1, G1)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="load")
    stack = _beside_name(state, seat)
    if stack is None:
        return say.CARGO_WHERE.format(space=rocket_space(state, seat))
    if not args:
        return None
    card = args[0]
    if card not in (cargo.beside(player) or []):
        return card_refused(state, seat, card, "load", say.WANT_BESIDE.format(stack=stack))
    mass = stacks.mass(card, player.side)
    return say.LOAD_HEAVY.format(card=card_name(player, card), mass=mass, wet=rocket.wet)


def unload(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket, no stack beside it, a card not aboard, or the Crew at a Factory (G1)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="unload")
    if _beside_name(state, seat) is None:
        return say.CARGO_WHERE.format(space=rocket_space(state, seat))
    if not args:
        return None
    card = args[0]
    if card not in rocket.cards:
        return card_refused(state, seat, card, "unload", say.WANT_ABOARD)
    return say.CREW_STAYS if card == player.crew else None


def jettison(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket; more fuel steps than the strip holds; or a card not aboard, the Crew, or any
    card at LEO (G1f, G1g)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="jettison")
    if not args:
        return None
    word = args[0]
    if word.isascii() and word.isdigit():
        return say.JETTISON_STEPS.format(steps=stacks.fuel_steps(rocket), n=int(word))
    if word not in rocket.cards:
        return card_refused(state, seat, word, "jettison", say.WANT_ABOARD)
    if word == player.crew:
        return say.JETTISON_CREW
    return say.JETTISON_AT_LEO.format(example=f"unload {word}") if rocket.at == LEO else None


def fogg(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Rocket; a card not aboard, the Crew, the last card, one of no mass, or a light side
    asked of a card that is no heavy radiator aboard (G2c, :mod:`.fogg`)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="fogg")
    if not args:
        return None
    word = args[0]
    heavy = word.removesuffix(stacks.LIGHT)
    if heavy not in rocket.cards:
        return card_refused(state, seat, word, "fogg", say.WANT_ABOARD)
    if heavy == player.crew:
        return say.FOGG_CREW
    if len(rocket.cards) < 2:
        return say.FOGG_LAST
    name = card_name(player, heavy)
    if heavy != word and stacks.ablated(heavy) is None:
        return say.FOGG_NOT_HEAVY.format(card=name)
    return say.FOGG_WEIGHTLESS.format(card=name) if stacks.mass(word, player.side) == 0 else None


def produce(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """Words that are not a card and a Site; no Factory the seat may use there; a card not in
    the Hand; or a card of another spectral type than the Factory's (§9 I8)."""
    if len(args) != 2:
        return say.PRODUCE_USAGE
    card, word = args
    refused = factory_refused(state, seat, word)
    if refused is not None:
        return refused
    player = state.players[seat]
    if card not in stacks.cards() or stacks.white(card) not in player.hand:
        return card_refused(state, seat, card, "produce", say.WANT_HAND)
    site = site_of(word)
    assert site is not None
    kind = production.spectral_type(card)
    name = card_name(player, card)
    if kind is None:
        return say.NO_TYPE.format(card=name)
    if kind != site.spectral_type:
        return say.WRONG_TYPE.format(
            card=name, card_type=kind, site=site.name, kind=site.spectral_type
        )
    return None


def factory_refused(state: HighFrontierState, seat: int, word: str) -> Msg | None:
    """``word`` is no Site, has no Factory, or has another seat's Factory not lent to ``seat``
    this turn nor hijackable (§9 I5b, I8; §15)."""
    site = site_of(word)
    if site is None:
        return say.NOT_A_SITE.format(word=word)
    owner = felony.owner(state, site.id)
    if owner is None:
        return say.NO_FACTORY.format(site=site.name)
    if not felony.may_use_factory(state, seat, site.id):
        return say.NOT_YOUR_FACTORY.format(
            site=site.name, owner=owner, example=f"ask factory {site.id}"
        )
    return None


def deliver(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A card in none of the seat's Outposts, or an Outpost short of the FTs (§9 I9)."""
    if not args:
        return None
    card = args[0]
    player = state.players[seat]
    site = next((s for s, o in player.outposts.items() if card in o.cards), None)
    if site is None:
        return card_refused(state, seat, card, "deliver", say.WANT_OUTPOST)
    cost, held = production.delivery_cost(site), player.outposts[site].fts
    found = site_of(site)
    return say.DELIVER_FTS.format(
        card=card_name(player, card),
        site=found.name if found else site,
        fts=cost,
        held=words.count("fts", held),
    )
