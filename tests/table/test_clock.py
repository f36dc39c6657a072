"""The injectable clock: manual time for tests, aware UTC everywhere."""

from __future__ import annotations

import asyncio
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


async def test_sleeper_wakes_only_once_its_time_is_reached() -> None:
    clock = ManualClock()
    sleeper = asyncio.create_task(clock.sleep_until(clock.now() + timedelta(hours=2)))
    clock.advance(timedelta(hours=1))
    await asyncio.sleep(0)
    assert not sleeper.done()
    clock.advance(timedelta(hours=1))
    await asyncio.wait_for(sleeper, timeout=1)
    assert sleeper.done()
