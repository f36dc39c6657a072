"""A window on the High Frontier map with the table on it: the static layer
(:func:`render.high_frontier.geometry.layer`) cropped, then the last flight's route, the seats'
Claims and Factories, their Rockets and the space ids a route is typed with
(:func:`space_ids`) drawn over it (docs/rules/high-frontier.md §8, §11).

Every seat is drawn with its marker (colour and shape, :mod:`render.common.seats`): a Rocket
large, a Factory on a white square, a Claim small.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.common.language import say
from render.common.palette import LAST_MOVE, TEXT
from render.common.seats import seat_marker
from render.high_frontier import labels
from render.high_frontier.geometry import ASPECT, arc_points, at, draw_zone_names, layer
from render.high_frontier.space_ids import IdLabel, draw_ids, place, wanted
from rules.high_frontier import pack, words
from rules.high_frontier.views import PublicView

#: Scales (map width in px): the overview fits the page; close-ups are zoomed in.
OVERVIEW = 1152
ZOOM = 3456


@dataclass(frozen=True)
class Window:
    """A rectangle of the map at a scale: its top-left in px of the map drawn ``scale`` px
    wide, and its size in px."""

    scale: int
    left: int
    top: int
    width: int
    height: int

    @classmethod
    def around(
        cls, points: Sequence[tuple[float, float]], scale: int, size: tuple[int, int]
    ) -> Window:
        """The window of ``size`` px centred on the middle of ``points`` (0..1 map
        coordinates' px at ``scale``), kept inside the map."""
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        width, height = size
        left = min(max(0, round(cx - width / 2)), scale - width)
        top = min(max(0, round(cy - height / 2)), round(scale * ASPECT) - height)
        return cls(scale, left, top, width, height)

    def holds(self, point: tuple[float, float], margin: int = 0) -> bool:
        """``point`` (px at this scale) lies ``margin`` px inside the window."""
        x, y = point
        return (
            self.left + margin <= x <= self.left + self.width - margin
            and self.top + margin <= y <= self.top + self.height - margin
        )


def draw_window(view: PublicView, window: Window) -> Image.Image:
    """``window`` of the map with the last flight, outposts and Rockets drawn on it (the
    overview with the zones' names, in the language being drawn)."""
    base = layer(window.scale, window.scale > OVERVIEW)
    tile = base.crop(
        (window.left, window.top, window.left + window.width, window.top + window.height)
    )
    d = ImageDraw.Draw(tile)
    if window.scale <= OVERVIEW:
        names = {key: say(labels.zone(key)) for key in words.ZONES}
        draw_zone_names(d, window.scale, names, (window.left, window.top))
    zoom = _zoom(window)

    def place(space: str) -> tuple[float, float]:
        x, y = at(space, window.scale)
        return x - window.left, y - window.top

    if view.flight is not None:
        route = [place(p) for p in arc_points(tuple(view.flight.path))]
        d.line(route, fill=LAST_MOVE, width=round(4 * zoom), joint="curve")
        r = round(5 * zoom)
        x, y = route[0]
        d.ellipse([x - r, y - r, x + r, y + r], fill=LAST_MOVE)
        x, y = route[-1]
        d.ellipse([x - 2 * r, y - 2 * r, x + 2 * r, y + 2 * r], outline=LAST_MOVE, width=r)
    sites = pack.load().site_by_id
    for seat, player in enumerate(view.players):
        for site in player.claims:
            if (node := sites[site].map_node) and site not in player.factories:
                _marker(d, place(node), round(7 * zoom), seat)
        for site in player.factories:
            if node := sites[site].map_node:
                x, y = place(node)
                r = round(10 * zoom)
                d.rectangle([x - r, y - r, x + r, y + r], fill=TEXT)
                _marker(d, (x, y), r - 2, seat)
    for centre, r, seat in _rocket_markers(view, window):
        _marker(d, centre, r, seat)
    draw_ids(d, space_ids(view, window))
    return tile


def _zoom(window: Window) -> float:
    """How much markers and the route grow in ``window`` (less than the map)."""
    return min(2.0, window.scale / OVERVIEW)


def _rocket_markers(view: PublicView, window: Window) -> list[tuple[tuple[float, float], int, int]]:
    """Each Rocket's marker in ``window``: its centre (px in the window, just above its space,
    side by side when several share it), radius and seat."""
    r = round(13 * _zoom(window))
    found = []
    for space, seats in rockets(view).items():
        x, y = at(space, window.scale)
        x, y = x - window.left, y - window.top
        for index, seat in enumerate(seats):
            offset = (index - (len(seats) - 1) / 2) * 2 * r
            found.append(((x + offset, y - r), r, seat))
    return found


def space_ids(view: PublicView, window: Window) -> list[IdLabel]:
    """The space ids ``window`` names (:mod:`render.high_frontier.space_ids`): the Rockets'
    spaces, and in a close-up the last flight's and the Rockets' next spaces, off the Rocket
    markers and the map's names."""
    zoomed = window.scale > OVERVIEW
    route = list(view.flight.path) if view.flight is not None else []
    markers = [
        (round(x - r), round(y - r), round(x + r), round(y + r))
        for (x, y), r, _ in _rocket_markers(view, window)
    ]
    return place(
        wanted(list(rockets(view)), route, zoomed),
        window.scale,
        (window.left, window.top),
        (window.width, window.height),
        markers,
        zoomed,
    )


def _marker(d: ImageDraw.ImageDraw, centre: tuple[float, float], r: int, seat: int) -> None:
    seat_marker(d, (round(centre[0]), round(centre[1])), max(6, r), seat)


def rockets(view: PublicView) -> dict[str, list[int]]:
    """The seats with a Rocket by the space it stands on."""
    found: dict[str, list[int]] = {}
    for seat, player in enumerate(view.players):
        if player.rocket is not None:
            found.setdefault(player.rocket.at, []).append(seat)
    return found


def paste(image: Image.Image, tile: Image.Image, xy: tuple[int, int]) -> None:
    """Paste ``tile`` on the page at ``xy``, framed."""
    image.paste(tile, xy)
    x, y = xy
    ImageDraw.Draw(image).rectangle(
        [x - 1, y - 1, x + tile.width, y + tile.height], outline=(90, 100, 135), width=2
    )
