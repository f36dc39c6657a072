"""Board renderers: pure functions from a game's *view* to a ``PIL.Image`` (docs/design.md §4).

The bot calls :func:`board_png` for the public board (from ``view(state, None)``: drawn, and
described in words as its alt text) and :func:`private_png` for one seat's DM (from
``view(state, seat)``); :func:`text_board` gives the whole public board as text for screen readers
(``/game board text:yes``). A renderer never sees raw state, so a public image or text cannot
show a hand.

Every entry point takes ``translate``: the catalogue lookup of the language to draw and say the
board in (docs/adding-a-game.md "Languages"; the bot passes its catalogues of the table's locale,
or of the reader's for a private picture: the render layer imports nothing of the bot). It is
opened around the renderer with :func:`render.common.language.drawing_in`, so a renderer's
signature is the same for every game and its labels read :func:`render.common.language.say`;
``None`` leaves the language chosen around the call (English by default). The pictures'
entry points also take ``script``: the Chinese glyph forms to draw in (``"Hant"`` for zh-TW,
:mod:`render.common.fonts`); ``None`` leaves the script chosen around the call (Simplified).

:data:`RENDERERS` is the render registry, derived from :data:`rules.GAMES`: the ``render.<key>``
module of every registered game that is not ``text_only``. With ``rules.GAMES`` it is the only
list of games; tests and benchmarks iterate it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from importlib import import_module
from types import MappingProxyType
from typing import Any, Protocol, cast

from PIL import Image

from render.common import encode_png
from render.common.fonts import Script, drawing_script
from render.common.language import drawing_in, say
from render.common.png import alt_text
from render.common.reference import draw_entry
from render.recap import time_lapse, vp_chart
from rules import GAMES
from rules.core.reference import Entry
from rules.core.text import Msg, Translate

__all__ = [
    "RENDERERS",
    "RENDERER_MEMBERS",
    "alt_text",
    "board_png",
    "describe_board",
    "draw_board",
    "draw_private",
    "encode_png",
    "has_board",
    "missing_members",
    "private_png",
    "text_board",
]


class Renderer(Protocol):
    """What a ``render.<key>`` module provides (docs/adding-a-game.md).

    ``draw(view, *, names)`` draws the public board from ``view(state, None)`` (``names``:
    display names, index = seat; a missing name shows as ``P<n>``); ``draw_private(view, *,
    name)`` one seat's private picture from ``view(state, seat)`` (``name`` in its title). Both
    return an RGB image 1200 px wide whose every text is ≥ 27 px (docs/design.md §4).
    ``describe(view, *, names)`` says what the public board shows in one paragraph of at most
    1024 characters (its alt text); ``text_board(view, *, names)`` gives the whole public board
    as Markdown lines for screen readers. All four read the view alone.
    """

    def draw(self, view: Any, *, names: Sequence[str]) -> Image.Image: ...

    def draw_private(self, view: Any, *, name: str) -> Image.Image: ...

    def describe(self, view: Any, *, names: Sequence[str]) -> str: ...

    def text_board(self, view: Any, *, names: Sequence[str]) -> str: ...


#: The functions every ``render.<key>`` module defines (:class:`Renderer`).
RENDERER_MEMBERS = ("draw", "draw_private", "describe", "text_board")


def missing_members(module: object) -> list[str]:
    """The :data:`RENDERER_MEMBERS` that ``module`` does not define as functions."""
    return [name for name in RENDERER_MEMBERS if not callable(getattr(module, name, None))]


def _load() -> dict[str, Renderer]:
    """``render.<key>`` of every registered game that has a board (``text_only`` False).

    A registered game whose ``render.<key>`` does not exist yet, or lacks one of
    :data:`RENDERER_MEMBERS`, is left out (the kit check, ``tests/conformance/test_kit.py``,
    names what it lacks); any other import error is raised.
    """
    found: dict[str, Renderer] = {}
    for key, game in GAMES.items():
        if game.text_only:
            continue
        try:
            module = import_module(f"render.{key}")
        except ModuleNotFoundError as exc:
            if exc.name != f"render.{key}":
                raise
            continue
        if not missing_members(module):
            found[key] = cast(Renderer, module)
    return found


RENDERERS: Mapping[str, Renderer] = MappingProxyType(_load())


def has_board(game_key: str) -> bool:
    """True when ``game_key`` is registered with a board renderer (in :data:`RENDERERS`)."""
    return game_key in RENDERERS


def _renderer(game_key: str) -> Renderer:
    """Return the renderer of ``game_key``.

    Raises:
        KeyError: no renderer for that game.
    """
    try:
        return RENDERERS[game_key]
    except KeyError:
        raise KeyError(f"no renderer for game {game_key!r}") from None


@contextmanager
def _language(translate: Translate | None, script: Script | None = None) -> Iterator[None]:
    """Draw in ``translate``'s language and ``script``'s glyph forms within the block (each
    ``None``: as chosen around it)."""
    with ExitStack() as stack:
        if translate is not None:
            stack.enter_context(drawing_in(translate))
        if script is not None:
            stack.enter_context(drawing_script(script))
        yield


def draw_board(
    game_key: str,
    view: Any,
    *,
    names: Sequence[str],
    translate: Translate | None = None,
    script: Script | None = None,
) -> Image.Image:
    """Draw the public board of ``game_key`` from its public view.

    Args:
        game_key: a key of :data:`RENDERERS`.
        view: ``game.view(state, None)``.
        names: display names, index = seat.
        translate: the language's catalogue lookup (see the module docstring).
        script: the Chinese glyph forms (see the module docstring).

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate, script):
        return _renderer(game_key).draw(view, names=names)


