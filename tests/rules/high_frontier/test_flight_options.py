"""Afterburn and FINAO in a move (docs/rules/high-frontier.md §8.2 step 2, §8.5; CR H3a, H3b,
H7e) through ``parse_action`` and ``apply``."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME, flight, text
from rules.high_frontier.actions import Fly
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .felony_table import ANONYMOUS, NASA, RAYGUN, ROSCOSMOS, aboard, seated


def _transport() -> HighFrontierState:
    """NASA crew (14·8, afterburn 2) and a 3-mass raygun at LEO: Dry 4, Wet 8 1/2 (transport,
    −1): 11 fuel steps on the strip (stacks.fuel_steps)."""
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0], RAYGUN], "17/2")
    return state


def test_afterburn_reads_the_weight_class_after_its_fuel_and_adds_one() -> None:
    state = _transport()
    plain = flight.drives_for(state, 0)
    burnt = flight.drives_for(state, 0, afterburn=True)
    assert not isinstance(plain, str) and not isinstance(burnt, str)
    (move, cost), (boosted, steps) = plain[0], burnt[0]
    assert (move.net_thrust, cost) == (14 - 1, 0)  # transport at 8 1/2
    # 2 steps: 8 1/2 -> 8 -> 7 1/2, a scout (0); +1 for the afterburn
    assert (boosted.net_thrust, steps, boosted.afterburned) == (14 + 0 + 1, 2, True)
    assert boosted.fuel_steps == move.fuel_steps - 2


def test_fly_afterburn_burns_its_steps_with_the_route() -> None:
    state = _transport()
    action = GAME.parse_action(state, 0, "fly n91 afterburn")
    assert action == Fly(path=("n90", "n91"), afterburn=True)
    step = GAME.apply(state, 0, action)
    rocket = step.state.players[0].rocket
    assert rocket is not None
    assert rocket.wet == str(strip().burn(Fraction(4), Fraction(17, 2), 2 + 8))
    assert "afterburn 2 fuel steps, +1 net thrust" in step.events[0].text


def test_afterburn_needs_the_fuel_for_it() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0], RAYGUN], str(strip().add(Fraction(4), 0) + Fraction(1, 3)))
    assert flight.drives_for(state, 0, afterburn=True) == text.NO_AFTERBURN
    with pytest.raises(IllegalAction):
        GAME.parse_action(state, 0, "fly n91 afterburn")


def test_finao_pays_four_aquas_instead_of_the_hazard_roll() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0]], "8")
    state.players[0].aquas = 5
    action = GAME.parse_action(state, 0, "fly n97 finao")
    assert action == Fly(path=("n90", "n91", "n95", "n97"), finao=True)
    step = GAME.apply(state, 0, action)
    assert step.state.players[0].aquas == 1
    assert "FINAO at n97: 4 Aquas instead of a Hazard Roll" in step.events[0].text
    assert "Hazard Roll at" not in step.events[0].text


def test_finao_is_refused_without_a_hazard_or_the_aquas() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0]], "8")
    with pytest.raises(IllegalAction, match="no Hazard Roll"):
        GAME.parse_action(state, 0, "fly n91 finao")
    state.players[0].aquas = 3
    with pytest.raises(IllegalAction, match="costs 4 Aquas"):
        GAME.parse_action(state, 0, "fly n97 finao")


def test_open_source_finao_costs_three() -> None:
    state = seated(ANONYMOUS, ROSCOSMOS)
    aboard(state, 0, "n90", [ANONYMOUS[0]], "8")
    state.players[0].aquas = 3
    state = GAME.apply(state, 0, GAME.parse_action(state, 0, "fly n97 finao")).state
    assert state.players[0].aquas == 0


def test_fly_hints_with_afterburn_or_finao_carry_the_option() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [NASA[0]], "8")
    state.players[0].aquas = 5
    plain = GAME.notation_hints(state, 0, "fly")
    burnt = GAME.notation_hints(state, 0, "fly afterburn")
    assert plain and burnt and all(n.endswith(" afterburn") for _, n in burnt)
    first = GAME.parse_action(state, 0, burnt[0][1])
    assert isinstance(first, Fly) and first.afterburn
    assert all(n.endswith(" finao") for _, n in GAME.notation_hints(state, 0, "fly finao"))


def test_a_factory_assisted_liftoff_calls_its_hazard_roll_at_the_start_site() -> None:
    state = seated(NASA, ROSCOSMOS)
    me = state.players[0]
    me.claims = me.factories = ["minerva"]  # Size 3, no lander burns around it
    aboard(state, 0, "n349", ["thruster-12"], "1")  # Re Solar Moth: 3 + wisp 2 − Ceres 2 = 3
    route = flight.checked(state, 0, ("n349", "n354"))
    assert not isinstance(route, str) and route.liftoff == "factory"
    assert route.hazards == ("n349",)
    me.aquas = 4
    step = GAME.apply(state, 0, GAME.parse_action(state, 0, "fly n354 finao"))
    assert "FINAO at n349: 4 Aquas" in step.events[0].text
    assert step.state.players[0].aquas == 0


@pytest.mark.parametrize(
    ("typed", "refusal"),
    [
        ("fly", text.FLY_WHERE),
        ("fly atlantis", text.NOT_A_PLACE.format(word="atlantis")),  # `fly mars` lists Sites
        ("fly n90", text.ALREADY_THERE.format(space="n90")),
        ("fly ceres", text.NO_ROUTE_FUEL.format(space="Ceres (n353)", steps=11)),
    ],
)
def test_a_fly_without_a_route_says_why(typed: str, refusal: str) -> None:
    """No destination, a word that names no place, the Rocket's own space, and a Site beyond
    its fuel each get their own sentence, the Site by its printed name."""
    with pytest.raises(IllegalAction) as refused:
        GAME.parse_action(_transport(), 0, typed)
    assert str(refused.value) == refusal
