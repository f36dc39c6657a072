"""Board renderers: pure functions from a game's *view* to a ``PIL.Image`` (DESIGN.md §4).

The bot calls :func:`draw_board` for the public board (from ``view(state, None)``) and
:func:`draw_private` for one seat's DM (from ``view(state, seat)``), then :func:`encode_png`.
A renderer never sees raw state, so a public image cannot show a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any, Protocol, cast

from PIL import Image

from render.common import encode_png

__all__ = ["draw_board", "draw_private", "encode_png"]


class _Renderer(Protocol):
    def draw(self, view: Any, *, names: Sequence[str]) -> Image.Image: ...

    def draw_private(self, view: Any, *, name: str) -> Image.Image: ...


def _renderer(game_key: str) -> _Renderer:
    """Return the ``render.<game_key>`` module.

    Raises:
        KeyError: no renderer for that game.
    """
    if not game_key.isidentifier():
        raise KeyError(f"no renderer for game {game_key!r}")
    try:
        return cast(_Renderer, import_module(f"render.{game_key}"))
    except ModuleNotFoundError as exc:
        raise KeyError(f"no renderer for game {game_key!r}") from exc


def draw_board(game_key: str, view: Any, *, names: Sequence[str]) -> Image.Image:
    """Draw the public board of ``game_key`` from its public view.

    Args:
        game_key: a key of ``rules.GAMES`` (``"afternova"``, ``"space_base"``).
        view: ``game.view(state, None)``.
        names: display names, index = seat.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    return _renderer(game_key).draw(view, names=names)


def draw_private(game_key: str, view: Any, *, name: str) -> Image.Image:
    """Draw one seat's private picture (hand, hidden objective) from ``view(state, seat)``.

    Args:
        game_key: a key of ``rules.GAMES``.
        view: ``game.view(state, seat)`` for the seat whose DM this is.
        name: that seat's display name.

    Raises:
        KeyError: no renderer for ``game_key``.
    """
    return _renderer(game_key).draw_private(view, name=name)
