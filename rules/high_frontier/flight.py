"""The Rocket's move on the engine's side (docs/rules/high-frontier.md §8, §13): the route is
checked by :func:`rules.high_frontier.routes.check_route` with the Rocket's activated drive,
then fuel is burned and the move's rolls are made.

Decision (docs/rules/high-frontier.md §8.5, §23 Q17): the Hazard and Belt Rolls a route calls
are made on entry, in path order (CR H10); a Belt Roll that takes the activated thruster or what
it needs leaves the Rocket coasting, and it stops where the coast ends (CR H2a, W16).

**Afterburn** (§8.2, CR H3a; ``fly … afterburn``): only triangles with the flame may fly; their
afterburn steps are burned first, the weight class is read at the Wet chit after them, +1 net
thrust, and the Solar Oberth pays one more bonus burn (``moves.Rocket.afterburned``); the move's
route is then checked with the fuel left. **FINAO** (§8.5, CR H7e; ``fly … finao``): every
Hazard Roll of the move (crash and aerobrake hazards, a factory-assisted liftoff or landing) is
replaced by 4 Aquas from the Bank (3 with Open Source FINAO); the move is refused unless the Bank
pays them all. Decision (§23 Q17): FINAO is chosen for the whole move when it is declared, since
a play-by-post move is checked and flown at once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.wording import semicolons
from rules.high_frontier import felony, glitch, pack, route_text, stacks, text, unreached, words
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import Fly
from rules.high_frontier.cycle import cycle
from rules.high_frontier.fuel import MAX_DRY, MAX_WET, strip
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.routes import (
    Cheapest,
    IllegalRoute,
    Route,
    RouteChecker,
    cheapest_routes,
    collection_paused,
)
from rules.high_frontier.state import Flight, HighFrontierState, Player, spot_of, spot_text

S = Step[HighFrontierState]
FINAO = 4  # Aquas instead of a Hazard Roll (H7e)
OPEN_SOURCE_FINAO = 3  # with the Anonymous P2P privilege


def finao_cost(state: HighFrontierState, seat: int) -> int:
    """Aquas ``seat`` pays for one FINAO (§8.5): 4, or 3 with Open Source FINAO."""
    return OPEN_SOURCE_FINAO if seat in holders(state, "OPEN SOURCE FINAO") else FINAO


def moves_for(state: HighFrontierState, seat: int) -> list[Move] | str:
    """The route rules' view of ``seat``'s Rocket this turn, one per thruster it may activate
    (the highest net thrust first), or why it cannot move."""
    found = drives_for(state, seat)
    return found if isinstance(found, str) else [move for move, _ in found]


def drives_for(
    state: HighFrontierState, seat: int, afterburn: bool = False, thruster: str | None = None
) -> list[tuple[Move, int]] | str:
    """Each move ``seat``'s Rocket may make this turn with the fuel steps its afterburn costs
    (0 without), one per thruster it may activate, or why it cannot move. With ``afterburn``
    only the triangles with a flame and the fuel for it, afterburned (§8.2: the weight class
    read after the afterburn fuel, +1 net thrust); with ``thruster`` (a card id, White or
    Black side) only that card's triangle (§8.1 step 2: the player activates one)."""
    found = _drives(state, seat, afterburn, thruster)
    return found if isinstance(found, str) else [(move, steps) for move, steps, _ in found]


