"""The Rocket's move on the engine's side (docs/rules/high-frontier.md §8, §13): the route is
checked by :func:`rules.high_frontier.routes.check_route` with the Rocket's activated drive,
then fuel is burned and the move's rolls are made.

Decision (docs/rules/high-frontier.md §23 Q17): the Hazard and Belt Rolls a route calls are made
after it is flown, in path order; a card a Belt Roll takes does not undo the rest of the move
(CR resolves them on entry, W16: a thruster lost in a belt leaves the Rocket coasting).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.wording import semicolons
from rules.high_frontier import glitch, pack, stacks, text, words
from rules.high_frontier.cycle import cycle
from rules.high_frontier.fuel import MAX_DRY, MAX_WET, strip
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.routes import IllegalRoute, Route, check_route, destinations
from rules.high_frontier.state import Flight, HighFrontierState, Player, spot_of, spot_text

S = Step[HighFrontierState]


def moves_for(state: HighFrontierState, seat: int) -> list[Move] | str:
    """The route rules' view of ``seat``'s Rocket this turn, one per thruster it may activate
    (the highest net thrust first), or why it cannot move."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return text.NO_ROCKET
    if state.turn.moved:
        return text.ALREADY_MOVED
    dry, wet = spot_of(rocket.dry), spot_of(rocket.wet)
    if dry > MAX_DRY or wet > MAX_WET:
        return text.ROCKET_TOO_HEAVY.format(dry=dry, wet=wet)
    loaded = pack.load()
    zone = loaded.map.by_id[rocket.at].zone
    activations = stacks.activations(player, rocket, loaded.map.zone_modifiers[zone])
    if not activations:
        return text.NO_THRUSTER
    own = {
        loaded.site_by_id[s].map_node or "": False
        for s in player.factories
        if loaded.site_by_id[s].map_node
    }
    season = cycle().season(state.spot)
    return [stacks.move_of(a, rocket, season, own) for a in activations]


def checked(state: HighFrontierState, seat: int, path: tuple[str, ...]) -> Route | str:
    """The route ``path`` flown by ``seat``'s Rocket, or the sentence refusing it."""
    found = flown(state, seat, path)
    return found if isinstance(found, str) else found[0]


def flown(state: HighFrontierState, seat: int, path: tuple[str, ...]) -> tuple[Route, Move] | str:
    """The route ``path`` with the thruster that flies it on the least fuel (then the fewest
    Burns, then the highest net thrust), or the sentence refusing it (for the strongest
    thruster)."""
    moves = moves_for(state, seat)
    if isinstance(moves, str):
        return moves
    rocket = state.players[seat].rocket
    assert rocket is not None
    if path[0] != rocket.at:
        return text.ROUTE_REFUSED.format(step=0, reason=text.STANDS_ON.format(space=rocket.at))
    legal: list[tuple[Route, Move]] = []
    refusal = ""
    for move in moves:
        try:
            legal.append((check_route(pack.load().map, move, path), move))
        except IllegalRoute as refused:
            refusal = refusal or text.ROUTE_REFUSED.format(step=refused.step, reason=refused.reason)
    if not legal:
        return refusal
    return min(legal, key=lambda found: (found[0].fuel_used, found[0].burns))


def _reach(state: HighFrontierState, seat: int) -> dict[str, Route] | str:
    """Every space the Rocket reaches this turn with its cheapest route over its thrusters."""
    moves = moves_for(state, seat)
    if isinstance(moves, str):
        return moves
    rocket = state.players[seat].rocket
    assert rocket is not None
    best: dict[str, Route] = {}
    for move in moves:
        try:
            found = destinations(pack.load().map, rocket.at, move)
        except IllegalRoute as refused:
            return refused.reason
        for end, routes in found.items():
            if end not in best or (routes[0].fuel_used, routes[0].burns) < (
                best[end].fuel_used,
                best[end].burns,
            ):
                best[end] = routes[0]
    return best


