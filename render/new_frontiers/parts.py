"""Pieces of the New Frontiers pictures: a world line, a development line, goods colours.

Every text is 28 px (the phone floor is 27 px in a 1200 px image, docs/design.md §4). Colour
never carries meaning alone: a world's good colour is also its letter (N, R, G, A; gray "-"),
a military world shows its defence as "def 3" (orange), a good on a world is a filled disc.
"""

from __future__ import annotations

from PIL import ImageDraw

from render.common import draw_text, fit_text, text_width
from render.common.palette import MUTED, RGB, WARN
from render.new_frontiers import labels
from rules.new_frontiers.views import DevView, WorldView

TYPE = 28
LINE = 40
RADIUS = 13

GOODS: dict[str, tuple[RGB, str]] = {
    "novelty": ((86, 200, 233), "N"),
    "rare": ((160, 110, 60), "R"),
    "genes": ((0, 170, 110), "G"),
    "alien": ((240, 210, 60), "A"),
}
GRAY: RGB = (130, 130, 140)


def world_line(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], world: WorldView, width: int, *, terms: bool
) -> int:
    """One world: a disc of its colour (filled when it carries a good), its colour letter, id
    and name, then its VP (settled) or how it is settled (``terms``); returns the y below."""
    x, y = xy
    fill, letter = GOODS.get(world.colour or "", (GRAY, "-"))
    letter = labels.letter(world.colour) if world.colour in GOODS else letter
    mid = y + LINE // 2
    box = (x + 2, mid - RADIUS, x + 2 + 2 * RADIUS, mid + RADIUS)
    d.ellipse(box, fill=fill if world.good else None, outline=fill, width=4)
    right = world_terms(world) if terms else labels.world_vp(world.vp)
    right_width = text_width(right, TYPE) + 12
    name = fit_text(
        f"{letter} {world.id} {world.name}", TYPE, width - 2 * RADIUS - 12 - right_width
    )
    draw_text(d, (x + 2 * RADIUS + 10, mid), name, size=TYPE, anchor="lm")
    colour = WARN if world.military and terms else MUTED
    draw_text(d, (x + width, mid), right, size=TYPE, fill=colour, anchor="rm")
    return y + LINE


def world_terms(world: WorldView) -> str:
    """``def 3 2c`` or ``$2 1c``: how it is settled and its colonists."""
    return labels.world_terms(world.military, world.defence, world.cost, world.colonists, world.vp)


def dev_line(d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int) -> int:
    """One development on the mat: id, name, price, VP and copies left."""
    x, y = xy
    terms = labels.dev_terms(dev.cost, dev.vp, dev.left, dev.kind == "large")
    name = fit_text(f"{dev.id} {dev.name}", TYPE, width - text_width(terms, TYPE) - 12)
    draw_text(d, (x, y + LINE // 2), name, size=TYPE, anchor="lm")
    draw_text(d, (x + width, y + LINE // 2), terms, size=TYPE, fill=MUTED, anchor="rm")
    return y + LINE