def _drives(
    state: HighFrontierState, seat: int, afterburn: bool, thruster: str | None
) -> list[tuple[Move, int, str]] | str:
    """:func:`drives_for`, each drive with the card id of its activated thruster."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return text.NO_ROCKET
    if state.turn.moved:
        return text.ALREADY_MOVED
    dry, wet = spot_of(rocket.dry), spot_of(rocket.wet)
    if dry > MAX_DRY or wet > MAX_WET:
        return text.ROCKET_TOO_HEAVY.format(dry=dry, wet=wet)
    beamed = felony.beamed(state, seat)
    activations = stacks.activations(player, rocket, beamed, afterburn)
    if not activations:
        return text.NO_THRUSTER
    if thruster is not None:
        activations = [a for a in activations if thruster in (a.card, stacks.white(a.card))]
        if not activations:
            return text.THRUSTER_IDLE.format(card=thruster)
    own = felony.usable_factories(state, seat)
    season = cycle().season(state.spot)
    if not afterburn:
        return [(stacks.move_of(a, rocket, season, own, beamed), 0, a.card) for a in activations]
    found: list[tuple[Move, int, str]] = []
    for active in activations:
        steps = active.drive.triangle.afterburn
        if steps is None or steps > stacks.fuel_steps(rocket):
            continue
        after = strip().burn(dry, wet, steps)
        thrust = active.drive.net_thrust(
            after, stacks.zone_modifier(rocket), afterburn=True, powersat=beamed
        )
        if thrust is None:
            continue
        move = stacks.move_of(active, rocket, season, own, beamed)
        found.append(
            (
                replace(
                    move,
                    net_thrust=thrust,
                    fuel_steps=move.fuel_steps - steps,
                    afterburned=True,
                ),
                steps,
                active.card,
            )
        )
    return found or text.NO_AFTERBURN


def checked(state: HighFrontierState, seat: int, action: Fly | tuple[str, ...]) -> Route | str:
    """The route of ``action`` (or a bare path) flown by ``seat``'s Rocket, or the sentence
    refusing it (also a FINAO the Bank cannot pay)."""
    found = flown(state, seat, action)
    if isinstance(found, str):
        return found
    route = found[0]
    if isinstance(action, Fly) and action.finao:
        cost = finao_cost(state, seat) * len(route.hazards)
        if not route.hazards:
            return text.FINAO_NOTHING
        if cost > state.players[seat].aquas:
            return text.FINAO_UNPAID.format(cost=cost, rolls=len(route.hazards))
    return route


def flown(
    state: HighFrontierState, seat: int, action: Fly | tuple[str, ...]
) -> tuple[Route, Move, int] | str:
    """The route of ``action`` with the thruster that flies it on the least fuel (then the
    fewest Burns, then the highest net thrust) and the steps its afterburn costs, or the
    sentence refusing it (for the strongest thruster)."""
    found = _flown(state, seat, action)
    return found if isinstance(found, str) else found[:3]


def _flown(
    state: HighFrontierState, seat: int, action: Fly | tuple[str, ...]
) -> tuple[Route, Move, int, str] | str:
    """:func:`flown` with the card id of the activated thruster."""
    path, afterburn, thruster = (
        (action.path, action.afterburn, action.thruster)
        if isinstance(action, Fly)
        else (action, False, None)
    )
    drives = _drives(state, seat, afterburn, thruster)
    if isinstance(drives, str):
        return drives
    rocket = state.players[seat].rocket
    assert rocket is not None
    if path[0] != rocket.at:
        return text.ROUTE_REFUSED.format(
            step=0, reason=route_text.STANDS_ON.format(space=rocket.at)
        )
    legal: list[tuple[Route, Move, int, str]] = []
    refusal = ""
    with collection_paused():  # as reach_routes: the hints check every route they list
        for move, steps, card in drives:
            try:
                legal.append((checker(move).check(path), move, steps, card))
            except IllegalRoute as refused:
                refusal = refusal or text.ROUTE_REFUSED.format(
                    step=refused.step, reason=refused.reason
                )
    if not legal:
        return refusal
    return min(legal, key=lambda found: (found[0].fuel_used + found[2], found[0].burns))


def _reach(
    state: HighFrontierState, seat: int, afterburn: bool = False, thruster: str | None = None
) -> dict[str, Cheapest] | str:
    """Every space the Rocket reaches this turn, each with the cheapest routes of the thruster
    whose route to it is cheapest (the least fuel, then Burns; afterburned ones with
    ``afterburn``; only ``thruster``'s when named; the afterburn's own steps are not in the
    routes): ``reach[end][end]`` is that route, built when read."""
    drives = drives_for(state, seat, afterburn, thruster)
    if isinstance(drives, str):
        return drives
    rocket = state.players[seat].rocket
    assert rocket is not None
    best: dict[str, tuple[tuple[Fraction, int], Cheapest]] = {}
    for move, _ in drives:
        try:
            found = routes_from(rocket.at, move)
        except IllegalRoute as refused:
            return refused.reason
        for end in found:
            cost = found.cost(end)
            if end not in best or cost < best[end][0]:
                best[end] = (cost, found)
    return {end: found for end, (_, found) in best.items()}


@lru_cache(maxsize=16)
def checker(move: Move) -> RouteChecker:
    """The route checker of ``move`` on the game's map, kept for the 16 moves asked last: the
    move hints check each route they list (:func:`checked`, :func:`flown`), and setting up a
    checker's step rules took most of that."""
    return RouteChecker(pack.load().map, move)


