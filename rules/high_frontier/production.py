"""ET production, Factory refuel into an Outpost, delivery and the sale of Black cards
(docs/rules/high-frontier.md §9 I3, I5b, I8, I9; §11.3; worked example W20).

* ``refuel <site>`` (I5b): one's Factory on the Site makes 7 water FTs into one's Outpost there.
* ``produce <card> <site>`` (I8): a Hand card Black side up into the Outpost at one's Factory
  whose spectral type is the card's.
* ``deliver <card>`` (I9): a Black card of an Outpost goes to the LEO stack, spending the
  Outpost's FTs: 2 per heliocentric zone between the Factory's zone and Earth's, +1 on a Site of
  Size 7 or more (W20: Ceres, 2 zones, Size 6 -> 4 FTs).
* ``sell <card>-black`` (I3b): a Black card of the LEO stack back to the Hand for its spectral
  type's stock price (10 with no Factory of the type, then 8/5/4).

Another seat's Factory serves too when its owner lent it this turn or by Factory Hijack
(:func:`rules.high_frontier.felony.may_use_factory`, §15): the Outpost made there is one's own.

Decisions (docs/rules/high-frontier.md §23 Q17): an Outpost exists only at a Factory one may
use (the core engine has no other Outposts); the Rocket trades cargo only with the Outpost at
its own Factory; Factory refuel fills the Outpost even when no Rocket stands there (CR I5: the
FTs "form an outpost").
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Msg
from rules.high_frontier import felony, glitch, pack, prompt_text, stacks, text
from rules.high_frontier.actions import Deliver, FactoryRefuel, Produce, Sell
from rules.high_frontier.operations import FACTORY_REFUEL, dharma, shown_name, spoiled
from rules.high_frontier.state import HighFrontierState, Outpost, Player
from rules.high_frontier.year import price

S = Step[HighFrontierState]
EARTH = "earth"
BIG_SITE = 7  # a Site of this Size or more costs 1 FT more to deliver from (I9)


def delivery_cost(site_id: str) -> int:
    """FTs to deliver one Black card from a Factory on ``site_id`` to LEO (I9): 2 per zone
    between the Site's zone and Earth's, +1 at Size 7 or more."""
    loaded = pack.load()
    site = loaded.site_by_id[site_id]
    zones: list[str] = [z.id for z in loaded.map.zones]
    between = abs(zones.index(site.zone) - zones.index(EARTH))
    return 2 * between + (1 if site.size >= BIG_SITE else 0)


def operations(
    state: HighFrontierState, seat: int
) -> list[FactoryRefuel | Produce | Deliver | Sell]:
    """The Operations of this module open to ``seat`` now: at its Factories and those it may
    use this turn (lent or hijacked)."""
    player = state.players[seat]
    sites = pack.load().site_by_id
    usable = list(player.factories) + [
        s
        for other, p in enumerate(state.players)
        if other != seat
        for s in p.factories
        if felony.may_use_factory(state, seat, s)
    ]
    found: list[FactoryRefuel | Produce | Deliver | Sell] = [FactoryRefuel(site=s) for s in usable]
    for site in usable:
        kind = sites[site].spectral_type
        found += [
            Produce(card=side, site=site)
            for c in player.hand
            if spectral_type(c) == kind
            for side in stacks.sides_of(c)
        ]
    for site, outpost in player.outposts.items():
        if outpost.fts >= delivery_cost(site):
            found += [Deliver(card=c) for c in outpost.cards]
    found += [
        Sell(card=c) for c in player.leo if stacks.is_black(c) and spectral_type(c) is not None
    ]
    return found


def label(
    state: HighFrontierState, seat: int, action: FactoryRefuel | Produce | Deliver
) -> Msg | None:
    """The choice ``action`` offers ``seat``, named as a player knows it: the Site's name,
    the card's name (its side), the FTs made or spent (``Produce thruster-04 ceres`` ->
    "Produce Ion Drive at the Factory on Ceres": the name of the Black side made); ``None``
    for a delivery of a card in none of ``seat``'s Outposts."""
    sites = pack.load().site_by_id
    if isinstance(action, FactoryRefuel):
        made = FACTORY_REFUEL * dharma(state, seat)
        return prompt_text.LABEL_FACTORY_REFUEL.format(site=sites[action.site].name, made=made)
    if isinstance(action, Produce):
        card = shown_name(_made(action.card))
        return prompt_text.LABEL_PRODUCE.format(card=card, site=sites[action.site].name)
    outposts = state.players[seat].outposts
    site = next((s for s, o in outposts.items() if action.card in o.cards), None)
    if site is None:
        return None
    return prompt_text.LABEL_DELIVER.format(
        card=shown_name(action.card), site=sites[site].name, fts=delivery_cost(site)
    )