def cheapest(state: HighFrontierState, seat: int, end: str) -> tuple[str, ...] | str:
    """The cheapest route's path from the Rocket to ``end`` (the least fuel, then Burns), or
    the sentence refusing it."""
    reach = _reach(state, seat)
    if isinstance(reach, str):
        return reach
    if end not in reach:
        return text.NO_ROUTE.format(space=end)
    return reach[end].path


def fly(step: S, path: tuple[str, ...]) -> None:
    """Fly the checked ``path``: burn the fuel, make the rolls, land, take or bring glory."""
    state = step.state
    player = state.players[step.seat]
    rocket = player.rocket
    found = flown(state, step.seat, path)
    assert rocket is not None and not isinstance(found, str)
    route, move = found
    dry = spot_of(rocket.dry)
    wet = strip().burn(dry, spot_of(rocket.wet), route.fuel_steps)
    rocket.wet, rocket.at = spot_text(wet), path[-1]
    state.turn.moved = True
    state.flight = Flight(seat=step.seat, year=state.year, path=list(path))
    extras = _rolls(step, player, route, move.net_thrust)
    line = text.FLOWN.format(
        seat=step.seat,
        start=path[0],
        end=path[-1],
        burns=route.burns,
        fuel=route.fuel_steps,
        wet=wet,
        extras=semicolons(extras) or text.NO_EXTRAS,
    )
    step.emit(public_event("Flew", line, closes_undo=bool(extras)))
    if player.rocket is not None:
        _arrive(step, player, route)


def _rolls(step: S, player: Player, route: Route, thrust: int) -> list[str]:
    """Hazard Rolls (a 1 loses the Rocket) and Belt Rolls (cards below the result are
    decommissioned), in path order (§8.5)."""
    said: list[str] = []
    belts = set(route.belts)
    red = cycle().season(step.state.spot) == "red"
    for space in route.path[1:]:
        rocket = player.rocket
        if rocket is None:
            break
        if space in route.hazards:
            roll = step.rng.randint(1, 6)
            if roll == 1:
                said.append(text.HAZARD_LOST.format(space=space))
                wreck(step.state, player)
                break
            said.append(text.HAZARD_SURVIVED.format(space=space, roll=roll))
        if rocket.glitch and pack.load().map.by_id[space].type == "flyby":
            glitch.trigger(step, glitch.ROCKET)  # a flyby is a Glitch trigger (W22)
            if player.rocket is None:
                break
            rocket = player.rocket
        if space in belts:
            roll = step.rng.randint(1, 6)
            result = roll - max(0, thrust) + (2 if red else 0)
            lost = [
                c
                for c in rocket.cards
                if (stacks.face(c, player.side).rad_hard or 0) < result
                and stacks.deck_of(c) != "crew"
            ]
            for card in lost:
                rocket.cards.remove(card)
                player.hand.append(stacks.white(card))
            names = words.listed([stacks.name(c) for c in lost])
            outcome = text.BELT_LOST.format(cards=names) if lost else text.BELT_NOTHING
            said.append(text.BELT_ROLL.format(space=space, roll=roll, thrust=thrust, lost=outcome))
    return said


def wreck(state: HighFrontierState, player: Player) -> None:
    """A failed Hazard Roll wipes the stack (§14): patents to their decks' bottoms, the Crew
    home to LEO, a carried glory chit scores its low side."""
    rocket = player.rocket
    assert rocket is not None
    for card in rocket.cards:
        if stacks.deck_of(card) == "crew":
            player.leo.append(card)
        else:
            state.decks[stacks.deck_of(card)].append(stacks.white(card))
    if rocket.glory is not None:
        player.glory += cycle().glory.low
    player.rocket = None


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


def site_routes(state: HighFrontierState, seat: int) -> list[tuple[str, ...]]:
    """The cheapest route's path to every Site the Rocket reaches this turn, nearest first."""
    reach = _reach(state, seat)
    if isinstance(reach, str):
        return []
    by_id = pack.load().map.by_id
    ends = [end for end in reach if by_id[end].type == "site"]
    ends.sort(key=lambda end: (reach[end].fuel_used, end))
    return [reach[end].path for end in ends]
