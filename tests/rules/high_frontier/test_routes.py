"""Movement on the map graph (docs/rules/high-frontier.md §8): the route and burn examples of §21
and the step rules of §8.3–§8.5, with the decisions of §23."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.high_frontier import pack, route_text
from rules.high_frontier.fuel import Drive, strip
from rules.high_frontier.pack import GEO, LEO
from rules.high_frontier.routes import IllegalRoute, Rocket, check_route, destinations
from tests.rules.high_frontier.hf_helpers import face

MAP = pack.load().map


def refused(rocket: Rocket, path: list[str]) -> IllegalRoute:
    with pytest.raises(IllegalRoute) as err:
        check_route(MAP, rocket, path)
    return err.value


def test_w25_leo_to_luna_in_two_burns() -> None:
    nasa = Drive.of(face("NASA Astronauts"))
    dry, wet = Fraction(1), strip().add(Fraction(1), 3)
    thrust = nasa.net_thrust(wet, 0)
    assert (wet, thrust) == (Fraction(4), 15)
    assert thrust is not None
    rocket = Rocket(thrust, strip().steps(dry, wet), nasa.per_burn, base_thrust=14)
    (route,) = destinations(MAP, LEO, rocket)["n115"]
    assert route.path == ("n90", "n91", "n95", "n111", "n115")
    assert (route.burns, route.fuel_steps, route.landing) == (2, 16, "powered")
    assert route.belts == ("n95",) and route.hazards == ()
    assert strip().burn(dry, wet, route.fuel_steps) == Fraction(4, 3)


def test_w16_leo_to_geo_in_two_burns_through_the_belt() -> None:
    rocket = Rocket(net_thrust=2, fuel_steps=7, per_burn=Fraction(2))
    routes = destinations(MAP, LEO, rocket)[GEO]
    assert [r.path for r in routes] == [("n90", "n91", "n95", "n96")]
    assert (routes[0].burns, routes[0].belts) == (2, ("n95",))
    # the Belt Roll took the thruster's power: coasting on, GEO (a burn) is refused
    coasting = Rocket(net_thrust=0, fuel_steps=7, per_burn=Fraction(2))
    assert "no Burn left" in refused(coasting, ["n95", "n96"]).reason


def test_leo_to_the_moons_of_mars_in_three_burns() -> None:
    hall = Rocket(net_thrust=3, fuel_steps=7, per_burn=Fraction(2))  # W1's rocket
    found = destinations(MAP, LEO, hall)
    for moon in ("n260", "n261"):  # Phobos, Deimos
        assert MAP.by_id[moon].site in {"phobos", "deimos"}
        assert min(r.burns for r in found[moon]) == 3


def test_w3_w4_powered_landing_needs_thrust_above_size() -> None:
    path = ["n209", "n344", "n345"]  # Mercury north pole, Size 10
    assert check_route(MAP, Rocket(13, 8, Fraction(8)), path).landing == "powered"
    assert "does not exceed its Size 10" in refused(Rocket(10, 8, Fraction(8)), path).reason
    ceres = ["n354", "n356", "n353"]  # a half lander, Size 6
    route = check_route(MAP, Rocket(7, 1, Fraction(2)), ceres)
    assert (route.burns, route.fuel_used) == (1, Fraction(1))
    assert refused(Rocket(6, 1, Fraction(2)), ceres).step == 2


def test_w5_net_thrust_below_one_only_coasts() -> None:
    assert destinations(MAP, LEO, Rocket(0, 10, Fraction(1, 2))) == {}


def test_w6_fractions_are_rounded_once() -> None:
    route = check_route(MAP, Rocket(3, 1, Fraction(1, 10)), ["n90", "n91", "n95", "n96"])
    assert (route.fuel_used, route.fuel_steps) == (Fraction(1, 5), 1)


def test_w14_acetylene_liftoff_from_the_venus_aerostat() -> None:
    rocket = Rocket(3, 9, Fraction(2), liftoff="acetylene", factories={"n35": False})
    found = destinations(MAP, "n35", rocket)
    (route,) = found["n1481"]
    assert route.path == ("n35", "n1484", "n1483", "n1482", "n1481")
    assert (route.burns, route.fuel_steps, route.liftoff) == (3, 6, "acetylene")
    assert route.hazards == ("n35", "n1482")  # the liftoff's roll, a hazard lander burn
    living = destinations(MAP, "n35", Rocket(**{**rocket.__dict__, "acetylene": "living"}))
    assert min(r.burns for r in living["n1481"]) == 2
    powered = Rocket(3, 9, Fraction(2))
    assert "does not exceed" in refused(powered, ["n35", "n1484"]).reason


def test_w15_the_solar_oberth() -> None:
    crew = Rocket(14, 20, Fraction(9), base_thrust=14)
    route = check_route(MAP, crew, ["n37", "n445", "n45"])
    assert (route.burns, route.fuel_steps, route.hazards) == (1, 9, ("n445",))
    assert route.bonus_burns == 1  # the burn n45 is paid by the Oberth's 14 bonus burns
    assert "lander burn" in refused(crew, ["n37", "n445"]).reason


def test_a_pivot_costs_two_burns_or_a_ballerina() -> None:
    path = ["n6", "n5", "n1"]  # arrive on lane 1 at Hohmann n5, leave on lane 2
    assert check_route(MAP, Rocket(2, 9, Fraction(1)), path).burns == 2
    ballerina = check_route(MAP, Rocket(2, 9, Fraction(1), bonus_pivots=1), path)
    assert (ballerina.burns, ballerina.pivots) == (0, 1)
    assert "no Burn left" in refused(Rocket(1, 9, Fraction(1)), path).reason


def test_flyby_bonus_burns_pay_a_later_burn() -> None:
    route = check_route(MAP, Rocket(1, 9, Fraction(2)), ["n100", "n44", "n98", "n91"])
    assert (route.burns, route.bonus_burns, route.flybys) == (0, 1, ("n44",))
    assert route.hazards == ("n98",)  # the Earth aerobrake
    venus = ["n7", "n33", "n76"]  # the Venus flyby, then a burn
    blue = check_route(MAP, Rocket(0, 0, Fraction(1), season="blue"), venus)
    assert (blue.flybys, blue.bonus_burns) == (("n33",), 1)
    assert "no Burn left" in refused(Rocket(0, 0, Fraction(1), season="red"), venus).reason


def test_aerobrake_landing_needs_no_thrust() -> None:
    route = check_route(MAP, Rocket(0, 0, Fraction(1)), ["n894", "n901", "n340"])
    assert (route.landing, route.hazards) == ("aerobrake", ("n901",))


def test_factory_assisted_landing_and_liftoff() -> None:
    path = ["n1429", "n937"]  # Hathor, Size 1
    assert "no aerobrake or Factory" in refused(Rocket(1, 0, Fraction(1)), path).reason
    route = check_route(MAP, Rocket(1, 0, Fraction(1), factories={"n937": False}), path)
    assert (route.landing, route.hazards) == ("factory", ("n937",))
    colonized = Rocket(1, 0, Fraction(1), factories={"n937": True})
    assert check_route(MAP, colonized, path).hazards == ()
    assert check_route(MAP, colonized, ["n937", "n1429"]).liftoff == "factory"


def test_synodic_comets_only_in_their_season() -> None:
    path = ["n1008", "n217"]  # Comet Phaethon, yellow
    assert "only in season yellow" in refused(Rocket(5, 9, Fraction(1)), path).reason
    assert check_route(MAP, Rocket(5, 9, Fraction(1), season="yellow"), path).landing


def test_the_step_rules_name_the_illegal_step() -> None:
    rocket = Rocket(5, 20, Fraction(1))
    assert refused(rocket, ["n90", "n91", "n90"]).reason.startswith("no U-turn")
    assert "runs one way" in refused(rocket, ["n90", "n956"]).reason
    assert refused(rocket, ["n90", "n96"]).reason == "no line joins n90 and n96"
    halt = refused(rocket, ["n90", "n91", "n95", "n111"])
    assert (halt.step, halt.reason) == (3, "a move may not end on a lander burn")
    assert "fuel" in refused(Rocket(5, 1, Fraction(2)), ["n90", "n91"]).reason
    assert refused(rocket, ["n111", "n115"]).step == 0


def test_a_path_names_the_word_that_is_no_space() -> None:
    rocket = Rocket(3, 9, Fraction(2))
    short = refused(rocket, [LEO])
    assert (short.step, short.reason) == (0, route_text.TWO_SPACES)
    typo = refused(rocket, [LEO, "n91", "n9999"])
    assert (typo.step, typo.reason) == (2, route_text.NOT_A_SPACE.format(space="n9999"))
