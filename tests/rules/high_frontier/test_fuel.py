"""The Fuel Strip, weight classes and net thrust, from the worked examples W1–W14 of
docs/rules/high-frontier.md §21 (strip §6.2, net thrust §8.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.high_frontier.fuel import (
    Drive,
    FuelError,
    WeightClass,
    air_eater_tanks,
    can_burn,
    can_move,
    dry_mass,
    mixed_grade,
    spot,
    steps_used,
    strip,
)
from tests.rules.high_frontier.hf_helpers import face

S = strip()


def test_strip_totals_match_the_key() -> None:
    # cumulative steps from 1 (§6.2) and the key's interval: 5 down to 2 is 3 + 4 + 6 = 13
    assert [S.steps(Fraction(1), Fraction(n)) for n in (2, 3, 4, 5, 6, 11, 23)] == [
        9, 15, 19, 22, 25, 35, 47,
    ]  # fmt: skip
    assert S.steps(Fraction(2), Fraction(5)) == 13


def test_the_two_readings_above_23() -> None:
    paired, linear = strip("paired"), strip("linear")
    assert [paired.steps(Fraction(23), Fraction(n)) for n in (24, 25, 26, 27, 32)] == [
        1,
        1,
        2,
        2,
        5,
    ]
    assert linear.steps(Fraction(1), Fraction(32)) == 56
    # the two chains meet at 23: from 27 the chit never lands on 24
    assert paired.steps(Fraction(24), Fraction(27)) == 1
    assert paired.steps(Fraction(25), Fraction(26)) == 0


def test_w1_mass_and_fuel() -> None:
    cards = [face("Hall Effect"), face("Cascade Photovoltaic"), face("Tungsten Resistojet")]
    dry = Fraction(dry_mass(c.mass or 0 for c in cards))
    wet = S.add(dry, 3)
    assert (dry, wet, S.steps(dry, wet)) == (Fraction(5), Fraction(8), 7)
    assert WeightClass.of(wet) is WeightClass.SCOUT
    after = S.burn(dry, wet, 3 * 2)
    assert after == spot("5 1/3") and S.steps(dry, after) == 1
    drive = Drive.of(face("Hall Effect"), [face("Cascade Photovoltaic")])
    assert drive.net_thrust(wet, 0) == 3
    assert drive.net_thrust(wet, 0, powersat=True) == 4


def test_w2_heavy_trip_and_the_sail() -> None:
    dry, wet = Fraction(4), Fraction(8)
    assert S.steps(dry, wet) == 10 and WeightClass.of(wet) is WeightClass.SCOUT
    wet = S.add(wet, 11)
    assert wet == 19
    assert S.burn(dry, wet, 2 * 8) == 7
    sail = Drive.of(face("Photon Kite Sail"))
    assert sail.net_thrust(Fraction(8), 0) == 0
    assert sail.net_thrust(Fraction(8), 2) == 2


def test_w3_powered_landing_on_mercury() -> None:
    crew = face("ESA Space Unionists")
    dry = Fraction(dry_mass([crew.mass or 0, face("Electrophoretic Sandworm").mass or 0]))
    wet = Fraction(4)
    assert dry == 2 and WeightClass.of(wet) is WeightClass.PROBE
    assert Drive.of(crew).net_thrust(wet, 2) == 12 + 1  # not solar: 13 > Mercury's Size 10
    assert S.burn(dry, wet, 8) == spot("2 1/3")


def test_w4_jettison_for_a_lighter_class() -> None:
    wet = spot("8 1/2")
    assert WeightClass.of(wet) is WeightClass.TRANSPORT
    wet = S.burn(Fraction(3), wet, 1)
    assert wet == 8 and WeightClass.of(wet) is WeightClass.SCOUT


def test_w5_a_tug_coasts() -> None:
    ion = Drive.of(face("Ion Drive"))
    assert ion.net_thrust(Fraction(17), 0) == 0


def test_w6_fractions_round_at_the_end_of_the_move() -> None:
    beam = Drive.of(face("Colliding Beam H-B Fusion"))
    assert beam.per_burn == Fraction(1, 10)
    assert steps_used(3 * beam.per_burn) == 1


def test_w7_solar_power_by_zone() -> None:
    driver = Drive.of(face("Mass Driver"), [face("Flywheel Compulsator")])
    wet = Fraction(8)
    assert driver.net_thrust(wet, 2) == 6
    assert driver.net_thrust(wet, -2) == 2
    assert driver.net_thrust(wet, None) is None
    assert driver.net_thrust(wet, None, powersat=True) == 4 - 6 + 1


def test_w8_a_thrust_modifying_support() -> None:
    hall = Drive.of(face("Hall Effect"), [face("Radioisotope Stirling")])
    assert hall.net_thrust(Fraction(8), 0) == 1


def test_w9_phileas_fogg() -> None:
    dry, wet = Fraction(6), Fraction(8)
    assert S.steps(dry, wet) == 4
    bubble = face("Bubble Membrane")
    assert bubble.heavy and bubble.light
    removed = bubble.heavy.mass - bubble.light.mass + (face("Carbonyl Volatilization").mass or 0)
    dry = S.remove(dry, removed)
    assert (dry, S.steps(dry, wet)) == (Fraction(3), 14)


def test_w10_red_line_takes_the_lower_path() -> None:
    dry, wet = S.remove(Fraction(4), 2), S.remove(spot("4 1/3"), 2)
    assert (dry, wet) == (Fraction(2), spot("2 1/6"))


def test_w11_w12_refuel_on_the_red_line() -> None:
    wet = S.add(Fraction(4), 1 + 3 - 2)
    assert wet == 6 and WeightClass.of(wet) is WeightClass.SCOUT
    assert S.add(Fraction(4), 7) == 11
    assert S.add(spot("7 1/2"), 7) == 14


def test_w13_air_eater() -> None:
    ion = face("Ion Drive").triangle
    assert ion is not None
    assert S.add(Fraction(5), air_eater_tanks(ion.consumption)) == 10


def test_w14_acetylene_liftoff_numbers() -> None:
    dry, wet = Fraction(5), Fraction(10)
    assert WeightClass.of(wet) is WeightClass.TRANSPORT
    wet = S.burn(dry, wet, 2)  # afterburn before the class is read
    rocket = Drive.of(face("Hall Effect"))
    assert rocket.triangle.afterburn is None  # W14's 3·2 has a flame: build it from numbers
    flame = Drive(rocket.triangle.model_copy(update={"afterburn": 2}))
    assert flame.net_thrust(wet, 0, afterburn=True) == 3 - 1 + 1
    wet = S.burn(dry, wet, 3 * 2)
    assert (wet, S.steps(dry, wet)) == (Fraction(6), 3)


def test_weight_class_bands() -> None:
    classes = [WeightClass.of(spot(s)) for s in ("1 8/9", "2", "4 1/3", "4 2/3", "8", "16", "17")]
    assert [c.name for c in classes] == [
        "WISP", "PROBE", "PROBE", "SCOUT", "SCOUT", "TRANSPORT", "TUG",
    ]  # fmt: skip


def test_chits_never_pass_or_leave_the_strip() -> None:
    with pytest.raises(FuelError):
        S.burn(Fraction(5), Fraction(8), 8)
    with pytest.raises(FuelError):
        S.add(Fraction(31), 2)
    with pytest.raises(FuelError):
        S.remove(Fraction(1), 1)
    with pytest.raises(FuelError):
        S.steps(Fraction(1), Fraction(7, 5))


def test_masses_grades_and_limits() -> None:
    assert dry_mass([0, 0]) == 1 and dry_mass([2, 3], fts=2) == 7
    assert can_move(Fraction(23), Fraction(32)) and not can_move(Fraction(24), Fraction(25))
    assert mixed_grade("water", "dirt") == "dirt" and mixed_grade(None, "water") == "water"
    assert can_burn("dirt", "isotope") and not can_burn("water", "dirt")
    assert S.wet_needed(Fraction(5), 6) == spot("7 1/2")
