"""Space Base cards: a whole card (shipyard, Light-Speed hand) and a console sector.

Box colours follow the rulebook (docs/rules/space-base.md §4): blue = station (the owner's
turn), red = deployed (others' turns), green = any turn. Heights follow the contents: a box
whose rewards do not fit one line takes two (:mod:`render.space_base.boxes`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.common import IconSpec, draw_text, fit_text, rounded_card, text_width
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
    RGB,
    STATION,
    TEXT,
    VP,
)
from render.space_base import labels
from render.space_base.boxes import (
    TYPE,
    Token,
    box_tokens,
    draw_strip,
    stack_tokens,
    strip_height,
)
from rules.space_base.state import CardView, SectorView

HEAD = 38
INSET = 4
STRIP_GAP = 3
NUMBER_W = 36


def _card_strips(card: CardView) -> list[tuple[list[Token], RGB]]:
    """The card's boxes as strips; its charge slots close the last one."""
    strips = [(box_tokens(card.blue), STATION), (box_tokens(card.red), DEPLOYED)]
    if card.green is not None:
        strips.append((box_tokens(card.green), ANYTIME))
    if card.slots:
        strips[-1][0].append(Token(slots=card))
    return strips


def card_height(card: CardView | None, width: int) -> int:
    """Height in px of :func:`draw_card` at ``width`` px."""
    if card is None:
        return HEAD + INSET
    inner = width - 2 * INSET
    strips = _card_strips(card)
    return HEAD + sum(strip_height(t, inner) + STRIP_GAP for t, _ in strips) + INSET


def draw_card(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, card: CardView | None, *, title: str
) -> int:
    """A card: ``title`` (a slot name or a hand position and name), cost ``$n`` and sector
    ``Sn``, then its blue, red and green boxes; an empty slot says so. Returns its height."""
    left, top = xy
    height = card_height(card, width)
    box = (left, top, left + width, top + height)
    if card is None:
        rounded_card(d, box, fill=None, outline=OUTLINE)
        draw_text(d, (left + 10, top + 6), labels.empty(title), size=TYPE, fill=MUTED)
        return height
    rounded_card(d, box, fill=PANEL_ALT, outline=OUTLINE)
    price, sector = f"${card.cost}", labels.sector_tag(card.sector)
    right = left + width - 8
    draw_text(d, (right, top + 4), sector, size=TYPE, bold=True, anchor="ra")
    right -= text_width(sector, TYPE) + 10
    draw_text(d, (right, top + 4), price, size=TYPE, bold=True, fill=CREDITS, anchor="ra")
    room = right - text_width(price, TYPE) - 10 - (left + 8)
    draw_text(d, (left + 8, top + 4), fit_text(title, TYPE, room), size=TYPE, bold=True)
    y = top + HEAD
    for tokens, fill in _card_strips(card):
        y += draw_strip(d, (left + INSET, y), width - 2 * INSET, tokens, fill) + STRIP_GAP
    return height


def _sector_strips(sector: SectorView) -> list[tuple[list[Token], RGB]]:
    """A sector's strips: the station's blue box (or the colony), the deployed stack's red
    boxes together, and any green box of its cards."""
    strips: list[tuple[list[Token], RGB]] = []
    if sector.colony is not None:
        strips.append(([Token(chip=IconSpec("hexagon", VP, str(sector.colony.vp)))], COLONY))
    elif sector.station is not None:
        strips.append((box_tokens(sector.station.blue, sector.station), STATION))
    if sector.deployed:
        strips.append((stack_tokens(sector.deployed), DEPLOYED))
    cards = [*([sector.station] if sector.station else []), *sector.deployed]
    green = [t for c in cards if c.green is not None for t in box_tokens(c.green, c)]
    if green:
        strips.append((green, ANYTIME))
    return strips


def sector_height(sector: SectorView, width: int) -> int:
    """Height in px of :func:`draw_sector` at ``width`` px."""
    strips = _sector_strips(sector)
    inner = width - NUMBER_W
    return sum(strip_height(t, inner) + STRIP_GAP for t, _ in strips) or HEAD


def draw_sector(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, sector: SectorView, *, rolled: bool
) -> None:
    """A console sector: its number at the left (on the last-move colour when the last roll
    activated it), then its strips (:func:`_sector_strips`)."""
    x, y = xy
    if rolled:
        rounded_card(d, (x, y, x + NUMBER_W - 4, y + HEAD), fill=LAST_MOVE, radius=8)
    ink = INK if rolled else TEXT
    number = str(sector.number)
    draw_text(
        d, (x + (NUMBER_W - 4) // 2, y + 4), number, size=TYPE, bold=True, anchor="ma", fill=ink
    )
    for tokens, fill in _sector_strips(sector):
        y += draw_strip(d, (x + NUMBER_W, y), width - NUMBER_W, tokens, fill) + STRIP_GAP


def row_height(sectors: Sequence[SectorView], width: int) -> int:
    """Height in px of a row of sectors: its tallest sector."""
    return max(sector_height(s, width) for s in sectors)
