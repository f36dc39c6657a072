"""A simple bot for High Frontier 4 All (docs/rules/high-frontier.md §4, §9, §11).

On its turn: launch the LEO stack once it holds a thruster, pump Aquas into the tanks at LEO
(keeping 2), fly to the first Site in reach it could prospect (routes from LEO precomputed once
with a strong stand-in rocket, then checked for its own Rocket), then one Operation: industrialize
a Claim, prospect, refuel, boost a card it can pay, research a card (opening bid 0), else take
income; then ``done``. In an auction it seals a bid one above the opening when it has Aquas to
spare, else passes.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache

from rules.high_frontier import flight, pack, stacks
from rules.high_frontier.actions import Action, Bid, Boost, Fly, Fuel, Research
from rules.high_frontier.legal import list_actions
from rules.high_frontier.routes import IllegalRoute, RouteChecker, destinations
from rules.high_frontier.routes import Rocket as Move
from rules.high_frontier.state import HighFrontierState, Player, Rocket, spot_text

KEEP_AQUAS = 2
LATE = 24  # from this year the bot launches whatever its LEO stack can fly
PROSPECTOR = 2  # the ISRU rating a stack needs before the bot launches it early
LOW_FUEL = 8  # fuel steps under which a Rocket on a Site refuels there
WANTED = ("robonauts", "refineries", "thrusters")
SCOUT = Move(net_thrust=16, fuel_steps=24, per_burn=Fraction(1))


@cache
def site_paths() -> tuple[tuple[str, tuple[str, ...], int], ...]:
    """(site id, a path from LEO, its Burns) for every Site a strong rocket reaches, the fewest
    Hazard Rolls first, then the fewest Burns."""
    loaded = pack.load()
    found = destinations(loaded.map, pack.LEO, SCOUT)
    paths = [
        (loaded.map.by_id[end].site or "", route.path, (len(route.hazards), route.burns))
        for end, routes in found.items()
        if loaded.map.by_id[end].type == "site"
        for route in [min(routes, key=lambda r: (len(r.hazards), r.burns))]
    ]
    paths.sort(key=lambda entry: (entry[2], entry[0]))
    return tuple((site, path, rank[1]) for site, path, rank in paths)


def choose(state: HighFrontierState, seat: int, rng: random.Random) -> Action:
    """The bot's action for ``seat`` (one of the legal ones, or a checked ``fly``)."""
    legal = list_actions(state, seat)
    kinds = {a.type: a for a in legal}
    if state.phase == "sides":
        return rng.choice(legal)
    if state.window is not None:
        auction = state.auction
        assert auction is not None
        spare = state.players[seat].aquas - KEEP_AQUAS
        if spare > auction.opening and rng.random() < 0.5:
            return Bid(amount=auction.opening + 1)
        return kinds["pass"]
    player = state.players[seat]
    if "launch" in kinds and (_ready(player) or state.year >= LATE):
        return kinds["launch"]
    fuels = [a for a in legal if isinstance(a, Fuel) and a.aquas <= player.aquas - KEEP_AQUAS]
    if fuels and not state.turn.moved:
        return max(fuels, key=lambda a: a.aquas)
    flown = _flight(state, seat)
    if flown is not None:
        return flown
    for kind in ("industrialize", "prospect"):
        if kind in kinds:
            return kinds[kind]
    rocket = player.rocket
    if "refuel" in kinds and rocket is not None and stacks.fuel_steps(rocket) < LOW_FUEL:
        return kinds["refuel"]
    boosts = [a for a in legal if isinstance(a, Boost)]
    if boosts:
        return min(boosts, key=lambda a: (stacks.deck_of(a.card) not in WANTED, a.card))
    research = [a for a in legal if isinstance(a, Research) and a.bid == 0]
    if research and player.aquas > KEEP_AQUAS and len(player.hand) < 3:
        return min(research, key=lambda a: (a.deck not in WANTED, rng.random()))
    return kinds.get("income") or kinds["done"]


def _ready(player: Player) -> bool:
    """The LEO stack, launched, would hold an operational patent thruster and an operational
    ISRU of at most :data:`PROSPECTOR`."""
    dry = stacks.dry_of(player.leo, player.side)
    trial = Rocket(cards=list(player.leo), at=pack.LEO, dry=spot_text(dry), wet=spot_text(dry))
    working = stacks.operational(stacks.faces(trial.cards, player.side))
    thruster = any(
        stacks.face(c).triangle is not None and stacks.deck_of(c) != "crew" for c in working
    )
    rating = stacks.isru(player, trial)
    return thruster and rating is not None and rating <= PROSPECTOR


def _flight(state: HighFrontierState, seat: int) -> Fly | None:
    """From LEO, a flight to the nearest Site it could prospect; from a Site with nothing left
    to do, the way it came back to LEO, if its Rocket can fly it."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None or state.turn.moved:
        return None
    moves = flight.moves_for(state, seat)
    if isinstance(moves, str):
        return None
    loaded = pack.load()
    if rocket.at != pack.LEO:
        site = loaded.map.by_id[rocket.at].site
        factories = {s for p in state.players for s in p.factories}
        if site is None or (site in player.claims and site not in factories):
            return None
        for end, path, _ in site_paths():
            if end == site:
                return _legal([RouteChecker(loaded.map, m) for m in moves], path[::-1])
        return None
    rating = stacks.isru(player, rocket)
    if rating is None:
        return None
    claimed = {s for p in state.players for s in p.claims}
    reach = max(min(m.net_thrust, m.fuel_steps // m.per_burn if m.per_burn else 99) for m in moves)
    checkers = [RouteChecker(loaded.map, m) for m in moves]
    for site, path, burns in site_paths():
        if burns > reach:
            continue  # a quick way to skip most Sites
        if site in claimed or site in state.busted or loaded.site_by_id[site].hydration < rating:
            continue
        found = _legal(checkers, path)
        if found is not None:
            return found
    return None


def _legal(checkers: list[RouteChecker], path: tuple[str, ...]) -> Fly | None:
    for checker in checkers:
        try:
            checker.check(path)
        except IllegalRoute:
            continue
        return Fly(path=path)
    return None
