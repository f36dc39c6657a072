"""A bot for High Frontier 4 All (docs/rules/high-frontier.md §4, §7–§11).

It builds one stack worth flying (:mod:`.botplan`: the Crew, a thruster, a robonaut, a refinery
and their supports), launches it, drops dead weight at LEO, fuels, flies to a Site it can
prospect, prospects, industrializes, refuels, and flies home for new parts.

* **Where to**: the Site worth the most VP to it (:mod:`.botsites`: prospect odds by Size, 5/6
  per Hazard Roll, the Factory's stock price when it carries industry), its own Claims without
  a Factory included when it does; Luna only where :func:`.prospecting.luna_allowed`. From LEO
  the routes are precomputed once with a strong stand-in rocket, then checked for its own
  Rocket; from elsewhere a search of its Rocket's nearest Sites, remembered per space and drive.
  A Site is flown to only when the way back checks for the Rocket too (it would otherwise be
  stranded on a body it cannot lift off, §8.4), and from Site to Site only within the Burns
  its tanks could pay home. With nothing left to do on a Site it looks far for the way home.
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
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import cache

from rules.core.engine import Step
from rules.high_frontier import (
    botsites,
    cargo,
    felony,
    flight,
    pack,
    prospecting,
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
from rules.high_frontier.botplan import has_industry, missing, useful
from rules.high_frontier.fuel import MAX_WET, strip
from rules.high_frontier.legal import list_actions
from rules.high_frontier.operations import HAND_LIMIT
from rules.high_frontier.production import delivery_cost
from rules.high_frontier.routes import (
    IllegalRoute,
    Route,
    RouteChecker,
    cheapest_routes,
    destinations,
)
from rules.high_frontier.routes import Rocket as Move
from rules.high_frontier.state import HighFrontierState, Player

KEEP_AQUAS = 1
POOR = 4  # Aquas under which the bot sells a Hand card it will not fly (3 Aquas each)
LATE = 16  # from this year the bot launches a stack without industry (prospecting only)
LOW_FUEL = 20  # fuel steps under which a Rocket on a Site refuels there
FULL_WET = Fraction(16)  # a weak Rocket fuels at LEO up to this Wet Mass (transport at most)
STRONG = 6  # net thrust from which a Rocket fuels up to Wet 32 (a tug loses 2)
SCOUT = Move(net_thrust=16, fuel_steps=24, per_burn=Fraction(1))
BUCKET = 6  # the search's fuel is the Rocket's rounded up to a multiple of this
NEAR = 12  # fuel steps searched at most away from LEO (the nearest Sites only)
FAR = 24  # fuel steps searched at most for the way home
CHECKED = 16  # routes of the stand-in checked for the Rocket's real fuel, at most
_REACH: dict[tuple[object, ...], dict[str, Route]] = {}
_CHECKERS: dict[str, RouteChecker] = {}
#: Rockets the bot already decided not to fly this turn (seat, turn, space, chits, cards,
#: Hand and LEO stack, Sites busted, claimed or industrialized).
_GROUNDED: set[tuple[object, ...]] = set()


@cache
def site_paths() -> tuple[tuple[str, tuple[str, ...], int, int], ...]:
    """(site id, a path from LEO, its Burns, its Hazard Rolls) for every Site a strong rocket
    reaches: per Site the route with the fewest Hazard Rolls (then Burns) and the one with the
    fewest Burns (then Hazard Rolls), when they differ."""
    loaded = pack.load()
    found = destinations(loaded.map, pack.LEO, SCOUT)
    paths = []
    for end, routes in sorted(found.items()):
        site = loaded.map.by_id[end].site
        if loaded.map.by_id[end].type != "site" or site is None:
            continue
        safe = min(routes, key=lambda r: (len(r.hazards), r.burns, r.path))
        short = min(routes, key=lambda r: (r.burns, len(r.hazards), r.path))
        for route in dict.fromkeys([safe, short]):
            paths.append((site, route.path, route.burns, len(route.hazards)))
    return tuple(paths)


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
        or _flight(state, seat)
        or _operation(state, seat, legal, rng)
        or kinds.get("income")
        or kinds["done"]
    )


def _plan(player: Player) -> frozenset[str]:
    """The cards worth flying among everything the seat holds."""
    rocket = player.rocket.cards if player.rocket else []
    return useful(frozenset([*player.hand, *player.leo, *rocket]), player.crew, player.side)


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
    plan = _plan(player)
    for action in legal:
        if isinstance(action, Unload) and action.card not in plan:
            return action
        if isinstance(action, Load) and action.card in plan:
            return action
    aboard = frozenset(rocket.cards)
    if not has_industry(aboard) and state.year < LATE and _coming(player, plan):
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
    return None if isinstance(moves, str) else _from_leo(state, seat, moves)


def _reaches(state: HighFrontierState, seat: int, path: Sequence[str]) -> bool:
    moves = flight.moves_for(state, seat)
    return not isinstance(moves, str) and _flyable(_checkers(moves), path)


def _light(boost: Boost, plan: frozenset[str], legal: Sequence[Action]) -> Boost:
    """``boost``, or the same radiator's light side where that alone cools the most Therms a
    card of the plan needs (cheaper to boost, lighter to fly)."""
    light = Boost(card=boost.card + stacks.LIGHT)
    if stacks.deck_of(boost.card) != "radiators" or light not in legal:
        return boost
    need = max((stacks.face(c).therms or 0) for c in plan)
    return light if stacks.cooling(light.card) >= need else boost


def _coming(player: Player, plan: frozenset[str]) -> bool:
    """Planned robonaut or refinery, or a support or radiator of the plan, still in the Hand
    or the LEO stack (a part flown without its support would not work)."""
    return any(
        c in plan and stacks.deck_of(c) not in ("thrusters", "crew")
        for c in [*player.hand, *player.leo]
    )


def _wet_after(wet: str, aquas: int) -> Fraction:
    return strip().add(Fraction(wet), aquas)


def _flies(kept: frozenset[str], player: Player) -> bool:
    """Some kept card has a thrust triangle (a patent thruster or the Crew's)."""
    return any(
        (t := stacks.face(c, player.side).triangle) is not None and t.thrust > 0 for c in kept
    )


def _flight(state: HighFrontierState, seat: int) -> Fly | None:
    """From LEO, a flight to a Site it could prospect; from a Site with nothing left to do, the
    nearest Site to prospect in reach, or home to LEO for new parts."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None or state.turn.moved:
        return None
    key = (
        state.seed,
        seat,
        state.turns,
        rocket.at,
        rocket.dry,
        rocket.wet,
        tuple(rocket.cards),
        tuple(player.hand),
        tuple(player.leo),
        len(state.busted),
        sum(len(p.claims) + len(p.factories) for p in state.players),
    )
    if key in _GROUNDED:
        return None
    found = _fly_from(state, seat)
    if found is None:
        if len(_GROUNDED) > 4096:
            _GROUNDED.clear()
        _GROUNDED.add(key)
    return found


def _fly_from(state: HighFrontierState, seat: int) -> Fly | None:
    player = state.players[seat]
    rocket = player.rocket
    assert rocket is not None
    moves = flight.moves_for(state, seat)
    if isinstance(moves, str):
        return None
    loaded = pack.load()
    if rocket.at == pack.LEO:
        return _from_leo(state, seat, moves)
    site = loaded.map.by_id[rocket.at].site
    if site is not None and _busy_at(state, seat, site):
        return None
    industry = has_industry(frozenset(rocket.cards))
    coming = _coming(player, _plan(player))
    if not industry and coming:
        back = _home(moves, site)
        if back is not None:
            return back
    wanted = {pack.LEO}
    if industry or not coming:
        sites = _targets(state, seat) | (_own_claims(state, seat) if industry else set())
        wanted |= {loaded.site_by_id[s].map_node or "" for s in sites}
    reach = _reach(state, seat, moves, wanted)
    checkers = _checkers(moves)
    most = _home_burns(state, seat, moves)
    targets = [
        (-_worth_at(state, end, route, industry), route.fuel_used, end)
        for end, route in reach.items()
        if end != pack.LEO and _burns_home(end) <= most and _flyable(checkers, route.path[::-1])
    ]
    if targets:
        return Fly(path=reach[min(targets)[2]].path)
    home = reach.get(pack.LEO)
    if home is None:  # nothing to do out here: look further for the way home
        home = _reach(state, seat, moves, {pack.LEO}, near=False).get(pack.LEO)
    return Fly(path=home.path) if home is not None else None


def _home_burns(state: HighFrontierState, seat: int, moves: list[Move]) -> int:
    """The most Burns a move of the Rocket pays with its tanks full (Wet 32; each of its drives
    at its net thrust now): a Site farther from LEO than this is not flown to, lest the Rocket
    never come home (it refuels on the Site, then needs one move back)."""
    rocket = state.players[seat].rocket
    assert rocket is not None
    steps = strip().steps(Fraction(rocket.dry), Fraction(MAX_WET))
    return max(
        min(m.net_thrust, int(steps // m.per_burn) if m.per_burn else m.net_thrust) for m in moves
    )


def _burns_home(space: str) -> float:
    """The printed least Burns between LEO and the Site on ``space`` (0 where unknown)."""
    site = pack.load().map.by_id[space].site
    burns = pack.load().site_by_id[site].min_burns_from_leo if site else None
    return burns or 0


def _worth_at(state: HighFrontierState, space: str, route: Route, industry: bool) -> Fraction:
    site = pack.load().map.by_id[space].site
    assert site is not None
    return botsites.worth(state, site, len(route.hazards), industry)


def _home(moves: list[Move], site: str | None) -> Fly | None:
    """The way from LEO to ``site`` flown back, if the Rocket can fly it."""
    checkers = _checkers(moves)
    for end, path, _, _ in site_paths():
        if end == site:
            for checker in checkers:
                try:
                    checker.check(path[::-1])
                except IllegalRoute:
                    continue
                return Fly(path=path[::-1])
    return None


def _busy_at(state: HighFrontierState, seat: int, site: str) -> bool:
    """Something is left to do on ``site``: prospect it, or industrialize one's Claim."""
    player = state.players[seat]
    factories = {s for p in state.players for s in p.factories}
    rocket = player.rocket
    assert rocket is not None
    if site in player.claims and site not in factories:
        return stacks.industry(player, rocket) is not None
    return _prospectable(state, seat, site)


def _prospectable(state: HighFrontierState, seat: int, site: str | None) -> bool:
    if site is None:
        return False
    player = state.players[seat]
    rocket = player.rocket
    claimed = {s for p in state.players for s in p.claims}
    if site in claimed or site in state.busted or rocket is None:
        return False
    rating = stacks.isru(player, rocket)
    return rating is not None and rating <= pack.load().site_by_id[site].hydration


def _checkers(moves: list[Move]) -> list[RouteChecker]:
    """A route checker per move, remembered (the step rules are set up once per move)."""
    found = []
    for move in moves:
        key = repr(move)
        checker = _CHECKERS.get(key)
        if checker is None:
            if len(_CHECKERS) > 512:
                _CHECKERS.clear()
            checker = _CHECKERS[key] = RouteChecker(pack.load().map, move)
        found.append(checker)
    return found


def _targets(state: HighFrontierState, seat: int) -> set[str]:
    """Sites ``seat``'s Rocket could prospect (unclaimed, not busted, Hydration ≥ its ISRU, Luna
    only when allowed: :func:`.prospecting.luna_allowed`), synodic comets left out (entered and
    left only in their season: a Rocket waits there)."""
    player = state.players[seat]
    rating = stacks.isru(player, player.rocket) if player.rocket else None
    if rating is None:
        return set()
    gone = {s for p in state.players for s in p.claims} | set(state.busted)
    luna = prospecting.luna_allowed(state, seat)
    return {
        s.id
        for s in pack.load().site_by_id.values()
        if s.hydration >= rating
        and s.id not in gone
        and s.synodic_season is None
        and (luna or s.body != prospecting.LUNA)
    }


def _own_claims(state: HighFrontierState, seat: int) -> set[str]:
    """``seat``'s Claims with no Factory yet (a Rocket with industry aboard goes back there)."""
    factories = {s for p in state.players for s in p.factories}
    return {s for s in state.players[seat].claims if s not in factories}


def _reach(
    state: HighFrontierState, seat: int, moves: list[Move], ends: set[str], *, near: bool = True
) -> dict[str, Route]:
    """The cheapest route to each of ``ends`` in reach from the Rocket's space, each one
    checked for the Rocket as it is. The search runs once per space and drive with a full strip
    (:data:`ROOMY` fuel steps, remembered across games); its routes are then checked for the
    Rocket's real fuel, at most :data:`CHECKED` of them, the least fuel first."""
    rocket = state.players[seat].rocket
    assert rocket is not None
    checkers = _checkers(moves)
    found: dict[str, Route] = {}
    thrifty = min(moves, key=lambda m: (m.per_burn, -m.net_thrust))
    candidates = sorted(
        (r for end, r in _roomy(rocket.at, thrifty, near).items() if end in ends),
        key=lambda r: (r.fuel_used, r.burns),
    )
    for route in candidates[:CHECKED]:
        end = route.path[-1]
        if end in found:
            continue
        for checker in checkers:
            try:
                found[end] = checker.check(route.path)
            except IllegalRoute:
                continue
            break
    return found


def _roomy(start: str, move: Move, near: bool) -> dict[str, Route]:
    """The cheapest route to each Site (and LEO) of ``move`` with its fuel rounded up to a
    multiple of :data:`BUCKET` and at most :data:`NEAR` (:data:`FAR` unless ``near``),
    remembered."""
    fuel = -(-move.fuel_steps // BUCKET) * BUCKET
    roomy = replace(move, fuel_steps=min(NEAR if near else FAR, fuel))
    key = (start, repr(roomy))
    found = _REACH.get(key)
    if found is None:
        try:
            routes: Mapping[str, Route] = cheapest_routes(pack.load().map, start, roomy)
        except IllegalRoute:
            routes = {}
        found = {
            end: routes[end]
            for end in routes
            if pack.load().map.by_id[end].type == "site" or end == pack.LEO
        }
        if len(_REACH) > 512:
            _REACH.clear()
        _REACH[key] = found
    return found


def _from_leo(state: HighFrontierState, seat: int, moves: list[Move]) -> Fly | None:
    player = state.players[seat]
    rocket = player.rocket
    assert rocket is not None
    if stacks.isru(player, rocket) is None:
        return None
    industry = has_industry(frozenset(rocket.cards))
    if not industry and state.year < LATE and _coming(player, _plan(player)):
        return None
    reach = max(min(m.net_thrust, m.fuel_steps // m.per_burn if m.per_burn else 99) for m in moves)
    checkers = _checkers(moves)
    wanted = _targets(state, seat) | (_own_claims(state, seat) if industry else set())
    ranked = sorted(
        (
            (-botsites.worth(state, site, hazards, industry), burns, path)
            for site, path, burns, hazards in site_paths()
            if burns <= reach and site in wanted
        ),
    )
    for _, _, path in ranked:
        if _flyable(checkers, path) and _flyable(checkers, path[::-1]):
            return Fly(path=path)
    return None


def _flyable(checkers: list[RouteChecker], path: Sequence[str]) -> bool:
    """Whether one of the Rocket's moves may fly ``path`` (the way back from a Site is checked
    too before going: a Rocket that cannot lift off a large body again would be stranded
    there, §8.4; its fuel is refilled at the Site, whose Hydration its ISRU meets)."""
    for checker in checkers:
        try:
            checker.check(path)
        except IllegalRoute:
            continue
        return True
    return False


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
    plan = _plan(player)
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
