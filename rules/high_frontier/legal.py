"""The legal actions of a seat (docs/rules/high-frontier.md §4, §7, §9).

Listed: the secret Crew side at setup (:mod:`rules.high_frontier.sides`), the auction
answers, a permission's answer (:mod:`rules.high_frontier.felony`), the Operations still open
this turn (prospecting: :mod:`rules.high_frontier.prospecting`), the free actions (a Colony,
:mod:`rules.high_frontier.colony`; Claim Jump and permissions asked) and ``done``. A ``fly`` is
**not** listed (a Rocket reaches hundreds of spaces by many routes): it is checked on its own by
:func:`rules.high_frontier.flight.checked`, and ``notation_hints`` offers the Sites in reach
(and the other spaces by id) with their Burns and fuel before the player confirms.
"""

from __future__ import annotations

from rules.high_frontier import (
    air_eater,
    altruism,
    auction,
    budget,
    colocated,
    colony,
    dirt,
    felony,
    fogg,
    glitch,
    heroism,
    pack,
    production,
    prospecting,
    quickstart,
    stacks,
)
from rules.high_frontier.actions import (
    COLONIZE,
    DONE,
    INCOME,
    INDUSTRIALIZE,
    JUMP,
    LAUNCH,
    PASS,
    REFUEL,
    REVIVE,
    Action,
    Boost,
    Load,
    Sell,
    Unload,
    bid,
    dirt_tanks,
    fuel,
    research,
)
from rules.high_frontier.cargo import fuel_supply, jettisons, loadable, unloadable
from rules.high_frontier.fuel import MAX_WET, strip
from rules.high_frontier.operations import may_bid, refuel_yield, site_at
from rules.high_frontier.sides import SIDE
from rules.high_frontier.state import HighFrontierState, spot_of


def list_actions(state: HighFrontierState, seat: int) -> list[Action]:
    """Every listed legal action of ``seat`` now (``fly`` apart)."""
    if state.phase == "over":
        return []
    if state.window is not None and state.window.kind == "side":
        return list(SIDE.options(state, seat)) if seat in state.window.to_answer() else []
    if state.window is not None and state.window.kind == "consent":
        return list(felony.CONSENT.options(state, seat)) if seat in state.window.to_answer() else []
    if state.window is not None and state.window.kind == heroism.HEROISM:
        answering = seat in state.window.to_answer()
        return list(heroism.VOTE_RULES.options(state, seat)) if answering else []
    if state.window is not None and state.window.kind == budget.CUT:
        answering = seat in state.window.to_answer()
        return list(budget.CUT_RULES.options(state, seat)) if answering else []
    if state.window is not None and state.window.kind == auction.AWARD:
        answering = seat in state.window.to_answer()
        return list(auction.AWARD_RULES.options(state, seat)) if answering else []
    if state.window is not None:
        return _auction(state, seat)
    if state.phase in ("draft", "sellback"):
        return quickstart.listed(state, seat)
    if seat != state.current:
        return []
    player = state.players[seat]
    found: list[Action] = []
    operation = state.turn.operation
    if operation is None:
        found += _operations(state, seat)
    elif industrializable(state, seat) and colocated.FREE_INDUSTRY in colocated.keywords(player):
        found.append(INDUSTRIALIZE)  # Jellybots: a free action
    if operation in (None, "boost"):
        found += [  # a radiator on either side (CR I4: the mass of the side chosen)
            Boost(card=side)
            for c in player.hand
            for side in stacks.sides_of(c)
            if stacks.mass(side) <= player.aquas
        ]
    rocket = player.rocket
    if rocket is None and any(stacks.face(c, player.side).triangle for c in player.leo):
        found.append(LAUNCH)
    supply = fuel_supply(player)
    if rocket is not None and supply:
        room = min(supply, strip().room(spot_of(rocket.wet)))
        found += [fuel(n) for n in range(1, room + 1)]
    found += [dirt_tanks(n) for n in dirt.tanks(state, seat)]
    found += [Load(card=c) for c in loadable(player)]
    found += [Unload(card=c) for c in unloadable(player)]
    found += jettisons(player)
    found += fogg.listed(player)
    found += glitch.repairs(state, seat)
    if colony.colonizable(state, seat) is not None:
        found.append(COLONIZE)
    if felony.jumpable(state, seat) is not None:
        found.append(JUMP)
    luna = (
        operation is None
        and rocket is not None
        and seat != state.first
        and prospecting.near_luna(rocket.at)
        and any(
            pack.load().site_by_id[site].body == prospecting.LUNA
            and not prospecting.luna_allowed(state, seat)
            for site in prospecting.targets(state, seat, luna=True)
        )
    )
    found += felony.asks(state, seat, luna)
    found += heroism.nominations(state, seat)
    found.append(DONE)
    return found


def industrializable(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat``'s Rocket may industrialize its Site (§9 I7): its own Claim with no
    Factory, an operational robonaut and refinery aboard."""
    player = state.players[seat]
    rocket = player.rocket
    site = site_at(rocket.at) if rocket else None
    if rocket is None or site is None or site.id not in player.claims:
        return False
    if any(site.id in p.factories for p in state.players):
        return False
    return stacks.industry(player, rocket) is not None


def _auction(state: HighFrontierState, seat: int) -> list[Action]:
    window = state.window
    assert window is not None and state.auction is not None
    if seat not in window.to_answer():
        return []
    return [PASS, *(bid(a) for a in auction.bids(state, seat))]


def _researches(state: HighFrontierState, seat: int) -> list[Action]:
    """The research Operations: an auction of each deck's top card at every opening bid the
    seat can pay, or (Altruism) a research of each deck it can pay for."""
    if state.altruism is not None:
        return [research(deck) for deck in altruism.affordable(state, seat)]
    aquas = state.players[seat].aquas
    return [
        research(deck, amount)
        for deck, cards in state.decks.items()
        if cards
        for amount in range(aquas + 1)
    ]


def _operations(state: HighFrontierState, seat: int) -> list[Action]:
    player = state.players[seat]
    found: list[Action] = [INCOME]
    if may_bid(state, seat):  # not at the academia limit
        found += _researches(state, seat)
    found += [Sell(card=c) for c in player.hand]
    found += production.operations(state, seat)
    found += prospecting.listed(state, seat)
    found += air_eater.listed(state, seat)
    rocket = player.rocket
    site = site_at(rocket.at) if rocket else None
    if rocket is None or site is None:
        return found
    if industrializable(state, seat):
        found.append(INDUSTRIALIZE)
    if prospecting.revivable(state, seat):
        found.append(REVIVE)
    if refuel_yield(state, seat) and spot_of(rocket.wet) < MAX_WET:
        found.append(REFUEL)
    return found