@lru_cache(maxsize=64)
def routes_from(start: str, move: Move) -> Cheapest:
    """:func:`~rules.high_frontier.routes.cheapest_routes` on the game's map, kept for the
    64 moves asked last: a turn asks the same Rocket's destinations for every autocomplete
    of ``/play fly``, for the route of ``fly <Site>`` and for the move itself, and
    :func:`prepare` asks them first. Keyed by what the search reads (the start and the
    move's thrust, fuel, bonuses and conditions), not by the state: a state that changes
    neither (another seat's turn, a card bought elsewhere) finds the search done. 64: the
    turns open at once on one bot (a seat's drives, its afterburned ones, the bot players'),
    each entry a few hundred kilobytes (the cheapest labels and their parents).

    Raises:
        IllegalRoute: as ``cheapest_routes`` (not kept).
    """
    return cheapest_routes(pack.load().map, start, move)


def prepare(state: HighFrontierState, seat: int) -> None:
    """Search ``seat``'s reach this turn into :func:`routes_from`'s cache (every thruster it
    may activate, not afterburned), so its ``/play fly`` autocomplete and ``fly <Site>``
    answer from the cache (``rules.core.game.HasPreparation``: the bot calls it in a worker
    thread when the seat's turn opens). A Mag Sail's search takes 0.1-1.2 s of plain Python
    (docs/rules/high-frontier.md §23 D7); from the cache its hints take 10-30 ms.

    Decision: the afterburned moves are not searched ahead (``fly … afterburn`` is rare, and
    searching them would double the work of every turn); their first hint searches them.
    A Rocket that cannot move (none, moved, too heavy) searches nothing.
    """
    _reach(state, seat)


def cheapest(
    state: HighFrontierState,
    seat: int,
    end: str,
    afterburn: bool = False,
    thruster: str | None = None,
) -> tuple[str, ...] | str:
    """The cheapest route's path from the Rocket to ``end`` (the least fuel, then Burns; with
    ``afterburn``, afterburned; with ``thruster``, flown by that card), or the sentence
    refusing it (which limit binds: :mod:`rules.high_frontier.unreached`)."""
    reach = _reach(state, seat, afterburn, thruster)
    if isinstance(reach, str):
        return reach
    if end not in reach:
        rocket = state.players[seat].rocket
        if rocket and rocket.at == end:
            return text.ALREADY_THERE.format(space=place(end))
        drives = drives_for(state, seat, afterburn, thruster)
        moves = [] if isinstance(drives, str) else [move for move, _ in drives]
        return unreached.why(state, seat, end, place(end), moves, routes_from)
    return reach[end][end].path


def place(space: str) -> str:
    """``space`` as a player knows it: ``"Bennu (n1375)"`` on a Site, else the space id."""
    loaded = pack.load()
    site = loaded.map.by_id[space].site
    return f"{loaded.site_by_id[site].name} ({space})" if site else space


def fly(step: S, action: Fly) -> None:
    """Fly the checked ``action``: make the move's rolls on entry, in path order (FINAO paid
    instead of Hazard Rolls), then burn the afterburn and the fuel of the spaces flown, land,
    take or bring glory. A Belt Roll that leaves the activated thruster unable to fire stops
    the Rocket where its coast ends (:func:`_coast_end`). Cards lost on the way leave the
    strip's chits as they left them after the fuel is burned (CR H5b: Dry Mass changes take
    effect after the move)."""
    state = step.state
    path = action.path
    player = state.players[step.seat]
    rocket = player.rocket
    found = _flown(state, step.seat, action)
    assert rocket is not None and not isinstance(found, str)
    route, move, afterburn, card = found
    dry, wet = spot_of(rocket.dry), spot_of(rocket.wet)
    state.turn.moved = True
    extras: list[str] = [text.AFTERBURNED.format(steps=afterburn)] if afterburn else []
    said, wrecked, end = _rolls(step, player, route, move, card, action.finao)
    extras += said
    if end < len(path) - 1:
        route = checker(move).check(path[: end + 1])
    wet = strip().burn(dry, wet, afterburn + route.fuel_steps)
    state.flight = Flight(seat=step.seat, year=state.year, path=list(route.path))
    rocket = player.rocket
    if rocket is not None:
        now = spot_of(rocket.dry)
        removed = int(dry - now)
        wet = max(now, strip().remove(wet, removed)) if removed > 0 else wet
        rocket.wet = spot_text(wet)
        if wet == now:
            rocket.grade = None
        if not wrecked:
            rocket.at = route.path[-1]
    line = text.FLOWN.format(
        seat=step.seat,
        start=path[0],
        end=route.path[-1],
        burns=route.burns,
        fuel=afterburn + route.fuel_steps,
        wet=wet,
        extras=semicolons(extras) or text.NO_EXTRAS,
    )
    step.emit(public_event("Flew", line, closes_undo=bool(extras)))
    if player.rocket is not None and not wrecked:
        _arrive(step, player, route)


