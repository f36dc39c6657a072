"""The outbound queue of each channel: never more than Discord allows, never a post dropped
(docs/play-by-post.md §2, "Discord limits").

Every message the bot sends, edits or deletes in a channel is a :class:`Job` put in that
channel's queue (:meth:`Outbox.put`). One worker per channel runs its jobs in order, at most
:data:`OPS_MAX` in any :data:`WINDOW_S` seconds (Discord's per-channel limit of 5 messages per
5 s); when the window is full it waits on its :class:`Pace`. A job put while another with the
same ``key`` still waits *replaces* it in its place in the queue: the successive edits of one
board, or a board sent and then edited before either went out, become one request.

A 429 from Discord is waited out for its ``Retry-After`` (or :data:`DEFAULT_RETRY_S`) and the
same job is tried again, never dropped; any other HTTP error is logged and the job dropped (a
message deleted meanwhile, a channel gone).
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord

log = logging.getLogger(__name__)

OPS_MAX = 5
WINDOW_S = 5.0
DEFAULT_RETRY_S = 5.0


class Pace(Protocol):
    """The outbox's clock, in seconds: the real one, or a test's virtual one."""

    def now(self) -> float:
        """Seconds on a monotonic clock."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds``."""
        ...


class SystemPace:
    """The real clock: :func:`time.monotonic` and :func:`asyncio.sleep`."""

    def now(self) -> float:
        """Seconds on the monotonic clock."""
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        """Sleep ``seconds`` for real."""
        await asyncio.sleep(seconds)


Run = Callable[[], Awaitable[None]]


@dataclass
class Job:
    """One request to a channel (a send, an edit or a delete).

    Attributes:
        run: performs exactly one request; raising :class:`discord.HTTPException` with status
            429 (or :class:`discord.RateLimited`) has it retried after the wait.
        key: jobs with equal keys merge while waiting (the newest ``run`` wins); ``None``:
            never merged.
    """

    run: Run
    key: Hashable | None = None
    done: asyncio.Future[None] | None = None


@dataclass
class _Channel:
    queue: deque[Job] = field(default_factory=deque)
    times: deque[float] = field(default_factory=deque)
    worker: asyncio.Task[None] | None = None


def retry_after(error: Exception) -> float | None:
    """The seconds a 429 asks to wait (``None``: not a rate limit)."""
    if isinstance(error, discord.RateLimited):
        return float(error.retry_after)
    if isinstance(error, discord.HTTPException) and error.status == 429:
        headers = getattr(error.response, "headers", None) or {}
        try:
            return float(headers.get("Retry-After", DEFAULT_RETRY_S))
        except (TypeError, ValueError):
            return DEFAULT_RETRY_S
    return None


class Outbox:
    """The queues of every channel of one client (see the module docstring).

    Args:
        pace: the clock the windows are measured and waited on.
    """

    def __init__(self, pace: Pace | None = None) -> None:
        self.pace: Pace = pace or SystemPace()
        self._channels: dict[int, _Channel] = {}

    def put(self, channel_id: int, job: Job) -> asyncio.Future[None]:
        """Queue ``job`` for ``channel_id`` (merged with a waiting job of the same key).

        Returns:
            A future done once the job (or the one it merged into) has run or was dropped;
            await it to keep what follows after it (a move's DMs after its board).
        """
        channel = self._channels.setdefault(channel_id, _Channel())
        if job.key is not None:
            for waiting in channel.queue:
                if waiting.key == job.key and waiting.done is not None:
                    waiting.run = job.run
                    return waiting.done
        job.done = asyncio.get_running_loop().create_future()
        channel.queue.append(job)
        if not _running(channel.worker):
            channel.worker = asyncio.get_running_loop().create_task(
                self._work(channel), name=f"orrery-outbox-{channel_id}"
            )
        return job.done

    def waiting(self, channel_id: int) -> int:
        """How many jobs wait for ``channel_id``."""
        channel = self._channels.get(channel_id)
        return 0 if channel is None else len(channel.queue)

    async def idle(self) -> None:
        """Wait until every queue is empty (tests, shutdown)."""
        while workers := [
            c.worker for c in self._channels.values() if c.worker is not None and _running(c.worker)
        ]:
            await asyncio.gather(*workers, return_exceptions=True)

    async def _work(self, channel: _Channel) -> None:
        while channel.queue:
            await self._wait_for_room(channel)
            job = channel.queue.popleft()
            try:
                await self._run(channel, job)
            finally:
                if job.done is not None and not job.done.done():
                    job.done.set_result(None)

    async def _wait_for_room(self, channel: _Channel) -> None:
        while True:
            now = self.pace.now()
            while channel.times and now - channel.times[0] >= WINDOW_S:
                channel.times.popleft()
            if len(channel.times) < OPS_MAX:
                return
            await self.pace.sleep(channel.times[0] + WINDOW_S - now)

    async def _run(self, channel: _Channel, job: Job) -> None:
        while True:
            channel.times.append(self.pace.now())
            try:
                await job.run()
                return
            except (discord.HTTPException, discord.RateLimited) as error:
                wait = retry_after(error)
                if wait is None:
                    log.warning("a channel request failed and was dropped: %s", error)
                    return
                log.info("rate limited: retrying in %.2f s", wait)
                await self.pace.sleep(wait)
                await self._wait_for_room(channel)
            except Exception:
                log.exception("a channel request failed and was dropped")
                return


def _running(worker: asyncio.Task[None] | None) -> bool:
    return worker is not None and not worker.done()


_OUTBOXES: weakref.WeakKeyDictionary[Any, Outbox] = weakref.WeakKeyDictionary()


def outbox_of(client: discord.Client) -> Outbox:
    """The outbox of ``client`` (created on first use, on the real clock)."""
    return _OUTBOXES.setdefault(client, Outbox())


def use_pace(client: discord.Client, pace: Pace) -> None:
    """Make ``client``'s outbox measure and wait on ``pace`` (tests: a virtual clock)."""
    outbox_of(client).pace = pace
