"""Board and private-view images, rendered off the event loop (docs/design.md §4).

Only views reach the renderer: ``view(state, None)`` for the public board, ``view(state, seat)``
for a seat's own image, so a public image cannot show a hand. A game without a board in the render
registry (:data:`render.RENDERERS`: registered, not ``text_only``) is played text-only. Each
PNG carries its alt text (:func:`render.alt_text`), which routing attaches as the image's
description.

Pictures are drawn in a language (docs/design.md "Languages (i18n)"): the public board in the
table's, a private picture in its reader's. :func:`picture_translator` gives the renderer the
catalogues of that locale (the game's, then the shared picture words ``render.*``, then the
bot's), since the render layer imports nothing of the bot.

Where pictures are drawn (issue #31): the Discord bot draws in :func:`render_pool`, a process
per core, so drawing (pure Python under the GIL: 50-150 ms a board, ``bench/render.py``) never
holds the event loop that acknowledges other tables' interactions; only the view, names and
locale cross to the worker, and the PNG bytes back. The terminal table and the tests draw in the
loop's default thread pool (no pool given), which costs no process start.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from babel import Locale
from pydantic import BaseModel

import render
from bot.i18n import DEFAULT_LOCALE, catalogue, game_translator
from render.common.fonts import Script
from rules.core.reference import Entry
from rules.core.text import Translate

PICTURE_DOMAIN = "render"
Drawn = TypeVar("Drawn")
"""The catalogue domain of the words ``render/common`` draws and says (ids ``render.*``)."""


def picture_translator(key: str, locale: str) -> Translate | None:
    """The lookup a picture of game ``key`` is drawn with in ``locale``: the game's catalogue,
    then the shared picture words, then the bot's; ``None`` for English (the pictures' own
    text)."""
    if locale == DEFAULT_LOCALE:
        return None
    own, shared = game_translator(key, locale), catalogue(locale, PICTURE_DOMAIN)

    def translate(message_id: str) -> str | None:
        return shared.get(message_id) or own(message_id)

    return translate


@dataclass(frozen=True)
class RecapPictures:
    """The recap's pictures: ``film`` an animated WebP of the public boards (at most
    :data:`render.recap.MAX_BYTES`), ``chart`` a PNG of each seat's VP (``None`` without a
    running score)."""

    film: bytes
    chart: bytes | None


class Renderer:
    """Draws PNGs through :mod:`render`, or nothing when images are off.

    Args:
        enabled: ``False`` makes every method return ``None`` (tests, benchmarks).
        pool: where pictures are drawn (:func:`render_pool` in the bot); ``None``: the event
            loop's default thread pool.
    """

    def __init__(self, *, enabled: bool, pool: Executor | None = None) -> None:
        self.enabled = enabled
        self.pool = pool

    async def _run(self, draw: Callable[..., Drawn], *args: Any) -> Drawn:
        """``draw(*args)`` in :attr:`pool`, awaited without holding the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, draw, *args)

    async def board(
        self, key: str, view: BaseModel, names: Sequence[str], locale: str = DEFAULT_LOCALE
    ) -> bytes | None:
        """The public board of game ``key`` as PNG bytes, drawn and described in ``locale``
        (the table's; ``None`` when images are off)."""
        if not self.enabled or not render.has_board(key):
            return None
        return await self._run(_draw_board, key, view, tuple(names), locale)

    async def private(
        self, key: str, view: BaseModel, name: str, locale: str = DEFAULT_LOCALE
    ) -> bytes | None:
        """A seat's private view as PNG bytes, drawn in ``locale`` (its reader's; ``None`` when
        images are off)."""
        if not self.enabled or not render.has_board(key):
            return None
        return await self._run(_draw_private, key, view, name, locale)

    async def recap(
        self,
        key: str,
        views: Sequence[BaseModel],
        series: Sequence[Sequence[int]],
        names: Sequence[str],
        locale: str = DEFAULT_LOCALE,
    ) -> RecapPictures | None:
        """A finished game's recap pictures (:mod:`render.recap`), drawn in :attr:`pool` in
        ``locale`` (the table's): the public boards ``views`` (``view(state, None)``, in order)
        as one animated WebP, and each seat's public VP ``series`` as a chart (``None`` when
        the game keeps no running score). ``None`` when images are off or the game has no
        board."""
        if not self.enabled or not render.has_board(key):
            return None
        return await self._run(
            _draw_recap, key, tuple(views), tuple(map(tuple, series)), tuple(names), locale
        )

    async def entry(self, key: str, entry: Entry, locale: str = DEFAULT_LOCALE) -> bytes | None:
        """The picture of a component of game ``key`` (``/card``) as PNG bytes, drawn in
        ``locale`` (its reader's; ``None`` when images are off)."""
        if not self.enabled:
            return None
        return await self._run(_draw_entry, key, entry, locale)


_POOL: list[ProcessPoolExecutor] = []


def render_pool() -> ProcessPoolExecutor:
    """The process pool the bot draws pictures in, shared by every :class:`Renderer` of the
    process and created on first call: one worker per core (``os.cpu_count()``), forked from a
    forkserver that has imported :mod:`render` and the games (a worker starts warm, and no fork
    copies the event loop's threads). Workers run at a lower priority (:data:`WORKER_NICENESS`):
    on a busy machine the cores go to the event loop first, so drawing never delays an
    acknowledgement. Every worker starts at once (the bot calls this at start-up), so none
    starts in the middle of play. Its workers end with the process."""
    if not _POOL:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["render", "rules", "bot.services.images"])
        workers = os.cpu_count() or 1
        pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_lower_priority)
        for _worker in range(workers):  # start every worker now, not during a later render
            pool.submit(int)
        _POOL.append(pool)
    return _POOL[0]


WORKER_NICENESS = 10
"""How much lower a drawing worker's scheduling priority is than the bot's (``nice``)."""


def _lower_priority() -> None:
    os.nice(WORKER_NICENESS)


def picture_script(locale: str) -> Script:
    """The glyph forms a picture in ``locale`` is drawn in: Traditional for a locale written
    in Han Traditional (zh-TW, by Babel's locale data), else Simplified."""
    return "Hant" if Locale.parse(locale, sep="-").script == "Hant" else "Hans"


def _language(key: str, locale: str) -> dict[str, Any]:
    """The keyword arguments that draw a picture of game ``key`` in ``locale``: its catalogue
    lookup and its script."""
    return {"translate": picture_translator(key, locale), "script": picture_script(locale)}


def _draw_board(key: str, view: Any, names: tuple[str, ...], locale: str) -> bytes:
    return render.board_png(key, view, names=names, **_language(key, locale))


def _draw_private(key: str, view: Any, name: str, locale: str) -> bytes:
    return render.private_png(key, view, name=name, **_language(key, locale))


def _draw_entry(key: str, entry: Entry, locale: str) -> bytes:
    return render.entry_png(entry, **_language(key, locale))


def _draw_recap(
    key: str,
    views: tuple[BaseModel, ...],
    series: tuple[tuple[int, ...], ...],
    names: tuple[str, ...],
    locale: str,
) -> RecapPictures:
    film, chart = render.recap_pictures(key, views, series, names=names, **_language(key, locale))
    return RecapPictures(film, chart)
