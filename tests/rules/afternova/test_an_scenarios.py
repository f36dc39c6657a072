"""Scenarios from the rulebook's own examples (Chinese edition, "Extract", "End", "2-player")."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.state import AfternovaState, AutomaBlueprint, CompletedBlueprint
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, set_storage, table

JEFF, ANDREW = 0, 1
PALLAS = "pl-17"  # piloting 3, engineering 2, 4 spaces


def _nectar_deal() -> AfternovaState:
    """Jeff's turn; his paws cover piloting 2 and engineering 1 of Pallas, not all of it."""

    def change(state: AfternovaState) -> None:
        set_planet(state, 0, PALLAS, ["purple", "purple", "green", "white"])
        give_hand(state, JEFF, ["hp-45", "hp-41"])  # piloting 3, engineering 1
        give_hand(state, ANDREW, ["hp-33", "hp-02"])  # piloting+engineering, engineering 2

    return edited(table(3, seed="rulebook"), change)


def test_andrew_helps_jeff_for_two_purple_fragments() -> None:
    state = act(
        _nectar_deal(), JEFF, "propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple"
    )
    assert GAME.to_act(state) == {ANDREW}
    state = act(state, ANDREW, "accept hp-02")
    assert state.seats[ANDREW].storage == ["purple", "purple"]
    assert state.seats[JEFF].storage == ["green", "white"]
    assert {"hp-41", "hp-45", "hp-02"} <= set(state.paw_discard)
    assert state.seats[ANDREW].hand == ["hp-33"]


def test_jeff_gives_his_green_to_andrew_to_store_all_four() -> None:
    def green_in_storage(state: AfternovaState) -> None:
        give_hand(state, JEFF, ["hp-45", "hp-02"])  # piloting 2 of 3, engineering 3
        give_hand(state, ANDREW, ["hp-41", "hp-33"])
        set_storage(state, JEFF, ["green"])

    start = edited(_nectar_deal(), green_in_storage)
    state = act(start, JEFF, "propose 1 with hp-02 hp-45 | @2 piloting:1 | gift @1 green->@2")
    state = act(state, ANDREW, "accept hp-41")
    assert state.seats[JEFF].storage == ["purple", "purple", "green", "white"]
    assert state.seats[ANDREW].storage == ["green"]
    assert GAME.to_act(state) == {ANDREW}  # no discard owed: the next turn started


def test_jeff_scores_29_plus_2_plus_2_plus_4_makes_37() -> None:
    def change(state: AfternovaState) -> None:
        state.seats[JEFF].starship = BLACK_AND_WHITE
        state.seats[JEFF].completed = [CompletedBlueprint(id=bp) for bp in JEFF_BLUEPRINTS]
        state.seats[JEFF].storage = ["purple", "green"]
        state.phase = "over"

    state = edited(table(3, seed="score"), change)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores[JEFF] == 37
    assert "29 Blueprint VP + 2 stored + 6 objective = 37" in outcome.details[JEFF]


BLACK_AND_WHITE = "st-8"
# 6 + 4 + 4 + 8 + 5 + 2 = 29 VP; icons: white 3 + black 2 + white 1, the rest neither colour.
JEFF_BLUEPRINTS = ["bp-10", "bp-19", "bp-32", "bp-24", "bp-08", "bp-13"]


def test_automa_places_a_fragment_on_the_leftmost_matching_blueprint() -> None:
    def change(state: AfternovaState) -> None:
        assert state.automa is not None
        state.automa.row = [
            AutomaBlueprint(id="bp-19"),
            AutomaBlueprint(id="bp-01"),
            AutomaBlueprint(id="bp-02"),
        ]  # black 2 / orange 2 / green+orange
        state.automa.storage = []
        state.bag = {colour: 0 for colour in state.bag} | {"orange": 1}
        state.fragment_discard = {colour: 0 for colour in state.bag}

    start = edited(table(2, seed="automa"), change)
    state = act(act(act(start, 0, "take paw 1"), 0, "take paw 2"), 0, "take paw 3")
    state = act(act(act(state, 1, "take paw 1"), 1, "take paw 2"), 1, "take paw 3")
    assert state.automa is not None
    assert [b.covered for b in state.automa.row] == [[], ["orange"], []]


def test_automa_helps_for_one_fragment_per_requirement() -> None:
    def change(state: AfternovaState) -> None:
        assert state.automa is not None
        set_planet(state, 0, PALLAS, ["purple", "white", "orange", "green"])
        state.automa.row = [
            AutomaBlueprint(id="bp-07"),
            AutomaBlueprint(id="bp-19"),
            AutomaBlueprint(id="bp-13"),
        ]  # white+orange / black 2 / purple 2
        give_hand(state, 0, [])
        set_storage(state, 0, [])

    start = edited(table(2, seed="help"), change)
    state = act(start, 0, "extract 1 | bot fills engineering piloting gets white orange")
    assert state.automa is not None
    assert state.seats[0].storage == ["purple", "green"]
    assert "bp-07" in state.automa.completed