def _rolls(
    step: S, player: Player, route: Route, move: Move, card: str, finao: bool
) -> tuple[list[str], bool, int]:
    """Hazard Rolls (a 1 loses the Rocket; FINAO pays instead) and Belt Rolls (cards below the
    result are decommissioned, heavy radiators ablated), in path order as each space is
    entered (§8.5); whether the Rocket was wrecked (its remains stay where it was, CR E7d);
    and the index in the path where the Rocket stops: the end, or where its coast ends once
    a Belt Roll took the activated thruster ``card`` or what it needs (:func:`_coast_end`)."""
    said: list[str] = []
    belts = set(route.belts)
    red = cycle().season(step.state.spot) == "red"
    cost = finao_cost(step.state, step.seat)
    hazards = Counter(route.hazards)  # one roll per entry the route noted
    end = len(route.path) - 1
    for index, space in enumerate(route.path):  # the start: a factory-assisted liftoff's roll
        rocket = player.rocket
        if rocket is None or index > end:
            break
        rocket.at = space
        rolls = hazards[space] > 0
        hazards[space] -= rolls
        if rolls and finao:
            player.aquas -= cost
            said.append(text.FINAO_PAID.format(space=space, cost=cost))
        elif rolls:
            roll = step.rng.randint(1, 6)
            if roll == 1:
                remains = wreck(player)
                if remains and player.rocket is not None:  # a derelict of light radiators
                    names = words.listed([stacks.name(c) for c in remains])
                    said.append(text.HAZARD_ABLATED.format(space=space, cards=names))
                else:
                    said.append(text.HAZARD_LOST.format(space=space))
                return said, True, index
            said.append(text.HAZARD_SURVIVED.format(space=space, roll=roll))
        if index and rocket.glitch and pack.load().map.by_id[space].type == "flyby":
            glitch.trigger(step, glitch.ROCKET)  # a flyby is a Glitch trigger (W22)
            if player.rocket is None:
                break
            rocket = player.rocket
        if index and space in belts:
            roll = step.rng.randint(1, 6)
            result = roll - max(0, move.net_thrust) + (2 if red else 0)
            lost = [
                c
                for c in rocket.cards
                if stacks.rad_hard(c, player.side) < result
                and stacks.deck_of(c) != "crew"
                and stacks.face(c).code not in stacks.RAY_PROOF
            ]
            lost, ablated = stacks.strike(player, lost)
            outcome = text.losses([stacks.name(c) for c in lost], [stacks.name(c) for c in ablated])
            said.append(
                text.BELT_ROLL.format(space=space, roll=roll, thrust=move.net_thrust, lost=outcome)
            )
            flying = player.rocket is not None and end == len(route.path) - 1
            if flying and (lost or ablated) and not _fires(player, card):
                end = _coast_end(route.path, move, index)
                said.append(text.BELT_STRANDED.format(space=route.path[end]))
        if index and player.rocket is not None:
            said += _aerobraked(player, space)
    return said, False, end


def _fires(player: Player, card: str) -> bool:
    """Whether the activated thruster ``card`` is still aboard and operational (§10)."""
    rocket = player.rocket
    if rocket is None or card not in rocket.cards:
        return False
    return card in stacks.operational(stacks.faces(rocket.cards, player.side))


