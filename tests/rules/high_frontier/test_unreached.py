"""Which limit keeps a Rocket from a space (rules/high_frontier/unreached.py; issue #28 item 2;
docs/rules/high-frontier.md §8.2, §8.4): the refusal says whether the fuel or the net thrust
binds, and keeps the plain sentence when neither would help (a comet out of season)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from render.common.language import say
from rules.core.errors import IllegalAction
from rules.high_frontier import GAME, flight, stacks, text
from rules.high_frontier.cycle import cycle
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.unreached import why

from .felony_table import NASA, aboard, seated


def _nasa(wet: str) -> HighFrontierState:
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0]], wet)
    return state


def test_a_rocket_short_of_fuel_is_told_the_fuel_binds() -> None:
    state = _nasa("5")
    rocket = state.players[0].rocket
    assert rocket is not None
    steps = stacks.fuel_steps(rocket)
    with pytest.raises(IllegalAction) as refused:
        GAME.parse_action(state, 0, "fly ceres")
    said = say(str(refused.value))
    assert said.startswith("No route of the Rocket reaches Ceres (n353) this turn: the fuel")
    assert f"more than the {steps} fuel steps aboard" in said
    assert GAME.parse_action(_nasa("12"), 0, "fly ceres")  # with the fuel, it flies


def test_a_weak_thruster_is_told_the_net_thrust_binds() -> None:
    state = _nasa("12")
    moves = flight.moves_for(state, 0)
    assert not isinstance(moves, str)
    weak = [replace(move, net_thrust=1) for move in moves]
    said = say(why(state, 0, "n353", "Ceres (n353)", weak, flight.routes_from))
    assert "the net thrust binds, 1 with" in said and "too weak to land there" in said


def test_a_comet_out_of_season_keeps_the_plain_refusal() -> None:
    state = _nasa("12")
    state.spot = next(s for s in range(12) if cycle().season(s) != "red")
    with pytest.raises(IllegalAction) as refused:
        GAME.parse_action(state, 0, "fly comet_halley")  # red synodic
    assert str(refused.value) == text.NO_ROUTE.format(space=flight.place("n720"))
