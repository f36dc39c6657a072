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


class _Tracks:
    """Seats answering at once from their own tracks; a seat holding 0 must be asked, and an
    answer by a seat holding 2 gives every other seat one more (it touches them)."""

    def __init__(self, held: list[int]) -> None:
        self.held = held
        self.window = DecisionWindow.open("gain", range(len(held)))
        self.asked: list[int] = []

    def options(self, state: _Tracks, seat: int) -> Sequence[int]:
        state.asked.append(seat)
        return [state.held[seat]] if state.held[seat] else [1, 2]

    def default(self, state: _Tracks, seat: int) -> int:
        return 1

    def standing(self, state: _Tracks, seat: int) -> int | None:
        return None


def _gain(state: _Tracks, seat: int, value: int) -> None:
    if value == 2:
        state.held = [held + int(other != seat) for other, held in enumerate(state.held)]
    state.window.record(seat, value)


def test_the_settler_asks_again_only_the_seats_an_answer_affected() -> None:
    quiet = _Tracks([1, 0, 0])
    Settler(quiet, _gain, affected=lambda state, seat: ()).settle(quiet, quiet.window)
    assert quiet.asked == [0, 1, 2], "seats 1 and 2 are not asked twice: seat 0 touched nobody"
    assert quiet.window.pending == [1, 2]

    loud = _Tracks([2, 0, 0])
    touched = Settler(loud, _gain, affected=lambda state, seat: state.window.pending)
    assert touched.settle(loud, loud.window) == 3, "seat 0's answer left seats 1 and 2 one option"
    assert loud.asked == [0, 1, 2, 1, 2]


def test_the_settler_asks_every_seat_again_by_default() -> None:
    tracks = _Tracks([1, 0, 0])
    Settler(tracks, _gain).settle(tracks, tracks.window)
    assert tracks.asked == [0, 1, 2, 1, 2]
