"""Targeting policies obey the hit rule for any volley (docs/rules/eclipse.md §12.3, §12.4)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.eclipse.fleet import Group, apply_hits, targets_of
from rules.eclipse.ships import ShipStats
from rules.eclipse.targeting import Hit, KillMost, NpcRule, TargetPolicy, cheapest_kill

KINDS = ("interceptor", "cruiser", "dreadnought", "starbase")
groups = st.builds(
    lambda kind, hull, shield, count, damage: Group.of(
        ShipStats(kind, 0, hull, shield=shield), count, [min(damage, hull)]
    ),
    st.sampled_from(KINDS),
    st.integers(0, 5),
    st.integers(0, 3),
    st.integers(1, 3),
    st.integers(0, 5),
)
hits = st.lists(st.builds(Hit, st.sampled_from([1, 2, 3, 4]), st.integers(0, 3)), max_size=8)


@pytest.mark.parametrize("policy", [KillMost(), NpcRule()], ids=["kill-most", "npc"])
@given(fleet=st.lists(groups, min_size=1, max_size=5), volley=hits)
def test_every_hit_goes_to_a_ship_it_reaches(
    policy: TargetPolicy, fleet: list[Group], volley: list[Hit]
) -> None:
    targets, _ = targets_of(tuple(fleet))
    reachable = [h for h in volley if any(h.reach >= t.shield for t in targets)]
    assignment = policy.assign(reachable, targets)
    after, destroyed = apply_hits(tuple(fleet), reachable, assignment)  # raises if illegal
    assert sum(g.count for g in after) + len(destroyed) == len(targets)


def test_cheapest_kill_spends_the_least_damage() -> None:
    volley = [Hit(4, 0), Hit(2, 0), Hit(1, 0), Hit(1, 0)]
    assert cheapest_kill(volley, [0, 1, 2, 3], 2) == (1,)
    assert cheapest_kill(volley, [0, 2, 3], 2) == (2, 3)
    assert cheapest_kill(volley, [2, 3], 3) is None


def test_a_hit_given_to_nobody_is_refused_while_a_target_survives() -> None:
    fleet = (Group.of(ShipStats("cruiser", 0, 1), 1),)
    with pytest.raises(ValueError, match="given to nobody"):
        apply_hits(fleet, [Hit(1, 0)], [None])
    assert apply_hits(fleet, [Hit(2, 0), Hit(1, 0)], [0, None])[1] == ["cruiser"]
