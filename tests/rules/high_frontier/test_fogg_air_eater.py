"""Phileas Fogg refuel and the air-eater refuel (docs/rules/high-frontier.md §7 "Internal
tankage", CR G2c, W9; §9 I5c, CR I5c, W13)."""

from __future__ import annotations

import random
from fractions import Fraction

from rules.core.engine import Step
from rules.high_frontier import GAME, air_eater
from rules.high_frontier.actions import Fogg, Refuel
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .dice import Dice
from .felony_table import NASA, ROSCOSMOS, aboard, seated

MPD = "thruster-05-black"  # MPD T-wave: 2·1/2 dirt, needs a pulsed generator, mass 1
BUBBLE = "radiator-01"  # Bubble Membrane: mass 1 heavy, 0 light
NERVA = "reactor-01"  # Cermet NERVA Fission: mass 1, needs nothing
CARBONYL = "refinery-03-black"  # Carbonyl Volatilization: mass 2
ZPINCH = "generator-09-black"  # Z-Pinch Microfission: pulsed, mass 2
ION = "thruster-04-black"  # Ion Drive: 2·1/2, needs an electric generator, mass 1
JTEC = "generator-01-black"  # JTEC H2 Thermoelectric: electric, an air-eater, mass 1
MARS_AEROBRAKE = "n335"


def _w9() -> HighFrontierState:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n104", [MPD, BUBBLE, CARBONYL, ZPINCH], "8")
    return state


def test_w9_only_the_dry_chit_moves() -> None:
    state = _w9()
    rocket = state.players[0].rocket
    assert rocket is not None and (rocket.dry, strip().steps(Fraction(6), Fraction(8))) == ("6", 4)
    listed = GAME.legal_actions(state, 0)
    assert Fogg(card="radiator-01-light") in listed and Fogg(card=CARBONYL) in listed
    assert Fogg(card=NASA[0]) not in listed
    state = GAME.apply(state, 0, GAME.parse_action(state, 0, "fogg radiator-01-light")).state
    step = GAME.apply(state, 0, GAME.parse_action(state, 0, f"fogg {CARBONYL}"))
    player = step.state.players[0]
    assert player.rocket is not None
    assert (player.rocket.dry, player.rocket.wet, player.rocket.grade) == ("3", "8", "dirt")
    assert player.rocket.cards == [MPD, "radiator-01-light", ZPINCH]
    assert strip().steps(Fraction(3), Fraction(8)) == 14
    assert CARBONYL.removesuffix("-black") in player.hand
    assert "Phileas Fogg" in str(step.events[0].text)


def _w13() -> HighFrontierState:
    """Ion Drive (1/2 a Burn) with an air-eater and ballast, Dry = Wet = 5, on a Mars
    aerobrake hazard."""
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, MARS_AEROBRAKE, [ION, JTEC, NERVA, CARBONYL], "5")
    state.players[0].rocket.grade = None  # type: ignore[union-attr]
    return state


def test_w13_an_air_eater_adds_five_less_the_fuel_consumption() -> None:
    state = _w13()
    assert air_eater.tanks(state, 0) == 5 - 0  # 1/2: the fraction dropped
    assert Refuel() in GAME.legal_actions(state, 0)
    step = Step(state=state, seat=0, chance=lambda: Dice(4))
    air_eater.refuel(step, Refuel())
    rocket = step.state.players[0].rocket
    assert rocket is not None and (rocket.wet, rocket.grade) == ("10", "water")
    assert step.state.turn.operation == "refuel"


def test_the_air_eater_hazard_roll_of_one_loses_the_rocket() -> None:
    step = Step(state=_w13(), seat=0, chance=lambda: Dice(1))
    air_eater.refuel(step, Refuel())
    assert step.state.players[0].rocket is None
    assert "the Rocket is lost" in str(step.events[-1].text)


def test_finao_pays_instead_of_the_roll() -> None:
    state = _w13()
    aquas = state.players[0].aquas
    step = GAME.apply(state, 0, GAME.parse_action(state, 0, "refuel finao"))
    player = step.state.players[0]
    assert player.rocket is not None and player.rocket.wet == "10"
    assert player.aquas == aquas - 4


def test_no_air_eating_off_an_aerobrake_hazard() -> None:
    state = _w13()
    state.players[0].rocket.at = "n104"  # type: ignore[union-attr]
    assert air_eater.tanks(state, 0) == 0


def test_the_bot_refuels_an_air_eater_by_the_roll_not_by_finao() -> None:
    """Offered both, the bot keeps its Aquas for fuel: ``refuel``, not ``refuel finao``."""
    state = _w13()
    state.players[0].aquas = 10
    legal = GAME.legal_actions(state, 0)
    assert Refuel() in legal and Refuel(finao=True) in legal
    assert GAME.bot_action(state, 0, random.Random(0)) == Refuel()
