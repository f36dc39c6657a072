"""A player's private Space Base picture: the Light-Speed cards still to choose from (DM only)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, rounded_card
from render.common.language import say
from render.common.page import draw_page, private_title
from render.common.palette import HIGHLIGHT, MUTED
from render.space_base import labels
from render.space_base.board import GAP, MARGIN, WIDTH
from render.space_base.boxes import TYPE
from render.space_base.cards import card_height, draw_card
from rules.space_base.state import PrivateView

PER_ROW = 3
MAX_HEIGHT = 3000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """The seat's Light-Speed hand (:class:`render.Renderer`; docs/rules/space-base.md §2,
    "Light-Speed variant"), or that it is empty.

    Each card is titled by its hand position and name, as ``keep 1 3`` names it; once the seat
    has chosen, the cards it keeps are framed (until the reveal).
    """
    return draw_page(
        [
            private_title(name, labels.your_cards(view.keeping is not None)),
            lambda d, y: _hand(d, view, y),
        ],
        gap=0,
        max_height=MAX_HEIGHT,
    )


def _hand(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The hand in rows of three, the kept cards framed; returns the y below."""
    if not view.hand:
        draw_text(d, (MARGIN, y), say(labels.NO_CARDS), size=TYPE, fill=MUTED)
        return y + 40
    width = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    keeping = set(view.keeping or [])
    for start in range(0, len(view.hand), PER_ROW):
        row = view.hand[start : start + PER_ROW]
        for col, card in enumerate(row):
            position = start + col + 1
            left = MARGIN + col * (width + GAP)
            height = draw_card(d, (left, y), width, card, title=f"{position}. {card.name}")
            if position in keeping:
                box = (left, y, left + width, y + height)
                rounded_card(d, box, fill=None, outline=HIGHLIGHT, width=6)
        y += max(card_height(card, width) for card in row) + GAP
    return y - GAP
