"""Sails as the engine flies them (docs/rules/high-frontier.md §8.5, CR H8e, H8f): "gain bonus
burns = the triangle's base thrust (0 for sails)" at the Solar Oberth, and a mag sail's "+1 bonus
burn the first time per move it enters each radiation belt"."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME, flight, pack, stacks
from rules.high_frontier.actions import Fly
from rules.high_frontier.fuel import strip
from rules.high_frontier.graph import compile_map
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.moves import Rules
from rules.high_frontier.patents import Face
from rules.high_frontier.routes import check_route
from rules.high_frontier.state import HighFrontierState, spot_of

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


PARACHUTE = "generator-10"  # Magnetoshell Plasma Parachute: "may enter aerobrakes safely"
AEROBRAKE_PATH = ("n260", "n257", "n334", "n337")  # 1 Burn, 8 fuel steps, into the n337 aerobrake


def _through_aerobrake(*cards: str) -> HighFrontierState:
    """The NASA crew (14·8) with ``cards`` at n260, fuel for the path, Aquas for FINAO."""
    state = seated(NASA)
    aboard_cards = [NASA[0], *cards]
    dry = stacks.dry_of(aboard_cards, "front")
    aboard(state, 0, AEROBRAKE_PATH[0], aboard_cards, str(strip().add(dry, 10)))
    state.players[0].aquas = 20
    return state


def test_a_sail_is_lost_entering_an_aerobrake_unless_a_parachute_is_aboard() -> None:
    fly = Fly(path=AEROBRAKE_PATH, finao=True)  # FINAO pays the aerobrake's Hazard Roll
    step = GAME.apply(_through_aerobrake("thruster-09-black"), 0, fly)
    rocket = step.state.players[0].rocket
    assert rocket is not None and rocket.cards == [NASA[0]]
    assert "thruster-09" in step.state.players[0].hand
    assert "aerobrake at n337: lost Mag Sail" in " ".join(str(e.text) for e in step.events)
    assert spot_of(rocket.dry) == stacks.dry_of(rocket.cards, "front")  # reweighed
    # "Its stack may enter aerobrakes safely": the sails stay, and no Hazard Roll is called
    # (FINAO is refused: there is no roll to pay for)
    safely = _through_aerobrake("thruster-09-black", PARACHUTE)
    with pytest.raises(IllegalAction, match="This move calls no Hazard Roll"):
        GAME.check(safely, 0, fly)
    step = GAME.apply(safely, 0, Fly(path=AEROBRAKE_PATH))
    rocket = step.state.players[0].rocket
    assert rocket is not None and "thruster-09-black" in rocket.cards
    assert "Hazard Roll" not in " ".join(str(e.text) for e in step.events)


def test_a_parachute_takes_the_aerobrake_hazard_roll_out_of_the_routes() -> None:
    """The route search and the route checker agree: the aerobrake at n337 calls a Hazard Roll
    without a parachute aboard, none with one."""
    for cards, hazards in (((), ("n337",)), ((PARACHUTE,), ())):
        state = _through_aerobrake(*cards)
        moves = flight.moves_for(state, 0)
        assert not isinstance(moves, str) and moves[0].parachute == bool(cards)
        found = flight.routes_from(AEROBRAKE_PATH[0], moves[0])
        assert found["n337"].hazards == hazards
        assert check_route(pack.load().map, moves[0], AEROBRAKE_PATH).hazards == hazards


def test_the_photon_sails_ignore_belt_rolls() -> None:
    """The Photon Kite Sail (rad-hardness 0) rides the Electric Sail (2·0) through the n95
    belt: rolls above 2 would take a rad-hardness 0 card, and nothing is lost."""
    biting = 0
    for n in range(30):
        state = seated(NASA)
        aboard(state, 0, "n90", ["thruster-08-black", "thruster-09"], "1")
        state.seed = f"belt-{n}"
        step = GAME.apply(state, 0, GAME.parse_action(state, 0, "fly n90 n91 n95"))
        said = " ".join(str(e.text) for e in step.events)
        roll = int(said.split("Belt Roll at n95: ")[1][0])
        biting += roll > 2
        assert "nothing lost" in said
        rocket = step.state.players[0].rocket
        assert rocket is not None and len(rocket.cards) == 2
    assert biting


def test_the_move_hint_warns_that_an_aerobrake_takes_the_sails() -> None:
    fly = Fly(path=AEROBRAKE_PATH, finao=True)
    warned = GAME.label_action(_through_aerobrake("thruster-09-black"), 0, fly)
    assert warned is not None and "an aerobrake takes the sails" in warned
    safe = GAME.label_action(_through_aerobrake("thruster-09-black", PARACHUTE), 0, fly)
    assert safe is not None and "sails" not in safe
