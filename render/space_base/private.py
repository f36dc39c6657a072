"""A player's private Space Base picture: the Light-Speed cards still to choose from (DM only)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, fit_text, rounded_card
from render.common.palette import BACKGROUND, HIGHLIGHT, MUTED
from render.space_base.board import GAP, MARGIN, WIDTH
from render.space_base.boxes import TYPE
from render.space_base.cards import card_height, draw_card
from rules.space_base.state import PrivateView

PER_ROW = 3
MAX_HEIGHT = 3000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """Draw ``view.seat``'s Light-Speed hand (docs/rules/space-base.md §2, "Light-Speed
    variant"), or say it is empty.

    Each card is titled by its hand position and name, as ``keep 1 3`` names it; once the seat
    has chosen, the cards it keeps are framed (until the reveal).

    Args:
        view: ``GAME.view(state, seat)``.
        name: the seat's display name (title only).

    Returns:
        An RGB image 1200 px wide.
    """
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    chosen = " · framed = kept" if view.keeping is not None else ""
    title = fit_text(f"{name} · your cards (private){chosen}", 34, WIDTH - 2 * MARGIN)
    draw_text(d, (MARGIN, MARGIN), title, size=34, bold=True)
    y = MARGIN + 60
    if not view.hand:
        draw_text(d, (MARGIN, y), "No cards to choose from.", size=TYPE, fill=MUTED)
        return image.crop((0, 0, WIDTH, y + 40 + MARGIN))
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
    return image.crop((0, 0, WIDTH, y - GAP + MARGIN))
