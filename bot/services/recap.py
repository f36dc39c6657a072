"""The recap posted at a game's end (issue #30 item 8; docs/play-by-post.md §10 "Recap").

When a game finishes, the bot posts in its channel, after the final board:

1. at once, the **scores and statistics** (:func:`~bot.services.recap_facts.scores_text`): the
   final ranking, the longest turn by wall time, the biggest swing of VP;
2. when drawn, the **pictures**: a time-lapse of the public boards as an animated WebP
   (≤ 8 MiB, Discord's upload limit) and each seat's public VP over the game as a chart
   (:func:`render.recap_pictures`).

Off the event loop: the replay of the log and the drawing run in worker threads
(``asyncio.to_thread``; the drawing through :meth:`bot.services.images.Renderer.recap`), the
pictures in a task of their own, so a move's answer never waits for them. Only public things
are shown (public views, public VP, move times).

Restart-proof: the final move's transaction writes a ``recaps`` row (:mod:`bot.store.recaps`,
through :meth:`GameService.write_with`), so a restart between the end and the recap finds it
at start-up (:meth:`Recaps.start`) and posts what is missing. Each part is claimed (the row's
stage moved on) just before it is sent: a part is posted at most once, and a crash can lose
only a part being sent at that instant. With images off (or a text-only game) the first part
alone is posted.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import aiosqlite

import render
from bot.i18n import speaking
from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import Clock
from bot.services.context import Table, TableLoader
from bot.services.notices import NoticeFile, Notifier, TableNotice
from bot.services.recap_facts import (
    Replayed,
    chart_alt,
    film_alt,
    film_text,
    replay_recap,
    scores_text,
)
from bot.store import recaps as store
from bot.store.actions import list_actions
from rules.core import Outcome

log = logging.getLogger(__name__)


class Recaps:
    """Posts each finished game's recap once (see the module docstring).

    Args:
        db: the connection. tables: the GameService's loader (rules, renderer).
        clock: the time the recap is owed from. notifier: posts in the game's channel.
    """

    def __init__(
        self, db: aiosqlite.Connection, tables: TableLoader, clock: Clock, notifier: Notifier
    ) -> None:
        self.db, self.tables, self.clock, self.notifier = db, tables, clock, notifier
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._stopping = False

    async def write(self, change: GameChanged) -> None:
        """Record the recap a finishing move owes, in that move's transaction (the
        GameService's change writer)."""
        if change.kind is ChangeKind.FINISHED:
            await store.owe_recap(self.db, change.game_id, self.clock.now())

    async def on_change(self, change: GameChanged) -> None:
        """Post the scores of a game that just finished, after its final board (a GameService
        subscriber), then draw and post its pictures in a task of their own."""
        if change.kind is ChangeKind.FINISHED:
            read = await self._read(change.game_id)
            if read is not None:
                await self._post_scores(read)
                self._spawn(change.game_id, read)

    async def start(self) -> int:
        """At start-up, finish every recap a restart left unposted, in the background; return
        how many."""
        owed = await store.pending(self.db)
        for game_id, _ in owed:
            self._spawn(game_id)
        return len(owed)

    async def idle(self) -> None:
        """Wait until every recap being posted is posted (tests, benchmarks)."""
        while running := [task for task in self._tasks.values() if not task.done()]:
            await asyncio.gather(*running, return_exceptions=True)

    async def stop(self) -> None:
        """Draw no more recaps and wait for the ones being drawn or sent (a task is never
        cancelled mid-write); what is not posted yet is posted after the next start."""
        self._stopping = True
        await self.idle()

    def _spawn(self, game_id: int, read: _Read | None = None) -> None:
        running = self._tasks.get(game_id)
        if running is None or running.done():
            task = asyncio.create_task(self._finish(game_id, read), name=f"orrery-recap-{game_id}")
            self._tasks[game_id] = task

    async def _finish(self, game_id: int, read: _Read | None) -> None:
        try:
            read = read or await self._read(game_id)
            if read is not None:
                await self._post_scores(read)
                if not self._stopping:
                    await self._post_pictures(read)
        except Exception:  # a recap that fails costs the recap only
            log.exception("the recap of game %s failed", game_id)

    async def _read(self, game_id: int) -> _Read | None:
        """The finished game, its log and its replay (in a worker thread); ``None`` when it
        owes no recap, or is not finished any more (the recap is then dropped)."""
        if await store.stage_of(self.db, game_id) in (None, store.DONE):
            return None
        table = await self.tables.by_id(game_id)
        outcome = table.game.outcome(table.state) if table.state is not None else None
        if table.row.status != "finished" or outcome is None:
            await store.claim(self.db, game_id, store.SCORES, store.DONE)
            await store.claim(self.db, game_id, store.FILM, store.DONE)
            return None
        actions = await list_actions(self.db, game_id)
        replayed = await asyncio.to_thread(
            replay_recap, table.game, table.row, len(table.seats), actions
        )
        return _Read(table, outcome, replayed)

    async def _post_scores(self, read: _Read) -> None:
        game_id, table = read.table.row.id, read.table
        if await store.stage_of(self.db, game_id) != store.SCORES:
            return
        pictures = self.tables.renderer.enabled and render.has_board(table.row.game_key)
        with speaking(table.locale):
            text = scores_text(
                table.game.title,
                read.outcome,
                table.names,
                read.replayed,
                pictures=pictures,
            )
        then = store.FILM if pictures else store.DONE
        if await store.claim(self.db, game_id, store.SCORES, then):
            await self.notifier.notify(TableNotice(table.row.channel_id, text, game_id=game_id))

    async def _post_pictures(self, read: _Read) -> None:
        table, replayed = read.table, read.replayed
        game_id, names = table.row.id, table.names
        if await store.stage_of(self.db, game_id) != store.FILM:
            return
        drawn = await self.tables.renderer.recap(
            table.row.game_key, replayed.views, replayed.series, names, table.locale
        )
        if drawn is None:
            await store.claim(self.db, game_id, store.FILM, store.DONE)
            return
        with speaking(table.locale):
            files = [NoticeFile("recap.webp", drawn.film, film_alt(table.game.title, replayed))]
            if drawn.chart is not None:
                files.append(NoticeFile("vp.png", drawn.chart, chart_alt(names, replayed.series)))
            text = film_text(replayed)
        if await store.claim(self.db, game_id, store.FILM, store.DONE):
            notice = TableNotice(table.row.channel_id, text, game_id=game_id, files=tuple(files))
            await self.notifier.notify(notice)


@dataclass(frozen=True)
class _Read:
    """A finished game read for its recap."""

    table: Table
    outcome: Outcome
    replayed: Replayed
