"""A component's picture for ``/card`` (:class:`rules.core.reference.Entry`): its printed
name, its kind and its printed facts on a card, one page wide (docs/design.md §4: the type never
under the phone floor, 27 px on the 1200 px page).

Every game's components are drawn by this one picture; the words are the entry's sentences in
the language being drawn (:func:`render.common.language.say`).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common.draw import draw_text, draw_wrapped, fit_text, pill, rounded_card, wrap_text
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH
from render.common.page import draw_page
from render.common.palette import CARD, HIGHLIGHT, INK
from rules.core.reference import Entry

NAME_SIZE = 44
KIND_SIZE = 28
FACT_SIZE = 32
FACT_LINES = 4
"""The most lines one fact wraps to (a longer one ends with an ellipsis)."""
PAD = 28
MAX_HEIGHT = 4000


def draw_entry(entry: Entry) -> Image.Image:
    """The picture of ``entry``: a light card with its name, its kind and id, and one block of
    wrapped text per fact.

    Returns:
        An RGB image :data:`~render.common.layout.PAGE_WIDTH` px wide.
    """

    def card(d: ImageDraw.ImageDraw, y: int) -> int:
        left, right = PAGE_MARGIN, PAGE_WIDTH - PAGE_MARGIN
        width = right - left - 2 * PAD
        heights = [_fact_height(say(fact), width) for fact in entry.facts]
        bottom = y + 2 * PAD + NAME_SIZE + 20 + round(KIND_SIZE * 1.5) + 24 + sum(heights)
        bottom += 12 * max(len(heights) - 1, 0)
        rounded_card(d, (left, y, right, bottom), fill=CARD, radius=20)
        top = y + PAD
        name = fit_text(say(entry.name), NAME_SIZE, width)
        draw_text(d, (left + PAD, top), name, size=NAME_SIZE, fill=INK, bold=True)
        top += NAME_SIZE + 20
        after = pill(d, (left + PAD, top), say(entry.kind), size=KIND_SIZE, fill=HIGHLIGHT)
        draw_text(d, (after + 16, top + 4), entry.id, size=KIND_SIZE, fill=INK)
        top += round(KIND_SIZE * 1.5) + 24
        for fact, height in zip(entry.facts, heights, strict=True):
            draw_wrapped(
                d,
                (left + PAD, top),
                say(fact),
                size=FACT_SIZE,
                max_width=width,
                max_lines=FACT_LINES,
                fill=INK,
            )
            top += height + 12
        return bottom

    return draw_page([card], gap=0, max_height=MAX_HEIGHT)


def _fact_height(text: str, width: int) -> int:
    """The px one fact takes wrapped to ``width`` (at most :data:`FACT_LINES` lines)."""
    return round(FACT_SIZE * 1.25) * len(wrap_text(text, FACT_SIZE, width, max_lines=FACT_LINES))
