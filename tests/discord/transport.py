"""The errors and the rate limits of the fake Discord (:mod:`tests.discord.fake`).

:class:`ChannelRates` counts every message created, edited or deleted in a channel everyone
reads, per channel, on a virtual clock (:class:`VirtualPace`, which the bot's outbox waits on:
:func:`tests.discord.harness.install`); more than :data:`CHANNEL_OPS_MAX` in any
:data:`CHANNEL_WINDOW_S` window is a violation. :meth:`ChannelRates.rate_limit` makes the next
requests to a channel fail with 429 and a ``Retry-After``, as Discord does.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord

CHANNEL_OPS_MAX = 5
CHANNEL_WINDOW_S = 5.0


class VirtualPace:
    """A clock in seconds that moves only when someone sleeps on it or advances it: the bot's
    outbox waits on it (:class:`bot.discord.outbox.Pace`), so a test never sleeps for real."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def now(self) -> float:
        """Seconds since the test began, on the virtual clock."""
        return self.seconds

    async def sleep(self, seconds: float) -> None:
        """Let ``seconds`` pass at once, then let other tasks run."""
        self.seconds += max(seconds, 0.0)
        await asyncio.sleep(0)

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass (a player thinking)."""
        self.seconds += seconds


class DiscordError(Exception):
    """A non-2xx answer; turned into discord.py's HTTPException subclasses by :meth:`raise_`."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def raise_(self) -> None:
        response = SimpleNamespace(status=self.status, reason=self.message)
        data = {"code": self.code, "message": self.message}
        kind = {403: discord.Forbidden, 404: discord.NotFound}.get(
            self.status, discord.HTTPException
        )
        raise kind(response, data)


class RateLimitedError(DiscordError):
    """A 429 with its ``Retry-After`` header (seconds)."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(429, 0, "You are being rate limited.")
        self.retry_after = retry_after

    def raise_(self) -> None:
        response = SimpleNamespace(
            status=429, reason="Too Many Requests", headers={"Retry-After": str(self.retry_after)}
        )
        raise discord.HTTPException(response, {"code": 0, "message": self.message})


class ChannelRates:
    """Public message operations per channel on a virtual clock, and 429s on demand.

    Attributes:
        pace: the virtual clock.
        ops: ``(channel id, virtual time, "send" | "edit")`` in order.
        limits: per channel, the ``Retry-After`` of each 429 still to give.
        refused: ``(channel id, virtual time)`` of each 429 given.
    """

    def __init__(self, violations: list[str]) -> None:
        self.violations = violations
        self.pace = VirtualPace()
        self.ops: list[tuple[int, float, str]] = []
        self.limits: dict[int, list[float]] = {}
        self.refused: list[tuple[int, float]] = []

    def ops_in(self, channel_id: int) -> list[tuple[float, str]]:
        """``(virtual time, "send" | "edit")`` of every public message operation in
        ``channel_id``, in order."""
        return [(at, kind) for channel, at, kind in self.ops if channel == channel_id]

    def busiest(self, channel_id: int, window: float = CHANNEL_WINDOW_S) -> int:
        """The most public message operations in ``channel_id`` within any ``window`` seconds."""
        times = [at for at, _ in self.ops_in(channel_id)]
        start, most = 0, 0
        for end, at in enumerate(times):
            while at - times[start] >= window:
                start += 1
            most = max(most, end - start + 1)
        return most

    def rate_limit(self, channel_id: int, retry_after: float = 1.0, times: int = 1) -> None:
        """Answer the next ``times`` message requests to ``channel_id`` with 429 and
        ``Retry-After: retry_after`` (recorded in :attr:`refused` when given)."""
        self.limits.setdefault(channel_id, []).extend([retry_after] * times)

    def count(self, channel_id: int, kind: str, *, refusable: bool = True) -> None:
        """Refuse with 429 when asked to (not an interaction's first answer); count a public
        operation in ``channel_id``; a sixth within :data:`CHANNEL_WINDOW_S` is a violation."""
        pending = self.limits.get(channel_id)
        if pending and refusable:
            retry_after = pending.pop(0)
            self.refused.append((channel_id, self.pace.now()))
            raise RateLimitedError(retry_after)
        self.ops.append((channel_id, self.pace.now(), kind))
        busiest = self.busiest(channel_id)
        if busiest > CHANNEL_OPS_MAX:
            self.violations.append(
                f"{busiest} messages or edits within {CHANNEL_WINDOW_S:g} s in channel {channel_id}"
            )
