"""A seat's private High Frontier picture: its Hand of patent cards (DM only; the engine keeps
Hands private, docs/rules/high-frontier.md §5)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, fit_text, rounded_card
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH
from render.common.page import draw_page, private_title
from render.common.palette import MUTED, OUTLINE, PANEL
from render.high_frontier import labels
from rules.high_frontier import stacks
from rules.high_frontier.views import SeatView

TYPE = 28
ROW = 48
MAX_HEIGHT = 3000


def draw_private(view: SeatView, *, name: str) -> Image.Image:
    """The seat's Hand (:class:`render.Renderer`): one row a card with its deck, mass and
    thrust triangle, or that it is empty."""
    return draw_page(
        [private_title(name, say(labels.YOUR_HAND)), lambda d, y: _hand(d, view, y)],
        gap=0,
        max_height=MAX_HEIGHT,
    )


def card_line(card: str, name: str) -> str:
    """``Ablative Plate (thrusters, mass 1, thrust 2, water)``, in the language being drawn
    (the card's printed name as printed)."""
    face = stacks.face(card)
    triangle = face.triangle
    parts = labels.card_parts(
        stacks.deck_of(card),
        stacks.mass(card),
        triangle.thrust if triangle is not None else None,
        triangle.fuel_type if triangle is not None else None,
        face.isru,
    )
    return labels.card_line(name, parts)


def _hand(d: ImageDraw.ImageDraw, view: SeatView, y: int) -> int:
    if not view.hand:
        draw_text(d, (PAGE_MARGIN, y), say(labels.HAND_EMPTY), size=TYPE, fill=MUTED)
        return y + ROW
    width = PAGE_WIDTH - 2 * PAGE_MARGIN
    for card, name in view.hand:
        rounded_card(
            d, (PAGE_MARGIN, y, PAGE_MARGIN + width, y + ROW - 6), fill=PANEL, outline=OUTLINE
        )
        line = fit_text(card_line(card, name), TYPE, width - 24)
        draw_text(d, (PAGE_MARGIN + 12, y + (ROW - 6) // 2), line, size=TYPE, anchor="lm")
        y += ROW
    return y