def _coast_end(path: tuple[str, ...], move: Move, belt: int) -> int:
    """Where a Rocket whose activated thruster stopped working at ``path[belt]`` ends its
    move: it coasts on along its route while it enters no Burn and makes no Pivot, and lands
    only without thrust (an aerobrake or a factory-assisted landing) (§8.3 coasting, CR H2a,
    W16); the index of the last space it reaches, the belt itself at least."""
    check = checker(move).check
    try:
        burns = check(path[: belt + 1]).burns
    except IllegalRoute:
        return belt
    for last in range(len(path) - 1, belt, -1):
        try:
            route = check(path[: last + 1])
        except IllegalRoute:
            continue
        if route.burns == burns and route.landing != "powered":
            return last
    return belt


def sails_at_risk(player: Player) -> list[str]:
    """The sails aboard the Rocket an aerobrake would take (CR glossary "Sails"): none with a
    parachute face aboard ("Its stack may enter aerobrakes safely")."""
    rocket = player.rocket
    if rocket is None or stacks.has_parachute(rocket):
        return []
    return [card for card in rocket.cards if stacks.face(card).code in stacks.SAILS]


def is_aerobrake(space: str) -> bool:
    """Whether ``space`` is an aerobrake hazard (the data's verified or unverified ones)."""
    return pack.load().map.by_id[space].aerobrake_hazard


def _aerobraked(player: Player, space: str) -> list[str]:
    """Every sail aboard is lost entering an aerobrake hazard (:func:`sails_at_risk`)."""
    sails = sails_at_risk(player) if is_aerobrake(space) else []
    if not sails:
        return []
    stacks.decommission(player, sails)
    names = words.listed([stacks.name(c) for c in sails])
    return [text.SAILS_LOST.format(space=space, cards=names)]


def wreck(player: Player) -> list[str]:
    """A failed Hazard Roll involuntarily decommissions the whole stack (CR H7, §8.5, §14):
    patents to their owner's Hand White side up, the Crew home to LEO, a carried glory chit
    scores its low side; a heavy radiator turns light and stays, the Rocket with it (CR E7d;
    :func:`stacks.strike`). Returns the radiators ablated (their ids before)."""
    rocket = player.rocket
    assert rocket is not None
    if rocket.glory is not None:
        player.glory += cycle().glory.low
        rocket.glory = None
    _, ablated = stacks.strike(player, list(rocket.cards))
    return ablated


def _arrive(step: S, player: Player, route: Route) -> None:
    rocket = player.rocket
    assert rocket is not None
    loaded = pack.load()
    node = loaded.map.by_id[rocket.at]
    human = player.crew in rocket.cards
    if node.type == "site" and node.site:
        site = loaded.site_by_id[node.site]
        line = text.LANDED.format(seat=step.seat, site=site.name, landing=route.landing)
        step.emit(public_event("Landed", line))
        zone = site.zone
        fresh = site.id not in rocket.landed
        if human and fresh and rocket.glory is None and zone in step.state.glory:
            step.state.glory.remove(zone)
            rocket.glory = zone
            step.emit(
                public_event("GloryTaken", text.GLORY_TAKEN.format(seat=step.seat, zone=zone))
            )
        if human and fresh:
            rocket.landed.append(site.id)
    if rocket.at == pack.LEO and rocket.glory is not None:
        rocket.glory = None
        player.glory += cycle().glory.high
        line = text.GLORY_HOME.format(seat=step.seat, vp=cycle().glory.high)
        step.emit(public_event("GloryHome", line))


def reach_routes(
    state: HighFrontierState, seat: int, afterburn: bool = False, sites: bool = True
) -> list[tuple[str, ...]]:
    """The cheapest route's path to every Site the Rocket reaches this turn (with
    ``afterburn``, afterburned), nearest first; with ``sites`` false, to every other space
    a move there may end on instead (a Rocket that reaches no Site still moves: the ``fly``
    hints offer these by space id). Routes are built for the kind asked only, with Python's
    cycle collector paused (:func:`~rules.high_frontier.routes.collection_paused`: the
    Routes hold no cycle; a full collection of a process's objects, 40-80 ms, fell on one
    read in twenty of a prepared Mag Sail's hints and made their p95)."""
    with collection_paused():
        reach = _reach(state, seat, afterburn)
        if isinstance(reach, str):
            return []
        by_id = pack.load().map.by_id
        ends = [end for end in reach if (by_id[end].type == "site") == sites]
        ends.sort(key=lambda end: (reach[end].cost(end)[0], end))
        return [reach[end][end].path for end in ends]
