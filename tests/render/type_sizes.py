"""The type sizes a drawing uses, and the phone floor they must keep (docs/adding-a-game.md §7).

Every text and number a board draws goes through ``render.common.draw._text_mask`` (the glyph
masks of ``draw_text``); :func:`recorded_type_sizes` records each call's size and text while it
is active. A board is read on a phone at about 400 px wide, where the smallest type must stay
9 px tall: 27 px in a 1200 px image.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import render.common.draw as draw_module

PHONE_WIDTH_PX = 400
PHONE_FLOOR_PX = 9
SHOWN_TEXTS = 3  # texts quoted per size in a failure message


@contextmanager
def recorded_type_sizes() -> Iterator[list[tuple[int, str]]]:
    """Record ``(size px, text)`` of every text drawn through ``render.common`` meanwhile."""
    drawn: list[tuple[int, str]] = []
    original: Callable[..., Any] = draw_module._text_mask

    def recording(script: str, text: str, size: int, stroke: int, anchor: str) -> Any:
        drawn.append((size, text))
        return original(script, text, size, stroke, anchor)

    draw_module._text_mask = recording  # type: ignore[assignment]
    try:
        yield drawn
    finally:
        draw_module._text_mask = original  # type: ignore[assignment]


def floor_px(width: int) -> int:
    """The smallest type (px) legible in an image ``width`` px wide shown on a phone."""
    return math.ceil(PHONE_FLOOR_PX * width / PHONE_WIDTH_PX)


def under_the_floor(drawn: list[tuple[int, str]], width: int) -> str | None:
    """What ``drawn`` in an image ``width`` px wide has below the phone floor, in words, or
    ``None`` when every size keeps it (or nothing was drawn through ``render.common``)."""
    floor = floor_px(width)
    small: dict[int, list[str]] = {}
    for size, text in drawn:
        if size < floor and text not in small.setdefault(size, []):
            small[size].append(text)
    if not small:
        return None
    sizes = "; ".join(
        f"{size} px ({', '.join(repr(t) for t in texts[:SHOWN_TEXTS])}"
        f"{f' and {len(texts) - SHOWN_TEXTS} more' if len(texts) > SHOWN_TEXTS else ''})"
        for size, texts in sorted(small.items())
    )
    every = sorted({size for size, _ in drawn})
    return (
        f"type under {floor} px in a {width} px image ({PHONE_FLOOR_PX} px at "
        f"{PHONE_WIDTH_PX} px wide): {sizes}; sizes drawn: {every}"
    )
