"""Battles: the combat worked examples W1–W3, W5, W8 with their exact dice, and the rules of
docs/rules/eclipse.md §12.2–§12.5 one by one."""

from __future__ import annotations

import pytest

from rules.core.chance import rng_for
from rules.eclipse.combat import (
    RetreatView,
    Side,
    npc_side,
    reputation_draws,
    resolve_battle,
    resolve_sector,
)
from rules.eclipse.fleet import Group, activation_order, apply_hits, reach
from rules.eclipse.ships import Die, ShipStats
from rules.eclipse.targeting import Hit, KillMost, NpcRule, Target
from tests.rules.eclipse.ecl_helpers import Choices, Scripted, npc, ship, terran

INTERCEPTORS_FIRST = KillMost(("interceptor", "cruiser", "dreadnought", "starbase"))


class RetreatInterceptors:
    """Vernor's choice in W2: his interceptors begin to retreat in the first round."""

    def retreats(self, view: RetreatView) -> bool:
        return view.group.stats.kind == "interceptor"


def w1_sides() -> tuple[Side, Side, Choices]:
    """W1/W2 (DZ-ce1, DZ-ce2): blueprints that give the example's initiatives, dice and hulls."""
    johanna_int = ship(
        "interceptor", "ion_cannon", "nuclear_source", "nuclear_drive", "plasma_missile"
    )
    johanna_cru = ship(
        "cruiser", "electron_computer", "ion_cannon", "ion_cannon", "fusion_source",
        "fusion_drive", "electron_computer",
    )  # fmt: skip
    vernor_int = ship("interceptor", "plasma_missile", "nuclear_source", "fusion_drive", None)
    vernor_cru = ship(
        "cruiser", "improved_hull", "plasma_missile", "hull", "fusion_source", "fusion_drive",
        "plasma_cannon",
    )  # fmt: skip
    assert (johanna_int.initiative, vernor_int.initiative, vernor_cru.initiative) == (3, 4, 3)
    assert (johanna_cru.computer, vernor_cru.hull, vernor_cru.computer) == (2, 3, 0)
    assert min(s.energy for s in (johanna_int, johanna_cru, vernor_int, vernor_cru)) >= 0
    choices = Choices([[0, 3]], then=KillMost())  # her missiles: an interceptor and the cruiser
    johanna = Side(
        "Johanna",
        (Group.of(johanna_int, 3), Group.of(johanna_cru, 1)),
        targeting=choices,
        ties=("interceptor", "cruiser"),
    )
    vernor = Side(
        "Vernor",
        (Group.of(vernor_int, 3), Group.of(vernor_cru, 1)),
        targeting=INTERCEPTORS_FIRST,
        retreat=RetreatInterceptors(),
        can_retreat=True,
    )
    return johanna, vernor, choices


def test_w1_w2_missiles_ties_engagement_retreat_and_reputation() -> None:
    johanna, vernor, choices = w1_sides()
    missiles = [6, 6, 5, 4, 3, 2, 6, 6, 3, 2]
    round_1 = [3, 4, 2, 6]  # Johanna's interceptor, her cruiser, Vernor's cruiser
    round_2 = [1, 2, 6]  # Johanna's cruiser (blank and 2), Vernor's cruiser
    dice = Scripted(missiles + round_1 + round_2)
    outcome = resolve_battle(vernor, johanna, dice)
    assert dice.faces == []
    assert outcome.log[:8] == (
        "Vernor interceptor ×3 missiles: 6 6 5 4 3 2",
        "Johanna interceptor destroyed",
        "Johanna interceptor destroyed",
        "Johanna interceptor ×1 missiles: 6 6",
        "Vernor interceptor destroyed",
        "Vernor cruiser ×1 missiles: 3 2",
        "Vernor interceptor ×2 begin to retreat",
        "Johanna interceptor ×1 cannons: 3",
    )
    # W1: Johanna's missiles saw Vernor's full fleet and put 2 damage on the cruiser.
    hits, targets = choices.seen[0]
    assert hits == (Hit(2, 0), Hit(2, 0)) and targets[3].kind == "cruiser"
    assert outcome.winner == "attacker"
    assert outcome.attacker.fleet[1].damage == (2,)
    assert [g.count for g in outcome.retreated["attacker"]] == [1]
    assert outcome.kills == {
        "attacker": ("interceptor", "interceptor", "interceptor", "cruiser"),
        "defender": ("interceptor", "interceptor"),
    }
    assert outcome.penalty == {"attacker": False, "defender": False}
    assert reputation_draws([outcome], "Johanna") == 3
    assert reputation_draws([outcome], "Vernor") == 5  # 1 + 3 + 2 = 6, at most 5


