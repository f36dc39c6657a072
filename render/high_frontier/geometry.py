"""The High Frontier map's drawing geometry, from the pack's graph (``rules/high_frontier/data/
map.json``; docs/rules/high-frontier.md §1, §8): where each space sits, its symbol, and the
static layer of the map (lines tinted by heliocentric zone, spaces by type, names) drawn once
per scale and kept.

A map is drawn at a *scale*: the px width of the whole map; its height is :data:`ASPECT` of it
(the board is 3:2). A space's ``xy`` (0..1 from the top left) is at ``(x·scale, y·scale·ASPECT)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from PIL import Image, ImageDraw

from render.common import draw_text, text_width
from render.common.palette import RGB, TEXT
from rules.high_frontier import pack
from rules.high_frontier.graph import compile_map
from rules.high_frontier.pack import Node

ASPECT = 2 / 3
#: Map background (a little darker than the page).
SPACE: RGB = (10, 13, 26)
#: Labels on the map (px in a 1200 px page: the phone floor is 27).
LABEL = 28

#: Line tints by heliocentric zone (Okabe–Ito-like, muted).
ZONES: dict[str, RGB] = {
    "mercury": (150, 130, 120),
    "venus": (200, 170, 80),
    "earth": (70, 130, 210),
    "mars": (200, 85, 60),
    "ceres": (150, 120, 85),
    "jupiter": (190, 140, 95),
    "saturn": (175, 160, 90),
    "uranus": (80, 175, 175),
    "neptune": (100, 110, 210),
}

#: Space symbols: colour and shape by type (waypoints are bends, not spaces: no symbol).
SYMBOLS: dict[str, tuple[RGB, str]] = {
    "hohmann": ((200, 205, 220), "dot"),
    "burn": ((240, 70, 60), "dot"),
    "lander_burn": ((230, 90, 230), "diamond"),
    "lagrange": ((60, 200, 240), "ring"),
    "site": ((250, 205, 40), "square"),
    "radiation_belt": ((60, 220, 90), "dot"),
    "flyby": ((255, 150, 30), "triangle"),
}
#: The ring around a hazard space (a crash or aerobrake Hazard Roll, §8.5).
HAZARD: RGB = (255, 255, 255)


@dataclass(frozen=True)
class Space:
    """A drawn space: id, type, zone, position (0..1), hazard, and its label ('' for none)."""

    id: str
    type: str
    zone: str
    x: float
    y: float
    hazard: bool
    label: str


@cache
def spaces() -> dict[str, Space]:
    """Every node of the map, waypoints included, by id."""
    loaded = pack.load()
    return {n.id: _space(n, loaded.site_by_id) for n in loaded.map.nodes}


def _space(node: Node, sites: dict[str, pack.Site]) -> Space:
    label = node.name or (sites[node.site].name if node.site else "")
    return Space(node.id, node.type, node.zone, node.xy[0], node.xy[1], node.hazard, label)


@cache
def lines() -> tuple[tuple[str, str], ...]:
    """Every drawn line of the map (waypoints included) as pairs of node ids."""
    return tuple((a, b) for a, b in pack.load().map.edges)


def at(space: str, scale: float) -> tuple[float, float]:
    """``space``'s position in px on a map ``scale`` px wide."""
    s = spaces()[space]
    return s.x * scale, s.y * scale * ASPECT


@cache
def arc_points(path: tuple[str, ...]) -> tuple[str, ...]:
    """The node ids a route passes, waypoints included (the route names spaces only)."""
    compiled = compile_map(pack.load().map)
    found = [path[0]]
    for a, b in pairwise(path):
        arc = compiled.arcs[compiled.between[(compiled.index[a], compiled.index[b])]]
        found += [*arc.via, b]
    return tuple(found)


@cache
def zone_labels() -> tuple[tuple[str, float, float], ...]:
    """``(zone id, x, y)``: where a zone's name goes, over the middle of its Sites (0..1)."""
    loaded = pack.load()
    found = []
    for zone in loaded.map.zones:
        sites = [
            spaces()[s.map_node]
            for s in loaded.site_by_id.values()
            if s.zone == zone.id and s.map_node
        ]
        if sites:
            x = sum(s.x for s in sites) / len(sites)
            y = sum(s.y for s in sites) / len(sites)
            found.append((zone.id, x, y))
    return tuple(found)


def radius(scale: float) -> int:
    """A space symbol's radius in px at ``scale``."""
    return max(3, round(3 * scale / 1152))


@cache
def layer(scale: int, labelled: bool) -> Image.Image:
    """The static map ``scale`` px wide: lines by zone, spaces by symbol, hazards ringed; with
    ``labelled`` the names of Sites and named spaces where they do not overlap (printed
    names: the same in every language). Drawn once per ``(scale, labelled)``; callers copy or
    crop it, and an unlabelled map gets the zones' names (:func:`draw_zone_names`)."""
    height = round(scale * ASPECT)
    image = Image.new("RGB", (scale, height), SPACE)
    d = ImageDraw.Draw(image)
    width = max(1, round(scale / 1000))
    every = spaces()
    for a, b in lines():
        d.line([at(a, scale), at(b, scale)], fill=ZONES[every[a].zone], width=width)
    r = radius(scale)
    for space in every.values():
        if space.type in SYMBOLS:
            symbol(d, at(space.id, scale), r, space)
    if labelled:
        _labels(d, scale)
    return image


