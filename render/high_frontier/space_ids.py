"""Space ids on the map windows (issue #28 item 2), so that a route can be typed as drawn
(``fly n90 n91 n95``, docs/rules/high-frontier.md §8).

Which ids: the space each Rocket stands on, in every window; in a zoomed window (a close-up)
also the last flight's spaces (its end and start first) and the spaces one line away from each
Rocket (its next steps; waypoints are no spaces and a route never names them). Each id is drawn
at :data:`~render.high_frontier.geometry.LABEL` px (28 px on the 1200 px page: 9 px when a
phone shows it 400 px wide) on a light chip, beside its space where it overlaps no name of the
map, no Rocket marker and no other id; the ids that find no room stay undrawn (the text board
names every space of the last route). Decision: the overview names the Rockets' spaces only,
since a whole route's ids there would hide the map.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import ImageDraw

from render.common import draw_text, text_width
from render.common.palette import TEXT
from render.high_frontier.geometry import (
    LABEL,
    SPACE,
    Box,
    at,
    candidates,
    free_spot,
    name_boxes,
)
from rules.high_frontier import pack
from rules.high_frontier.graph import compile_map

#: How far from its space an id is tried (px): beside it, then one chip further out.
GAPS = (8, LABEL + 16)


@dataclass(frozen=True)
class IdLabel:
    """A space id placed in a window: the space, where it is, its chip (px in the window) and
    the left-middle point its text starts from."""

    space: str
    at: tuple[int, int]
    box: Box
    anchor: tuple[int, int]


@cache
def next_spaces(space: str) -> tuple[str, ...]:
    """The spaces one line away from ``space`` (waypoints passed), sorted."""
    graph = compile_map(pack.load().map)
    here = graph.index[space]
    return tuple(sorted(graph.ids[b] for a, b in graph.between if a == here))


def wanted(rockets: list[str], route: list[str], zoomed: bool) -> list[str]:
    """The spaces to name, first first: the Rockets' (``rockets``), then in a ``zoomed``
    window the last flight's ``route`` (end and start first) and the Rockets' next spaces."""
    found = list(rockets)
    if zoomed:
        found += [*route[-1:], *route[:1], *route[1:-1]]
        found += [n for space in rockets for n in next_spaces(space)]
    return list(dict.fromkeys(found))


def place(
    spaces: list[str],
    scale: int,
    origin: tuple[int, int],
    size: tuple[int, int],
    taken: list[Box],
    named: bool,
) -> list[IdLabel]:
    """Chips for ``spaces`` in the window of ``size`` px whose top left is ``origin`` px into
    the map drawn ``scale`` px wide, kept off the ``taken`` boxes (window px: the markers)
    and, when the map is ``named``, off its names (:func:`~render.high_frontier.geometry.
    name_boxes`); a space without room is left out."""
    left, top = origin
    blocked = list(taken)
    if named:
        blocked += [
            (a - left, b - top, c - left, d - top) for (a, b, c, d), _, _ in name_boxes(scale)
        ]
    found: list[IdLabel] = []
    for space in spaces:
        x, y = at(space, scale)
        x, y = round(x) - left, round(y) - top
        w = text_width(space, LABEL) + 8
        options = (c for gap in GAPS for c in candidates(x, y, w, gap))
        spot = free_spot(options, size, blocked)
        if spot is not None:
            blocked.append(spot[0])
            found.append(IdLabel(space, (x, y), *spot))
    return found


def draw_ids(d: ImageDraw.ImageDraw, labels: list[IdLabel]) -> None:
    """Each placed id, dark on its light chip, tied to its space by a thin line (a chip may
    stand one chip away)."""
    for label in labels:
        x, y = label.at
        left, top, right, bottom = label.box
        near = (min(max(x, left), right), min(max(y, top), bottom))
        d.line([(x, y), near], fill=TEXT, width=2)
        d.rounded_rectangle(label.box, radius=6, fill=TEXT)
        draw_text(d, label.anchor, label.space, size=LABEL, fill=SPACE, anchor="lm")
