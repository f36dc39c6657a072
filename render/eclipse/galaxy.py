"""The Eclipse galaxy on the board: the whole explored part, a zoomed crop around the last move on
the map, and the legend (docs/rules/eclipse.md §5, §10, §13).

Placed sectors are drawn, the position being explored outlined, and every empty position some
seat may explore now as a faint hex holding its ``q,r`` (what ``explore`` takes: issue #27
item 2), scaled so the whole galaxy fits the page width and the height left for it. The crop
is drawn apart at a larger scale, centred on the positions the last move touched
(``view.last_at``, framed pink), then pasted.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from render.common import draw_text, text_width
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, section_heading
from render.common.palette import BACKGROUND, HIGHLIGHT, LAST_MOVE, MUTED, TEXT
from render.eclipse import exploring as drawn_sector
from render.eclipse import labels
from render.eclipse.sector import (
    TYPE,
    Frame,
    corners,
    discovery_symbol,
    draw_sector,
    extent,
    npc_symbol,
    outline,
    square_symbol,
    wormhole_symbol,
)
from rules.eclipse.views import PublicView

WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN
#: The whole galaxy's hex radius is at most this (px), at least :data:`MIN_RADIUS` (a galaxy
#: that would need less is drawn taller than the room given).
MAX_RADIUS = 125
MIN_RADIUS = 48
#: The crop: hex radius and height (px).
ZOOM_RADIUS = 135
ZOOM_HEIGHT = 440
Position = tuple[int, int]
MINUS = "\u2212"
"""The minus sign a position's coordinates are drawn with (a hyphen vanishes at 400 px wide);
typed either way (:func:`rules.core.notation.normalize`)."""


def exploring(view: PublicView) -> Position | None:
    """The position a pending ``place`` decision explores, if any."""
    pending = view.pending
    if pending is None or pending.get("kind") != "place":
        return None
    q, r = pending.get("q"), pending.get("r")
    return (q, r) if isinstance(q, int) and isinstance(r, int) else None


def _positions(view: PublicView) -> list[Position]:
    found = [*((s.q, s.r) for s in view.sectors), *view.explorable]
    where = exploring(view)
    if where is not None:
        found.append(where)
    return found


def galaxy_radius(view: PublicView, height: int) -> int:
    """The hex radius (px) that fits the explored galaxy in :data:`WIDTH` × ``height``."""
    boxes = [extent(q, r) for q, r in _positions(view)]
    width_units = max(b[2] for b in boxes) - min(b[0] for b in boxes)
    height_units = max(b[3] for b in boxes) - min(b[1] for b in boxes)
    fit = min(WIDTH / width_units, (height - 8) / height_units)
    return max(MIN_RADIUS, min(MAX_RADIUS, int(fit)))


def galaxy_section(view: PublicView, height: int) -> Callable[[ImageDraw.ImageDraw, int], int]:
    """The whole explored galaxy under a heading, in at most ``height`` px below it."""

    def section(d: ImageDraw.ImageDraw, y: int) -> int:
        y = section_heading(d, y, say(labels.GALAXY), labels.stacks(view.stacks))
        radius = galaxy_radius(view, height)
        boxes = [extent(q, r) for q, r in _positions(view)]
        left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
        right = max(b[2] for b in boxes)
        x0 = PAGE_MARGIN + (WIDTH - (right - left) * radius) / 2 - left * radius
        frame = Frame(x0, y + 4 - top * radius, radius)
        _draw_hexes(d, view, frame, zoomed=False)
        bottom = max(b[3] for b in boxes)
        return round(y + 4 + (bottom - top) * radius)

    return section


def _draw_hexes(d: ImageDraw.ImageDraw, view: PublicView, frame: Frame, *, zoomed: bool) -> None:
    """Every placed sector, the position being explored, and the last move's frames."""
    where = exploring(view)
    for q, r in view.explorable:
        if (q, r) != where:
            centre = frame.centre(q, r)
            outline(d, centre, frame.radius - 6, MUTED, 2)
            shown = f"{q},{r}".replace("-", MINUS)  # a long minus reads at phone width
            draw_text(d, centre, shown, size=TYPE, fill=MUTED, bold=True, anchor="mm")
    for sector in view.sectors:
        draw_sector(d, sector, frame.centre(sector.q, sector.r), frame.radius, zoomed=zoomed)
    if where is not None:
        centre = frame.centre(*where)
        drawn = drawn_sector.drawn(view)
        if drawn and drawn[0][1]:  # the sector turned over, at its first legal turn (#27 item 1)
            sector = drawn_sector.candidate(drawn[0][0], where, drawn[0][1][0])
            draw_sector(d, sector, centre, frame.radius, zoomed=zoomed)
            drawn_sector.draw_links(d, centre, frame.radius, drawn_sector.links(view, sector))
        else:
            draw_text(d, centre, say(labels.EXPLORING), size=TYPE, fill=HIGHLIGHT, anchor="mm")
        outline(d, centre, frame.radius, HIGHLIGHT, 4)
    for q, r in view.last_at:
        outline(d, frame.centre(q, r), frame.radius - 4, LAST_MOVE, 5)


