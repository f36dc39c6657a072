"""Drawing helpers shared by the boards: text that fits, cards, pills, icons and a legend.

Coordinates are pixels on the target image; a box is ``(left, top, right, bottom)``. Every helper
draws through a ``PIL.ImageDraw.ImageDraw`` and is deterministic.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from render.common.fonts import Script, bold_stroke, current_script, face_font, text_width
from render.common.palette import INK, RGB, TEXT, contrast_ink

Box = tuple[int, int, int, int]
Shape = Literal["circle", "square", "diamond", "hexagon", "pentagon", "triangle", "star"]
ELLIPSIS = "…"


@dataclass(frozen=True)
class IconSpec:
    """A simple symbol: a filled shape with a letter, so colour never carries meaning alone.

    Attributes:
        shape: the outline shape.
        fill: the shape's colour.
        letter: one or two characters drawn in the middle ("" for none).
    """

    shape: Shape
    fill: RGB
    letter: str = ""


def draw_text(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    text: str,
    *,
    size: int,
    fill: RGB = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Draw ``text`` at ``xy`` (Pillow anchor, default left-ascender) in ``size`` px type.

    Glyph masks are memoised per (script, text, size, weight, anchor): boards repeat the same
    short labels many times, and the pixels are the same as drawing the text directly.
    """
    stroke = bold_stroke(size) if bold else 0
    mask, (left, top) = _text_mask(current_script(), text, size, stroke, anchor)
    if mask is not None:
        d.bitmap((xy[0] + left, xy[1] + top), mask, fill=fill)


@lru_cache(maxsize=4096)
def _text_mask(
    script: Script, text: str, size: int, stroke: int, anchor: str
) -> tuple[Image.Image | None, tuple[int, int]]:
    """The anti-aliased coverage of ``text`` in ``script``'s face and its offset from the
    anchor point."""
    face = face_font(script, size)
    box = face.getbbox(text, anchor=anchor, stroke_width=stroke)
    left, top = math.floor(box[0]), math.floor(box[1])
    right, bottom = math.ceil(box[2]), math.ceil(box[3])
    if right <= left or bottom <= top:
        return None, (0, 0)
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top),
        text,
        font=face,
        fill=255,
        anchor=anchor,
        stroke_width=stroke,
        stroke_fill=255,
    )
    return mask, (left, top)


def fit_text(text: str, size: int, max_width: int) -> str:
    """Return ``text`` cut with an ellipsis so it is at most ``max_width`` px wide at ``size``."""
    if text_width(text, size) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(text[:mid].rstrip() + ELLIPSIS, size) <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS


def wrap_text(text: str, size: int, max_width: int, *, max_lines: int) -> list[str]:
    """Split ``text`` into at most ``max_lines`` lines of at most ``max_width`` px.

    Breaks at spaces; a word (or a run of Chinese) wider than a line is broken by character.
    The last line is cut with an ellipsis when the text does not fit.
    """
    lines: list[str] = []
    current = ""
    for token in _tokens(text):
        candidate = current + token
        if current and text_width(candidate.rstrip(), size) > max_width:
            lines.append(current.rstrip())
            current = token.lstrip()
        else:
            current = candidate
    if current.strip():
        lines.append(current.rstrip())
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :]) + ELLIPSIS * 2]
    return [fit_text(line, size, max_width) for line in lines]


_CJK_OR_RUN = re.compile("[\u2e81-\U0010ffff]|[^\u2e81-\U0010ffff]+")


def _tokens(text: str) -> list[str]:
    """Words with their trailing space; each CJK character is its own token, and a Latin run
    inside a Chinese phrase (a tile name: ``g-01 Frontier Census：每``) stays whole."""
    tokens: list[str] = []
    for word in text.split(" "):
        tokens.extend(_CJK_OR_RUN.findall(word) or [""])
        tokens[-1] += " "
    return tokens


def draw_wrapped(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    text: str,
    *,
    size: int,
    max_width: int,
    max_lines: int,
    fill: RGB = TEXT,
) -> int:
    """Draw ``text`` wrapped to ``max_width``; return the height used in px (line = 1.25 × size)."""
    line_height = round(size * 1.25)
    lines = wrap_text(text, size, max_width, max_lines=max_lines)
    for index, line in enumerate(lines):
        draw_text(d, (xy[0], xy[1] + index * line_height), line, size=size, fill=fill)
    return line_height * len(lines)


