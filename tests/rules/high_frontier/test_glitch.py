"""Glitches and Anarchy (docs/rules/high-frontier.md §12; CR K2b, K2e, G7; worked example
W22): the event marks the largest stack without a Human, triggers roll and decommission the
cards of exactly that rad-hardness, repair, privileges gone during Anarchy."""

from __future__ import annotations

import random

from rules.core.engine import Step
from rules.high_frontier import GAME, glitch
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import PROSPECT, Action, Fly, Fuel, Repair, Side
from rules.high_frontier.state import HighFrontierState, Outpost, Rocket

NASA = "crew-cq042"  # 14·8 crew, mass 1
#: rad-hardness 1, 3, 3, 5, 6 (Photon Heliogyro, Phase-Locked Diode Laser, Electroforming,
#: Flywheel Tractor, Kuck Mosquito)
W22 = ["thruster-08", "robonaut-09", "refinery-05", "robonaut-03", "robonaut-05"]


def table() -> HighFrontierState:
    state = GAME.setup(2, seed="glitch")
    for seat in (0, 1):
        state = GAME.apply(state, seat, Side(side="front")).state
    state.current = state.first = 0
    state.players[0].crew, state.players[0].leo = NASA, [NASA]
    return state


def play(state: HighFrontierState, *actions: Action) -> HighFrontierState:
    for action in actions:
        state = GAME.apply(state, 0, action).state
    return state


def test_w22_a_roll_of_3_decommissions_both_rad_hardness_3_cards() -> None:
    state = table()
    me = state.players[0]
    me.rocket = Rocket(cards=list(W22), at="n104", dry="6", wet="8", glitch=True)
    lost, ablated = glitch.decommission(me, "n104", 3)
    assert not ablated and sorted(lost) == ["Electroforming", "Phase-Locked Diode Laser"]
    assert me.rocket is not None and me.rocket.cards == [
        "thruster-08",
        "robonaut-03",
        "robonaut-05",
    ]
    assert me.rocket.glitch and {"robonaut-09", "refinery-05"} <= set(me.hand)


def test_the_event_marks_the_largest_stack_without_a_human() -> None:
    state = table()
    me = state.players[0]
    me.rocket = Rocket(cards=[NASA, "thruster-08"], at="n104", dry="1", wet="2")
    me.outposts = {"ceres": Outpost(cards=["thruster-04-black"]), "bennu": Outpost(fts=7)}
    step = Step(state=state, seat=0, chance=lambda: random.Random(0))
    glitch.event(step)
    assert not me.rocket.glitch  # the Crew is aboard
    assert me.outposts["ceres"].glitch and not me.outposts["bennu"].glitch
    assert [e.text_for(None) for e in step.events] == ["{p0}'s Outpost on Ceres gets a Glitch."]


def test_flying_a_glitched_rocket_through_a_flyby_rolls() -> None:
    state = table()
    state = play(state, GAME.parse_action(state, 0, "launch"), Fuel(aquas=3))
    state.players[0].rocket.glitch = True  # type: ignore[union-attr]
    step = GAME.apply(state, 0, Fly(path=("n90", "n91", "n94", "n102", "n104")))
    assert any(e.kind == "GlitchRoll" for e in step.events)


def test_an_operation_the_roll_makes_impossible_is_spent() -> None:
    state = table()
    me = state.players[0]
    # Ceres (Size 6, Hydration 4): the NASA crew (ISRU 4) and the Solar-Pumped MHD Exciplex
    # Laser (ISRU 2), both of rad-hardness 4: a roll of 4 leaves no ISRU aboard
    me.rocket = Rocket(cards=[NASA, "robonaut-11"], at="n353", dry="4", wet="5", glitch=True)
    assert PROSPECT in GAME.legal_actions(state, 0)
    for seed in range(40):
        state.seed = f"spent-{seed}"
        step = GAME.apply(state, 0, PROSPECT)
        kinds = [e.kind for e in step.events]
        assert kinds[0] == "GlitchRoll" and step.state.turn.operation == "prospect"
        if "OperationSpent" in kinds:
            assert "Prospected" not in kinds and step.state.players[0].rocket is None
            assert NASA in step.state.players[0].leo
            return
    raise AssertionError("no roll spoiled the Operation in 40 seeds")


def test_repair_needs_a_colocated_human_or_scrum_troubleshooters() -> None:
    state = table()
    me = state.players[0]
    me.rocket = Rocket(cards=["thruster-08"], at="n104", dry="1", wet="2", glitch=True)
    assert Repair(stack="rocket") not in GAME.legal_actions(state, 0)
    me.rocket.at = "n90"  # LEO always has Humans
    state = play(state.model_copy(deep=True), Repair(stack="rocket"))
    rocket = state.players[0].rocket
    assert rocket is not None and not rocket.glitch
    state.players[0].crew = "crew-cq043"  # SpaceX / Norse (Scrum Troubleshooters)
    state.players[0].side = "back"
    rocket.at, rocket.glitch = "n104", True
    assert Repair(stack="rocket") in GAME.legal_actions(state.model_copy(deep=True), 0)


def test_anarchy_suspends_privileges_until_the_blue_season_ends() -> None:
    state = table()
    state.players[1].crew, state.players[1].side = "crew-cq043", "front"  # SpaceX: Marketeer
    assert holders(state, "MARKETEER") == [1]
    state.anarchy = True
    assert holders(state, "MARKETEER") == []
