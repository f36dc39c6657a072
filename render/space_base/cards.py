"""Space Base cards: a shipyard card and a console sector (station, deployed stack, colony).

Box colours follow the rulebook: blue = station (owner's turn), red = deployed (others' turns),
green = any turn. Charge cubes are white squares on the card, hollow where a slot is empty.
"""

from __future__ import annotations

from PIL import ImageDraw

from render.common import Box, IconSpec, draw_text, icon, pill, rounded_card
from render.common.palette import (
    ANYTIME,
    COLONY,
    CREDITS,
    DEPLOYED,
    INK,
    MUTED,
    OUTLINE,
    PANEL_ALT,
    STATION,
    TEXT,
    VP,
)
from render.space_base.boxes import CHIP_R, draw_box
from rules.space_base.state import BoxView, CardView, ColonyView, SectorView

STRIP = 2 * CHIP_R + 8
SECTOR_HEAD = 30
MAX_STACK = 4
CARD_HEIGHT = 44 + 3 * STRIP


def _strip(d: ImageDraw.ImageDraw, box: Box, colour: BoxView, fill: tuple[int, int, int]) -> None:
    """One coloured box of a card as a rounded strip with its chips and label."""
    rounded_card(d, box, fill=fill, outline=None, radius=8)
    draw_box(d, (box[0] + 4, box[1] + 4), colour, max_width=box[2] - box[0] - 8)


def _cubes(d: ImageDraw.ImageDraw, xy: tuple[int, int], card: CardView) -> None:
    """Charge slots right-aligned at ``xy`` (top-right): filled = cube on the card."""
    x, y = xy
    for index in range(card.slots):
        left = x - (index + 1) * 18
        d.rectangle(
            (left, y, left + 14, y + 14),
            outline=INK,
            width=2,
            fill=TEXT if index < card.charges else MUTED,
        )
    if card.linked and card.slots > 1:
        d.line((x - card.slots * 18 + 7, y + 7, x - 11, y + 7), fill=INK, width=2)


def draw_shipyard_card(
    d: ImageDraw.ImageDraw, box: Box, card: CardView | None, *, slot: str
) -> None:
    """A shipyard card: slot name, cost (``$n``), sector ``Sn``, blue, red and green boxes."""
    left, top, right, _ = box
    if card is None:
        rounded_card(d, box, fill=None, outline=OUTLINE)
        draw_text(d, (left + 10, top + 8), f"{slot} empty", size=22, fill=MUTED)
        return
    rounded_card(d, box, fill=PANEL_ALT, outline=OUTLINE)
    draw_text(d, (left + 10, top + 6), slot, size=24, bold=True)
    pill(d, (left + 50, top + 4), f"${card.cost}", size=22, fill=CREDITS)
    draw_text(d, (right - 10, top + 6), f"S{card.sector}", size=24, bold=True, anchor="ra")
    _cubes(d, (right - 56, top + 12), card)
    y = top + 42
    _strip(d, (left + 4, y, right - 4, y + STRIP - 4), card.blue, STATION)
    _strip(d, (left + 4, y + STRIP, right - 4, y + 2 * STRIP - 4), card.red, DEPLOYED)
    if card.green is not None:
        y += 2 * STRIP
        _strip(d, (left + 4, y, right - 4, y + STRIP - 4), card.green, ANYTIME)


def sector_height(sector: SectorView) -> int:
    """Pixel height of a sector column: head, station (or colony), deployed strips (capped)."""
    return SECTOR_HEAD + STRIP + min(len(sector.deployed), MAX_STACK) * STRIP


def draw_sector(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, sector: SectorView
) -> None:
    """A console sector: number, station card's blue box (or the colony), then the deployed stack.

    The deployed stack shows each card's red box, newest at the bottom (rulebook: deployed
    cards are tucked above the board with their red parts showing); past 4 it shows "+N".
    """
    x, y = xy
    draw_text(d, (x + width // 2, y), str(sector.number), size=24, bold=True, anchor="ma")
    y += SECTOR_HEAD
    if sector.colony is not None:
        _colony_strip(d, (x, y, x + width, y + STRIP - 4), sector.colony)
    elif sector.station is not None:
        _card_strip(
            d, (x, y, x + width, y + STRIP - 4), sector.station, sector.station.blue, STATION
        )
    stack = sector.deployed[-MAX_STACK:]
    for index, card in enumerate(stack):
        top = y + (index + 1) * STRIP
        _card_strip(d, (x, top, x + width, top + STRIP - 4), card, card.red, DEPLOYED)
    hidden = len(sector.deployed) - len(stack)
    if hidden:
        draw_text(
            d,
            (x + width - 4, y + STRIP + 2),
            f"+{hidden}",
            size=22,
            fill=TEXT,
            bold=True,
            anchor="ra",
        )


def _card_strip(
    d: ImageDraw.ImageDraw, box: Box, card: CardView, shown: BoxView, fill: tuple[int, int, int]
) -> None:
    """A card reduced to the box that works here, with its charge cubes in the corner."""
    _strip(d, box, shown, fill)
    if card.slots:
        _cubes(d, (box[2] - 2, box[3] - 16), card)


def _colony_strip(d: ImageDraw.ImageDraw, box: Box, colony: ColonyView) -> None:
    """A colony closing the sector: yellow strip with its VP (rulebook "Colony purchase")."""
    rounded_card(d, box, fill=COLONY, radius=8)
    icon(
        d,
        (box[0] + CHIP_R + 4, box[1] + CHIP_R + 2),
        CHIP_R,
        IconSpec("hexagon", VP, str(colony.vp)),
    )
    draw_text(
        d,
        (box[0] + 2 * CHIP_R + 10, (box[1] + box[3]) // 2),
        "Col",
        size=22,
        fill=INK,
        bold=True,
        anchor="lm",
    )
