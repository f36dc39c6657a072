"""A bot for High Frontier 4 All (docs/rules/high-frontier.md §4, §7–§11).

It builds one stack worth flying (:mod:`.botplan`: the Crew, a thruster, a robonaut, a refinery
and their supports), launches it, drops dead weight at LEO, fuels, flies to a Site it can
prospect, prospects, industrializes, refuels, and flies home for new parts.

* **Where to** (:mod:`.botflight`): the Site worth the most VP to it (:mod:`.botsites`),
  its own Claims without a Factory included when it carries industry; a Site only when the way
  back checks for the Rocket too.
* **Fuel**: at LEO it buys the least Aquas that take the Rocket to the Site it would fly to
  with the most it may buy (each amount tried on a copy fuelled by :func:`.cargo.pump`): Aquas
  are scarce, and parts come first.
* **Its one Operation**, in order: industrialize, revive a Busted Site (Mine Revival),
  prospect, refuel when low, the ET production cycle at its Factories (produce, Factory
  refuel, deliver, sell at the stock price), boost a part it lacks, sell dead weight from its
  Hand when poor or at the academia limit, research a deck it lacks (opening 0), else income.

In an auction it seals a bid one above the opening for a card of a deck it lacks when it has
Aquas to spare, else passes. Sides are drawn at random. ``bench/hf_bot.py`` measures it against
the bot it replaced.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from rules.core.engine import Step
from rules.high_frontier import (
    botflight,
    cargo,
    felony,
    flight,
    pack,
    quickstart,
    stacks,
)
from rules.high_frontier.actions import (
    Action,
    Bid,
    Boost,
    Deliver,
    FactoryRefuel,
    Fly,
    Fuel,
    Load,
    Produce,
    Refuel,
    Repair,
    Research,
    Sell,
    Take,
    Unload,
)
from rules.high_frontier.botplan import (
    LATE,
    has_industry,
    missing,
    parts_coming,
    plan_of,
    useful,
)
from rules.high_frontier.fuel import MAX_WET, strip
from rules.high_frontier.legal import list_actions
from rules.high_frontier.operations import HAND_LIMIT
from rules.high_frontier.production import delivery_cost
from rules.high_frontier.state import HighFrontierState, Player

KEEP_AQUAS = 1
POOR = 4  # Aquas under which the bot sells a Hand card it will not fly (3 Aquas each)
LOW_FUEL = 20  # fuel steps under which a Rocket on a Site refuels there
FULL_WET = Fraction(16)  # a weak Rocket fuels at LEO up to this Wet Mass (transport at most)
STRONG = 6  # net thrust from which a Rocket fuels up to Wet 32 (a tug loses 2)


def choose(state: HighFrontierState, seat: int, rng: random.Random) -> Action:
    """The bot's action for ``seat`` (one of the legal ones, or a checked ``fly``)."""
    legal = list_actions(state, seat)
    if state.phase == "sides":
        return rng.choice(legal)
    if state.phase in ("draft", "sellback"):  # Quick Start: a deck it lacks, keeps its Hand
        me = state.players[seat]
        lacking = missing(frozenset(me.hand), me.crew, me.side)
        takes = [a for a in legal if isinstance(a, Take) and a.deck in lacking]
        return takes[0] if takes else quickstart.default(state)
    kinds: dict[str, Action] = {a.type: a for a in legal}
    if state.window is not None and state.window.kind == "consent":
        return felony.CONSENT.default(state, seat)  # the bot refuses every permission
    if state.window is not None:
        return _bid(state, seat, kinds)
    return (
        _free(state, seat, legal)
        or botflight.choose_flight(state, seat)
        or _operation(state, seat, legal, rng)
        or kinds.get("income")
        or kinds["done"]
    )


def _bid(state: HighFrontierState, seat: int, kinds: dict[str, Action]) -> Action:
    auction = state.auction
    assert auction is not None
    player = state.players[seat]
    lacking = missing(frozenset([*player.hand, *player.leo]), player.crew, player.side)
    amount = auction.opening + 1
    if auction.deck in lacking and player.aquas - KEEP_AQUAS >= amount and "bid" in kinds:
        return Bid(amount=amount)
    return kinds["pass"]


def _free(state: HighFrontierState, seat: int, legal: Sequence[Action]) -> Action | None:
    """Repair, launch, drop dead weight and load parts at LEO, fuel before flying."""
    player = state.players[seat]
    for action in legal:
        if isinstance(action, Repair):
            return action
    rocket = player.rocket
    if rocket is None:
        kept = useful(frozenset(player.leo), player.crew, player.side)
        ready = _flies(kept, player) and (has_industry(kept) or state.year >= LATE)
        if ready and any(a.type == "launch" for a in legal):
            return next(a for a in legal if a.type == "launch")
        return None
    if rocket.at != pack.LEO or state.turn.moved:
        return None
    plan = plan_of(player)
    for action in legal:
        if isinstance(action, Unload) and action.card not in plan:
            return action
        if isinstance(action, Load) and action.card in plan:
            return action
    aboard = frozenset(rocket.cards)
    if not has_industry(aboard) and state.year < LATE and parts_coming(player, plan):
        return None  # parts are still to be boosted: no fuel bought yet
    fuels = [
        a
        for a in legal
        if isinstance(a, Fuel)
        and a.aquas <= player.aquas - KEEP_AQUAS
        and stacks.fuel_steps(rocket) < 40
    ]
    moves = flight.moves_for(state, seat)
    if isinstance(moves, str):
        return None
    strong = moves[0].net_thrust >= STRONG or Fraction(rocket.dry) >= FULL_WET
    cap = Fraction(MAX_WET) if strong else FULL_WET  # a Rocket past Wet 16 dry fills up too
    affordable = [a for a in fuels if _wet_after(rocket.wet, a.aquas) <= cap]
    return _least_fuel(state, seat, sorted(affordable, key=lambda a: a.aquas))


