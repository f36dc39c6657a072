"""A player's private Space Base picture: the Light-Speed cards still to choose from (DM only)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, fit_text, rounded_card
from render.common.palette import BACKGROUND, HIGHLIGHT, MUTED
from render.space_base.board import GAP, MARGIN, WIDTH
from render.space_base.cards import CARD_HEIGHT, draw_shipyard_card
from rules.space_base.state import PrivateView

PER_ROW = 6


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """Draw ``view.seat``'s Light-Speed hand (facts §2 "Light-Speed variant"), or say it is empty.

    Once the seat has chosen, the cards it keeps are framed (until the reveal).

    Args:
        view: ``GAME.view(state, seat)``.
        name: the seat's display name (title only).

    Returns:
        An RGB image 1200 px wide.
    """
    rows = max(1, -(-len(view.hand) // PER_ROW))
    image = Image.new("RGB", (WIDTH, 140 + rows * (CARD_HEIGHT + GAP)), BACKGROUND)
    d = ImageDraw.Draw(image)
    chosen = " · framed = kept" if view.keeping is not None else ""
    title = fit_text(f"{name} · your cards (private){chosen}", 34, WIDTH - 2 * MARGIN)
    draw_text(d, (MARGIN, MARGIN), title, size=34, bold=True)
    y = MARGIN + 60
    if not view.hand:
        draw_text(d, (MARGIN, y), "No cards to choose from.", size=24, fill=MUTED)
        return image.crop((0, 0, WIDTH, y + 34 + MARGIN))
    width = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    keeping = set(view.keeping or [])
    for index, card in enumerate(view.hand):
        row, col = divmod(index, PER_ROW)
        left, top = MARGIN + col * (width + GAP), y + row * (CARD_HEIGHT + GAP)
        box = (left, top, left + width, top + CARD_HEIGHT)
        draw_shipyard_card(d, box, card, slot=card.id)
        if index + 1 in keeping:
            rounded_card(d, box, fill=None, outline=HIGHLIGHT, width=6)
    return image.crop((0, 0, WIDTH, y + rows * (CARD_HEIGHT + GAP) - GAP + MARGIN))
