"""The secret Crew side choice at setup (docs/rules/high-frontier.md §3 step 2, CR C2, C5, C8;
decision §23 Q17): one secret window for every seat, revealed together, front by default."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction, NotYourTurn
from rules.high_frontier import GAME
from rules.high_frontier.actions import Done, Side
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import PublicView

UN, TAIKONAUTS = "crew-cq040", "crew-cq041"  # front UN (A), back B612 (H); front C, back B


def dealt() -> HighFrontierState:
    """Two seats dealt the UN/B612 and Taikonauts/ROSCOSMOS cards, sides not chosen."""
    state = GAME.setup(2, seed="sides")
    state.players[0].crew, state.players[0].leo = UN, [UN]
    state.players[1].crew, state.players[1].leo = TAIKONAUTS, [TAIKONAUTS]
    return state


def _public(state: HighFrontierState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


def test_every_seat_is_asked_at_once_and_nobody_plays_before() -> None:
    state = dealt()
    assert state.phase == "sides" and GAME.to_act(state) == {0, 1}
    assert GAME.active_seat(state) is None
    assert list(GAME.legal_actions(state, 1)) == [Side(side="front"), Side(side="back")]
    assert GAME.default_action(state, 0) == Side(side="front")
    assert "`side back` (B612 Foundation)" in GAME.prompt(state, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Done())


def test_a_choice_stays_secret_until_the_last_seat_has_chosen() -> None:
    state = dealt()
    step = GAME.apply(state, 0, Side(side="back"))
    state = step.state
    assert GAME.is_private_action(dealt(), 0, Side(side="back"))
    public = [e.text_for(None) for e in step.events]
    assert public == ["{p0} has chosen the side of their Crew card."]
    assert "B612 Foundation" in str(step.events[0].text_for(0))
    view = _public(state)
    assert (
        view.players[0].faction
        == "United Nations Cosmonauts or B612 Foundation (side not revealed yet)"
    )
    assert dict(view.players[0].leo)[UN] == view.players[0].faction
    assert view.players[0].aquas == 6
    assert "back" not in GAME.view(state, 1).model_dump_json()
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 0, Side(side="front"))
    assert GAME.to_act(state) == {1}


def test_the_reveal_pays_the_secretary_general_and_seats_the_best_clout_first() -> None:
    state = dealt()
    state = GAME.apply(state, 0, Side(side="front")).state  # United Nations: A, +2 Aquas
    step = GAME.apply(state, 1, Side(side="back"))  # ROSCOSMOS: B
    state = step.state
    assert state.phase == "play" and state.window is None
    assert [p.side for p in state.players] == ["front", "back"]
    assert [p.aquas for p in state.players] == [8, 6]
    assert state.first == state.current == 0 and GAME.to_act(state) == {0}
    assert step.events[-1].text_for(None) == (
        "Crew sides revealed: {p0} United Nations Cosmonauts, {p1} ROSCOSMOS."
        " {p0} is the 1st Player."
    )
    assert _public(state).players[1].faction == "ROSCOSMOS"


def test_b612_against_roscosmos_seats_roscosmos_first_without_extra_aquas() -> None:
    state = dealt()
    state = GAME.apply(state, 1, Side(side="back")).state
    state = GAME.apply(state, 0, Side(side="back")).state  # B612: H, no Secretary-General
    assert [p.aquas for p in state.players] == [6, 6]
    assert state.first == state.current == 1