def _least_fuel(state: HighFrontierState, seat: int, fuels: list[Fuel]) -> Fuel | None:
    """The least of ``fuels`` (by Aquas, ascending) that takes the Rocket to the Site it would
    fly to with the most of them: ``None`` when it needs none, or no Site is in reach even then
    (Aquas kept for parts). Each amount is tried on a copy of the table fuelled by the engine's
    own transition (:func:`.cargo.pump`)."""
    if not fuels:
        return None
    target = _from_leo_with(_fuelled(state, seat, fuels[-1].aquas), seat)
    if target is None or _reaches(state, seat, target.path):
        return None
    low, high = 0, len(fuels) - 1  # fuels[high] reaches the target
    while low < high:
        middle = (low + high) // 2
        if _reaches(_fuelled(state, seat, fuels[middle].aquas), seat, target.path):
            high = middle
        else:
            low = middle + 1
    return fuels[high]


def _fuelled(state: HighFrontierState, seat: int, aquas: int) -> HighFrontierState:
    trial = state.model_copy(deep=True)
    cargo.pump(Step(state=trial, seat=seat, chance=lambda: random.Random(0)), aquas)
    return trial


def _from_leo_with(state: HighFrontierState, seat: int) -> Fly | None:
    moves = flight.moves_for(state, seat)
    return None if isinstance(moves, str) else botflight.from_leo(state, seat, moves)


def _reaches(state: HighFrontierState, seat: int, path: Sequence[str]) -> bool:
    moves = flight.moves_for(state, seat)
    return not isinstance(moves, str) and botflight.flyable(botflight.route_checkers(moves), path)


def _light(boost: Boost, plan: frozenset[str], legal: Sequence[Action]) -> Boost:
    """``boost``, or the same radiator's light side where that alone cools the most Therms a
    card of the plan needs (cheaper to boost, lighter to fly)."""
    light = Boost(card=boost.card + stacks.LIGHT)
    if stacks.deck_of(boost.card) != "radiators" or light not in legal:
        return boost
    need = max((stacks.face(c).therms or 0) for c in plan)
    return light if stacks.cooling(light.card) >= need else boost


def _wet_after(wet: str, aquas: int) -> Fraction:
    return strip().add(Fraction(wet), aquas)


def _flies(kept: frozenset[str], player: Player) -> bool:
    """Some kept card has a thrust triangle (a patent thruster or the Crew's)."""
    return any(
        (t := stacks.face(c, player.side).triangle) is not None and t.thrust > 0 for c in kept
    )


def _operation(
    state: HighFrontierState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action | None:
    """The bot's one Operation (see the module docstring), or ``None`` for income."""
    kinds = {a.type: a for a in legal}
    player = state.players[seat]
    for kind in ("industrialize", "revive", "prospect"):
        if kind in kinds:
            return kinds[kind]
    rocket = player.rocket
    if "refuel" in kinds and rocket is not None and stacks.fuel_steps(rocket) < LOW_FUEL:
        # the roll, not FINAO's Aquas, for an air-eater's refuel (the Aquas buy fuel)
        return min((a for a in legal if isinstance(a, Refuel)), key=lambda a: a.finao)
    plan = plan_of(player)
    production = _production(player, legal, plan)
    if production is not None:
        return production
    boosts = [a for a in legal if isinstance(a, Boost) and a.card in plan]
    if boosts:
        chosen = min(boosts, key=lambda a: (_order(a.card), a.card))
        return _light(chosen, plan, legal)
    junk = [
        a for a in legal if isinstance(a, Sell) and a.card in player.hand and a.card not in plan
    ]
    if junk and (player.aquas < POOR or len(player.hand) >= HAND_LIMIT):
        return junk[0]  # money, and room under the academia limit
    lacking = missing(frozenset([*player.hand, *player.leo, *plan]), player.crew, player.side)
    research = [
        a for a in legal if isinstance(a, Research) and a.bid in (0, None) and a.deck in lacking
    ]
    if research:
        return min(research, key=lambda a: (lacking.index(a.deck), rng.random()))
    return None


def _order(card: str) -> int:
    return (
        ("thrusters", "robonauts", "refineries").index(d)
        if (d := stacks.deck_of(card)) in ("thrusters", "robonauts", "refineries")
        else 3
    )


def _production(player: Player, legal: Sequence[Action], plan: frozenset[str]) -> Action | None:
    """The ET production cycle: sell a Black card at LEO, deliver one, refuel an Outpost that
    lacks the FTs, produce a Hand card the bot does not fly."""
    for action in legal:
        if isinstance(action, Sell) and stacks.is_black(action.card):
            return action
    for action in legal:
        if isinstance(action, Deliver):
            return action
    for site, outpost in player.outposts.items():
        if outpost.cards and outpost.fts < delivery_cost(site):
            refuel = FactoryRefuel(site=site)
            return refuel if refuel in legal else None
    produce = [a for a in legal if isinstance(a, Produce) and a.card not in plan]
    return produce[0] if produce else None
