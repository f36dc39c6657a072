"""Sails as the engine flies them (docs/rules/high-frontier.md §8.5, CR H8e, H8f): "gain bonus
burns = the triangle's base thrust (0 for sails)" at the Solar Oberth, and a mag sail's "+1 bonus
burn the first time per move it enters each radiation belt"."""

from __future__ import annotations

from rules.high_frontier import flight, pack, stacks
from rules.high_frontier.graph import compile_map
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.moves import Rules
from rules.high_frontier.patents import Face

from .felony_table import NASA, aboard, seated
from .hf_helpers import face

OBERTH = "n445"  # the Solar Oberth (§23 Q7)
MERCURY = "n37"  # the Mercury Site next to it
MOTH = "thruster-12"  # Re Solar Moth 3·4: a push, solar thruster that is no sail
SAIL_CARDS = {  # card id in a stack -> printed name
    "thruster-08": "Photon Heliogyro",
    "thruster-08-black": "Electric Sail",
    "thruster-09": "Photon Kite Sail",
    "thruster-09-black": "Mag Sail",
}


def _move(card: str) -> Move:
    """The move of a Rocket at Mercury holding only ``card``."""
    state = seated(NASA)
    aboard(state, 0, MERCURY, [card], "4")
    moves = flight.moves_for(state, 0)
    assert not isinstance(moves, str) and len(moves) == 1, moves
    return moves[0]


def _gain(move: Move, space: str) -> int:
    """Bonus burns ``move`` gains at its first entry into ``space``."""
    graph = compile_map(pack.load().map)
    return Rules(graph, move).gains[graph.index[space]]


def test_the_sails_are_the_thrusters_an_aerobrake_decommissions() -> None:
    faces: list[Face] = [face(name) for name in SAIL_CARDS.values()]
    assert {f.code for f in faces} == stacks.SAILS
    assert all(f.ability and "enters an aerobrake" in f.ability.text for f in faces)
    assert {face("Mag Sail").code} == stacks.MAG_SAILS
    for card, name in SAIL_CARDS.items():
        assert stacks.name(card) == name


def test_a_sail_gains_no_bonus_at_the_solar_oberth() -> None:
    for card in SAIL_CARDS:
        move = _move(card)
        assert move.base_thrust == 0 and _gain(move, OBERTH) == 0, card
    electric = face("Electric Sail")
    assert electric.triangle is not None and electric.triangle.thrust == 2  # printed, not paid


def test_a_thruster_that_is_no_sail_gains_its_base_thrust_there() -> None:
    move = _move(MOTH)
    assert not move.mag_sail
    assert move.base_thrust == 3 and _gain(move, OBERTH) == 3


def test_only_the_mag_sail_gains_a_bonus_burn_at_each_radiation_belt() -> None:
    graph = compile_map(pack.load().map)
    belts = [n.id for n in graph.nodes if n.type == "radiation_belt"]
    assert belts
    for card in SAIL_CARDS:
        move = _move(card)
        gained = {_gain(move, belt) for belt in belts}
        assert (move.mag_sail, gained) == (
            (True, {1}) if card == "thruster-09-black" else (False, {0})
        )
    assert {_gain(_move(MOTH), belt) for belt in belts} == {0}
