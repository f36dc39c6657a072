"""Raygun and buggy prospecting, Blink Telescope and Luna's permission (docs/rules/
high-frontier.md §11.2, §15; CR I6, I6a, I6b; worked examples W17, W18) through ``apply``."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rules.core.errors import IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import PROSPECT, Ask, Prospect
from rules.high_frontier.prospecting import adjacent, targets
from rules.high_frontier.state import HighFrontierState

from .felony_table import (
    B612,
    BATTERY,
    BUGGY,
    COOLER,
    NASA,
    RAYGUN,
    ROSCOSMOS,
    TAIKONAUTS,
    aboard,
    seated,
)


def test_adjacent_sites_pass_waypoints_crash_hazards_and_lander_burns_only() -> None:
    assert adjacent("n354") == ["aegis_moonlet", "ceres", "gefion", "miahelena", "minerva"]
    assert adjacent("n257") == ["deimos", "phobos"]
    assert "mars_north_pole" in adjacent("n338")  # from a lander burn


def _near_ceres(crew: tuple[str, str] = NASA) -> HighFrontierState:
    """Seat 0's Rocket with the raygun (ISRU 2) on n354, beside Ceres (6, H4), Minerva (3,
    H3) and the Aegis moonlet (1, H3)."""
    state = seated(crew, ROSCOSMOS)
    aboard(state, 0, "n354", [crew[0], RAYGUN, COOLER], "5")
    return state


def test_a_raygun_prospects_several_adjacent_sites_in_one_operation() -> None:
    state = _near_ceres()
    assert targets(state, 0) == {"aegis_moonlet": True, "ceres": True, "minerva": True}
    legal = GAME.legal_actions(state, 0)
    assert Prospect(sites=("ceres",)) in legal
    assert Prospect(sites=("aegis_moonlet", "ceres", "minerva")) in legal
    action = GAME.parse_action(state, 0, "prospect minerva ceres")  # any order typed
    assert action == Prospect(sites=("ceres", "minerva"))
    step = GAME.apply(state, 0, action)
    lines = [e.text for e in step.events if e.kind == "Prospected"]
    assert lines[0].endswith("Ceres: Size 6, a Claim without a roll.")  # W17
    assert "Minerva" in lines[1]
    me = step.state.players[0]
    assert "ceres" in me.claims
    assert ("minerva" in me.claims) != ("minerva" in step.state.busted)
    taxes = [e for e in step.events if e.kind == "Tax"]
    assert len(taxes) == len(me.claims)  # ROSCOSMOS (seat 1) paid per Claim


def test_without_a_raygun_only_the_rockets_own_site() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n354", [NASA[0]], "4")  # the Crew's ISRU 4 but no raygun
    assert targets(state, 0) == {}
    aboard(state, 0, "n353", [NASA[0]], "4")  # on Ceres itself (Hydration 4)
    assert PROSPECT in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction):
        GAME.parse_action(state, 0, "prospect ceres minerva")


def test_no_raygun_range_from_an_atmospheric_site() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n341", [NASA[0], RAYGUN, COOLER], "5")  # Arsia Mons caves, atmospheric
    assert set(targets(state, 0)) == {"mars_arsia_mons_caves"}


def _janus(crew: tuple[str, str] = NASA) -> HighFrontierState:
    """A buggy (ISRU 3, with its electric generator and its radiator) on Janus (Size 2,
    Hydration 4)."""
    state = seated(crew, ROSCOSMOS)
    aboard(state, 0, "n1205", [crew[0], BUGGY, BATTERY, COOLER], "6")
    return state


def _rolls(make: Callable[[], HighFrontierState], action: Prospect) -> list[tuple[str, str]]:
    """(seed, log) of the seeds (of 120) whose prospect re-rolled."""
    found = []
    for n in range(120):
        state = make()
        state.seed = f"roll-{n}"
        step = GAME.apply(state, 0, action)
        said = " ".join(str(e.text) for e in step.events)
        if "re-rolls" in said:
            found.append((state.seed, said))
    return found


def test_w18_a_buggy_rerolls_one_failed_size_roll() -> None:
    rerolled = _rolls(_janus, PROSPECT)
    assert rerolled, "no seed failed the first roll"
    for _, said in rerolled:
        first = int(said.split("failed size roll of ")[1][0])
        assert first > 2  # only a failure is re-rolled
        assert said.count("prospects Janus") == 1  # one outcome, after the re-roll
    claimed = [said for _, said in rerolled if "≤ Size 2, a Claim" in said]
    assert claimed  # W18: roll 3 fails, the re-roll of 2 claims (here some seed)


def test_a_raygun_without_blink_telescope_never_rerolls() -> None:
    assert _rolls(_near_ceres, Prospect(sites=("minerva",))) == []
    assert _rolls(lambda: _near_ceres(B612), Prospect(sites=("minerva",)))


def test_luna_needs_the_first_players_permission_or_a_felony() -> None:
    state = seated(ROSCOSMOS, NASA)
    state.current = 1  # NASA on turn, ROSCOSMOS is the 1st Player
    # Luna Shackleton (Size 9, Hydration 1): the Free Electron Laser (ISRU 1) needs a pulse
    aboard(state, 1, "n115", [NASA[0], "robonaut-04", "generator-03", COOLER], "8")  # electric
    assert all(not isinstance(a, Prospect | Ask) for a in GAME.legal_actions(state, 1))
    state = seated(ROSCOSMOS, NASA)  # a new state: legal actions are remembered per state
    state.current = 1
    aboard(state, 1, "n115", [NASA[0], "robonaut-04", "generator-07", COOLER], "9")  # pulse
    legal = GAME.legal_actions(state, 1)
    assert PROSPECT not in legal and Ask(what="luna") in legal
    asked = GAME.apply(state, 1, Ask(what="luna")).state
    assert GAME.to_act(asked) == frozenset({0})
    granted = GAME.apply(asked, 0, GAME.parse_action(asked, 0, "grant")).state
    assert PROSPECT in GAME.legal_actions(granted, 1)
    felon = seated(ROSCOSMOS, TAIKONAUTS)
    felon.current = 1
    aboard(felon, 1, "n115", [TAIKONAUTS[0], "robonaut-04", "generator-07", COOLER], "9")
    assert PROSPECT in GAME.legal_actions(felon, 1)  # a Felony: no permission asked


LORENTZ = "robonaut-09-black"  # Lorentz-Propelled Microprobe: raygun, ISRU 3, NANITES


def _lorentz(crew: tuple[str, str] = NASA) -> HighFrontierState:
    """The Lorentz-Propelled Microprobe beside Ceres: Minerva (Size 3) and the Aegis moonlet
    (Size 1) are in its raygun range."""
    state = seated(crew, ROSCOSMOS)
    aboard(state, 0, "n354", [crew[0], LORENTZ], "4")
    return state


def test_the_lorentz_microprobe_rerolls_one_failed_size_roll() -> None:
    both = Prospect(sites=("aegis_moonlet", "minerva"))
    rerolled = _rolls(_lorentz, both)
    assert rerolled, "no seed failed a roll"
    for _, said in rerolled:
        assert said.count("re-rolls") == 1  # once per Operation, without Blink Telescope
        first = int(said.split("failed size roll of ")[1][0])
        assert first > 1  # only a failure is re-rolled (the moonlet's Size 1 or Minerva's 3)
    assert any("a Claim" in said.split("re-rolls")[1] for _, said in rerolled)


def test_blink_telescope_and_the_lorentz_microprobe_reroll_two_failures() -> None:
    both = Prospect(sites=("aegis_moonlet", "minerva"))
    counts = {said.count("re-rolls") for _, said in _rolls(lambda: _lorentz(B612), both)}
    assert counts == {1, 2}  # a failure each at most: two when both Sites fail first
