"""Fonts: Noto Sans SC and Noto Sans TC (OFL; each covers Latin and Chinese) from the
``pylopdf-fonts-zh-cn`` and ``pylopdf-fonts-zh-tw`` packages.

Chinese is drawn in the glyph forms of its script: a zh-TW board in Traditional forms (Noto Sans
TC), every other language in Noto Sans SC. The two faces map the same code points to different
shapes (骨, 角, 說 …), so drawing Traditional text with the Simplified face shows mainland forms.
The script is a context variable (:func:`drawing_script`, set by :func:`render.draw_board` and
its siblings), so it follows the drawing into ``asyncio.to_thread`` and never leaks between
tables. The fonts ship as dependencies, so every machine renders the same glyphs.

Neither package ships a Bold weight, and no well-kept package on the registries this project uses
does for Chinese: bold is drawn with a stroke of the regular face (:func:`bold_stroke`).

We force Pillow's BASIC layout engine (no libraqm): the output then does not depend on which
shaping library a machine happens to have, and neither Latin nor Chinese text needs complex
shaping.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Literal

import pylopdf_fonts_zh_cn
import pylopdf_fonts_zh_tw
from PIL import ImageFont

FontT = ImageFont.FreeTypeFont
Script = Literal["Hans", "Hant"]
"""The ISO 15924 script a picture's Chinese is drawn in: Simplified or Traditional."""

FACES: dict[Script, Path] = {
    "Hans": pylopdf_fonts_zh_cn.sans_path(),
    "Hant": pylopdf_fonts_zh_tw.sans_path(),
}
"""The face file of each script."""

_SCRIPT: ContextVar[Script] = ContextVar("orrery_drawing_script", default="Hans")


@contextmanager
def drawing_script(script: Script) -> Iterator[None]:
    """Within the block, text is drawn and measured in ``script``'s face."""
    token = _SCRIPT.set(script)
    try:
        yield
    finally:
        _SCRIPT.reset(token)


def current_script() -> Script:
    """The script being drawn in (``"Hans"`` unless :func:`drawing_script` says otherwise)."""
    return _SCRIPT.get()


def font(size: int) -> FontT:
    """Return the regular face of the current script at ``size`` pixels (em size).

    Args:
        size: em size in pixels; must be positive.

    Raises:
        ValueError: ``size`` is not positive.
    """
    return face_font(current_script(), size)


@lru_cache(maxsize=128)
def face_font(script: Script, size: int) -> FontT:
    """Return ``script``'s regular face at ``size`` pixels, cached per script and size.

    Raises:
        ValueError: ``size`` is not positive.
    """
    if size <= 0:
        raise ValueError(f"font size must be positive, got {size}")
    return ImageFont.truetype(str(FACES[script]), size, layout_engine=ImageFont.Layout.BASIC)


def text_width(text: str, size: int) -> int:
    """Return the advance width of ``text`` in pixels at ``size`` in the current script's face."""
    return _width(current_script(), text, size)


@lru_cache(maxsize=8192)
def _width(script: Script, text: str, size: int) -> int:
    # memoised: boards measure the same labels and wrap candidates on every render
    return round(face_font(script, size).getlength(text))


def bold_stroke(size: int) -> int:
    """Return the stroke width (px) that fakes a bold weight at ``size`` (the fonts have no
    Bold)."""
    return max(1, size // 24)
