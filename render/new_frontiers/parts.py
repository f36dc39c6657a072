"""Pieces of the New Frontiers pictures: a world line, a development line, goods colours.

Every text is 28 px (the phone floor is 27 px in a 1200 px image, docs/design.md §4). Colour
never carries meaning alone: a world's good colour is also its letter (N, R, G, A; gray "–"),
a military world shows its defence as "def 3" (orange), a good on a world is a filled disc.
"""

from __future__ import annotations

from PIL import ImageDraw

from render.common import IconSpec, draw_text, fit_text, icon
from render.common.palette import CARD_DIM, MUTED, RGB, TEXT, WARN
from rules.new_frontiers.views import DevView, WorldView

TYPE = 28
LINE = 40
RADIUS = 16

GOODS: dict[str, tuple[RGB, str]] = {
    "novelty": ((86, 200, 233), "N"),
    "rare": ((160, 110, 60), "R"),
    "genes": ((0, 170, 110), "G"),
    "alien": ((240, 210, 60), "A"),
}
GRAY: RGB = (130, 130, 140)


def good_icon(colour: str | None, *, filled: bool) -> IconSpec:
    """A world's colour as a shape with its letter: a disc when it carries a good, a square
    otherwise."""
    fill, letter = GOODS.get(colour or "", (GRAY, "–"))
    return IconSpec("circle" if filled else "square", fill if filled else CARD_DIM, letter)


def world_terms(world: WorldView) -> str:
    """``def 3 2c 1VP prod`` (or ``$2 …``): how it is settled, colonists, VP, kind."""
    how = f"def {world.defence}" if world.military else f"${world.cost}"
    kind = {"windfall": "halo", "production": "prod", "gray": "gray"}[world.kind]
    return f"{how} {world.colonists}c {world.vp}VP {kind}"


def world_line(d: ImageDraw.ImageDraw, xy: tuple[int, int], world: WorldView, width: int) -> int:
    """One world: its colour icon, id and name, terms; returns the y below it."""
    x, y = xy
    icon(d, (x + RADIUS, y + LINE // 2), RADIUS, good_icon(world.colour, filled=world.good))
    terms = world_terms(world)
    room = width - 2 * RADIUS - 12
    terms_width = 250
    name = fit_text(f"{world.id} {world.name}", TYPE, room - terms_width)
    draw_text(d, (x + 2 * RADIUS + 8, y + LINE // 2), name, size=TYPE, anchor="lm")
    fill = WARN if world.military else MUTED
    draw_text(d, (x + width, y + LINE // 2), terms, size=TYPE, fill=fill, anchor="rm")
    return y + LINE


def dev_line(d: ImageDraw.ImageDraw, xy: tuple[int, int], dev: DevView, width: int) -> int:
    """One development on the mat: id, name, price, VP and copies left."""
    x, y = xy
    terms = f"${dev.cost} {dev.vp}VP ×{dev.left}" if dev.kind != "large" else f"$9 ? ×{dev.left}"
    fill = TEXT if dev.left else MUTED
    name = fit_text(f"{dev.id} {dev.name}", TYPE, width - 190)
    draw_text(d, (x, y + LINE // 2), name, size=TYPE, fill=fill, anchor="lm")
    draw_text(d, (x + width, y + LINE // 2), terms, size=TYPE, fill=MUTED, anchor="rm")
    return y + LINE
