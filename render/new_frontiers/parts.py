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
    d: ImageDraw.ImageDraw, xy: tuple[int, int], world: WorldView, width: int, *, terms: bool
) -> int:
    """One world ``width`` px wide: its glyph, colour letter, id and name, its traits and powers
    (:func:`labels.world_facts`), then its VP (settled) or how it is settled (``terms``: ``def 3
    2c 1VP`` orange for a military world); returns the y below."""
    x, y = xy
    letter = labels.letter(world.colour) if world.colour in GOODS else "-"
    centre = (x + RADIUS + HALO, y + BIG_LINE // 2)
    glyph(d, centre, world.colour, good=world.good, kind=world.kind)
    right = world_terms(world) if terms else labels.world_vp(world.vp)
    colour = WARN if world.military and terms else MUTED
    name = f"{letter} {world.id} {world.name}"
    return _row(d, (x + GLYPH, y), width - GLYPH, name, labels.world_facts(world), (right, colour))


def world_terms(world: WorldView) -> str:
    """``def 3 2c 1VP`` or ``$2 1c 1VP``: how it is settled, its colonists and VP."""
    return labels.world_terms(world.military, world.defence, world.cost, world.colonists, world.vp)


def dev_row(d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int) -> int:
    """An owned development ``width`` px wide: id and name, powers, then its printed VP (``?``
    for a 9-cost one); returns the y below."""
    right = "?" if dev.kind == "large" else labels.world_vp(dev.vp)
    name = f"{dev.id} {dev.name}"
    return _row(d, xy, width, name, labels.short_powers(dev.id), (right, MUTED))


def dev_cell(d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int) -> int:
    """A development on the mat, ``width`` px wide: its id and name, then (muted, wrapped) its
    price, VP and copies left and its powers; returns the y below."""
    x, y = xy
    name = fit_text(f"{dev.id} {dev.name}", BIG, width)
    draw_text(d, (x, y + BIG_LINE // 2), name, size=BIG, anchor="lm")
    terms = labels.dev_terms(dev.cost, dev.vp, dev.left, dev.kind == "large")
    facts = " · ".join(part for part in (terms, labels.short_powers(dev.id)) if part)
    y += BIG_LINE
    return y + draw_wrapped(d, (x, y), facts, size=BIG, max_width=width, max_lines=4, fill=MUTED)


def _row(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    width: int,
    name: str,
    facts: str,
    right: tuple[str, RGB],
) -> int:
    """``name`` on the left, ``right`` on the right, ``facts`` (muted) between them when they fit,
    else wrapped below the name; returns the y below."""
    x, y = xy
    text, fill = right
    room = width - text_width(text, BIG) - SPACE
    shown = fit_text(name, BIG, room)
    mid = y + BIG_LINE // 2
    draw_text(d, (x, mid), shown, size=BIG, fill=TEXT, anchor="lm")
    draw_text(d, (x + width, mid), text, size=BIG, fill=fill, anchor="rm")
    y += BIG_LINE
    if not facts:
        return y
    after = x + text_width(shown, BIG) + SPACE
    if after + text_width(facts, BIG) <= x + room:
        draw_text(d, (after, mid), facts, size=BIG, fill=MUTED, anchor="lm")
        return y
    return y + draw_wrapped(
        d, (x, y - 6), facts, size=BIG, max_width=width, max_lines=4, fill=MUTED
    )


def legend(d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int) -> int:
    """The glyphs and abbreviations of the tile rows, in the language being drawn; returns the y
    below."""
    x, y = xy
    samples = (
        (True, "production", labels.LEGEND_GOOD),
        (False, "production", labels.LEGEND_PRODUCTION),
        (False, "windfall", labels.LEGEND_WINDFALL),
    )
    for good, kind, meaning in samples:
        glyph(d, (x + RADIUS + HALO, y + BIG_LINE // 2), "rare", good=good, kind=kind)
        said = fit_text(say(meaning), BIG, width - GLYPH)
        draw_text(d, (x + GLYPH, y + BIG_LINE // 2), said, size=BIG, anchor="lm")
        y += BIG_LINE
    for words in (labels.LEGEND_LETTERS, labels.LEGEND_TERMS):
        y += draw_wrapped(d, (x, y), say(words), size=BIG, max_width=width, max_lines=4)
    return y
