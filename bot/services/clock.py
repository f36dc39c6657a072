"""Wall-clock time for the table services, injectable so tests never sleep.

Every timer, reminder and deadline reads the time through a :class:`Clock` and is woken through
:meth:`Clock.call_at`. Production uses :class:`SystemClock` (the event loop's timer); tests use
:class:`ManualClock` and move time forward explicitly with :meth:`ManualClock.advance`. Neither
creates a task, so a test harness that waits for "every task" never waits on the clock.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Cancellable(Protocol):
    """A scheduled callback that can be called off."""

    def cancel(self) -> None:
        """Do not call the callback (no effect once it ran)."""
        ...


class Clock(Protocol):
    """A source of aware UTC time and of wake-up calls."""

    def now(self) -> datetime:
        """Return the current time as an aware UTC datetime."""
        ...

    def call_at(self, when: datetime, callback: Callable[[], None]) -> Cancellable:
        """Call ``callback()`` once ``now() >= when`` (soon, if it already is)."""
        ...


class SystemClock:
    """The real clock: ``datetime.now(UTC)`` and the running loop's ``call_later``."""

    def now(self) -> datetime:
        """Return the current time as an aware UTC datetime."""
        return datetime.now(UTC)

    def call_at(self, when: datetime, callback: Callable[[], None]) -> Cancellable:
        """Schedule ``callback`` on the running loop at ``when``."""
        delay = max(0.0, (when - self.now()).total_seconds())
        return asyncio.get_running_loop().call_later(delay, callback)


@dataclass(eq=False)
class _Call:
    when: datetime
    callback: Callable[[], None]
    cancelled: bool = field(default=False)

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that only moves when told; callbacks run when :meth:`advance` passes their time.

    Args:
        start: the initial time (aware); defaults to 2026-01-01 00:00 UTC.
    """

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)
        self._calls: list[_Call] = []

    def now(self) -> datetime:
        """Return the clock's current time."""
        return self._now

    def call_at(self, when: datetime, callback: Callable[[], None]) -> Cancellable:
        """Run ``callback`` when the clock reaches ``when`` (at once if it has)."""
        call = _Call(when, callback)
        self._calls.append(call)
        self._fire()
        return call

    def advance(self, delta: timedelta) -> datetime:
        """Move the clock forward by ``delta`` (≥ 0), run the callbacks now due; return the time.

        Raises:
            ValueError: ``delta`` is negative.
        """
        if delta < timedelta(0):
            raise ValueError("a clock cannot go back")
        self._now += delta
        self._fire()
        return self._now

    def _fire(self) -> None:
        due = [call for call in self._calls if call.when <= self._now]
        self._calls = [call for call in self._calls if call.when > self._now]
        for call in due:
            if not call.cancelled:
                call.callback()


def moment(when: datetime, style: str = "f") -> str:
    """``when`` as Discord's timestamp markup (``<t:1764000000:f>``): each reader's client shows
    it in their own time zone and language (``f`` date and time, ``R`` relative: "in 3 hours").

    Args:
        when: an aware datetime.
        style: one of Discord's styles ``t T d D f F R``.
    """
    return f"<t:{int(when.timestamp())}:{style}>"


def moment_and_wait(when: datetime) -> str:
    """``when`` as date and time, then how far away it is: ``<t:…:f> (<t:…:R>)``."""
    return f"{moment(when)} ({moment(when, 'R')})"
