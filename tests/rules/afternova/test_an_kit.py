"""The kit's optional members on Afternova: component names and turns."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.state import AfternovaState
from rules.core import game as contract
from tests.rules.afternova.an_helpers import CAT, act, edited, table


def test_every_blueprint_and_planet_is_named_and_nothing_else() -> None:
    names = contract.component_names(GAME, table())
    assert names["bp-25"] == CAT.blueprint["bp-25"].name
    assert names["pl-17"] == "Pallas"
    assert set(names) == {*CAT.blueprint, *CAT.planet}


def test_the_turn_number_counts_player_turns_and_the_active_seat_follows() -> None:
    state = table()
    for seat in range(3):
        assert (contract.turn_number(GAME, state), contract.active_seat(GAME, state)) == (
            seat + 1,
            seat,
        )
        state = act(act(act(state, seat, "take bp 1"), seat, "take bp 2"), seat, "take bp 3")


def test_there_is_no_active_seat_in_the_last_chance_or_at_the_end() -> None:
    def ending(state: AfternovaState) -> None:
        state.phase = "last_chance"

    def over(state: AfternovaState) -> None:
        state.phase = "over"

    assert contract.active_seat(GAME, edited(table(), ending)) is None
    assert contract.active_seat(GAME, edited(table(), over)) is None
