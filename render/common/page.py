"""The page every picture is drawn on: a tall dark canvas 1200 px wide, sections drawn top to
bottom, then cropped below the last one (docs/design.md §4).

A section is a function ``(draw, y) -> y below it``; :func:`draw_page` runs them in order with a
gap between them, so a board or a private picture is the list of its sections.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from render.common.draw import draw_text, fit_text
from render.common.header import Beside, Header, draw_header
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH
from render.common.palette import BACKGROUND

#: Draws one part of a page from ``y`` (px) and returns the y below it.
Section = Callable[[ImageDraw.ImageDraw, int], int]

#: A private picture's title: 34 px bold, and the first section starts this far below its top.
PRIVATE_TITLE_SIZE = 34
PRIVATE_TITLE_HEIGHT = 60


def draw_page(sections: Sequence[Section], *, gap: int, max_height: int) -> Image.Image:
    """Draw ``sections`` down a page and crop it below the last one.

    Args:
        sections: drawn in order; the first from the top margin, each next one ``gap`` px below
            the y the previous one returned.
        gap: px between sections.
        max_height: the canvas height in px; a section drawn below it is cut off.

    Returns:
        An RGB image :data:`PAGE_WIDTH` px wide, as tall as its sections plus the bottom margin.
    """
    image = Image.new("RGB", (PAGE_WIDTH, max_height), BACKGROUND)
    d = ImageDraw.Draw(image)
    y = PAGE_MARGIN - gap
    for section in sections:
        y = section(d, y + gap)
    return image.crop((0, 0, PAGE_WIDTH, y + PAGE_MARGIN))


def draw_board_page(
    header: Header,
    sections: Sequence[Section],
    *,
    gap: int,
    max_height: int,
    beside: Beside | None = None,
) -> Image.Image:
    """A public board: ``header`` (:func:`render.common.header.draw_header`, with ``beside``),
    then ``sections``, as :func:`draw_page` draws them."""
    return draw_page(
        [lambda d, y: draw_header(d, header, y, beside=beside), *sections],
        gap=gap,
        max_height=max_height,
    )


def private_title(name: str, what: str) -> Section:
    """The section titling a seat's private picture: ``"Ana · your hand (private)"`` (DM only),
    cut to the page width."""

    def title(d: ImageDraw.ImageDraw, y: int) -> int:
        text = fit_text(f"{name} · {what}", PRIVATE_TITLE_SIZE, PAGE_WIDTH - 2 * PAGE_MARGIN)
        draw_text(d, (PAGE_MARGIN, y), text, size=PRIVATE_TITLE_SIZE, bold=True)
        return y + PRIVATE_TITLE_HEIGHT

    return title
