"""Wall-clock time for the table services, injectable so tests never sleep.

Every timer, reminder and deadline reads the time through a :class:`Clock` and waits through
:meth:`Clock.sleep_until`. Production uses :class:`SystemClock`; tests use :class:`ManualClock`
and move time forward explicitly with :meth:`ManualClock.advance`.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    """A source of aware UTC time and a way to wait for a moment."""

    def now(self) -> datetime:
        """Return the current time as an aware UTC datetime."""
        ...

    async def sleep_until(self, when: datetime) -> None:
        """Return once ``now() >= when`` (at once if it already is); cancellable."""
        ...


class SystemClock:
    """The real clock: ``datetime.now(UTC)`` and ``asyncio.sleep``."""

    def now(self) -> datetime:
        """Return the current time as an aware UTC datetime."""
        return datetime.now(UTC)

    async def sleep_until(self, when: datetime) -> None:
        """Sleep until ``when`` (at once if it has passed)."""
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            await asyncio.sleep(delay)


class ManualClock:
    """A clock that only moves when told; sleepers wake when :meth:`advance` passes their time.

    Args:
        start: the initial time (aware); defaults to 2026-01-01 00:00 UTC.
    """

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)
        self._changed = asyncio.Event()

    def now(self) -> datetime:
        """Return the clock's current time."""
        return self._now

    def advance(self, delta: timedelta) -> datetime:
        """Move the clock forward by ``delta`` (≥ 0) and wake every sleeper; return the new time.

        Raises:
            ValueError: ``delta`` is negative.
        """
        if delta < timedelta(0):
            raise ValueError("a clock cannot go back")
        self._now += delta
        self._changed.set()
        self._changed = asyncio.Event()
        return self._now

    async def sleep_until(self, when: datetime) -> None:
        """Wait until :meth:`advance` reaches ``when``."""
        while self._now < when:
            await self._changed.wait()
