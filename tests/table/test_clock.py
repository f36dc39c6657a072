"""The injectable clock: manual time for tests, aware UTC everywhere."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.services.clock import ManualClock, SystemClock


def test_system_clock_is_aware_utc() -> None:
    assert SystemClock().now().utcoffset() == timedelta(0)


def test_manual_clock_advances_by_delta() -> None:
    clock = ManualClock()
    start = clock.now()
    assert clock.advance(timedelta(hours=3)) == start + timedelta(hours=3)


def test_manual_clock_refuses_to_go_back() -> None:
    with pytest.raises(ValueError):
        ManualClock().advance(timedelta(seconds=-1))


def test_callback_runs_only_once_its_time_is_reached() -> None:
    clock = ManualClock()
    calls: list[str] = []
    clock.call_at(clock.now() + timedelta(hours=2), lambda: calls.append("rang"))
    clock.advance(timedelta(hours=1))
    assert calls == []
    clock.advance(timedelta(hours=1))
    assert calls == ["rang"]


def test_cancelled_callback_never_runs() -> None:
    clock = ManualClock()
    calls: list[str] = []
    clock.call_at(clock.now() + timedelta(hours=1), lambda: calls.append("rang")).cancel()
    clock.advance(timedelta(hours=2))
    assert calls == []
