"""Shared rendering pieces: fonts, palette, drawing helpers and PNG encoding."""

from render.common.draw import (
    Box,
    IconSpec,
    draw_text,
    draw_wrapped,
    fit_text,
    icon,
    legend,
    pill,
    rounded_card,
    wrap_text,
)
from render.common.fonts import font, text_width
from render.common.png import MAX_PNG_BYTES, encode_png

__all__ = [
    "MAX_PNG_BYTES",
    "Box",
    "IconSpec",
    "draw_text",
    "draw_wrapped",
    "encode_png",
    "fit_text",
    "font",
    "icon",
    "legend",
    "pill",
    "rounded_card",
    "text_width",
    "wrap_text",
]