def _made(card: str) -> str:
    """The Black card ET production of the Hand card ``card`` (a side of it) puts in the
    Outpost: ``radiator-01-light`` -> ``radiator-01-black-light``."""
    made = stacks.black(card)
    return made + stacks.LIGHT if card.endswith(stacks.LIGHT) else made


def spectral_type(card: str) -> str | None:
    """The spectral type ET production makes ``card`` at (a Factory of that type, §9 I8), or
    ``None`` for a card no Factory makes."""
    return stacks.cards()[card][1].spectral_type


def _outpost(player: Player, site: str) -> Outpost:
    return player.outposts.setdefault(site, Outpost())


def factory_refuel(step: S, action: FactoryRefuel) -> None:
    """I5b (a Glitch trigger): 7 water FTs (doubled by Dharma Refuel) into the Outpost at
    one's Factory on the Site."""
    player = step.state.players[step.seat]
    step.state.turn.operation = "refuel"
    glitch.trigger(step, action.site)
    outpost = _outpost(player, action.site)
    made = FACTORY_REFUEL * dharma(step.state, step.seat)
    outpost.fts += made
    name = pack.load().site_by_id[action.site].name
    line = text.OUTPOST_REFUELLED.format(seat=step.seat, site=name, made=made, fts=outpost.fts)
    step.emit(public_event("OutpostRefuelled", line))


def produce(step: S, action: Produce) -> None:
    """I8: the Hand card Black side up into the Outpost at the Factory (a radiator on the side
    chosen: ``radiator-01-light`` makes ``radiator-01-black-light``)."""
    player = step.state.players[step.seat]
    player.hand.remove(stacks.white(action.card))
    made = _made(action.card)
    _outpost(player, action.site).cards.append(made)
    step.state.turn.operation = "produce"
    site = pack.load().site_by_id[action.site].name
    line = text.PRODUCED.format(seat=step.seat, card=shown_name(made), site=site)
    step.emit(public_event("Produced", line))


def deliver(step: S, action: Deliver) -> None:
    """I9 (a Glitch trigger): the Black card from its Outpost to the LEO stack, the Outpost's
    FTs spent."""
    player = step.state.players[step.seat]
    site = next(s for s, o in player.outposts.items() if action.card in o.cards)
    step.state.turn.operation = "deliver"
    glitch.trigger(step, site)
    outpost = player.outposts.get(site)
    cost = delivery_cost(site)
    if spoiled(step, outpost is not None and action.card in outpost.cards):
        return
    assert outpost is not None
    outpost.cards.remove(action.card)
    outpost.fts -= cost
    if not outpost.cards and not outpost.fts:
        del player.outposts[site]
    player.leo.append(action.card)
    name = pack.load().site_by_id[site].name
    line = text.DELIVERED.format(seat=step.seat, card=stacks.name(action.card), site=name, fts=cost)
    step.emit(public_event("Delivered", line))


def sell_black(step: S, action: Sell) -> None:
    """I3b: the Black card from the LEO stack to the Hand for its type's stock price."""
    state = step.state
    player = state.players[step.seat]
    kind = spectral_type(action.card)
    assert kind is not None
    paid = price(state, kind)
    player.leo.remove(action.card)
    player.hand.append(stacks.white(action.card))
    player.aquas += paid
    state.turn.operation = "free_market"
    line = text.SOLD_BLACK.format(seat=step.seat, card=stacks.name(action.card), aquas=paid)
    step.emit(public_event("SoldBlack", line))
