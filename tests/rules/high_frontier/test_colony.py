"""Colonies (docs/rules/high-frontier.md §7 G3, §8.4, §16; CR G3, M2b) through ``apply``."""

from __future__ import annotations

from rules.high_frontier import GAME, felony, flight
from rules.high_frontier.actions import COLONIZE, DONE
from rules.high_frontier.colony import colony_vp
from rules.high_frontier.cycle import cycle
from rules.high_frontier.state import HighFrontierState, Outpost

from .felony_table import NASA, RAYGUN, ROSCOSMOS, TAIKONAUTS, aboard, play, seated


def _ceres_factory() -> HighFrontierState:
    state = seated(NASA, ROSCOSMOS)
    me = state.players[0]
    me.claims, me.factories = ["ceres"], ["ceres"]
    state.tracks["C"] = 1
    aboard(state, 0, "n353", [NASA[0], RAYGUN], "4")
    return state


def test_the_crew_founds_a_colony_on_its_own_factory_and_goes_home() -> None:
    state = _ceres_factory()
    assert COLONIZE in GAME.legal_actions(state, 0)
    step = GAME.apply(state, 0, COLONIZE)
    me = step.state.players[0]
    assert me.colonies == ["ceres"] and NASA[0] in me.leo
    assert me.rocket is not None and me.rocket.cards == [RAYGUN] and me.rocket.dry == "3"
    assert "builds a Colony on Ceres" in step.events[0].text
    assert COLONIZE not in GAME.legal_actions(step.state, 0)  # one dome per Factory


def test_no_colony_without_the_crew_aboard_or_on_someone_elses_factory() -> None:
    state = _ceres_factory()
    state.players[0].rocket.cards.remove(NASA[0])  # type: ignore[union-attr]
    assert COLONIZE not in GAME.legal_actions(state, 0)
    state = _ceres_factory()
    state.players[0].factories, state.players[1].factories = [], ["ceres"]
    assert COLONIZE not in GAME.legal_actions(state, 0)


def test_a_carried_glory_chit_is_a_tragedy_and_an_emptied_rocket_leaves_the_map() -> None:
    state = _ceres_factory()
    rocket = state.players[0].rocket
    assert rocket is not None
    rocket.cards, rocket.dry, rocket.glory = [NASA[0]], "1", "ceres"
    state = play(state, 0, COLONIZE)
    me = state.players[0]
    assert me.rocket is None and me.glory == cycle().glory.low


def test_colony_vp_by_site_icons_and_in_the_final_score() -> None:
    assert colony_vp("ceres") == 3  # submarine: dome 1 + 2
    assert colony_vp("europa_conamara_chaos") == 2  # astrobiology: dome 1 + 1
    assert colony_vp("vesta") == 1  # neither: the dome
    state = play(_ceres_factory(), 0, COLONIZE)
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert outcome is not None
    # Claim 1 + Factory 1 + dome 1 + Rocket figure 1 = 4 tokens; C price 8; submarine +2
    assert outcome.scores[0] == 4 + 8 + 2
    assert "from Colony Sites" in outcome.details[0]


def test_a_colonized_factory_assists_without_a_hazard_roll() -> None:
    state = _ceres_factory()
    moves = flight.moves_for(state, 0)
    assert not isinstance(moves, str) and moves[0].factories == {"n353": False}
    state = play(state, 0, COLONIZE)
    assert felony.usable_factories(state, 0) == {"n353": True}  # what the route rules get


def test_colonizing_the_kreutz_sungrazer_is_a_felony() -> None:
    for crew, allowed in ((NASA, False), (TAIKONAUTS, True)):
        state = seated(crew, ROSCOSMOS)
        me = state.players[0]
        me.claims, me.factories = ["kreutz_sungrazer"], ["kreutz_sungrazer"]
        aboard(state, 0, "n619", [crew[0], RAYGUN], "4")
        assert (COLONIZE in GAME.legal_actions(state, 0)) is allowed


def test_everything_on_the_kreutz_sungrazer_is_lost_when_yellow_ends() -> None:
    state = seated(TAIKONAUTS, ROSCOSMOS)
    me = state.players[0]
    me.claims, me.factories, me.colonies = ["kreutz_sungrazer"], ["kreutz_sungrazer"], []
    aboard(state, 0, "n619", [TAIKONAUTS[0], RAYGUN], "4")
    me.outposts["kreutz_sungrazer"] = Outpost(cards=["thruster-04-black"], fts=3)
    yellow = [s for s in range(12) if cycle().season(s) == "yellow"]
    state.spot = max(yellow)  # the last yellow year: the next advance leaves yellow
    state.current = state.num_players - 1  # the last seat's done ends the year
    step = GAME.apply(state, state.current, DONE)
    after = step.state.players[0]
    assert after.rocket is None and TAIKONAUTS[0] in after.leo
    assert RAYGUN in after.hand and "thruster-04" in after.hand
    assert "kreutz_sungrazer" not in after.outposts
    assert after.claims == ["kreutz_sungrazer"]  # tokens stay
    lost = next(e for e in step.events if e.kind == "KreutzLost")
    assert "3 FTs" in str(lost.text)
