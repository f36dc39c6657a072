"""A player's private Afternova picture (DM only): hidden objective, Hired Paws and Blueprints.

Drawn from :class:`rules.afternova.state.PrivateView`; cards are labelled with the ids the
notation uses (``extract 2 with hp-03``, ``complete bp-04``).
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from render.afternova import labels
from render.afternova.board import GAP, MARGIN, WIDTH
from render.afternova.cards import (
    BLUEPRINT_HEIGHT,
    BODY,
    ICON_R,
    LINE,
    PAW_HEIGHT,
    draw_blueprint,
    draw_paw,
    icon_row,
)
from render.afternova.symbols import fragment_icon
from render.common import Box, draw_text
from render.common.fonts import text_width
from render.common.language import say
from render.common.page import draw_page, private_title
from render.common.palette import MUTED
from rules.afternova.state import PrivateView
from rules.core.text import Msg

PER_ROW = 4
MAX_HEIGHT = 4000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """The seat's hand and hidden objective (:class:`render.Renderer`); its height grows with
    the hand (≤ 8 cards, docs/rules/afternova.md §4, Market)."""
    return draw_page(
        [
            private_title(name, say(labels.YOUR_HAND)),
            lambda d, y: _objective(d, view, y),
            lambda d, y: _capacity(d, view, y),
            lambda d, y: _grid(
                d,
                y,
                labels.HIRED_PAWS,
                len(view.hand_paws),
                PAW_HEIGHT,
                lambda box, i: draw_paw(d, box, view.hand_paws[i], label=view.hand_paws[i].id),
            ),
            lambda d, y: _grid(
                d,
                y,
                labels.BLUEPRINTS,
                len(view.hand_blueprints),
                BLUEPRINT_HEIGHT,
                lambda box, i: draw_blueprint(
                    d, box, view.hand_blueprints[i], label=view.hand_blueprints[i].id
                ),
            ),
        ],
        gap=GAP,
        max_height=MAX_HEIGHT,
    )


def _capacity(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The seat's storage capacity (docs/rules/afternova.md §4); returns the y below."""
    draw_text(d, (MARGIN, y), labels.capacity(view.capacity), size=BODY, fill=MUTED)
    return y + LINE


def _objective(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The hidden objective: +1 VP per (icons) on completed Blueprints, the words after the
    icons on the next line when they do not fit; returns the y below."""
    lead, tail = say(labels.OBJECTIVE_LEAD), say(labels.OBJECTIVE_TAIL)
    middle = y + ICON_R + 2
    draw_text(d, (MARGIN, middle), lead, size=BODY, anchor="lm")
    x = MARGIN + text_width(lead, BODY) + 12
    icons = [fragment_icon(c) for c in view.objective]
    x = icon_row(d, (x, y + 2), icons, max_width=WIDTH - MARGIN - x)
    if x + 6 + text_width(tail, BODY) > WIDTH - MARGIN:
        middle += 2 * ICON_R + 8
        x = MARGIN
    draw_text(d, (x + 6, middle), tail, size=BODY, anchor="lm")
    return middle + ICON_R + 12


def _grid(
    d: ImageDraw.ImageDraw,
    y: int,
    title: Msg,
    count: int,
    height: int,
    draw_one: Callable[[Box, int], None],
) -> int:
    """A titled grid of ``count`` cards, 4 per row; returns the y below it."""
    draw_text(d, (MARGIN, y), labels.grid_title(title, count), size=30, bold=True)
    y += 46
    if count == 0:
        draw_text(d, (MARGIN, y), say(labels.NONE), size=BODY, fill=MUTED)
        return y + LINE
    width = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    for index in range(count):
        row, col = divmod(index, PER_ROW)
        left = MARGIN + col * (width + GAP)
        top = y + row * (height + GAP)
        draw_one((left, top, left + width, top + height), index)
    rows = -(-count // PER_ROW)
    return y + rows * (height + GAP) - GAP
