"""The player chooses which thruster flies (docs/rules/high-frontier.md §8.1 step 2, CR H2:
the move activates one operational thrust triangle): ``fly <dest> thruster:<card id>``; without
it the thruster flying the route on the least fuel is activated, as before."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import Fly, describe
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .felony_table import NASA, ROSCOSMOS, aboard, seated

MAGBEAM = "robonaut-10-black"  # MagBeam: 4·1, solar, no supports, mass 1
WET = "12"


def _two_thrusters() -> HighFrontierState:
    """NASA crew (14·8) and a MagBeam (4·1) at LEO: Dry 2, Wet 12."""
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0], MAGBEAM], WET)
    return state


def _wet_after(state: HighFrontierState, action: Fly) -> Fraction:
    rocket = GAME.apply(state, 0, action).state.players[0].rocket
    assert rocket is not None
    return Fraction(rocket.wet)


def test_without_a_choice_the_cheapest_thruster_flies() -> None:
    state = _two_thrusters()
    action = GAME.parse_action(state, 0, "fly n91")
    assert isinstance(action, Fly) and action.thruster is None
    assert _wet_after(state, action) == strip().burn(Fraction(2), Fraction(12), 1)


def test_the_named_thruster_flies_and_pays_its_own_fuel() -> None:
    state = _two_thrusters()
    action = GAME.parse_action(state, 0, "fly n91 thruster:crew-cq042")
    assert isinstance(action, Fly) and action == Fly(path=("n90", "n91"), thruster="crew-cq042")
    assert describe(action) == "fly n90 n91 thruster:crew-cq042"
    assert GAME.parse_action(state, 0, describe(action)) == action
    assert _wet_after(state, action) == strip().burn(Fraction(2), Fraction(12), 8)


def test_a_card_that_cannot_fly_is_refused_by_name() -> None:
    state = _two_thrusters()
    with pytest.raises(IllegalAction, match="thruster-01"):
        GAME.parse_action(state, 0, "fly n91 thruster:thruster-01")
