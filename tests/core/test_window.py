"""Decision windows (rules.core.window): who answers, commitments, standing choices."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rules.core.errors import NotYourTurn
from rules.core.window import DecisionWindow, Settler


def test_every_asked_seat_answers_at_once() -> None:
    window = DecisionWindow.open("develop", [2, 0, 1])
    assert window.to_answer() == {0, 1, 2}
    window.record(1)
    assert window.to_answer() == {0, 2}
    assert not window.is_closed


def test_an_ordered_window_asks_one_seat_at_a_time() -> None:
    window = DecisionWindow.open("explore", [2, 0, 1], in_order=True)
    assert window.to_answer() == {2}
    with pytest.raises(NotYourTurn):
        window.record(0)
    window.record(2, "w-07")
    assert window.to_answer() == {0}


def test_secret_commitments_are_revealed_together() -> None:
    window = DecisionWindow.open("bid", [0, 1], secret=True)
    window.record(0, 5)
    assert window.visible_answers() == {}
    assert window.own_answer(0) == 5
    window.record(1, 3)
    assert window.is_closed
    assert window.visible_answers() == {0: 5, 1: 3}


def test_a_window_round_trips_through_json() -> None:
    window = DecisionWindow.open("keep", [0, 1], secret=True)
    window.record(1, ["c-1", "c-2"])
    assert DecisionWindow.model_validate_json(window.model_dump_json()) == window


def test_a_seat_answers_once() -> None:
    window = DecisionWindow.open("develop", [0, 1])
    window.record(0)
    with pytest.raises(NotYourTurn):
        window.record(0)


class _Pool:
    """A shared pool of picks: each seat may take any left; seat 1 always takes the highest."""

    def __init__(self, picks: list[int]) -> None:
        self.picks = picks
        self.window = DecisionWindow.open("pick", [0, 1, 2], in_order=True)

    def options(self, state: _Pool, seat: int) -> Sequence[int]:
        return sorted(set(state.picks))

    def default(self, state: _Pool, seat: int) -> int:
        return max(state.picks)

    def standing(self, state: _Pool, seat: int) -> int | None:
        return max(state.picks) if seat == 1 else None


def _take(state: _Pool, seat: int, pick: int) -> None:
    state.picks.remove(pick)
    state.window.record(seat, pick)


def test_the_settler_answers_standing_choices_and_single_options_only() -> None:
    pool = _Pool([4, 4, 9])
    settler: Settler[_Pool, int] = Settler(pool, _take)
    assert settler.settle(pool, pool.window) == 0, "seat 0 has two options and is asked"
    _take(pool, 0, 9)
    assert settler.settle(pool, pool.window) == 2, "seat 1 by its standing choice, seat 2 forced"
    assert pool.window.is_closed
    assert pool.window.answers == {0: 9, 1: 4, 2: 4}
