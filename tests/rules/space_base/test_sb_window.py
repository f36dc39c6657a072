"""The off-turn window's automatic steps: ``prefer <card> always`` abilities and their log lines.

Seat 1 holds a charged red 2X (Dreadnought Mimosa III, ``l3-13``) with ``prefer l3-13 always``;
2X only has a target once the seat's sum-or-split choice is made (docs/rules/space-base.md §6).
"""

from __future__ import annotations

from rules.core.events import Event
from rules.space_base import GAME
from rules.space_base.actions import Allocate, SetAllocationPref
from rules.space_base.state import AllocationPref, Preferences, SpaceBaseState
from tests.rules.space_base.sb_helpers import (
    REAL_CHOICE_DICE,
    deploy_starters,
    give_a_real_choice,
    plain,
    put,
)

DOUBLE = "l3-13"


def _window(
    dice: tuple[int, int], starters: list[int], allocation: AllocationPref
) -> SpaceBaseState:
    state = plain(4, dice=dice, active=0)
    put(state, 1, DOUBLE, deployed=True)
    state.seats[1].charges[DOUBLE] = 2
    state.seats[1].prefs = Preferences(allocation=allocation, auto_use={DOUBLE: "always"})
    deploy_starters(state, 1, starters)
    return state


def _real_choice_window(allocation: AllocationPref) -> SpaceBaseState:
    """Seat 1's sum gives credits and its split VP, even counting what 2X could double."""
    state = _window(REAL_CHOICE_DICE, [], allocation)
    give_a_real_choice(state, 1)
    return state


def _used_double(events: tuple[Event, ...]) -> bool:
    return any(e.kind == "AbilityUsed" and "{p1} used 2X" in e.text for e in events)


def test_always_ability_fires_after_a_standing_allocation_preference() -> None:
    state = _real_choice_window("larger-vp")
    done = GAME.apply(state, 0, Allocate(choice="sum"))
    assert _used_double(done.events) and done.state.seats[1].charges.get(DOUBLE, 0) == 0


def test_always_ability_fires_after_a_choice_made_without_asking() -> None:
    state = _window((1, 2), [1, 3], "ask")  # sum (sector 3) and split (1, 2) give the same
    done = GAME.apply(state, 0, Allocate(choice="sum"))
    assert 1 not in GAME.to_act(done.state) and _used_double(done.events)


def test_always_ability_fires_after_a_preference_set_in_the_window() -> None:
    asked = GAME.apply(_real_choice_window("ask"), 0, Allocate(choice="sum")).state
    done = GAME.apply(asked, 1, SetAllocationPref(value="larger-vp"))
    assert _used_double(done.events) and done.state.seats[1].charges.get(DOUBLE, 0) == 0


def test_ability_fired_after_an_answer_is_logged() -> None:
    asked = GAME.apply(_real_choice_window("ask"), 0, Allocate(choice="sum")).state
    done = GAME.apply(asked, 1, Allocate(choice="split"))
    kinds = [e.kind for e in done.events]
    assert _used_double(done.events) and "RewardGained" in kinds


def test_standing_preferences_stay_out_of_the_public_view() -> None:
    state = _window((2, 3), [5, 2, 3], "larger-credits")
    public = GAME.view(state, None).model_dump_json()
    assert "larger-credits" not in public and "always" not in public


def test_a_seat_reads_its_own_standing_preferences() -> None:
    state = _window((2, 3), [5, 2, 3], "larger-credits")
    assert GAME.view(state, 1).model_dump()["prefs"] == state.seats[1].prefs.model_dump()
