"""Which limit keeps a Rocket from a space (issue #28 item 2): "No route reaches n91" says
whether the fuel binds (a route exists with more fuel steps) or the net thrust does (none
exists even with all the fuel it could want, but one does with more thrust: too few Burns, or
a landing the thruster is too weak for, docs/rules/high-frontier.md §8.2, §8.4). Each move the
Rocket may make this turn (one per thruster it may activate) is searched again with the limit
lifted; a space no lifted limit reaches keeps the plain refusal (a synodic comet out of season,
a space off the map's lines).

Decision: the searches run only when a ``fly`` is refused, never for hints; "more" is the
strip's whole length for fuel and 15 (above every Site's size and the map's longest Burn
count in one turn) for thrust."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from rules.core.text import Msg
from rules.high_frontier import felony, stacks, text
from rules.high_frontier.found import Cheapest
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.routes import IllegalRoute
from rules.high_frontier.state import HighFrontierState

Search = Callable[[str, Move], Cheapest]

PLENTY_FUEL = 99
PLENTY_THRUST = 15


def why(
    state: HighFrontierState,
    seat: int,
    end: str,
    space: str,
    moves: Sequence[Move],
    search: Search,
) -> Msg:
    """The refusal of a ``fly`` to ``end`` (named ``space``) that no route of ``moves``
    (``seat``'s moves this turn, the strongest first) reaches; ``search``: the routes of a move
    from a start (``rules.high_frontier.flight.routes_from``, cached)."""
    rocket = state.players[seat].rocket
    assert rocket is not None  # moves exist only for a Rocket
    if _reaches(search, rocket.at, end, [replace(m, fuel_steps=PLENTY_FUEL) for m in moves]):
        return text.NO_ROUTE_FUEL.format(space=space, steps=stacks.fuel_steps(rocket))
    lifted = [replace(m, fuel_steps=PLENTY_FUEL, net_thrust=PLENTY_THRUST) for m in moves]
    if _reaches(search, rocket.at, end, lifted):
        player = state.players[seat]
        best = stacks.activations(player, rocket, felony.beamed(state, seat))[0].card
        return text.NO_ROUTE_THRUST.format(
            space=space, thrust=moves[0].net_thrust, thruster=stacks.name(best, player.side)
        )
    return text.NO_ROUTE.format(space=space)


def _reaches(search: Search, start: str, end: str, moves: list[Move]) -> bool:
    for move in moves:
        try:
            if end in search(start, move):
                return True
        except IllegalRoute:
            continue
    return False
