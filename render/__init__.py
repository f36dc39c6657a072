"""Board renderers: pure functions from a game's *view* to a ``PIL.Image`` (docs/design.md §4).

The bot calls :func:`draw_board` for the public board (from ``view(state, None)``) and
:func:`draw_private` for one seat's DM (from ``view(state, seat)``), then :func:`encode_png`.
A renderer never sees raw state, so a public image cannot show a hand.

:data:`RENDERERS` is the render registry, derived from :data:`rules.GAMES`: the ``render.<key>``
module of every registered game that is not ``text_only``. With ``rules.GAMES`` it is the only
list of games; tests and benchmarks iterate it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from types import MappingProxyType
from typing import Any, Protocol, cast

from PIL import Image

from render.common import encode_png
from rules import GAMES

__all__ = ["RENDERERS", "draw_board", "draw_private", "encode_png", "has_board"]


class Renderer(Protocol):
    """What a ``render.<key>`` module provides."""

    def draw(self, view: Any, *, names: Sequence[str]) -> Image.Image: ...

    def draw_private(self, view: Any, *, name: str) -> Image.Image: ...


def _load() -> dict[str, Renderer]:
    """``render.<key>`` of every registered game that has a board (``text_only`` False).

    A registered game whose ``render.<key>`` does not exist yet is left out (the kit check,
    ``tests/conformance/test_kit.py``, fails for it); any other import error is raised.
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


def draw_board(game_key: str, view: Any, *, names: Sequence[str]) -> Image.Image:
    """Draw the public board of ``game_key`` from its public view.

    Args:
        game_key: a key of :data:`RENDERERS`.
        view: ``game.view(state, None)``.
        names: display names, index = seat.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    return _renderer(game_key).draw(view, names=names)


def draw_private(game_key: str, view: Any, *, name: str) -> Image.Image:
    """Draw one seat's private picture (hand, hidden objective) from ``view(state, seat)``.

    Args:
        game_key: a key of :data:`RENDERERS`.
        view: ``game.view(state, seat)`` for the seat whose DM this is.
        name: that seat's display name.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    return _renderer(game_key).draw_private(view, name=name)
