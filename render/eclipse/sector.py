"""One Eclipse sector drawn as a flat-topped hex of any size (docs/rules/eclipse.md §5.2, §10).

A sector shows its number (and, zoomed, its name), the influence disc of its owner as the seat's
marker (colour and shape, render.common.seats) with the hex rim in the seat's colour, its
population squares (shape and colour by resource: filled once a cube is on it), an orbital and a
monolith, a face-down discovery tile not yet taken, its wormholes as notches on the edges, and
the ships on it grouped by owner: the seat's marker then a count (``3``) on the whole map, or a
count per ship type (``I2 C1``) in the zoomed crop; NPCs as a red pentagon with their letter
count (``A2``). Every text is 28 px.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import ImageDraw

from render.common import draw_text, fit_text, text_width
from render.common.language import say
from render.common.palette import INK, MUTED, OUTLINE, PANEL, PANEL_ALT, TEXT, seat_colour
from render.common.seats import seat_marker
from render.eclipse import labels
from render.eclipse.terms import (
    NPC_LETTERS,
    SHIP_LETTERS,
    SQUARE_COLOURS,
    npc_counts,
    owners,
    sector_name,
    ship_counts,
)
from rules.eclipse import pack
from rules.eclipse.galaxy import turned
from rules.eclipse.views import SectorView

TYPE = 28
SQRT3 = math.sqrt(3)
NPC_FILL = (200, 60, 60)
DISCOVERY_FILL = (120, 90, 200)
WORMHOLE = (12, 14, 22)
#: A population square's half-size at most (share of the hex radius), and the width of the row of
#: squares, orbital and monolith (share of the radius): as large as the row allows, so that a
#: square still shows its shape on the whole galaxy of a six-seat game seen 400 px wide
#: (radius 82 px: 14 px for up to four squares).
SQUARE_SHARE = 0.17
ROW_SHARE = 1.5
#: Population square shapes by resource, so a square is told apart without its colour.
SQUARE_SHAPES: dict[str, str] = {
    "materials": "square",
    "science": "diamond",
    "money": "circle",
    "gray": "hexagon",
}


@dataclass(frozen=True)
class Frame:
    """Where hexes of circumradius ``radius`` px go: position ``(q, r)`` is centred at
    ``(x0 + 1.5 R q, y0 + √3 R (r + q / 2))``."""

    x0: float
    y0: float
    radius: int

    def centre(self, q: int, r: int) -> tuple[int, int]:
        """The pixel centre of position ``(q, r)``."""
        return (
            round(self.x0 + 1.5 * self.radius * q),
            round(self.y0 + SQRT3 * self.radius * (r + q / 2)),
        )


def corners(centre: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    """The six corners of a flat-topped hex, clockwise from the east corner."""
    cx, cy = centre
    return [
        (cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i)))
        for i in range(6)
    ]


def extent(q: int, r: int) -> tuple[float, float, float, float]:
    """The box of position ``(q, r)`` in hex radii (``Frame(0, 0, 1)``): left, top, right,
    bottom."""
    x, y = 1.5 * q, SQRT3 * (r + q / 2)
    return x - 1, y - SQRT3 / 2, x + 1, y + SQRT3 / 2


def outline(
    d: ImageDraw.ImageDraw,
    centre: tuple[int, int],
    radius: int,
    colour: tuple[int, int, int],
    width: int,
) -> None:
    """A hex rim ``width`` px wide."""
    points = corners(centre, radius - width / 2)
    d.line([*points, points[0]], fill=colour, width=width)


def draw_sector(
    d: ImageDraw.ImageDraw,
    sector: SectorView,
    centre: tuple[int, int],
    radius: int,
    *,
    zoomed: bool,
) -> None:
    """Draw ``sector`` as a hex of circumradius ``radius`` px centred on ``centre``; ``zoomed``
    adds its name and ship counts by type."""
    record = pack.load().sector_by_id.get(sector.id)
    d.polygon(corners(centre, radius), fill=PANEL_ALT if sector.owner is None else PANEL)
    rim = seat_colour(sector.owner) if sector.owner is not None else OUTLINE
    outline(d, centre, radius, rim, max(3, radius // 18) if sector.owner is not None else 2)
    if record is not None:
        _wormholes(d, centre, radius, turned(record.wormholes, sector.rotation))
    cx, cy = centre
    unit = radius / 80
    top = round(cy - 50 * unit) if not zoomed else round(cy - radius * 0.62)
    _title(d, sector, (cx, top), radius, zoomed=zoomed)
    squares = record.squares if record is not None else []
    _squares(d, sector, [(s.type, s.advanced) for s in squares], (cx, round(cy - 8 * unit)), unit)
    fleet_top = round(cy + (26 if not zoomed else 22) * unit)
    _fleets(d, sector, centre, fleet_top, radius, zoomed=zoomed)


def _title(
    d: ImageDraw.ImageDraw, sector: SectorView, at: tuple[int, int], radius: int, *, zoomed: bool
) -> None:
    """The number (zoomed: number and name), the owner's marker on its left and the face-down
    discovery tile on its right."""
    cx, y = at
    label = sector.id
    if zoomed:
        label = fit_text(f"{sector.id} {sector_name(sector.id)}", TYPE, round(radius * 1.15))
    width = text_width(label, TYPE)
    draw_text(d, (cx, y), label, size=TYPE, bold=True, anchor="mm")
    marker = max(12, round(radius * 0.17))
    if sector.owner is not None:
        seat_marker(d, (cx - width // 2 - marker - 6, y), marker, sector.owner)
    if sector.discovery:
        x = cx + width // 2 + 8
        size = marker * 2 - 4
        d.rounded_rectangle(
            (x, y - size // 2, x + size, y + size // 2),
            radius=4,
            fill=DISCOVERY_FILL,
            outline=TEXT,
            width=2,
        )


def _squares(
    d: ImageDraw.ImageDraw,
    sector: SectorView,
    squares: list[tuple[str, bool]],
    at: tuple[int, int],
    unit: float,
) -> None:
    """Population squares in a row (filled = a cube there; a dot marks an advanced one), then
    the orbital (a ring, filled with its cube) and the monolith (a bar)."""
    extra = int(sector.orbital) + int(sector.monolith)
    count = len(squares) + extra
    gap = max(4, round(4 * unit))
    size = max(
        8,
        min(
            round(SQUARE_SHARE * 80 * unit),
            round((ROW_SHARE * 80 * unit / max(1, count) - gap) / 2),
        ),
    )
    step = 2 * size + gap
    x = at[0] - (count - 1) * step / 2
    y = at[1]
    for index, (kind, advanced) in enumerate(squares):
        cube = sector.cubes[index] if index < len(sector.cubes) else None
        _square(d, (round(x), y), size, kind, filled=cube is not None, cube=cube)
        if advanced:
            d.ellipse((x + size - 4, y - size - 2, x + size + 4, y - size + 6), fill=TEXT)
        x += step
    if sector.orbital:
        box = (x - size, y - size, x + size, y + size)
        d.ellipse(box, outline=TEXT, width=max(3, size // 3))
        if sector.orbital_cube is not None:
            inner = size // 2
            d.ellipse(
                (x - inner, y - inner, x + inner, y + inner),
                fill=SQUARE_COLOURS[sector.orbital_cube],
            )
        x += step
    if sector.monolith:
        d.rectangle((x - size // 3, y - size, x + size // 3, y + size), fill=MUTED, outline=TEXT)


def _square(
    d: ImageDraw.ImageDraw,
    centre: tuple[int, int],
    size: int,
    kind: str,
    *,
    filled: bool,
    cube: str | None,
) -> None:
    """One population square: its resource's shape, outlined when empty, filled with the cube's
    resource colour when a cube is there."""
    points = _shape(SQUARE_SHAPES.get(kind, "hexagon"), centre, size)
    colour = SQUARE_COLOURS.get(kind, SQUARE_COLOURS["gray"])
    if filled:
        d.polygon(points, fill=SQUARE_COLOURS.get(cube or kind, colour), outline=TEXT)
    else:
        d.polygon(points, fill=INK, outline=colour)
        d.line([*points, points[0]], fill=colour, width=max(2, size // 4))


def _shape(shape: str, centre: tuple[int, int], size: int) -> list[tuple[float, float]]:
    sides, start = {
        "square": (4, 45.0),
        "diamond": (4, 0.0),
        "circle": (16, 0.0),
        "hexagon": (6, 0.0),
    }[shape]
    scale = size * (1.25 if shape == "square" else 1.0)
    cx, cy = centre
    return [
        (
            cx + scale * math.cos(math.radians(start + 360 * i / sides)),
            cy + scale * math.sin(math.radians(start + 360 * i / sides)),
        )
        for i in range(sides)
    ]


def _wormholes(
    d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int, edges: frozenset[int]
) -> None:
    """A dark half-disc notch in the middle of each edge with a wormhole (edge 0 north,
    clockwise)."""
    size = max(6, round(radius * 0.13))
    reach = radius * SQRT3 / 2
    for edge in edges:
        angle = math.radians(-90 + 60 * edge)
        x = centre[0] + reach * math.cos(angle)
        y = centre[1] + reach * math.sin(angle)
        d.ellipse((x - size, y - size, x + size, y + size), fill=WORMHOLE, outline=MUTED, width=2)


def fleet_groups(sector: SectorView, *, zoomed: bool) -> list[tuple[int | None, str]]:
    """What the sector's fleets say: ``(seat, "3")`` per owner on the map (``(seat, "I2 C1")``
    zoomed), then ``(None, "A2")`` for the NPCs."""
    groups: list[tuple[int | None, str]] = []
    for seat in owners(sector.ships):
        counts = ship_counts(sector.ships, seat)
        if zoomed:
            groups.append((seat, " ".join(f"{SHIP_LETTERS[k]}{n}" for k, n in counts.items())))
        else:
            groups.append((seat, str(sum(counts.values()))))
    for kind, n in npc_counts(sector.npcs).items():
        groups.append((None, f"{NPC_LETTERS[kind]}{n}" if kind != "gcds" else say(labels.GCDS)))
    return groups


def _fleets(
    d: ImageDraw.ImageDraw,
    sector: SectorView,
    centre: tuple[int, int],
    top: int,
    radius: int,
    *,
    zoomed: bool,
) -> None:
    """The fleets in rows from ``top`` (the first row's middle), as many groups on a row as the
    hex is wide there."""
    marker = max(12, round(radius * 0.15))
    row_height = max(TYPE + 4, 2 * marker + 4)
    rows: list[list[tuple[int | None, str, int]]] = [[]]
    for seat, label in fleet_groups(sector, zoomed=zoomed):
        width = 2 * marker + 4 + text_width(label, TYPE)
        middle = top + (len(rows) - 1) * row_height
        used = sum(w for *_, w in rows[-1]) + 10 * len(rows[-1])
        if rows[-1] and used + width > 2 * _half_width(radius, middle + TYPE // 2 - centre[1]):
            rows.append([])
        rows[-1].append((seat, label, width))
    for index, row in enumerate(rows):
        total = sum(w for *_, w in row) + 10 * (len(row) - 1)
        x = centre[0] - total // 2
        ry = top + index * row_height
        for seat, label, width in row:
            if seat is None:
                _npc(d, (x + marker, ry), marker)
            else:
                seat_marker(d, (x + marker, ry), marker, seat)
            fill = seat_colour(seat) if seat is not None else TEXT
            at = (x + 2 * marker + 4, ry)
            draw_text(d, at, label, size=TYPE, bold=True, fill=fill, anchor="lm")
            x += width + 10


def _half_width(radius: int, dy: float) -> float:
    """Half the hex's width ``dy`` px below (or above) its centre, less a margin."""
    return max(radius * 0.4, radius - abs(dy) / SQRT3 - radius * 0.12)


def _npc(d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int) -> None:
    """An NPC: a red pentagon with a light rim (no seat uses the pentagon)."""
    points = _pentagon(centre, radius)
    d.polygon(points, fill=NPC_FILL, outline=TEXT)
    d.line([*points, points[0]], fill=TEXT, width=2)


def _pentagon(centre: tuple[int, int], radius: int) -> list[tuple[float, float]]:
    cx, cy = centre
    return [
        (
            cx + 1.1 * radius * math.cos(math.radians(-90 + 72 * i)),
            cy + 1.1 * radius * math.sin(math.radians(-90 + 72 * i)),
        )
        for i in range(5)
    ]


def npc_symbol(d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int) -> None:
    """The NPC symbol for the legend."""
    _npc(d, centre, radius)


def square_symbol(
    d: ImageDraw.ImageDraw, centre: tuple[int, int], size: int, kind: str, *, filled: bool
) -> None:
    """A population square for the legend."""
    _square(d, centre, size, kind, filled=filled, cube=kind if filled else None)


def discovery_symbol(d: ImageDraw.ImageDraw, centre: tuple[int, int], size: int) -> None:
    """A face-down discovery tile for the legend."""
    x, y = centre
    d.rounded_rectangle(
        (x - size, y - size, x + size, y + size),
        radius=4,
        fill=DISCOVERY_FILL,
        outline=TEXT,
        width=2,
    )


def wormhole_symbol(d: ImageDraw.ImageDraw, centre: tuple[int, int], size: int) -> None:
    """A wormhole notch for the legend."""
    x, y = centre
    d.ellipse((x - size, y - size, x + size, y + size), fill=WORMHOLE, outline=MUTED, width=2)
