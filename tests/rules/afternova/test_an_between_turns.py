"""Blueprints are completed between turns (rulebook: "at the end of any player's turn").

An idle seat's completion, and the end a 6th Blueprint triggers, never cut the active player's
Market action or deal short.
"""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.actions import Complete
from rules.afternova.state import AfternovaState, AutomaBlueprint, CompletedBlueprint
from rules.core.errors import NotYourTurn
from tests.rules.afternova.an_helpers import (
    act,
    edited,
    give_hand,
    market_turn,
    set_planet,
    set_storage,
    table,
)

PALLAS = "pl-17"  # piloting 3, engineering 2, 4 spaces
READY = Complete(blueprint="bp-19")


def _ready(seat: int, done: int = 0) -> AfternovaState:
    """A 3-seat table where ``seat`` can complete bp-19 and has ``done`` Blueprints already."""

    def change(state: AfternovaState) -> None:
        give_hand(state, 0, ["hp-45", "hp-41"])  # piloting 3, engineering 1
        give_hand(state, seat, [*state.seats[seat].hand[:2], "bp-19"])  # bp-19: black 2
        set_storage(state, seat, ["black", "black"])
        state.seats[seat].completed = [
            CompletedBlueprint(id=b) for b in ("bp-01", "bp-02", "bp-03", "bp-05", "bp-07")[:done]
        ]
        set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])

    return edited(table(), change)


def test_an_idle_seat_cannot_complete_during_the_market_action() -> None:
    state = act(_ready(1), 0, "take paw 1")
    assert READY not in GAME.legal_actions(state, 1)
    with pytest.raises(NotYourTurn, match="between turns"):
        GAME.parse_action(state, 1, "complete bp-19")


def test_an_idle_seat_cannot_complete_while_a_deal_is_open() -> None:
    state = act(_ready(1), 0, "propose 1 with hp-45 hp-41 | @3 engineering:1")
    assert READY not in GAME.legal_actions(state, 1)


def test_the_seat_whose_turn_ended_may_complete_before_the_next_player_acts() -> None:
    state = market_turn(_ready(0))
    assert (state.active, READY in GAME.legal_actions(state, 0)) == (1, True)


def test_the_gap_closes_when_the_next_player_starts_acting() -> None:
    state = market_turn(_ready(0))
    assert READY not in GAME.legal_actions(act(state, 1, "sweep paws"), 0)


def test_a_sixth_blueprint_between_turns_leaves_the_market_whole() -> None:
    state = act(market_turn(_ready(2, done=5)), 2, "complete bp-19")
    assert state.phase == "last_chance"
    assert None not in state.market_paws + state.market_bps


def _automa_one_short(state: AfternovaState) -> None:
    assert state.automa is not None
    give_hand(state, 1, ["bp-19"])  # out of wherever it is, then into the automa's row
    state.seats[1].hand = []
    state.automa.hidden = state.bp_deck[:5]
    del state.bp_deck[:5]
    state.automa.row = [AutomaBlueprint(id="bp-19", covered=["black"])]
    set_planet(state, 0, PALLAS, ["black", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])  # piloting 2, engineering 1
    give_hand(state, 1, ["hp-41", "hp-02"])


def test_a_deal_that_ends_the_game_through_the_automa_returns_no_paws() -> None:
    start = edited(table(2, seed="automa-end"), _automa_one_short)
    proposal = "propose 1 with hp-45 | @2 engineering:1 | bot fills piloting gets black"
    state = act(act(start, 0, proposal), 1, "accept hp-02")
    assert state.phase == "last_chance"
    assert "hp-45" not in state.seats[0].hand and "hp-02" not in state.seats[1].hand
