"""Where the High Frontier bot flies (docs/rules/high-frontier.md §8, §11; the bot:
:mod:`.bot`).

From LEO the routes to every Site are precomputed once with a strong stand-in rocket
(:func:`site_paths`), then checked for the Rocket as it is; from elsewhere a search of its
Rocket's nearest Sites, remembered per space and drive. A Site is flown to only when the way back
checks for the Rocket too (it would otherwise be stranded on a body it cannot lift off, §8.4),
and from Site to Site only within the Burns its tanks could pay home. With nothing left to do on
a Site it looks far for the way home. Sites are ranked by :func:`.botsites.worth`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import cache

from rules.high_frontier import botsites, flight, pack, prospecting, stacks
from rules.high_frontier.actions import Fly
from rules.high_frontier.botplan import LATE, has_industry, parts_coming, plan_of
from rules.high_frontier.fuel import MAX_WET, strip
from rules.high_frontier.routes import (
    IllegalRoute,
    Route,
    RouteChecker,
    cheapest_routes,
    destinations,
)
from rules.high_frontier.routes import Rocket as Move
from rules.high_frontier.state import HighFrontierState

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


def choose_flight(state: HighFrontierState, seat: int) -> Fly | None:
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
        return from_leo(state, seat, moves)
    site = loaded.map.by_id[rocket.at].site
    if site is not None and _busy_at(state, seat, site):
        return None
    industry = has_industry(frozenset(rocket.cards))
    coming = parts_coming(player, plan_of(player))
    if not industry and coming:
        back = _home(moves, site)
        if back is not None:
            return back
    wanted = {pack.LEO}
    if industry or not coming:
        sites = _targets(state, seat) | (_own_claims(state, seat) if industry else set())
        wanted |= {loaded.site_by_id[s].map_node or "" for s in sites}
    reach = _reach(state, seat, moves, wanted)
    checkers = route_checkers(moves)
    most = _home_burns(state, seat, moves)
    targets = [
        (-_worth_at(state, end, route, industry), route.fuel_used, end)
        for end, route in reach.items()
        if end != pack.LEO and _burns_home(end) <= most and flyable(checkers, route.path[::-1])
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
    checkers = route_checkers(moves)
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


def route_checkers(moves: list[Move]) -> list[RouteChecker]:
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
    checkers = route_checkers(moves)
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


def from_leo(state: HighFrontierState, seat: int, moves: list[Move]) -> Fly | None:
    """From LEO, the flight (``moves``: the Rocket's drives) to the Site worth the most that
    it can fly there and back (:func:`site_paths`), or ``None`` (no ISRU aboard, parts still
    coming before year :data:`.botplan.LATE`, or no such Site)."""
    player = state.players[seat]
    rocket = player.rocket
    assert rocket is not None
    if stacks.isru(player, rocket) is None:
        return None
    industry = has_industry(frozenset(rocket.cards))
    if not industry and state.year < LATE and parts_coming(player, plan_of(player)):
        return None
    reach = max(min(m.net_thrust, m.fuel_steps // m.per_burn if m.per_burn else 99) for m in moves)
    checkers = route_checkers(moves)
    wanted = _targets(state, seat) | (_own_claims(state, seat) if industry else set())
    ranked = sorted(
        (
            (-botsites.worth(state, site, hazards, industry), burns, path)
            for site, path, burns, hazards in site_paths()
            if burns <= reach and site in wanted
        ),
    )
    for _, _, path in ranked:
        if flyable(checkers, path) and flyable(checkers, path[::-1]):
            return Fly(path=path)
    return None


def flyable(checkers: list[RouteChecker], path: Sequence[str]) -> bool:
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