def zoom_section(
    view: PublicView, spot: list[int]
) -> Callable[[ImageDraw.ImageDraw, int], int] | None:
    """The heading of the crop around the last move on the map, leaving :data:`ZOOM_HEIGHT` px
    for it (its top is appended to ``spot``; :func:`zoom_image` is pasted there); ``None`` when
    no move has touched the map yet."""
    if not view.last_at:
        return None

    def section(d: ImageDraw.ImageDraw, y: int) -> int:
        y = section_heading(d, y, say(labels.LAST_ON_MAP), say(labels.PINK_FRAME))
        spot.append(y)
        return y + ZOOM_HEIGHT

    return section


def zoom_image(view: PublicView) -> Image.Image:
    """The crop: :data:`WIDTH` × :data:`ZOOM_HEIGHT` px centred on the last move's positions,
    hexes of radius :data:`ZOOM_RADIUS` with names and ships by type."""
    image = Image.new("RGB", (WIDTH, ZOOM_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    unit = Frame(0, 0, ZOOM_RADIUS)
    centres = [unit.centre(q, r) for q, r in view.last_at]
    mx = sum(c[0] for c in centres) / len(centres)
    my = sum(c[1] for c in centres) / len(centres)
    frame = Frame(WIDTH / 2 - mx, ZOOM_HEIGHT / 2 - my, ZOOM_RADIUS)
    _draw_hexes(d, view, frame, zoomed=True)
    d.rectangle((0, 0, WIDTH - 1, ZOOM_HEIGHT - 1), outline=TEXT, width=2)
    return image


#: One legend entry: draws its symbol centred on a point, then its words.
Symbol = Callable[[ImageDraw.ImageDraw, tuple[int, int]], None]


def _legend_entries() -> list[tuple[Symbol, str]]:
    def square(kind: str, filled: bool) -> Symbol:
        return lambda d, c: square_symbol(d, c, 11, kind, filled=filled)

    def orbital(d: ImageDraw.ImageDraw, c: tuple[int, int]) -> None:
        d.ellipse((c[0] - 11, c[1] - 11, c[0] + 11, c[1] + 11), outline=TEXT, width=4)

    def hexagon(d: ImageDraw.ImageDraw, c: tuple[int, int]) -> None:
        d.polygon(corners(c, 14), outline=LAST_MOVE, width=4)

    words = labels.LEGEND
    return [
        (square("money", False), say(words["money"])),
        (square("science", False), say(words["science"])),
        (square("materials", False), say(words["materials"])),
        (square("gray", False), say(words["any"])),
        (square("money", True), say(words["cube"])),
        (orbital, say(words["orbital"])),
        (lambda d, c: discovery_symbol(d, c, 11), say(words["discovery"])),
        (lambda d, c: wormhole_symbol(d, c, 10), say(words["wormhole"])),
        (lambda d, c: npc_symbol(d, c, 13), say(words["npcs"])),
        (hexagon, say(words["last"])),
    ]


def legend_height() -> int:
    """The legend's height in px (it does not depend on the view)."""
    return _legend(None, 0)


def legend_section(d: ImageDraw.ImageDraw, y: int) -> int:
    """The legend: symbols with their words, then the ship letters; returns the y below."""
    return _legend(d, y)


def _legend(d: ImageDraw.ImageDraw | None, y: int) -> int:
    """Draw the legend from ``y`` (``d`` None: only measure); returns the y below."""
    x, row = PAGE_MARGIN, 40
    entries = _legend_entries()
    for symbol, label in entries:
        width = 34 + text_width(label, TYPE) + 26
        if x + width > PAGE_MARGIN + WIDTH:
            x, y = PAGE_MARGIN, y + row
        if d is not None:
            symbol(d, (x + 14, y + row // 2))
            draw_text(d, (x + 34, y + row // 2), label, size=TYPE, anchor="lm")
        x += width
    y += row
    ships = say(labels.SHIPS_LEGEND)
    if d is not None:
        draw_text(d, (PAGE_MARGIN, y + 4), ships, size=TYPE)
    return y + 40
