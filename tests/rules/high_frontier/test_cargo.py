"""Cargo transfer at LEO and jettison (docs/rules/high-frontier.md §6.1, §7; worked examples
W4 and W10 of §21) played through ``apply``."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import LAUNCH, Action, Jettison, Load, Side, Unload
from rules.high_frontier.state import HighFrontierState, Outpost, Rocket

NASA = "crew-cq042"  # mass 1
CARGO = "refinery-01"  # mass 2


def rocket_at(space: str, cards: list[str], dry: str, wet: str) -> HighFrontierState:
    """Two seats, sides chosen, seat 0 on turn with a NASA Rocket of ``cards`` on ``space``."""
    state = GAME.setup(2, seed="cargo")
    for seat in (0, 1):
        state = GAME.apply(state, seat, Side(side="front")).state
    state.current = state.first = 0
    me = state.players[0]
    me.crew, me.leo = NASA, []
    me.rocket = Rocket(cards=cards, at=space, dry=dry, wet=wet, grade="water")
    return state


def play(state: HighFrontierState, *actions: Action) -> HighFrontierState:
    for action in actions:
        state = GAME.apply(state, 0, action).state
    return state


def test_w10_unloading_cargo_moves_both_chits_down_the_red_line() -> None:
    state = rocket_at("n90", [NASA, "thruster-01", CARGO], "4", "13/3")
    state = play(state, Unload(card=CARGO))
    rocket = state.players[0].rocket
    assert rocket is not None and (rocket.dry, rocket.wet) == ("2", "13/6")
    assert state.players[0].leo == [CARGO]


def test_loading_at_leo_is_the_red_line_upward_and_undoes_an_unload() -> None:
    state = rocket_at("n90", [NASA, "thruster-01"], "2", "13/6")
    state.players[0].leo = [CARGO]
    assert Load(card=CARGO) in GAME.legal_actions(state, 0)
    assert GAME.parse_action(state, 0, f"load {CARGO}") == Load(card=CARGO)
    state = play(state, Load(card=CARGO))
    rocket = state.players[0].rocket
    assert rocket is not None and (rocket.dry, rocket.wet) == ("4", "13/3")
    assert state.players[0].leo == []


def test_no_cargo_transfer_away_from_leo() -> None:
    state = rocket_at("n345", [NASA, "thruster-01", CARGO], "4", "13/3")
    state.players[0].leo = ["thruster-02"]
    kinds = {a.type for a in GAME.legal_actions(state, 0)}
    assert "load" not in kinds and "unload" not in kinds
    with pytest.raises(IllegalAction):
        play(state, Unload(card=CARGO))


def test_w4_jettisoning_one_step_of_fuel_makes_a_transport_a_scout() -> None:
    state = rocket_at("n345", [NASA, "generator-03", "refinery-02"], "7", "17/2")
    state = play(state, GAME.parse_action(state, 0, "jettison 1"))
    rocket = state.players[0].rocket
    assert rocket is not None and (rocket.dry, rocket.wet, rocket.grade) == ("7", "8", "water")
    state = play(state, Jettison(steps=2))
    rocket = state.players[0].rocket
    assert rocket is not None and rocket.wet == "7" and rocket.grade is None


def test_a_jettisoned_card_goes_to_the_hand_and_the_crew_stays() -> None:
    state = rocket_at("n345", [NASA, "generator-03", "refinery-02"], "7", "8")
    legal = GAME.legal_actions(state, 0)
    assert Jettison(card="refinery-02") in legal and Jettison(card=NASA) not in legal
    state = play(state, Jettison(card="refinery-02"))
    me = state.players[0]
    assert me.rocket is not None and (me.rocket.dry, me.rocket.wet) == ("4", "5")
    assert "refinery-02" in me.hand


def test_unloading_the_last_card_ends_the_rocket_and_the_stack_may_launch_again() -> None:
    state = rocket_at("n90", [NASA], "1", "2")
    state = play(state, Unload(card=NASA))
    assert state.players[0].rocket is None and state.players[0].leo == [NASA]
    state = play(state, LAUNCH)
    rocket = state.players[0].rocket
    assert rocket is not None and (rocket.dry, rocket.wet) == ("1", "1")


def test_at_ones_factory_cargo_and_fts_move_between_the_rocket_and_the_outpost() -> None:
    state = rocket_at("n353", [NASA, "thruster-01", CARGO], "4", "13/3")  # Ceres
    me = state.players[0]
    me.claims, me.factories = ["ceres"], ["ceres"]
    me.outposts = {"ceres": Outpost(fts=7)}
    legal = GAME.legal_actions(state, 0)
    assert Unload(card=CARGO) in legal and Unload(card=NASA) not in legal
    state = play(state, Unload(card=CARGO))
    me = state.players[0]
    assert me.outposts["ceres"].cards == [CARGO] and me.rocket is not None
    assert (me.rocket.dry, me.rocket.wet) == ("2", "13/6")
    state = play(state, Load(card=CARGO), GAME.parse_action(state, 0, "fuel 2"))
    me = state.players[0]
    assert me.rocket is not None and (me.rocket.dry, me.rocket.wet) == (
        "4",
        "6",
    )  # 4 1/3 -> 5 1/3 -> 6
    assert me.outposts["ceres"] == Outpost(cards=[], fts=5)