def test_w3_npc_dice_destroy_what_they_can_then_hit_the_largest() -> None:
    fleet = (Group.of(terran("interceptor"), 1), Group.of(terran("dreadnought"), 1))
    player = Side("Blue", fleet)
    ancients = npc_side("Ancients", (Group.of(npc("ancient"), 1),))
    # Interceptor (initiative 3) misses; the Ancient (2) rolls 5 and a burst; the dreadnought
    # (1) rolls two bursts and destroys it.
    outcome = resolve_battle(player, ancients, Scripted([1, 5, 6, 6, 6]))
    assert outcome.log[2] == "Blue interceptor destroyed"
    assert outcome.winner == "attacker"
    assert [g.damage for g in outcome.attacker.fleet] == [(), (1,)]
    assert NpcRule().assign(
        [Hit(1, 0), Hit(1, 0)],
        [Target("interceptor", 0, 0, 0), Target("dreadnought", 2, 0, 0)],
    ) == [0, 1]


@pytest.mark.parametrize(
    ("computer", "shield", "hitting"),
    [(1, 1, [6]), (1, 0, [5, 6]), (4, 0, [2, 3, 4, 5, 6]), (0, 10, [6])],
)
def test_w5_hit_maths(computer: int, shield: int, hitting: list[int]) -> None:
    faces = [f for f in range(1, 7) if reach(f, computer, [shield]) is not None]
    assert faces == hitting


def test_w8_reputation_draws() -> None:
    dreadnought = Group.of(terran("dreadnought"), 1)
    cruiser = Group.of(terran("cruiser"), 1)
    big = Side("Red", (Group.of(ship("dreadnought", *["antimatter_cannon"] * 3, "tachyon_source",
                                     "tachyon_source", "tachyon_drive"), 1),))  # fmt: skip
    outcome = resolve_battle(big, Side("Blue", (cruiser, dreadnought)), Scripted([6] * 3))
    assert outcome.kills["attacker"] == ("cruiser", "dreadnought")
    assert reputation_draws([outcome], "Red") == 5  # 1 + 2 + 3 = 6
    gcds = npc_side("GCDS", (Group.of(npc("gcds"), 1),))
    outcome = resolve_battle(big, gcds, Scripted([6, 6, 1]))
    assert reputation_draws([outcome], "Red") == 4  # 1 + 3
    assert reputation_draws([outcome], "Green") == 0


def test_terran_starting_blueprints_sum_as_printed() -> None:
    interceptor, cruiser = terran("interceptor"), terran("cruiser")
    dreadnought, starbase = terran("dreadnought"), terran("starbase")
    assert (interceptor.initiative, interceptor.cannons, interceptor.movement) == (3, (Die(1),), 1)
    assert (cruiser.initiative, cruiser.computer, cruiser.hull, cruiser.energy) == (2, 1, 1, 1)
    assert (dreadnought.initiative, len(dreadnought.cannons), dreadnought.hull) == (1, 2, 2)
    assert (starbase.initiative, starbase.hull, starbase.energy, starbase.movement) == (4, 2, 2, 0)
    assert interceptor.energy == 1 and dreadnought.energy == 0


def test_initiative_ties_go_to_the_defender_then_biggest_first() -> None:
    attacker = (Group.of(ship("cruiser", "fusion_drive", initiative=1), 1),)
    defender = (
        Group.of(ship("interceptor", "nuclear_drive", initiative=2), 1),
        Group.of(ship("dreadnought", "tachyon_drive", initiative=0), 1),
    )
    assert activation_order(attacker, defender) == [
        ("defender", 1),
        ("defender", 0),
        ("attacker", 0),
    ]


def test_no_overflow_and_an_antimatter_splitter_shares_damage() -> None:
    fleet = (Group.of(ship("interceptor", "hull", initiative=0), 4),)
    after, destroyed = apply_hits(fleet, [Hit(4, 0)], [0])
    assert destroyed == ["interceptor"] and after[0].count == 3 and after[0].damage == (0, 0, 0)
    plain = ship("dreadnought", "antimatter_cannon", "zero_point_source", "nuclear_drive")
    split = ShipStats("dreadnought", 0, 0, cannons=(Die(4, split=True),))
    assert plain.cannons == (Die(4),)
    outcome = resolve_battle(
        Side("Red", (Group.of(split, 1),)), Side("Blue", fleet), Scripted([6, 6])
    )
    # One red hit, split: 2 damage on each of two interceptors (hull 1), twice.
    assert outcome.log[:3] == (
        "Red dreadnought ×1 cannons: 6",
        "Blue interceptor destroyed",
        "Blue interceptor destroyed",
    )
    assert outcome.kills["attacker"] == ("interceptor",) * 4


