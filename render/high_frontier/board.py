"""The public High Frontier table, drawn from :class:`rules.high_frontier.views.PublicView`.

One portrait image 1200 px wide and at most :data:`MAX_HEIGHT` tall (a phone shows it 400 px
wide: every text is 28 px, docs/design.md §4), top to bottom: the header (year, season, whose
turn, the last move); the whole map (lines tinted by zone, spaces by type, hazards ringed, the
last flight in pink, Claims, Factories and Rockets by seat marker) with its legend; a zoomed
close-up of the last flight and one around each Rocket it does not show, as many as fit; each
seat's Rocket stack (:mod:`render.high_frontier.seats`), after the final score once the game
is over (:mod:`render.high_frontier.final`); the patent decks' top cards and the
Sunspot Cycle (docs/rules/high-frontier.md §1, §8, §12). Hands are private: only their sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import IconSpec, draw_text, fit_text, legend
from render.common.header import Header, HeaderLine, draw_header
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.palette import BACKGROUND, HIGHLIGHT, LAST_MOVE, MUTED
from render.high_frontier import final, labels, seats
from render.high_frontier.geometry import ASPECT, SYMBOLS, arc_points, at, spaces
from render.high_frontier.mapview import OVERVIEW, ZOOM, Window, draw_window, paste, rockets
from rules.core.events import fill_names
from rules.high_frontier import stacks
from rules.high_frontier.views import PublicView

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 16
TYPE = 28
#: The board's height limit: 2.5 × its width (a phone scrolls it; the kit's check).
MAX_HEIGHT = 3000
#: The last flight's close-up spans the page; a Rocket's takes half of it.
FLIGHT_TILE = (OVERVIEW, 420)
ROCKET_TILE = ((OVERVIEW - 2 * GAP) // 3, 260)
PER_ROW = 3
TITLE = 40

_SHAPES = {"dot": "circle", "ring": "circle", "square": "square"}


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """The public table (:class:`render.Renderer`): about 1900–3000 px tall."""
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    beside = (seats.cycle_width(), lambda d, xy: seats.draw_cycle(d, view, xy))
    y = draw_header(d, header(view, names), MARGIN, beside=beside)
    y = _overview(image, d, view, y + GAP)
    blocks = [seats.block(view, names, seat) for seat in range(len(view.players))]
    scored = final.height(view, names)
    tail = scored + seats.height(blocks) + seats.DECKS_HEIGHT + 4 * GAP + MARGIN
    y = _closeups(image, d, view, names, y + GAP, MAX_HEIGHT - tail)
    if scored:
        y = final.draw(d, view, names, y + GAP)
    y = seats.draw_seats(d, blocks, y + GAP)
    y = seats.draw_decks(d, view, y + GAP)
    return image.crop((0, 0, WIDTH, min(MAX_HEIGHT, y + MARGIN)))


def header(view: PublicView, names: Sequence[str]) -> Header:
    """The table's header: title, year and season, Seniority Disks, the Altruism variant's
    target, whose turn, the last move."""
    note = labels.year_note(view.year + 1, view.season)
    pills = [(labels.disks(view.disks), HIGHLIGHT)]
    if view.target is not None:
        pills.append((labels.target(view.target), HIGHLIGHT))
    if view.auction is not None:
        card, opening = view.auction
        pills.append((labels.auction(stacks.name(card), opening), MUTED))
    return Header(
        say(labels.TITLE),
        note,
        pills=tuple(pills),
        lines=(HeaderLine(fill_names(say(view.status), names)),),
        last=fill_names(say(view.last), names),
        last_label=say(labels.LAST_MOVE),
    )


def space_name(space: str) -> str:
    """A space as the board names it: its Site or name and id (``LEO (n90)``), else its id."""
    return labels.space_name(spaces()[space].label, space)


def _overview(image: Image.Image, d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """The whole map and its legend; returns the y below."""
    y = section_heading(d, y, say(labels.MAP), say(labels.MAP_NOTE))
    window = Window(OVERVIEW, 0, 0, OVERVIEW, round(OVERVIEW * ASPECT))
    paste(image, draw_window(view, window), (MARGIN, y))
    y += window.height + 10
    entries = [
        (IconSpec(_SHAPES.get(shape, shape), colour), say(labels.SYMBOLS[kind]))  # type: ignore[arg-type]
        for kind, (colour, shape) in SYMBOLS.items()
    ]
    entries.insert(0, (IconSpec("circle", LAST_MOVE), say(labels.LAST_FLIGHT_KEY)))
    entries.append((IconSpec("circle", BACKGROUND), say(labels.HAZARD_KEY)))
    return y + legend(d, (MARGIN, y), entries, size=TYPE, max_width=WIDTH - 2 * MARGIN)


def _closeups(
    image: Image.Image,
    d: ImageDraw.ImageDraw,
    view: PublicView,
    names: Sequence[str],
    y: int,
    bottom: int,
) -> int:
    """The last flight's close-up, then one per group of nearby Rockets it leaves out, three a
    row, while they fit above ``bottom``; returns the y below (``y - GAP`` if none)."""
    shown: list[Window] = []
    if view.flight is not None and y + TITLE + FLIGHT_TILE[1] <= bottom:
        flight = view.flight
        window = _flight_window(tuple(flight.path))
        who = seat_name(names, flight.seat)
        title = labels.flight_title(who, space_name(flight.path[0]), space_name(flight.path[-1]))
        draw_text(d, (MARGIN, y), fit_text(title, TYPE, WIDTH - 2 * MARGIN), size=TYPE)
        paste(image, draw_window(view, window), (MARGIN, y + TITLE))
        shown.append(window)
        y += TITLE + FLIGHT_TILE[1] + GAP
    tiles = [
        group
        for group in _clusters(rockets(view))
        if not any(w.holds(at(group[0][0], w.scale), 40) for w in shown)
    ]
    row = TITLE + ROCKET_TILE[1] + GAP
    drawn = 0
    while drawn < len(tiles) and y + row <= bottom:
        for column, group in enumerate(tiles[drawn : drawn + PER_ROW]):
            left = MARGIN + column * (ROCKET_TILE[0] + GAP)
            window = Window.around([at(space, ZOOM) for space, _ in group], ZOOM, ROCKET_TILE)
            named = [seat_name(names, s) for _, owners in group for s in owners]
            where = spaces()[group[0][0]].label or group[0][0]
            title = fit_text(labels.closeup_title(named, where), TYPE, ROCKET_TILE[0])
            draw_text(d, (left, y), title, size=TYPE)
            paste(image, draw_window(view, window), (left, y + TITLE))
        drawn += PER_ROW
        y += row
    if drawn < len(tiles):
        left_out = len(tiles) - drawn
        draw_text(d, (MARGIN, y), labels.more_closeups(left_out), size=TYPE)
        y += TITLE + GAP
    return y - GAP


def _clusters(by_space: dict[str, list[int]]) -> list[list[tuple[str, list[int]]]]:
    """Rockets' spaces grouped so that one close-up shows each group: a space joins the first
    group whose first space is within half a tile of it."""
    groups: list[list[tuple[str, list[int]]]] = []
    reach_x, reach_y = ROCKET_TILE[0] / 2 - 40, ROCKET_TILE[1] / 2 - 40
    for space, owners in by_space.items():
        x, y = at(space, ZOOM)
        for group in groups:
            gx, gy = at(group[0][0], ZOOM)
            if abs(gx - x) <= reach_x and abs(gy - y) <= reach_y:
                group.append((space, owners))
                break
        else:
            groups.append([(space, owners)])
    return groups


def _flight_window(path: tuple[str, ...]) -> Window:
    """The close-up of a route: the most zoomed scale that holds it, else the overview's
    double centred on its end."""
    for scale in (ZOOM, 2 * OVERVIEW):
        points = [at(p, scale) for p in arc_points(path)]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        if max(xs) - min(xs) + 80 <= FLIGHT_TILE[0] and max(ys) - min(ys) + 80 <= FLIGHT_TILE[1]:
            return Window.around(points, scale, FLIGHT_TILE)
    return Window.around([at(path[-1], 2 * OVERVIEW)], 2 * OVERVIEW, FLIGHT_TILE)
