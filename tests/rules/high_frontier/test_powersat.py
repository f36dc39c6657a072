"""Powersat (docs/rules/high-frontier.md §2, §8.2 step 5, §8.4; CR H3d, H6c, I7, N4a) through
the engine: +1 to a push triangle, factory-assist without a Hazard Roll, a push Site's Factory,
and the beam lent for a turn in a ``consent`` window."""

from __future__ import annotations

from rules.high_frontier import GAME, felony, flight
from rules.high_frontier.actions import GRANT, Ask
from rules.high_frontier.state import HighFrontierState

from .felony_table import ESA, NASA, RAYGUN, aboard, play, seated

MOTH = "thruster-12"  # Re Solar Moth: 3·4, push icon, solar, no supports, mass 0


def _moth_thrust(state: HighFrontierState, seat: int) -> int:
    moves = flight.moves_for(state, seat)
    assert not isinstance(moves, str)
    return next(m.net_thrust for m in moves if m.per_burn == 4)


def test_powersat_adds_one_to_a_push_triangle() -> None:
    esa = seated(ESA, NASA)
    aboard(esa, 0, "n90", [ESA[0], MOTH], "8")
    nasa = seated(NASA, ESA)
    aboard(nasa, 0, "n90", [NASA[0], MOTH], "8")
    assert _moth_thrust(esa, 0) == _moth_thrust(nasa, 0) + 1  # same mass, Earth zone 0


def test_a_factory_on_a_push_site_gives_powersat() -> None:
    state = seated(NASA, ESA)
    assert not felony.beams(state, 0)
    state.players[0].claims = state.players[0].factories = ["io_gish_bar_mons"]
    assert felony.beams(state, 0)


def test_powersat_spares_the_factory_assist_hazard_roll() -> None:
    for crew, hazards in ((NASA, ("n349",)), (ESA, ())):
        state = seated(crew, NASA if crew == ESA else ESA)
        me = state.players[0]
        me.claims = me.factories = ["minerva"]
        aboard(state, 0, "n349", [MOTH, RAYGUN], "3")  # probe: 3 + 1 − 2 (+1 pushed) ≤ 3
        route = flight.checked(state, 0, ("n349", "n354"))
        assert not isinstance(route, str) and route.liftoff == "factory"
        assert route.hazards == hazards


def test_the_beam_is_lent_for_a_turn() -> None:
    state = seated(NASA, ESA)
    aboard(state, 0, "n90", [NASA[0], MOTH], "8")
    plain = _moth_thrust(state, 0)
    assert Ask(what="powersat") in GAME.legal_actions(state, 0)
    state = play(state, 0, Ask(what="powersat"))
    state = play(state, 1, GRANT)
    assert felony.beamed(state, 0) and _moth_thrust(state, 0) == plain + 1
    assert Ask(what="powersat") not in GAME.legal_actions(state, 0)
