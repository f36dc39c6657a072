"""A seat's private New Frontiers picture: its face-down goal, the goals it drew, its standing
choices, then its own tiles one per row with their traits and powers (DM only)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, draw_wrapped
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, section_heading
from render.common.page import draw_page, private_title
from render.common.palette import HIGHLIGHT, MUTED, TEXT
from render.new_frontiers import labels
from render.new_frontiers.parts import BIG, BIG_LINE, TYPE, owned_row, world_row
from rules.new_frontiers.views import PrivateView

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
MAX_HEIGHT = 5000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """The seat's secrets and standing choices (:class:`render.Renderer`)."""
    return draw_page(
        [
            private_title(name, say(labels.PRIVATE)),
            lambda d, y: _lines(d, view, y),
            lambda d, y: _tiles(d, view, y),
        ],
        gap=8,
        max_height=MAX_HEIGHT,
    )


def _lines(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The seat's supplies, goals and standing choices, a paragraph each; returns the y below."""
    width = WIDTH - 2 * MARGIN
    me = view.seats[view.seat]
    lines = [labels.private_lines(me.credits, me.colonists, me.chips, me.score)]
    if view.goal is not None:
        lines.append(labels.face_down(view.goal))
    else:
        lines.append(say(labels.NO_GOAL))
    lines += [labels.drawn(g) for g in view.drawn]
    prefs = view.prefs
    lines.append(labels.choices(prefs.trade, prefs.consume, prefs.stockpile))
    fills = [TEXT, HIGHLIGHT if view.goal is not None else MUTED]
    for index, line in enumerate(lines):
        fill = fills[index] if index < len(fills) else MUTED
        y += draw_wrapped(d, (MARGIN, y), line, size=TYPE, max_width=width, max_lines=3, fill=fill)
        y += 8
    return y - 8


def _tiles(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The seat's worlds, explored worlds and developments, a row each with its powers (the
    public board shows them as ids); returns the y below."""
    width = WIDTH - 2 * MARGIN
    me = view.seats[view.seat]
    y = section_heading(d, y, say(labels.YOUR_TILES), "")
    for world in me.worlds:
        y = world_row(d, (MARGIN, y), world, width, terms=False)
    if me.explored:
        draw_text(d, (MARGIN, y + 6), say(labels.EXPLORED), size=BIG, fill=MUTED)
        y += BIG_LINE
    for world in me.explored:
        y = world_row(d, (MARGIN, y), world, width, terms=True)
    for dev in me.developments:
        y = owned_row(d, (MARGIN, y), dev, width)
    return y
