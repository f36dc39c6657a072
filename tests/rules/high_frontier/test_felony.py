"""Felonies and permissions (docs/rules/high-frontier.md §15; CR G4, K2e, N4b, N5, glossary
"Felony", "Factory Hijack") through ``apply``: Claim Jump, Factory Hijack of a site refuel,
the ``consent`` window with its stated default (refused)."""

from __future__ import annotations

from rules.high_frontier import GAME, felony
from rules.high_frontier.actions import GRANT, JUMP, REFUEL, REFUSE, Ask, Produce
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import PublicView

from .felony_table import COOLER, NASA, RAYGUN, ROSCOSMOS, TAIKONAUTS, aboard, play, seated


def _jump_table(me: tuple[str, str], other: tuple[str, str] = ROSCOSMOS) -> HighFrontierState:
    """Seat 0's Rocket and Crew on Ceres, where seat 1 has a Claim (no Factory)."""
    state = seated(me, other)
    state.players[1].claims = ["ceres"]
    aboard(state, 0, "n353", [me[0], RAYGUN, COOLER], "5")
    return state


def test_claim_jump_replaces_the_opponents_claim_without_taxes() -> None:
    state = _jump_table(TAIKONAUTS, ROSCOSMOS)
    assert JUMP in GAME.legal_actions(state, 0)
    step = GAME.apply(state, 0, JUMP)
    after = step.state
    assert after.players[0].claims == ["ceres"] and after.players[1].claims == []
    assert [e.kind for e in step.events] == ["ClaimJumped"]  # ROSCOSMOS collects no Taxes
    assert "jumps {p1}'s Claim on Ceres (a Felony)" in step.events[0].text


def test_claim_jump_is_blocked_by_a_factory_or_an_opposing_human() -> None:
    state = _jump_table(TAIKONAUTS)
    state.players[1].factories = ["ceres"]
    assert JUMP not in GAME.legal_actions(state, 0)
    state = _jump_table(TAIKONAUTS)
    aboard(state, 1, "n353", [ROSCOSMOS[0]], "1")
    assert JUMP not in GAME.legal_actions(state, 0)


def test_claim_jump_needs_felonious_or_anarchy_and_the_human_there() -> None:
    assert JUMP not in GAME.legal_actions(_jump_table(NASA), 0)
    state = _jump_table(NASA)
    state.anarchy = True  # every privilege replaced by Felonious
    assert JUMP in GAME.legal_actions(state, 0)
    state = _jump_table(TAIKONAUTS)
    rocket = state.players[0].rocket
    assert rocket is not None
    rocket.cards, rocket.dry, rocket.wet = [RAYGUN, COOLER], "4", "4"
    assert JUMP not in GAME.legal_actions(state, 0)  # no Human colocated


def test_a_felonious_seats_leave_is_a_consent_window_refused_by_default() -> None:
    state = _jump_table(NASA, TAIKONAUTS)
    assert Ask(what="felonious") in GAME.legal_actions(state, 0)
    asked = GAME.apply(state, 0, Ask(what="felonious")).state
    assert GAME.to_act(asked) == frozenset({1}) and GAME.active_seat(asked) is None
    assert GAME.legal_actions(asked, 1) == (REFUSE, GRANT)
    assert GAME.default_action(asked, 1) == REFUSE
    assert "asks you for leave to commit Felonies" in GAME.prompt(asked, 1)
    refused = play(asked, 1, REFUSE)
    assert GAME.to_act(refused) == frozenset({0}) and JUMP not in GAME.legal_actions(refused, 0)
    assert Ask(what="felonious") not in GAME.legal_actions(refused, 0)  # asked once a turn
    granted = play(asked, 1, GRANT)
    assert JUMP in GAME.legal_actions(granted, 0)
    jumped = play(granted, 0, JUMP)
    assert jumped.players[0].claims == ["ceres"]


def test_a_permission_binds_for_the_turn_only() -> None:
    state = _jump_table(NASA, TAIKONAUTS)
    state = play(state, 0, Ask(what="felonious"))
    state = play(state, 1, GRANT)
    state = play(state, 0, GAME.parse_action(state, 0, "done"))
    assert state.turn.permits == [] and not felony.felonious(state, 0)


def _other_factory(me: tuple[str, str]) -> HighFrontierState:
    """Seat 0's Rocket (Crew, the ISRU-2 raygun and its radiator, Wet 5) on Ceres, seat 1's
    Factory there."""
    state = seated(me, ROSCOSMOS)
    state.players[1].claims = state.players[1].factories = ["ceres"]
    aboard(state, 0, "n353", [me[0], RAYGUN, COOLER], "5")
    return state


def test_factory_hijack_refuels_at_an_opponents_factory() -> None:
    rocket = play(_other_factory(NASA), 0, REFUEL).players[0].rocket
    assert rocket is not None and rocket.wet == "8"  # ISRU refuel only: 1 + 4 − 2 = 3 FTs, 5 -> 8
    rocket = play(_other_factory(TAIKONAUTS), 0, REFUEL).players[0].rocket
    assert rocket is not None and rocket.wet == "12"  # Factory refuel, hijacked: 7 FTs


def test_the_owners_permission_lends_its_factory() -> None:
    state = _other_factory(NASA)
    assert Ask(what="factory:ceres") in GAME.legal_actions(state, 0)
    assert GAME.parse_action(state, 0, "ask factory ceres") == Ask(what="factory:ceres")
    state = play(state, 0, Ask(what="factory:ceres"))
    state = play(state, 1, GRANT)
    assert felony.usable_factories(state, 0) == {"n353": False}
    rocket = play(state, 0, REFUEL).players[0].rocket
    assert rocket is not None and rocket.wet == "12"


def test_the_public_view_shows_the_request_and_the_colonies() -> None:
    state = play(_jump_table(NASA, TAIKONAUTS), 0, Ask(what="felonious"))
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert view.request == ("felonious", 0, 1)
    assert "Waiting for {p1} to grant or refuse a permission." in str(view.status)
    state.players[0].factories = state.players[0].colonies = ["ceres"]
    view = GAME.view(state, None)
    assert isinstance(view, PublicView) and view.players[0].colonies == ["ceres"]


def test_a_lent_or_hijacked_factory_makes_black_cards_for_the_user() -> None:
    hall = "thruster-04"  # spectral type C, as Ceres
    state = _other_factory(NASA)
    state.players[0].hand = [hall]
    assert Produce(card=hall, site="ceres") not in GAME.legal_actions(state, 0)
    felon = _other_factory(TAIKONAUTS)
    felon.players[0].hand = [hall]
    assert Produce(card=hall, site="ceres") in GAME.legal_actions(felon, 0)
    made = play(felon, 0, Produce(card=hall, site="ceres"))
    assert made.players[0].outposts["ceres"].cards == [f"{hall}-black"]
