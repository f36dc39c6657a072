"""Pieces of the New Frontiers pictures: a world's row, a development's row and mat cell, the
goods colours and the legend of the glyphs.

Type sizes: :data:`TYPE` (28 px) for the header, action tiles and supplies; :data:`BIG` (37 px)
for everything about a tile (the worlds drawn, the development mat, the seat panels), so that at
400 px wide a capital or digit stands 9 px tall (issue #26 item 5; 27 px of ink in the 1200 px
page). Colour never carries meaning alone: a world's good colour is also its letter (N, R, G, A;
gray "-"), a good on a world fills its disc, a windfall world's disc has a halo, a military
world says ``mil`` and its defence.

Decision: a tile's row shows its powers in a picture's few words
(:func:`render.new_frontiers.labels.short_powers`: ``Settle −$1``, ``Consume 2× novelty → 1
VP``); the full sentences are the text board's and ``/card``'s, from the same pack data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from render.common import draw_text, draw_wrapped, fit_text, text_width
from render.common.language import say
from render.common.palette import MUTED, RGB, TEXT, WARN
from render.new_frontiers import labels
from rules.new_frontiers.views import DevView, WorldView

TYPE = 28
LINE = 40
#: The type of a tile's row: 27 px of capital ink, 9 px at 400 px wide.
BIG = 37
#: A row of :data:`BIG` type, and the height of each wrapped line of it (1.25 × size).
BIG_LINE = 48
WRAPPED = round(BIG * 1.25)
RADIUS = 15
HALO = 6
#: Space between a row's name, its facts and the text on its right.
SPACE = 14

GOODS: dict[str, tuple[RGB, str]] = {
    "novelty": ((86, 200, 233), "N"),
    "rare": ((160, 110, 60), "R"),
    "genes": ((0, 170, 110), "G"),
    "alien": ((240, 210, 60), "A"),
}
GRAY: RGB = (130, 130, 140)
#: Left of a row's name: the glyph and its halo.
GLYPH = 2 * (RADIUS + HALO) + 8
#: Space between two chips of a seat panel.
CHIP_GAP = 30


def glyph(
    d: ImageDraw.ImageDraw, centre: tuple[int, int], colour: str | None, *, good: bool, kind: str
) -> None:
    """A world's disc: its goods ``colour`` (gray for ``None``), filled when it carries a
    ``good``, with a halo when its ``kind`` is windfall."""
    fill, _ = GOODS.get(colour or "", (GRAY, "-"))
    x, y = centre
    d.ellipse(
        (x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS),
        fill=fill if good else None,
        outline=fill,
        width=4,
    )
    if kind == "windfall":
        r = RADIUS + HALO
        d.ellipse((x - r, y - r, x + r, y + r), outline=fill, width=2)


def world_row(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    world: WorldView,
    width: int,
    *,
    terms: bool,
    lines: int = 2,
) -> int:
    """One world ``width`` px wide: its glyph, colour letter, id and name, its traits and powers
    (:func:`labels.world_facts`; at most ``lines`` lines below the name when they do not fit
    beside it), then its VP (settled) or how it is settled (``terms``: ``def 3 2c 1VP`` orange
    for a military world); returns the y below."""
    x, y = xy
    letter = labels.letter(world.colour) if world.colour in GOODS else "-"
    centre = (x + RADIUS + HALO, y + BIG_LINE // 2)
    glyph(d, centre, world.colour, good=world.good, kind=world.kind)
    right = world_terms(world) if terms else labels.world_vp(world.vp)
    colour = WARN if world.military and terms else MUTED
    name = f"{letter} {world.id} {world.name}"
    facts = labels.world_facts(world)
    return _row(d, (x + GLYPH, y), width - GLYPH, name, facts, (right, colour), lines=lines)


def world_terms(world: WorldView) -> str:
    """``def 3 2c 1VP`` or ``$2 1c 1VP``: how it is settled, its colonists and VP."""
    return labels.world_terms(world.military, world.defence, world.cost, world.colonists, world.vp)


def tile_chips(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], chips: Sequence[Chip], width: int
) -> int:
    """``chips`` left to right from ``xy``, wrapping at ``width`` px; returns the y below."""
    x0, y = xy
    x = x0
    for chip in chips:
        left = GLYPH if chip.world is not None else 0
        size = left + text_width(chip.text, BIG)
        if x + size > x0 + width and x > x0:
            x, y = x0, y + BIG_LINE
        mid = y + BIG_LINE // 2
        if chip.world is not None:
            world = chip.world
            glyph(d, (x + RADIUS + HALO, mid), world.colour, good=world.good, kind=world.kind)
        draw_text(d, (x + left, mid), chip.text, size=BIG, fill=chip.fill, anchor="lm")
        x += size + CHIP_GAP
    return y + BIG_LINE if chips else y


@dataclass(frozen=True)
class Chip:
    """One tile of a seat panel: ``text`` in ``fill``, after ``world``'s glyph if it is one."""

    text: str
    fill: RGB = TEXT
    world: WorldView | None = None


