"""Space Base cards: a shipyard card and a console sector (station, deployed stack, colony).

Box colours follow the rulebook: blue = station (owner's turn), red = deployed (others' turns),
green = any turn. Charge cubes are white squares on the card, hollow where a slot is empty.
"""

from __future__ import annotations

from PIL import ImageDraw

from render.common import Box, IconSpec, draw_text, font, icon, pill, rounded_card, text_width
from render.common.palette import (
    ANYTIME,
    COLONY,
    CREDITS,
    DEPLOYED,
    INK,
    LAST_MOVE,
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
CARD_HEIGHT = 44 + 3 * STRIP + 20


def _strip(
    d: ImageDraw.ImageDraw, box: Box, colour: BoxView, fill: tuple[int, int, int], *, room: int = 0
) -> None:
    """One coloured box of a card as a rounded strip with its chips and label.

    ``room`` px at the right end are left free (for charge cubes).
    """
    rounded_card(d, box, fill=fill, outline=None, radius=8)
    draw_box(d, (box[0] + 4, box[1] + 4), colour, max_width=box[2] - box[0] - 8 - room)


def _cubes(d: ImageDraw.ImageDraw, xy: tuple[int, int], card: CardView, *, cube: int = 14) -> int:
    """Charge slots right-aligned ending at ``xy`` (top-right): white = a cube on the card,
    grey = an empty slot; linked slots are joined by a line. Returns the width used."""
    x, y = xy
    step = cube + 4
    for index in range(card.slots):
        left = x - (index + 1) * step
        d.rectangle(
            (left, y, left + cube, y + cube),
            outline=INK,
            width=2,
            fill=TEXT if index < card.charges else MUTED,
        )
    if card.linked and card.slots > 1:
        d.line(
            (x - card.slots * step + cube // 2, y + cube // 2, x - step + cube // 2, y + cube // 2),
            fill=INK,
            width=2,
        )
    return card.slots * step


def draw_shipyard_card(
    d: ImageDraw.ImageDraw, box: Box, card: CardView | None, *, slot: str
) -> None:
    """A shipyard card: slot name, cost (``$n``), sector ``Sn``, blue, red and green boxes."""
    left, top, right, bottom = box
    if card is None:
        rounded_card(d, box, fill=None, outline=OUTLINE)
        draw_text(d, (left + 10, top + 8), f"{slot} empty", size=22, fill=MUTED)
        return
    rounded_card(d, box, fill=PANEL_ALT, outline=OUTLINE)
    draw_text(d, (left + 10, top + 6), slot, size=24, bold=True)
    pill(d, (left + 18 + text_width(slot, 24), top + 4), f"${card.cost}", size=22, fill=CREDITS)
    draw_text(d, (right - 10, top + 6), f"S{card.sector}", size=24, bold=True, anchor="ra")
    y = top + 42
    _strip(d, (left + 4, y, right - 4, y + STRIP - 4), card.blue, STATION)
    _strip(d, (left + 4, y + STRIP, right - 4, y + 2 * STRIP - 4), card.red, DEPLOYED)
    if card.green is not None:
        y += 2 * STRIP
        _strip(d, (left + 4, y, right - 4, y + STRIP - 4), card.green, ANYTIME)
    _cubes(d, (right - 6, bottom - 22), card)


def sector_height(sector: SectorView) -> int:
    """Pixel height of a sector column: head, station (or colony), deployed strips (capped)."""
    return SECTOR_HEAD + STRIP + min(len(sector.deployed), MAX_STACK) * STRIP


def draw_sector(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, sector: SectorView, *, rolled: bool
) -> None:
    """A console sector: number, station card's blue box (or the colony), then the deployed stack.

    The deployed stack shows each card's red box, newest at the bottom (rulebook: deployed
    cards are tucked above the board with their red parts showing); past 4 it shows "+N".
    ``rolled`` marks the number in the last-move colour: the last roll activated this sector.
    """
    x, y = xy
    centre = (x + width // 2, y)
    if rolled:
        bbox = d.textbbox(centre, str(sector.number), font=font(24), anchor="ma")
        left, top, right, bottom = (round(v) for v in bbox)
        rounded_card(d, (left - 10, top - 4, right + 10, bottom + 4), fill=LAST_MOVE, radius=8)
    draw_text(
        d, centre, str(sector.number), size=24, bold=True, anchor="ma", fill=INK if rolled else TEXT
    )
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
        draw_text(d, (x + width - 4, y + STRIP + 2), f"+{hidden}", size=22, bold=True, anchor="ra")


def _card_strip(
    d: ImageDraw.ImageDraw, box: Box, card: CardView, shown: BoxView, fill: tuple[int, int, int]
) -> None:
    """A card reduced to the box that works here, with its charge cubes at the right end."""
    room = card.slots * 12
    _strip(d, box, shown, fill, room=room)
    if card.slots:
        _cubes(d, (box[2] - 2, (box[1] + box[3]) // 2 - 4), card, cube=8)


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
