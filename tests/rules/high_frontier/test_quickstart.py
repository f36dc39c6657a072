"""The Quick Start variant (docs/rules/high-frontier.md §17; CR C5, V1) through ``apply``: 0
starting Aquas, a 12-year draft of deck tops without events, the sell-back round, the first
Seniority Disk discarded."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import DONE, Sell, Side, Take
from rules.high_frontier.state import HighFrontierState


def _drafting(seats: int = 2) -> HighFrontierState:
    state = GAME.setup(seats, seed="quick", options={"quick_start": "yes"})
    for seat in range(seats):
        state = GAME.apply(state, seat, Side(side="front")).state
    return state


def test_quick_start_begins_with_no_aquas_and_a_draft() -> None:
    state = _drafting()
    assert state.phase == "draft" and state.draft == 12
    for player in state.players:
        assert player.aquas in (0, 2)  # the Secretary-General's 2 still come
    first = state.first
    assert set(GAME.legal_actions(state, first)) == {
        Take(deck=d) for d in ("thrusters", "robonauts", "refineries")
    } | {Take(deck=d) for d in ("generators", "reactors", "radiators")}
    assert GAME.default_action(state, first) == Take(deck="thrusters")
    top = state.decks["robonauts"][0]
    step = GAME.apply(state, first, GAME.parse_action(state, first, "take robonauts"))
    assert step.state.players[first].hand == [top]
    assert step.state.current == (first + 1) % 2  # the turn passes at once


def test_twelve_draft_years_without_events_then_the_sell_back_and_the_first_disk() -> None:
    state = _drafting()
    kinds: list[str] = []
    while state.phase == "draft":
        action = GAME.default_action(state, state.current)  # the first deck with a card
        assert action is not None
        step = GAME.apply(state, state.current, action)
        kinds += [e.kind for e in step.events]
        state = step.state
    assert "Event" not in kinds and "Seniority" not in kinds
    assert (state.year, state.spot, state.disks) == (12, 11, 4)  # no move in the last year
    assert state.phase == "sellback" and state.current == state.first
    seller = state.current
    card = state.players[seller].hand[0]
    before = state.players[seller].aquas
    assert Sell(card=card) in GAME.legal_actions(state, seller)
    state = GAME.apply(state, seller, Sell(card=card)).state
    assert state.players[seller].aquas == before + 1
    assert state.decks["thrusters"][-1] == card  # back to its deck's bottom
    state = GAME.apply(state, seller, DONE).state
    state = GAME.apply(state, state.current, DONE).state
    assert (state.phase, state.disks, state.current) == ("play", 3, state.first)
    assert DONE in GAME.legal_actions(state, state.first)


def test_the_quick_start_and_altruism_options_are_offered() -> None:
    assert set(GAME.options_help()) == {"quick_start", "altruism"}
    with pytest.raises(IllegalAction):
        GAME.setup(2, seed="quick", options={"quick_start": "maybe"})
    with pytest.raises(IllegalAction):
        GAME.setup(2, seed="quick", options={"heroes": "yes"})
    assert GAME.setup(2, seed="quick", options={"quick_start": "no"}).draft == 0
