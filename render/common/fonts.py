"""Fonts: Noto Sans SC (OFL, covers Latin and Chinese) from the ``pylopdf-fonts-zh-cn`` package.

The font ships as a dependency, so every machine renders the same glyphs. We force Pillow's
BASIC layout engine (no libraqm): the output then does not depend on which shaping library a
machine happens to have, and neither Latin nor Chinese text needs complex shaping.
"""

from __future__ import annotations

from functools import lru_cache

import pylopdf_fonts_zh_cn
from PIL import ImageFont

FontT = ImageFont.FreeTypeFont


@lru_cache(maxsize=64)
def font(size: int) -> FontT:
    """Return the regular Noto Sans SC face at ``size`` pixels (em size), cached per size.

    Args:
        size: em size in pixels; must be positive.

    Raises:
        ValueError: ``size`` is not positive.
    """
    if size <= 0:
        raise ValueError(f"font size must be positive, got {size}")
    return ImageFont.truetype(
        str(pylopdf_fonts_zh_cn.sans_path()), size, layout_engine=ImageFont.Layout.BASIC
    )


@lru_cache(maxsize=8192)
def text_width(text: str, size: int) -> int:
    """Return the advance width of ``text`` in pixels at ``size`` (memoised: boards measure the
    same labels and wrap candidates on every render)."""
    return round(font(size).getlength(text))


def bold_stroke(size: int) -> int:
    """Return the stroke width (px) that fakes a bold weight at ``size`` (the font has no Bold)."""
    return max(1, size // 24)
