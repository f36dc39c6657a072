"""The High Frontier engine (docs/rules/high-frontier.md §3–§16): the worked examples of §21
played through ``apply`` with their numbers, the turn's rules, and hidden information."""

from __future__ import annotations

import re

import pytest

from rules.core.errors import IllegalAction, NotYourTurn
from rules.high_frontier.actions import (
    INCOME,
    LAUNCH,
    PASS,
    PROSPECT,
    REFUEL,
    Action,
    Bid,
    Boost,
    Fly,
    Fuel,
    Research,
    Side,
)
from rules.high_frontier.engine import HighFrontier
from rules.high_frontier.state import HighFrontierState, Rocket

GAME = HighFrontier()


def table(seats: int = 2) -> HighFrontierState:
    """A fresh table, every Crew on its front side, with seat 0 on turn and first."""
    state = GAME.setup(seats, seed="worked")
    for seat in range(seats):
        state = GAME.apply(state, seat, Side(side="front")).state
    state.current = state.first = 0
    return state


def play(state: HighFrontierState, seat: int, *actions: Action) -> HighFrontierState:
    for action in actions:
        state = GAME.apply(state, seat, action).state
    return state


def test_w1_boosted_stack_launched_and_fuelled() -> None:
    state = table()
    me = state.players[0]
    me.leo = ["thruster-04", "generator-03", "robonaut-12"]  # Hall Effect, Cascade PV, Resistojet
    state = play(state, 0, LAUNCH, Fuel(aquas=3))
    rocket = state.players[0].rocket
    assert rocket is not None
    assert (rocket.dry, rocket.wet) == ("5", "8")
    assert GAME.view(state, None).players[0].rocket.fuel_steps == 7  # type: ignore[attr-defined]
    assert state.players[0].aquas == 6 - 3


def test_w25_nasa_crew_flies_to_luna_and_takes_the_earth_glory() -> None:
    state = table()
    nasa = "crew-cq042"
    state.players[0].crew, state.players[0].side, state.players[0].leo = nasa, "front", [nasa]
    state = play(state, 0, LAUNCH, Fuel(aquas=3))
    path = ("n90", "n91", "n95", "n111", "n115")
    label = GAME.label_action(state, 0, Fly(path=path))
    assert label is not None and "2 Burns, 16 fuel steps" in label
    assert "(S-type, size 9, hydration 1, cannot prospect)" in label
    after = GAME.apply(state, 0, Fly(path=path))
    rocket = after.state.players[0].rocket
    assert rocket is not None and (rocket.at, rocket.wet, rocket.glory) == ("n115", "4/3", "earth")
    assert "earth" not in after.state.glory
    assert any("powered landing" in e.text for e in after.events)
    with pytest.raises(IllegalAction, match="already moved"):
        GAME.check(after.state, 0, Fly(path=("n115", "n111")))


def test_a_fly_is_checked_by_the_route_rules_and_parsed_to_the_cheapest_route() -> None:
    state = play(table(), 0, LAUNCH)  # the Crew alone, empty tanks
    with pytest.raises(IllegalAction, match="not enough fuel"):
        GAME.check(state, 0, Fly(path=("n90", "n91")))
    state = play(state, 0, Fuel(aquas=3))
    assert GAME.parse_action(state, 0, "fly n91") == Fly(path=("n90", "n91"))
    with pytest.raises(NotYourTurn):
        GAME.check(state, 1, Fly(path=("n90", "n91")))


def _at(state: HighFrontierState, space: str, cards: list[str], dry: str, wet: str) -> None:
    state.players[0].rocket = Rocket(cards=cards, at=space, dry=dry, wet=wet, grade="water")


def test_w11_isru_refuel_on_mercury_north_pole() -> None:
    state = table()
    _at(
        state, "n345", ["robonaut-11", "radiator-07-black"], "4", "4"
    )  # ISRU 2 (2 Therms), Hydration 3
    state = play(state, 0, REFUEL)
    rocket = state.players[0].rocket
    assert rocket is not None and rocket.wet == "6"  # 1 + 3 − 2 = 2 FTs


def test_w12_factory_refuel_adds_seven_fts() -> None:
    state = table()
    _at(state, "n353", ["robonaut-11"], "3", "15/2")
    state.players[0].claims, state.players[0].factories = ["ceres"], ["ceres"]
    state = play(state, 0, REFUEL)
    rocket = state.players[0].rocket
    assert rocket is not None and rocket.wet == "14"