def rounded_card(
    d: ImageDraw.ImageDraw,
    box: Box,
    *,
    fill: RGB | None,
    outline: RGB | None = None,
    width: int = 2,
    radius: int = 12,
) -> None:
    """Draw a rounded rectangle ``box`` (inclusive corners)."""
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def pill(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    label: str,
    *,
    size: int,
    fill: RGB,
    ink: RGB | None = None,
) -> int:
    """Draw a capsule with ``label`` whose top-left is ``xy``; return its right edge x."""
    pad = size // 2
    width = text_width(label, size) + 2 * pad
    height = round(size * 1.5)
    x, y = xy
    d.rounded_rectangle((x, y, x + width, y + height), radius=height // 2, fill=fill)
    draw_text(
        d,
        (x + width // 2, y + height // 2),
        label,
        size=size,
        fill=ink or contrast_ink(fill),
        bold=True,
        anchor="mm",
    )
    return x + width


def icon(d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int, spec: IconSpec) -> None:
    """Draw ``spec`` centred on ``centre`` within ``radius`` px.

    A light outer ring and a dark inner ring keep white and black shapes readable on both light
    cards and the dark background.
    """
    d.polygon(_shape_points(spec.shape, centre, radius), fill=TEXT)
    # the dark ring as two fills: Pillow draws a polygon outline wider than 1 px through a mask
    # the size of the whole image, which cost ~0.3 ms per icon on a 1200 × 4000 canvas
    d.polygon(_shape_points(spec.shape, centre, radius - 2), fill=INK)
    d.polygon(_shape_points(spec.shape, centre, radius - 4), fill=spec.fill)
    if spec.letter:
        # a triangle's visual centre sits below its circumcentre
        at = (centre[0], centre[1] + radius // 4) if spec.shape == "triangle" else centre
        size = max(8, round(radius * 1.1))
        draw_text(
            d, at, spec.letter, size=size, fill=contrast_ink(spec.fill), bold=True, anchor="mm"
        )


def _shape_points(shape: Shape, centre: tuple[int, int], radius: int) -> list[tuple[float, float]]:
    """Vertices of ``shape`` around ``centre`` (a circle is a 32-gon)."""
    cx, cy = centre
    return [(cx + dx, cy + dy) for dx, dy in _shape_offsets(shape, radius)]


@lru_cache(maxsize=256)
def _shape_offsets(shape: Shape, radius: int) -> tuple[tuple[float, float], ...]:
    """Vertices of ``shape`` around the origin (a star: five points, its inner corners at 45 %
    of its reach)."""
    if shape == "star":
        return tuple(
            (
                (1.2 if i % 2 == 0 else 0.54) * radius * math.cos(math.radians(-90 + 36 * i)),
                (1.2 if i % 2 == 0 else 0.54) * radius * math.sin(math.radians(-90 + 36 * i)),
            )
            for i in range(10)
        )
    sides, start = {
        "circle": (32, 0.0),
        "square": (4, 45.0),
        "diamond": (4, 0.0),
        "hexagon": (6, 30.0),
        "pentagon": (5, -90.0),
        "triangle": (3, -90.0),
    }[shape]
    scale = {"square": 1.2, "pentagon": 1.1, "triangle": 1.3}.get(shape, 1.0) * radius
    return tuple(
        (
            scale * math.cos(math.radians(start + 360 * i / sides)),
            scale * math.sin(math.radians(start + 360 * i / sides)),
        )
        for i in range(sides)
    )


def legend(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    entries: Sequence[tuple[IconSpec, str]],
    *,
    size: int,
    max_width: int,
) -> int:
    """Draw ``(icon, label)`` entries left to right, wrapping rows; return the height used."""
    radius = round(size * 0.9)
    row_height = 2 * radius + 8
    x, y = xy
    for spec, label in entries:
        width = 2 * radius + size // 3 + text_width(label, size) + size
        if x + width > xy[0] + max_width and x > xy[0]:
            x, y = xy[0], y + row_height
        icon(d, (x + radius, y + row_height // 2), radius, spec)
        draw_text(
            d, (x + 2 * radius + size // 3, y + row_height // 2), label, size=size, anchor="lm"
        )
        x += width
    return y + row_height - xy[1]