def test_kill_the_most_before_the_biggest() -> None:
    hits = [Hit(2, 0), Hit(1, 0), Hit(1, 0)]
    targets = [Target("cruiser", 1, 0, 0), *[Target("interceptor", 0, 0, 0)] * 2]
    assert sorted(t for t in KillMost().assign(hits, targets) if t is not None) == [0, 1, 2]
    # Two hits of 2 against a cruiser (hull 1) and an interceptor: both die, biggest first.
    assert KillMost().assign([Hit(2, 0), Hit(2, 0)], targets[:2]) == [0, 1]
    # A hit that cannot beat a shield goes elsewhere or nowhere.
    shielded = [Target("dreadnought", 0, 2, 0)]
    assert KillMost().assign([Hit(1, 1)], shielded) == [None]


def test_stalemate_the_attacker_retreats_or_is_destroyed() -> None:
    only_missiles = ship("interceptor", "ion_missile", "nuclear_drive", initiative=2)
    unarmed = ship("starbase", "hull", initiative=4)
    attacker = Side("Red", (Group.of(only_missiles, 1),))
    defender = Side("Blue", (Group.of(unarmed, 1),))
    outcome = resolve_battle(attacker, defender, Scripted([2, 2, 2]))
    assert outcome.winner == "defender" and outcome.log[-1] == "stalemate"
    assert outcome.kills == {"attacker": (), "defender": ()} and outcome.retreated["attacker"] == ()
    fled = resolve_battle(
        Side("Red", attacker.fleet, can_retreat=True), defender, Scripted([2, 2, 2])
    )
    assert fled.winner == "defender" and fled.retreated["attacker"][0].count == 1


def test_the_retreat_penalty_applies_once_everything_retreats() -> None:
    interceptor = terran("interceptor")
    red = Side("Red", (Group.of(interceptor, 2),), retreat=RetreatInterceptors(), can_retreat=True)
    blue = Side("Blue", (Group.of(terran("cruiser"), 1),))
    # Red's interceptors (3) begin to retreat; Blue's cruiser (2) kills one with a burst; Red's
    # last interceptor leaves; Blue holds the sector.
    outcome = resolve_battle(red, blue, Scripted([6]))
    assert outcome.penalty["attacker"] and outcome.winner == "defender"
    assert reputation_draws([outcome], "Red") == 0
    assert reputation_draws([outcome], "Blue") == 2  # 1 + 1 interceptor


def test_a_sector_chains_pairs_and_damage_carries() -> None:
    ancients = npc_side("Ancients", (Group.of(npc("ancient"), 1),))
    blue = Side("Blue", (Group.of(terran("dreadnought"), 1),))
    red = Side("Red", (Group.of(terran("interceptor"), 1),))
    # Red (interceptor, 3) misses; Blue's dreadnought (1) fires 6 and 1: Red is gone. Blue
    # then attacks the Ancients (2): they roll 6 6 (2 damage), Blue rolls 6 6 and wins.
    outcomes = resolve_sector([ancients, blue, red], Scripted([1, 6, 1, 6, 6, 6, 6]))
    assert [(o.attacker.name, o.defender.name, o.winner) for o in outcomes] == [
        ("Red", "Blue", "defender"),
        ("Blue", "Ancients", "attacker"),
    ]
    assert outcomes[1].attacker.fleet[0].damage == (2,)
    assert reputation_draws(outcomes, "Blue") == 3  # 1 + interceptor 1 + Ancient 1


def test_a_policy_that_breaks_the_hit_rule_is_refused() -> None:
    cheat = Choices([[0]], then=KillMost())
    red = Side("Red", (Group.of(terran("cruiser"), 1),), targeting=cheat)
    shielded = ship("cruiser", "phase_shield", "hull", initiative=0)
    blue = Side(
        "Blue", (Group.of(shielded, 1), Group.of(ship("interceptor", "hull", initiative=0), 1))
    )
    # A 5 with Red's computer beats the interceptor's shield 0, not the cruiser's 2.
    with pytest.raises(ValueError, match="cannot go to target 0"):
        resolve_battle(red, blue, Scripted([5]))


def test_seeded_battles_replay_identically() -> None:
    def fight(seed: str) -> tuple[str, ...]:
        red = Side("Red", (Group.of(terran("cruiser"), 3),))
        blue = Side("Blue", (Group.of(terran("interceptor"), 4),))
        return resolve_battle(red, blue, rng_for(seed, 7, "battle 205")).log

    assert fight("s1") == fight("s1")
    assert len({fight(f"s{n}") for n in range(8)}) > 1
