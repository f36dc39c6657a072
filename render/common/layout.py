"""Page layout shared by the boards: the page grid, titles, section headings, seat names."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.common.draw import draw_text
from render.common.palette import MUTED
from rules.core.events import fill_names

#: Boards are 1200 px wide: a phone shows them about 400 px wide, so type of 27 px or more
#: still reads at 9 px (docs/design.md §4).
PAGE_WIDTH = 1200
PAGE_MARGIN = 24
NOTE_SIZE = 28


def seat_name(names: Sequence[str], seat: int) -> str:
    """The display name of ``seat`` (``P<seat+1>`` when unknown), as event texts fill ``{pN}``."""
    return fill_names(f"{{p{seat}}}", names)


def page_title(d: ImageDraw.ImageDraw, y: int, title: str, note: str) -> int:
    """The game's title on the left and a muted note (turn, round) on the right; returns the y
    below them."""
    draw_text(d, (PAGE_MARGIN, y), title, size=38, bold=True)
    draw_text(d, (PAGE_WIDTH - PAGE_MARGIN, y + 8), note, size=NOTE_SIZE, fill=MUTED, anchor="ra")
    return y + 58


def section_heading(d: ImageDraw.ImageDraw, y: int, title: str, note: str) -> int:
    """A section heading with a muted note on the right (deck sizes); returns the y below it."""
    draw_text(d, (PAGE_MARGIN, y), title, size=30, bold=True)
    draw_text(d, (PAGE_WIDTH - PAGE_MARGIN, y + 4), note, size=NOTE_SIZE, fill=MUTED, anchor="ra")
    return y + 44