def draw_private(
    game_key: str,
    view: Any,
    *,
    name: str,
    translate: Translate | None = None,
    script: Script | None = None,
) -> Image.Image:
    """Draw one seat's private picture (hand, hidden objective) from ``view(state, seat)``.

    Args:
        game_key: a key of :data:`RENDERERS`.
        view: ``game.view(state, seat)`` for the seat whose DM this is.
        name: that seat's display name.
        translate: the reader's language's catalogue lookup (see the module docstring).
        script: the Chinese glyph forms (see the module docstring).

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate, script):
        return _renderer(game_key).draw_private(view, name=name)


def describe_board(
    game_key: str, view: Any, *, names: Sequence[str], translate: Translate | None = None
) -> str:
    """The public board's alt text: one paragraph of at most 1024 characters (Discord's limit
    for an attachment description) from ``view(state, None)`` alone, in ``translate``'s
    language.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate):
        return _renderer(game_key).describe(view, names=names)


def text_board(
    game_key: str, view: Any, *, names: Sequence[str], translate: Translate | None = None
) -> str:
    """The whole public board as Markdown lines for screen readers, from ``view(state, None)``
    alone (it may run to several thousand characters), in ``translate``'s language.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate):
        return _renderer(game_key).text_board(view, names=names)


def board_png(
    game_key: str,
    view: Any,
    *,
    names: Sequence[str],
    translate: Translate | None = None,
    script: Script | None = None,
) -> bytes:
    """The public board as PNG bytes carrying its alt text (:func:`describe_board`, read back by
    :func:`alt_text`), both in ``translate``'s language, drawn in ``script``'s glyph forms.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate, script):
        image = draw_board(game_key, view, names=names)
        return encode_png(image, alt_text=describe_board(game_key, view, names=names))


PRIVATE_ALT = "{name}'s private {title} picture (only you see it); the message lists it in words."


def private_png(
    game_key: str,
    view: Any,
    *,
    name: str,
    translate: Translate | None = None,
    script: Script | None = None,
) -> bytes:
    """One seat's private picture as PNG bytes, in ``translate``'s language. Its alt text names
    the picture only: the post it goes with lists the same things in words
    (``private_summary``, docs/design.md §2). Drawn in ``script``'s glyph forms.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    with _language(translate, script):
        image = draw_private(game_key, view, name=name)
        title = say(GAMES[game_key].title)
        alt = say(Msg("render.private_alt", PRIVATE_ALT, name=name, title=title))
    return encode_png(image, alt_text=alt)


ENTRY_ALT = "{name} ({kind}, {id}): the picture of the component; the message lists it in words."


def entry_png(
    entry: Entry, *, translate: Translate | None = None, script: Script | None = None
) -> bytes:
    """A component's picture (:func:`render.common.reference.draw_entry`) as PNG bytes, in
    ``translate``'s language and ``script``'s glyph forms. Its alt text names the component: the
    post it goes with lists its facts in words."""
    with _language(translate, script):
        alt = say(
            Msg(
                "render.entry_alt",
                ENTRY_ALT,
                name=say(entry.name),
                kind=say(entry.kind),
                id=entry.id,
            )
        )
        return encode_png(draw_entry(entry), alt_text=alt)


def recap_pictures(
    game_key: str,
    views: Sequence[Any],
    series: Sequence[Sequence[int]],
    *,
    names: Sequence[str],
    translate: Translate | None = None,
    script: Script | None = None,
) -> tuple[bytes, bytes | None]:
    """A finished game's recap pictures (:mod:`render.recap`) in ``translate``'s language and
    ``script``'s glyph forms: the public boards ``views`` (``view(state, None)``, in order) as
    one animated WebP of at most :data:`render.recap.MAX_BYTES`, and each seat's public VP
    ``series`` (one list per seat) as a PNG chart, ``None`` when ``series`` is empty.

    Raises:
        KeyError: no renderer for ``game_key``. ValueError: no view.
    """
    with _language(translate, script):
        frames = [draw_board(game_key, view, names=names) for view in views]
        chart = vp_chart(series, names) if series else None
    return time_lapse(frames), chart
