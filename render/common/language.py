"""The language a picture is drawn in (docs/adding-a-game.md, "Languages").

A renderer writes every label it draws as a :class:`rules.core.text.Msg` of its game's catalogue
domain (``space_base.board.title``) and shows it with :func:`say`. The caller chooses the language
around the drawing with :func:`drawing_in`, giving the catalogue lookup of the game in that
locale (``bot.i18n.game_translator(key, locale)``: the render layer imports nothing of the bot);
without one, pictures are drawn in English, the ``Msg``'s own text. The choice is a context
variable, so it follows the drawing into ``asyncio.to_thread`` and never leaks between tables.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from rules.core.text import Translate, render

_TRANSLATE: ContextVar[Translate | None] = ContextVar("orrery_drawing_in", default=None)


@contextmanager
def drawing_in(translate: Translate | None) -> Iterator[None]:
    """Within the block, :func:`say` shows labels through ``translate`` (``None``: English)."""
    token = _TRANSLATE.set(translate)
    try:
        yield
    finally:
        _TRANSLATE.reset(token)


def say(text: str) -> str:
    """``text`` in the language being drawn: a :class:`~rules.core.text.Msg` through the current
    lookup (its English when there is none or the lookup lacks its id); plain text as it is."""
    translate = _TRANSLATE.get()
    return str(text) if translate is None else render(text, translate)
