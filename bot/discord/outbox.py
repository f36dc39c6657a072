"""The outbound queue of each channel: never more than Discord allows, never a post dropped
(docs/play-by-post.md §2, "Discord limits").

Every message the bot sends, edits or deletes in a channel is a :class:`Job` put in that
channel's queue (:meth:`Outbox.put`). One worker per channel runs its jobs in order, at most
:data:`OPS_MAX` in any :data:`WINDOW_S` seconds (Discord's per-channel limit of 5 messages per
5 s); when the window is full it waits on its :class:`Pace`. A job put while another with the
same ``key`` still waits *replaces* it in its place in the queue: the successive edits of one
board, or a board sent and then edited before either went out, become one request.

discord.py waits out rate limits itself; a 429 that still reaches the outbox (discord.py gave up, or
a shared limit) is waited out for its ``Retry-After`` (or :data:`DEFAULT_RETRY_S`) and the same job
tried again, at most :data:`RATE_LIMIT_TRIES` times in a row (retrying a 429 without end risks a
Cloudflare ban). A server error (5xx) is tried again after :data:`SERVER_BACKOFF_S` (1, 2, 4 s). An
edit or a deletion Discord refuses because the channel is an archived thread (code
:data:`ARCHIVED_THREAD`: a game's thread idle for a week, docs/play-by-post.md §2) has the thread
unarchived (one request, :meth:`Outbox.reopen`) and is tried again, once; a new message unarchives a
thread by itself. Any other error, or the last of those tries, fails the job: it is logged, and its
future holds the error, so the caller can tell the table and try again later (a board is re-posted
with the next move); nothing is dropped silently.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

import discord
from discord.http import HTTPClient

log = logging.getLogger(__name__)

OPS_MAX = 5
WINDOW_S = 5.0
DEFAULT_RETRY_S = 5.0
RATE_LIMIT_TRIES = 5
"""How many 429s in a row one job waits out before it fails."""
SERVER_BACKOFF_S = (1.0, 2.0, 4.0)
"""The waits before each new try of a job Discord answered with a server error (5xx)."""
ARCHIVED_THREAD = 50083
"""Discord's error code for an operation on an archived thread."""


class TryAgain(Exception):
    """Raised by a job whose request found the world changed (a message it meant to edit was
    deleted): it now makes another request, so the outbox runs it again, paced like any other."""


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
            429 (or :class:`discord.RateLimited`) or 5xx has it retried (see the module
            docstring).
        key: jobs with equal keys merge while waiting (the newest ``run`` wins); ``None``:
            never merged.
        done: set by :meth:`Outbox.put`: ``None`` once the job ran, or the error that failed it.
    """

    run: Run
    key: Hashable | None = None
    done: asyncio.Future[Exception | None] | None = None


@dataclass
class _Channel:
    channel_id: int
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
        reopen: unarchives a thread (by channel id), one request; ``None``: an archived thread's
            refusal fails the job like any other.
    """

    def __init__(
        self, pace: Pace | None = None, reopen: Callable[[int], Awaitable[Any]] | None = None
    ) -> None:
        self.pace: Pace = pace or SystemPace()
        self.reopen = reopen
        self._channels: dict[int, _Channel] = {}

    def put(self, channel_id: int, job: Job) -> asyncio.Future[Exception | None]:
        """Queue ``job`` for ``channel_id`` (merged with a waiting job of the same key).

        Returns:
            A future done once the job (or the one it merged into) has run (``None``) or failed
            (the error); await it to keep what follows after it (a move's DMs after its board).
        """
        channel = self._channels.setdefault(channel_id, _Channel(channel_id))
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
            failure: Exception | None = RuntimeError("the outbox stopped")
            try:
                failure = await self._run(channel, job)
            finally:
                if job.done is not None and not job.done.done():
                    job.done.set_result(failure)

    async def _wait_for_room(self, channel: _Channel) -> None:
        while True:
            now = self.pace.now()
            while channel.times and now - channel.times[0] >= WINDOW_S:
                channel.times.popleft()
            if len(channel.times) < OPS_MAX:
                return
            await self.pace.sleep(channel.times[0] + WINDOW_S - now)

    async def _run(self, channel: _Channel, job: Job) -> Exception | None:
        """Run ``job`` until it succeeds (``None``) or fails (the error)."""
        limited = failed = 0
        reopened = False
        while True:
            channel.times.append(self.pace.now())
            try:
                await job.run()
                return None
            except TryAgain:
                await self._wait_for_room(channel)
                continue
            except (discord.HTTPException, discord.RateLimited) as error:
                if _archived(error) and not reopened and self.reopen is not None:
                    reopened = True
                    failure = await self._reopen(channel)
                    if failure is not None:
                        return failure
                    continue
                wait = retry_after(error)
                server = isinstance(error, discord.HTTPException) and error.status >= 500
                if wait is not None and limited < RATE_LIMIT_TRIES - 1:
                    limited += 1
                    log.info("rate limited: retrying in %.2f s", wait)
                elif server and failed < len(SERVER_BACKOFF_S):
                    wait = SERVER_BACKOFF_S[failed]
                    failed += 1
                    log.info("Discord answered %s: retrying in %.0f s", error, wait)
                else:
                    log.warning("a channel request failed: %s", error)
                    return error
                await self.pace.sleep(wait)
                await self._wait_for_room(channel)
            except Exception as error:
                log.exception("a channel request failed")
                return error

    async def _reopen(self, channel: _Channel) -> Exception | None:
        """Unarchive ``channel`` (a thread) in a request of its window: ``None``, or Discord's
        refusal (a locked thread, a missing permission)."""
        assert self.reopen is not None
        await self._wait_for_room(channel)
        channel.times.append(self.pace.now())
        try:
            await self.reopen(channel.channel_id)
        except discord.HTTPException as refused:
            log.warning("an archived thread could not be reopened: %s", refused)
            return refused
        await self._wait_for_room(channel)
        return None


def _archived(error: Exception) -> bool:
    """Whether Discord refused a request because its thread is archived."""
    return isinstance(error, discord.HTTPException) and error.code == ARCHIVED_THREAD


def _running(worker: asyncio.Task[None] | None) -> bool:
    return worker is not None and not worker.done()


_OUTBOXES: weakref.WeakKeyDictionary[Any, Outbox] = weakref.WeakKeyDictionary()


def outbox_of(client: discord.Client) -> Outbox:
    """The outbox of ``client`` (created on first use, on the real clock; it unarchives threads
    through ``client``'s HTTP client)."""
    found = _OUTBOXES.get(client)
    if found is None:
        found = _OUTBOXES[client] = Outbox(reopen=partial(_unarchive, client.http))
    return found


async def _unarchive(http: HTTPClient, channel_id: int) -> None:
    """``PATCH /channels/{channel_id}`` with ``archived: false`` (``Thread.edit(archived=False)``
    without a cached thread)."""
    await http.edit_channel(channel_id, archived=False)


def use_pace(client: discord.Client, pace: Pace) -> None:
    """Make ``client``'s outbox measure and wait on ``pace`` (tests: a virtual clock)."""
    outbox_of(client).pace = pace