def world_chip(world: WorldView, *, terms: bool) -> Chip:
    """A settled world's chip ``R w-08 1VP``; an explored one's (``terms``) ``R w-27 def 4 2c
    2VP``, orange when it is military."""
    letter = labels.letter(world.colour) if world.colour in GOODS else "-"
    if terms:
        fill = WARN if world.military else MUTED
        return Chip(f"{letter} {world.id} {world_terms(world)}", fill, world)
    return Chip(f"{letter} {world.id} {labels.world_vp(world.vp)}", TEXT, world)


def dev_cell(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int, *, lines: int
) -> int:
    """A development on the mat ``width`` px wide: its id and name and its price, VP and copies
    left (``$3 1VP x2``, muted). With ``lines`` > 0 the name stands alone, then the terms and its
    powers in a picture's few words (muted) wrap over at most ``lines`` lines, the last cut with
    an ellipsis if they run on; returns the y below."""
    if not lines:
        return _row(d, xy, width, f"{dev.id} {dev.name}", "", (_dev_terms(dev), MUTED))
    x, y = xy
    name = fit_text(f"{dev.id} {dev.name}", BIG, width)
    draw_text(d, (x, y + BIG_LINE // 2), name, size=BIG, anchor="lm")
    facts = " · ".join(filter(None, (_dev_terms(dev), labels.short_powers(dev.id))))
    y += BIG_LINE - 4
    return y + draw_wrapped(
        d, (x, y), facts, size=BIG, max_width=width, max_lines=lines, fill=MUTED
    )


def _dev_terms(dev: DevView) -> str:
    return labels.dev_terms(dev.cost, dev.vp, dev.left, dev.kind == "large")


def owned_row(d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int) -> int:
    """A development a seat owns, ``width`` px wide: id and name, its powers (muted), then its
    printed VP (``?`` for a 9-cost one); returns the y below."""
    right = "?" if dev.kind == "large" else labels.world_vp(dev.vp)
    name = f"{dev.id} {dev.name}"
    return _row(d, xy, width, name, labels.short_powers(dev.id), (right, MUTED))


def _row(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    width: int,
    name: str,
    facts: str,
    right: tuple[str, RGB],
    *,
    lines: int = 2,
) -> int:
    """``name`` on the left, ``right`` on the right, ``facts`` (muted) between them when they fit,
    else wrapped over at most ``lines`` lines below the name (the last cut with an ellipsis);
    returns the y below."""
    x, y = xy
    text, fill = right
    room = width - text_width(text, BIG) - SPACE
    shown = fit_text(name, BIG, room)
    mid = y + BIG_LINE // 2
    draw_text(d, (x, mid), shown, size=BIG, fill=TEXT, anchor="lm")
    draw_text(d, (x + width, mid), text, size=BIG, fill=fill, anchor="rm")
    y += BIG_LINE
    after = x + text_width(shown, BIG) + SPACE
    if facts and after + text_width(facts, BIG) <= x + room:
        draw_text(d, (after, mid), facts, size=BIG, fill=MUTED, anchor="lm")
        return y
    if not facts or not lines:
        return y
    wrapped = draw_wrapped(
        d, (x, y - 6), facts, size=BIG, max_width=width, max_lines=lines, fill=MUTED
    )
    return y + wrapped


def legend(d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int) -> int:
    """The glyphs and abbreviations of the tile rows, in the language being drawn; returns the y
    below."""
    x, y = xy
    samples = (
        (True, "production", labels.LEGEND_GOOD),
        (False, "production", labels.LEGEND_PRODUCTION),
        (False, "windfall", labels.LEGEND_WINDFALL),
    )
    left = x
    for good, kind, meaning in samples:
        said = say(meaning)
        if left + GLYPH + text_width(said, TYPE) > x + width and left > x:
            left, y = x, y + BIG_LINE
        glyph(d, (left + RADIUS + HALO, y + BIG_LINE // 2), "rare", good=good, kind=kind)
        draw_text(d, (left + GLYPH, y + BIG_LINE // 2), said, size=TYPE, anchor="lm")
        left += GLYPH + text_width(said, TYPE) + CHIP_GAP
    y += BIG_LINE
    for words in (labels.LEGEND_LETTERS, labels.LEGEND_TERMS):
        y += draw_wrapped(d, (x, y), say(words), size=TYPE, max_width=width, max_lines=3)
    return y