def test_w17_prospecting_ceres_always_succeeds() -> None:
    state = table()
    _at(state, "n353", ["robonaut-11", "radiator-07-black"], "4", "4")
    after = GAME.apply(state, 0, PROSPECT)
    assert after.state.players[0].claims == ["ceres"]
    assert "a Claim without a roll" in after.events[0].text
    assert PROSPECT not in GAME.legal_actions(after.state, 0)  # one Operation a turn


def test_w21_sealed_auction_tie_goes_to_the_seat_next_after_the_initiator() -> None:
    state = table(3)
    top = state.decks["thrusters"][0]
    state = play(state, 0, Research(deck="thrusters", bid=0))
    assert GAME.to_act(state) == {1, 2}
    state = play(state, 2, Bid(amount=2))
    assert GAME.view(state, 1).public.auction == (top, 0)  # type: ignore[attr-defined]
    state = play(state, 1, Bid(amount=2))
    assert top in state.players[1].hand
    assert [p.aquas for p in state.players] == [8, 4, 6]  # B pays 2 to the initiator


def test_research_won_by_the_initiator_pays_the_pool_and_brings_bonus_supports() -> None:
    state = table(2)
    state.decks["thrusters"].remove("thruster-04")
    state.decks["thrusters"].insert(0, "thruster-04")  # Hall Effect needs an electric generator
    generator = state.decks["generators"][0]
    state = play(state, 0, Research(deck="thrusters", bid=1))
    step = GAME.apply(state, 1, PASS)
    assert any("Sealed bids revealed: " in e.text and "pass." in e.text for e in step.events)
    state = step.state
    assert state.players[0].hand == ["thruster-04", generator]
    assert state.players[0].aquas == 5


def test_boost_costs_the_mass_and_hands_stay_private() -> None:
    state = table()
    state.players[0].hand = ["thruster-04", "generator-03"]
    assert "thruster-04" in GAME.secret_ids(state, 0)
    assert "thruster-04" not in str(GAME.view(state, None).model_dump())
    state = play(state, 0, Boost(card="thruster-04"), Boost(card="generator-03"))
    assert state.players[0].leo[-2:] == ["thruster-04", "generator-03"]
    assert state.players[0].aquas == 6 - 2 - 3
    assert INCOME not in GAME.legal_actions(state, 0)  # the Operation was the boost


def test_a_second_operation_is_refused_naming_the_first() -> None:
    """One Operation a turn (§7): typed or checked, a second says which was performed; a
    further boost of a boosting turn stays legal (I4) and a free action gets its own reason."""
    state = table()
    state.players[0].hand = ["thruster-04", "generator-03"]
    state = play(state, 0, INCOME)
    spent = "You have already performed an Operation this turn (Income)."
    for typed in ("income", "research thrusters", "sell thruster-04", "boost thruster-04"):
        with pytest.raises(IllegalAction, match=re.escape(spent)):
            GAME.parse_action(state, 0, typed)
    with pytest.raises(IllegalAction, match=re.escape(spent)):
        GAME.check(state, 0, Boost(card="thruster-04"))
    with pytest.raises(IllegalAction, match="`fuel` needs your Rocket, and you have none"):
        GAME.parse_action(state, 0, "fuel 9")
    boosting = table()
    boosting.players[0].hand = ["thruster-04", "generator-03"]
    boosting = play(boosting, 0, Boost(card="thruster-04"))
    assert boosting.turn.operation == "boost"
    with pytest.raises(IllegalAction, match="`reactor-99` is not a card"):
        GAME.parse_action(boosting, 0, "boost reactor-99")  # I4: more boosts, not this card
    with pytest.raises(IllegalAction, match=re.escape("this turn (Boost)")):
        GAME.parse_action(boosting, 0, "income")


def test_a_year_ends_when_the_turn_comes_back_to_the_first_player() -> None:
    state = table(2)
    state = play(state, 0, INCOME)
    state = GAME.apply(state, 0, GAME.parse_action(state, 0, "done")).state
    assert (state.current, state.year) == (1, 0)
    state = GAME.apply(state, 1, GAME.parse_action(state, 1, "done")).state
    assert (state.current, state.year, state.spot) == (0, 1, 1)