def draw_zone_names(
    d: ImageDraw.ImageDraw, scale: int, names: dict[str, str], offset: tuple[int, int] = (0, 0)
) -> None:
    """The zones' ``names`` (by zone id, in the language being drawn) over the middle of their
    Sites on a map ``scale`` px wide whose top left is ``offset`` px into it."""
    for zone, x, y in zone_labels():
        centre = (round(x * scale) - offset[0], round(y * scale * ASPECT) - offset[1])
        _boxed_text(d, centre, names.get(zone, zone), anchor="mm")


def symbol(d: ImageDraw.ImageDraw, centre: tuple[float, float], r: int, space: Space) -> None:
    """Draw ``space``'s symbol of radius ``r`` at ``centre`` (a hazard adds a white ring)."""
    colour, shape = SYMBOLS[space.type]
    x, y = centre
    if space.hazard:
        d.ellipse([x - r - 3, y - r - 3, x + r + 3, y + r + 3], outline=HAZARD, width=2)
    if shape == "dot":
        d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    elif shape == "ring":
        d.ellipse([x - r - 1, y - r - 1, x + r + 1, y + r + 1], outline=colour, width=2)
    elif shape == "square":
        d.rectangle([x - r, y - r, x + r, y + r], fill=colour)
    elif shape == "diamond":
        d.polygon([(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)], fill=colour)
    else:
        d.polygon([(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill=colour)


Box = tuple[int, int, int, int]


def _labels(d: ImageDraw.ImageDraw, scale: int) -> None:
    """Site and space names where :func:`name_boxes` puts them."""
    for _, anchor, label in name_boxes(scale):
        _boxed_text(d, anchor, label, anchor="lm")


@cache
def name_boxes(scale: int) -> tuple[tuple[Box, tuple[int, int], str], ...]:
    """Where the labelled layer at ``scale`` names Sites and named spaces: ``(box in px, the
    left-middle point the text starts from, the name)``, the larger Sites first, each beside
    its space where it overlaps no other name (the rest stay unnamed)."""
    loaded = pack.load()
    every = spaces()
    named = [s for s in every.values() if s.label]
    size = {s.map_node: s.size for s in loaded.site_by_id.values() if s.map_node}
    named.sort(key=lambda s: (s.type != "lagrange", -size.get(s.id, 0), s.id))
    found: list[tuple[Box, tuple[int, int], str]] = []
    gap = radius(scale) + 6
    bounds = (scale, round(scale * ASPECT))
    for space in named:
        x, y = at(space.id, scale)
        w = text_width(space.label, LABEL) + 8
        taken = [box for box, _, _ in found]
        spot = free_spot(candidates(round(x), round(y), w, gap), bounds, taken)
        if spot is not None:
            found.append((*spot, space.label))
    return tuple(found)


def free_spot(
    options: Iterable[tuple[Box, tuple[int, int]]], bounds: tuple[int, int], taken: Sequence[Box]
) -> tuple[Box, tuple[int, int]] | None:
    """The first of ``options`` (a box and its text's anchor) inside ``bounds`` (width and
    height in px, from 0) that overlaps none of the ``taken`` boxes, or ``None``."""
    width, height = bounds
    for box, anchor in options:
        inside = box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height
        if inside and not any(overlap(box, other) for other in taken):
            return box, anchor
    return None


def candidates(x: int, y: int, w: int, gap: int) -> Sequence[tuple[Box, tuple[int, int]]]:
    """A label's boxes right, left, above and below its space, with the left-middle point
    its text is drawn from."""
    h = LABEL + 8
    return (
        ((x + gap - 4, y - h // 2, x + gap + w, y + h // 2), (x + gap, y)),
        ((x - gap - w, y - h // 2, x - gap + 4, y + h // 2), (x - gap - w + 4, y)),
        ((x - w // 2, y - gap - h, x + w // 2, y - gap), (x - w // 2 + 4, y - gap - h // 2)),
        ((x - w // 2, y + gap, x + w // 2, y + gap + h), (x - w // 2 + 4, y + gap + h // 2)),
    )


def overlap(a: Box, b: Box) -> bool:
    """Whether boxes ``a`` and ``b`` (left, top, right, bottom) overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _boxed_text(d: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, *, anchor: str) -> None:
    """``text`` in :data:`LABEL` px on a dark box, so lines under it do not cross it."""
    w = text_width(text, LABEL)
    x, y = xy
    left = x - w // 2 if anchor == "mm" else x
    d.rectangle([left - 4, y - LABEL // 2 - 4, left + w + 4, y + LABEL // 2 + 6], fill=SPACE)
    draw_text(d, xy, text, size=LABEL, fill=TEXT, anchor=anchor)
