"""A player's private Afternova picture (DM only): hidden objective, Hired Paws and Blueprints.

Drawn from :class:`rules.afternova.state.PrivateView`; cards are labelled with the ids the
notation uses (``extract 2 with hp-03``, ``complete bp-04``).
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

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
from render.common import Box, draw_text, fit_text
from render.common.fonts import text_width
from render.common.palette import BACKGROUND, MUTED
from rules.afternova.state import PrivateView

PER_ROW = 4
MAX_HEIGHT = 4000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """Draw ``view``'s seat's hand and hidden objective.

    Args:
        view: ``GAME.view(state, seat)``.
        name: the seat's display name (title only).

    Returns:
        An RGB image 1200 px wide; its height grows with the hand (≤ 8 cards,
        docs/rules/afternova.md §4, Market). Every text is ≥ 28 px (docs/design.md §4).
    """
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    title = fit_text(f"{name} · your hand (private)", 34, WIDTH - 2 * MARGIN)
    draw_text(d, (MARGIN, MARGIN), title, size=34, bold=True)
    y = _objective(d, view, MARGIN + 60)
    draw_text(d, (MARGIN, y), f"Storage capacity {view.capacity}", size=BODY, fill=MUTED)
    y = _grid(
        d,
        y + LINE + GAP,
        "Hired Paws",
        len(view.hand_paws),
        PAW_HEIGHT,
        lambda box, i: draw_paw(d, box, view.hand_paws[i], label=view.hand_paws[i].id),
    )
    y = _grid(
        d,
        y + GAP,
        "Blueprints",
        len(view.hand_blueprints),
        BLUEPRINT_HEIGHT,
        lambda box, i: draw_blueprint(
            d, box, view.hand_blueprints[i], label=view.hand_blueprints[i].id
        ),
    )
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _objective(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The hidden objective: +1 VP per (icons) on completed Blueprints, the words after the
    icons on the next line when they do not fit; returns the y below."""
    lead, tail = "Hidden objective: +1 VP per", "on completed Blueprints"
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
    title: str,
    count: int,
    height: int,
    draw_one: Callable[[Box, int], None],
) -> int:
    """A titled grid of ``count`` cards, 4 per row; returns the y below it."""
    draw_text(d, (MARGIN, y), f"{title} ({count})", size=30, bold=True)
    y += 46
    if count == 0:
        draw_text(d, (MARGIN, y), "none", size=BODY, fill=MUTED)
        return y + LINE
    width = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    for index in range(count):
        row, col = divmod(index, PER_ROW)
        left = MARGIN + col * (width + GAP)
        top = y + row * (height + GAP)
        draw_one((left, top, left + width, top + height), index)
    rows = -(-count // PER_ROW)
    return y + rows * (height + GAP) - GAP
