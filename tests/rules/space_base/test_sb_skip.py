"""The table's skip of a stalled seat (``skip_action``): a turn proceeds by its defaults."""

from __future__ import annotations

from rules.space_base import GAME
from rules.space_base.actions import Allocate, Pass, Roll
from rules.space_base.state import SpaceBaseState
from tests.rules.space_base.sb_helpers import REAL_CHOICE_DICE, give_a_real_choice, plain


def _before_roll() -> SpaceBaseState:
    state = plain(2)
    state.phase, state.dice = "before_roll", None
    return state


def test_skip_rolls_for_a_seat_before_its_roll() -> None:
    assert GAME.skip_action(_before_roll(), 0) == Roll()


def test_skip_allocates_by_the_stated_default() -> None:
    state = plain(2, dice=(1, 6))  # sum: sector 7 (+2 credits); split: sectors 1, 6 (+4)
    assert GAME.skip_action(state, 0) == Allocate(choice="split")


def test_skip_passes_the_purchase() -> None:
    state = plain(2)
    state.phase, state.seats[0].credits = "buy", 20
    assert GAME.skip_action(state, 0) == Pass()


def test_skipping_step_by_step_ends_the_turn() -> None:
    state = _before_roll()
    while state.active == 0 and (skip := GAME.skip_action(state, 0)):
        state = GAME.apply(state, 0, skip).state
    assert state.active == 1


def test_skip_answers_a_window_with_its_stated_default() -> None:
    state = plain(2, dice=REAL_CHOICE_DICE)
    give_a_real_choice(state, 1)  # sum: +1 credit; split: +1 VP
    asked = GAME.apply(state, 0, Allocate(choice="sum")).state
    assert 1 in asked.choice_open
    assert GAME.skip_action(asked, 1) == GAME.default_action(asked, 1)


def test_a_seat_that_owes_nothing_cannot_be_skipped() -> None:
    assert GAME.skip_action(plain(2), 1) is None
