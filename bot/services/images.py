"""Board and private-view images, rendered off the event loop (docs/design.md §4).

Only views reach the renderer: ``view(state, None)`` for the public board, ``view(state, seat)``
for a seat's own image, so a public image cannot show a hand. A game without a board in the render
registry (:data:`render.RENDERERS`: registered, not ``text_only``) is played text-only. Each
PNG carries its alt text (:func:`render.alt_text`), which routing attaches as the image's
description.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

import render


class Renderer:
    """Draws PNGs through :mod:`render`, or nothing when images are off.

    Args:
        enabled: ``False`` makes every method return ``None`` (tests, benchmarks).
    """

    def __init__(self, *, enabled: bool) -> None:
        self.enabled = enabled

    async def board(self, key: str, view: BaseModel, names: Sequence[str]) -> bytes | None:
        """The public board of game ``key`` as PNG bytes (``None`` when images are off)."""
        if not self.enabled or not render.has_board(key):
            return None
        return await asyncio.to_thread(_draw_board, key, view, tuple(names))

    async def private(self, key: str, view: BaseModel, name: str) -> bytes | None:
        """A seat's private view as PNG bytes (``None`` when images are off)."""
        if not self.enabled or not render.has_board(key):
            return None
        return await asyncio.to_thread(_draw_private, key, view, name)


def _draw_board(key: str, view: Any, names: tuple[str, ...]) -> bytes:
    return render.board_png(key, view, names=names)


def _draw_private(key: str, view: Any, name: str) -> bytes:
    return render.private_png(key, view, name=name)
