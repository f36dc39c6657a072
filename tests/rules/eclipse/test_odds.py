"""Exact battle odds (docs/rules/eclipse.md §12.7): closed forms, and agreement with seeded
battles of combat.py within three standard errors."""

from __future__ import annotations

import dataclasses
import math
import pickle

import pytest

from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.odds import battle_odds, simulated_odds, states_bound
from rules.eclipse.targeting import NpcRule, TargetPolicy
from tests.rules.eclipse.ecl_helpers import npc, ship, terran

TRIALS = 3000


def test_one_interceptor_each_the_defender_shoots_first() -> None:
    # Both hit on a burst only (1/6); the defender wins the initiative tie:
    # P(defender) = p / (1 - (1 - p)^2) = 6/11.
    one = (Group.of(terran("interceptor"), 1),)
    odds = battle_odds(one, one)
    assert odds.exact
    assert odds.attacker == pytest.approx(5 / 11, abs=1e-12)
    assert odds.attacker + odds.defender == pytest.approx(1.0)


def test_nobody_armed_is_a_stalemate_the_attacker_leaves() -> None:
    unarmed = (Group.of(ship("interceptor", "nuclear_drive"), 2),)
    missiles = (Group.of(ship("interceptor", "ion_missile", "nuclear_drive"), 1),)
    assert battle_odds(unarmed, unarmed).attacker == 0.0
    # Missiles fire once, then a stalemate: the attacker holds only if its missiles clear the
    # defender's single hull-0 ship: 1 - P(3 yellow dice all miss) = 1 - (5/6)^3.
    one_target = (Group.of(ship("interceptor", "nuclear_drive", initiative=0), 1),)
    assert battle_odds(missiles, one_target).attacker == pytest.approx(1 - (5 / 6) ** 3)


def mixed() -> tuple[Fleet, Fleet]:
    cruiser = ship(
        "cruiser", "electron_computer", "plasma_cannon", "hull", "fusion_source", "fusion_drive",
        "gauss_shield",
    )  # fmt: skip
    interceptor = ship(
        "interceptor", "ion_cannon", "fusion_source", "fusion_drive", "plasma_missile"
    )
    attacker = (Group.of(cruiser, 2), Group.of(interceptor, 2))
    defender = (
        Group.of(terran("dreadnought"), 1, [1]),
        Group.of(terran("starbase"), 1),
        Group.of(terran("interceptor"), 2),
    )
    return attacker, defender


def guardian() -> tuple[Fleet, Fleet]:
    attacker = (Group.of(terran("dreadnought"), 1), Group.of(terran("cruiser"), 2))
    return attacker, (Group.of(npc("guardian"), 1),)


def advanced_gcds() -> tuple[Fleet, Fleet]:
    attacker = (Group.of(terran("dreadnought"), 2), Group.of(terran("interceptor"), 2))
    return attacker, (Group.of(npc("gcds", "advanced"), 1),)


@pytest.mark.parametrize(
    ("battle", "targeting"),
    [(mixed, None), (guardian, NpcRule()), (advanced_gcds, NpcRule())],
    ids=["mixed-fleets", "guardian", "advanced-gcds"],
)
def test_exact_odds_agree_with_seeded_battles(
    battle: object, targeting: TargetPolicy | None
) -> None:
    attacker, defender = battle()  # type: ignore[operator]
    if targeting is None:
        exact = battle_odds(attacker, defender)
        rolled = simulated_odds(attacker, defender, trials=TRIALS, seed="agree")
    else:
        exact = battle_odds(attacker, defender, defender_targeting=targeting)
        rolled = simulated_odds(attacker, defender, targeting, trials=TRIALS, seed="agree")
    assert exact.exact and not rolled.exact
    p = exact.attacker
    standard_error = math.sqrt(p * (1 - p) / TRIALS)
    assert 0.02 < p < 0.98, "a battle whose odds tell something"
    assert abs(rolled.attacker - p) <= 3 * standard_error


def test_too_many_states_fall_back_to_simulation() -> None:
    attacker, defender = mixed()
    assert states_bound(attacker) * states_bound(defender) > 100
    odds = battle_odds(attacker, defender, max_states=100, trials=200, seed="s")
    assert not odds.exact and odds.trials == 200
    assert odds == battle_odds(attacker, defender, max_states=100, trials=200, seed="s")


def test_ship_stats_hash_once_and_pickle_without_their_hash() -> None:
    stats = terran("cruiser")
    again = pickle.loads(pickle.dumps(stats))
    assert again == stats and hash(again) == hash(stats)
    assert "_hash" not in pickle.loads(pickle.dumps(stats)).__dict__
    twin = dataclasses.replace(stats)
    assert twin is not stats and hash(twin) == hash(stats) and {stats: 1}[twin] == 1
