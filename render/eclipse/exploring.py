"""The sector being explored, drawn (issue #27 item 1; docs/rules/eclipse.md §5 steps 3–4).

Once ``explore`` turns a sector over it is public (§5: placed, or discarded face up); the galaxy
draws it on the exploring hex at its first legal turn, and a strip under a heading draws every
legal turn of it (Descendants of Draco: of each drawn sector) as a small hex labelled with the
``place`` argument (``turn 2``; Draco with two sectors drawn: ``place 2 105``, as typed). On
each, a wormhole that would link to a placed neighbour's wormhole is drawn as a green bar across
the shared edge (clear of the sector number), so the picture says
what ``turn N: wormholes face N and SE`` (:func:`rules.eclipse.explore.faces`) says in words. The
sector stacks' order stays hidden: only the drawn faces are read.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render.common import draw_text
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, section_heading
from render.common.page import Section
from render.common.palette import GOOD, HIGHLIGHT
from render.eclipse import labels
from render.eclipse.sector import SQRT3, TYPE, draw_sector
from rules.eclipse import pack
from rules.eclipse.galaxy import neighbour, opposite, turned
from rules.eclipse.views import PublicView, SectorView

#: A candidate's hex radius (px) and cell (hex plus its ``turn N`` line), five to a row.
STRIP_RADIUS = 90
CELL_WIDTH = 2 * STRIP_RADIUS + 28
CELL_HEIGHT = round(SQRT3 * STRIP_RADIUS) + TYPE + 28
PER_ROW = (PAGE_WIDTH - 2 * PAGE_MARGIN) // CELL_WIDTH


def drawn(view: PublicView) -> list[tuple[str, list[int]]]:
    """The drawn sectors of a pending ``place`` decision (Draco: both) with their legal turns;
    empty when nothing is being explored."""
    pending = view.pending
    if pending is None or pending.get("kind") != "place":
        return []
    first = (str(pending["sector"]), _turns(pending.get("rotations")))
    others = pending.get("others")
    more = others.items() if isinstance(others, dict) else []
    return [first, *((str(s), _turns(t)) for s, t in more)]


def _turns(value: object) -> list[int]:
    return [int(t) for t in value] if isinstance(value, list) else []


def candidate(sector_id: str, position: tuple[int, int], turn: int) -> SectorView:
    """The drawn sector as it would lie at ``position`` turned ``turn`` steps: no owner, its
    printed Ancients and discovery symbol (placed with it, §5 step 6)."""
    record = pack.load().sector_by_id[sector_id]
    return SectorView(
        id=sector_id,
        q=position[0],
        r=position[1],
        rotation=turn,
        owner=None,
        cubes=[None] * len(record.squares),
        orbital=False,
        orbital_cube=None,
        monolith=False,
        ships=[],
        npcs=["ancient"] * record.ancients + (["gcds"] if record.gcds else []),
        discovery=record.discovery,
        portal="",
    )


def links(view: PublicView, sector: SectorView) -> list[int]:
    """The edges of ``sector`` (as turned) whose wormhole meets a placed neighbour's wormhole."""
    placed = {(s.q, s.r): s for s in view.sectors}
    wormholes = pack.load().sector_by_id[sector.id].wormholes
    found = []
    for edge in sorted(turned(wormholes, sector.rotation)):
        other = placed.get(neighbour((sector.q, sector.r), edge))
        if other is None:
            continue
        record = pack.load().sector_by_id.get(other.id)
        if record is not None and opposite(edge) in turned(record.wormholes, other.rotation):
            found.append(edge)
    return found


def draw_links(
    d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int, edges: list[int]
) -> None:
    """A green bar across each linking edge, from just inside the edge outwards: clear of the
    sector number drawn under the north edge (:func:`render.eclipse.sector.draw_sector`)."""
    width = max(6, radius // 8)
    for edge in edges:
        angle = math.radians(-90 + 60 * edge)
        inner, outer = radius * SQRT3 / 2 * 0.92, radius * SQRT3 / 2 * 1.4
        start = (centre[0] + inner * math.cos(angle), centre[1] + inner * math.sin(angle))
        end = (centre[0] + outer * math.cos(angle), centre[1] + outer * math.sin(angle))
        d.line([start, end], fill=GOOD, width=width)


def strip_height(view: PublicView) -> int:
    """The strip's height (px): 0 when nothing is being explored."""
    cells = sum(max(1, len(turns)) for _, turns in drawn(view))
    if not cells:
        return 0
    return 44 + -(-cells // PER_ROW) * CELL_HEIGHT


def strip_section(view: PublicView) -> Section:
    """The heading (``Exploring 1,-2: place <turn> or discard``) and one cell per legal turn."""

    def section(d: ImageDraw.ImageDraw, y: int) -> int:
        pending = view.pending
        assert pending is not None
        where = (int(str(pending["q"])), int(str(pending["r"])))
        title = labels.exploring_at(*where)
        y = section_heading(d, y, title, say(labels.PLACE_HINT))
        sectors = drawn(view)
        cells: list[tuple[str, int | None, bool]] = [
            (sector_id, turn, len(sectors) > 1)
            for sector_id, turns in sectors
            for turn in _or_none(turns)
        ]
        for index, (sector_id, turn, named) in enumerate(cells):
            row, column = divmod(index, PER_ROW)
            cx = PAGE_MARGIN + CELL_WIDTH // 2 + column * CELL_WIDTH
            cy = y + row * CELL_HEIGHT + round(SQRT3 * STRIP_RADIUS / 2) + 16
            _cell(d, view, sector_id, where, turn, (cx, cy), named=named)
        return y + -(-len(cells) // PER_ROW) * CELL_HEIGHT

    return section


def _or_none(turns: list[int]) -> list[int | None]:
    """The turns to draw: each legal one, or one unturned cell saying none links."""
    return [*turns] if turns else [None]


def _cell(
    d: ImageDraw.ImageDraw,
    view: PublicView,
    sector_id: str,
    where: tuple[int, int],
    turn: int | None,
    centre: tuple[int, int],
    *,
    named: bool,
) -> None:
    sector = candidate(sector_id, where, turn or 0)
    draw_sector(d, sector, centre, STRIP_RADIUS, zoomed=False)
    if turn is not None:
        draw_links(d, centre, STRIP_RADIUS, links(view, sector))
        words = labels.turn(turn)
    else:
        words = say(labels.NO_TURN)
    if named and turn is not None:  # as typed: ``place 4 207``
        words = f"place {turn} {sector_id}"
    elif named:
        words = f"{sector_id} {words}"
    below = (centre[0], centre[1] + round(SQRT3 * STRIP_RADIUS / 2) + 6)
    draw_text(d, below, words, size=TYPE, fill=HIGHLIGHT, anchor="ma")
