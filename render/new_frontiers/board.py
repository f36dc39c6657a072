"""The public New Frontiers table, drawn from :class:`rules.new_frontiers.views.PublicView`.

One portrait image 1200 px wide, at most 3000 px tall (docs/design.md §4): the title and
status, the action tiles (chosen ones dimmed with their selector; Produce shows its credits),
the priority track, the supplies (VP chips, colonists, goods, bag) in 28 px type; then, in 37
px type whose capitals read 9 px tall at 400 px wide (issue #26 item 5), the worlds drawn by
Explore (a row each with traits and powers), the development mat two by two (id and name,
price, VP, copies left, powers in a few words), one full-width panel per seat in priority order
(name, score, credits, colonists, VP chips, military, spaces, then each tile by its id: settled
worlds with their VP, explored worlds with how to settle them, developments) and the legend of
the glyphs.

Decision: the seat panels name tiles by id, as chips that wrap: at the phone's type a row per
tile with its powers would not fit five seats in 3000 px. What a tile does is on the mat (a
development with copies left), in the text board and ``/card`` (every tile, whole sentences),
and in the seat's own ``/hand`` picture (a row per tile with its powers).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import draw_text, draw_wrapped, fit_text, pill, rounded_card, text_width
from render.common.header import Header, HeaderLine
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.page import Section, draw_board_page
from render.common.palette import (
    HIGHLIGHT,
    LAST_MOVE,
    MUTED,
    OUTLINE,
    PANEL,
    PANEL_ALT,
    seat_colour,
)
from render.common.seats import seat_marker
from render.new_frontiers import labels
from render.new_frontiers.parts import (
    BIG,
    BIG_LINE,
    GOODS,
    LINE,
    TYPE,
    Chip,
    dev_cell,
    legend,
    tile_chips,
    world_chip,
    world_row,
)
from rules.core.events import fill_names
from rules.new_frontiers.views import PublicView, SeatView

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 12
HALF = (WIDTH - 2 * MARGIN - GAP) // 2
#: A seat marker's radius in px (its colour and shape, render.common.seats).
MARKER_R = 18
#: A seat panel's padding inside its border.
PAD = 14
#: Space between two rows of the development mat drawn with their power lines.
ROW_GAP = 8
MAX_HEIGHT = 8000
#: The tallest page: 2.5 × its width, as every board (tests/conformance/test_render.py).
TALLEST = 3000


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """The public table (:class:`render.Renderer`): about 1700–3000 px tall for 2–5 seats.

    Decision: the page stays within :data:`TALLEST` px (a phone shows a taller picture too
    small to open): the development mat gives each development's powers, and the worlds drawn
    their traits and powers, two lines, then one (cut with an ellipsis), then none (a world's
    still beside its name when they fit there), and then the legend is left out, until the table
    fits (the text board and ``/card`` always say every power whole)."""
    for lines, key in FALLBACKS:
        image = _page(view, names, lines=lines, key=key)
        if image.height <= TALLEST:
            break
    return image


#: The power lines of a development on the mat or a world drawn, and whether the legend is
#: drawn, tried in turn.
FALLBACKS = ((2, True), (1, True), (0, True), (0, False))


def _page(view: PublicView, names: Sequence[str], *, lines: int, key: bool) -> Image.Image:
    """The table, with ``lines`` power lines per development on the mat, and the legend
    (``key``) or not."""
    sections: list[Section] = [
        lambda d, y: _tiles(d, view, names, y),
        lambda d, y: _supplies(d, view, y),
    ]
    if view.pool:
        sections.append(lambda d, y: _pool(d, view, y, lines=lines))
    sections += [
        lambda d, y: _developments(d, view, y, lines=lines),
        lambda d, y: _seats(d, view, names, y),
    ]
    if key:
        sections.append(_legend)
    return draw_board_page(header(view, names), sections, gap=GAP, max_height=MAX_HEIGHT)


def header(view: PublicView, names: Sequence[str]) -> Header:
    """The table's header: title and round, the winners or the last round, what the table waits
    for and the last move (docs/rules/new-frontiers.md)."""
    title, note = say(labels.TITLE), labels.round_note(view.round)
    if view.phase == "over":
        winners = ", ".join(seat_name(names, s) for s in view.winners) or "—"
        vp = max((seat.score for seat in view.seats), default=0)
        return Header(title, note, pills=((labels.won(winners, vp), HIGHLIGHT),))
    return Header(
        title,
        note,
        pills=((say(labels.LAST_ROUND), LAST_MOVE),) if view.ending else (),
        lines=(HeaderLine(fill_names(labels.status(view), names)),),
        last=fill_names(labels.last(view.last), names),
        last_label=say(labels.LAST_MOVE),
    )


def _tiles(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """The action tiles in two columns, then the priority track."""
    y = section_heading(d, y, say(labels.TILES), say(labels.TILES_NOTE))
    for index, tile in enumerate(view.tiles):
        x = MARGIN + (index % 2) * (HALF + GAP)
        top = y + (index // 2) * (LINE + 8)
        label = labels.tile_label(tile.tile, view.produce_credits)
        chosen = tile.chosen_by is not None
        rounded_card(
            d,
            (x, top, x + HALF, top + LINE + 4),
            fill=PANEL if chosen else PANEL_ALT,
            outline=OUTLINE,
        )
        shown = fit_text(label, TYPE, HALF - 20 - (230 if chosen else 0))
        middle = top + LINE // 2 + 2
        draw_text(
            d, (x + 10, middle), shown, size=TYPE, fill=MUTED if chosen else HIGHLIGHT, anchor="lm"
        )
        if tile.chosen_by is not None:
            who = fit_text(seat_name(names, tile.chosen_by), TYPE, 190)
            right = x + HALF - 10
            draw_text(
                d, (right, middle), who, size=TYPE, fill=seat_colour(tile.chosen_by), anchor="rm"
            )
            marker = right - text_width(who, TYPE) - 8 - MARKER_R
            seat_marker(d, (marker, middle), MARKER_R, tile.chosen_by)
    y += ((len(view.tiles) + 1) // 2) * (LINE + 8) + 4
    track = labels.priority([seat_name(names, s) for s in view.priority])
    return y + draw_wrapped(
        d, (MARGIN, y), track, size=TYPE, max_width=WIDTH - 2 * MARGIN, max_lines=3
    )


def _supplies(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    y = section_heading(d, y, say(labels.SUPPLIES), labels.bag(view))
    x = pill(d, (MARGIN, y), labels.chips(view.vp_supply), size=TYPE, fill=(70, 150, 240))
    x = pill(
        d, (x + 10, y), labels.colonists(view.colonist_supply), size=TYPE, fill=(200, 200, 210)
    )
    y += 50
    goods = labels.goods(view.goods_supply, list(GOODS))
    y += draw_wrapped(d, (MARGIN, y), goods, size=TYPE, max_width=WIDTH - 2 * MARGIN, max_lines=2)
    if view.revealed:
        goals = labels.goals(view.revealed)
        y += draw_wrapped(
            d, (MARGIN, y), goals, size=TYPE, max_width=WIDTH - 2 * MARGIN, max_lines=6
        )
    return y


def _pool(d: ImageDraw.ImageDraw, view: PublicView, y: int, *, lines: int) -> int:
    """The worlds drawn by Explore, a row each; their traits and powers beside the name, or on
    at most ``lines`` lines below it."""
    y = section_heading(d, y, say(labels.POOL), labels.left(len(view.pool)))
    for world in view.pool:
        y = world_row(d, (MARGIN, y), world, WIDTH - 2 * MARGIN, terms=True, lines=lines)
    return y


def _developments(d: ImageDraw.ImageDraw, view: PublicView, y: int, *, lines: int) -> int:
    """The developments with copies left, two by two, with their powers; the sold-out ones'
    ids in one line (their powers are in their owners' panels)."""
    y = section_heading(d, y, say(labels.DEVELOPMENTS), say(labels.DEVELOPMENTS_NOTE))
    devs = [dev for dev in view.developments if dev.left]
    for start in range(0, len(devs), 2):
        pair = devs[start : start + 2]
        y = max(
            dev_cell(d, (MARGIN + col * (HALF + GAP), y), dev, HALF, lines=lines)
            for col, dev in enumerate(pair)
        ) + (ROW_GAP if lines else 0)
    gone = [dev.id for dev in view.developments if not dev.left]
    if gone:
        text = labels.sold_out(gone)
        y += draw_wrapped(
            d, (MARGIN, y), text, size=BIG, max_width=WIDTH - 2 * MARGIN, max_lines=4, fill=MUTED
        )
    return y


def _legend(d: ImageDraw.ImageDraw, y: int) -> int:
    """The legend of the tile rows' glyphs and abbreviations."""
    y = section_heading(d, y, say(labels.LEGEND), say(labels.LEGEND_NOTE))
    return legend(d, (MARGIN, y), WIDTH - 2 * MARGIN)


def _seats(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """The seats' panels one under the other, in priority order; returns the y below them."""
    for seat in view.priority:
        bottom = _seat(d, view.seats[seat], view, names, (MARGIN, y))
        right = WIDTH - MARGIN
        rounded_card(d, (MARGIN, y, right, bottom), fill=None, outline=seat_colour(seat), width=3)
        y = bottom + GAP
    return y - GAP


def _seat(
    d: ImageDraw.ImageDraw,
    seat: SeatView,
    view: PublicView,
    names: Sequence[str],
    xy: tuple[int, int],
) -> int:
    """One seat's panel content, the page's width from ``xy``: name, score and supplies, then its
    tiles as chips (settled worlds, explored worlds, developments); returns its bottom."""
    x0, y = xy[0] + PAD, xy[1] + PAD
    inner = WIDTH - 2 * MARGIN - 2 * PAD
    colour = seat_colour(seat.seat)
    score = labels.score(seat.score, seat.seat in view.to_act)
    middle = y + BIG_LINE // 2
    draw_text(d, (x0 + inner, middle), score, size=BIG, fill=HIGHLIGHT, bold=True, anchor="rm")
    room = inner - text_width(score, BIG) - 2 * MARKER_R - 30
    name = fit_text(seat_name(names, seat.seat), BIG, room)
    x = x0 + 2 * MARKER_R + 12
    seat_marker(d, (x0 + MARKER_R, middle), MARKER_R, seat.seat)
    draw_text(d, (x, middle), name, size=BIG, bold=True, fill=colour, anchor="lm")
    stats = labels.stats(seat)
    x += text_width(name, BIG) + 24
    if x + text_width(stats, BIG) <= x0 + room:
        draw_text(d, (x, middle), stats, size=BIG, fill=MUTED, anchor="lm")
        y += BIG_LINE
    else:
        y += BIG_LINE
        y += draw_wrapped(d, (x0, y), stats, size=BIG, max_width=inner, max_lines=2, fill=MUTED)
    chips = [world_chip(world, terms=False) for world in seat.worlds]
    if seat.explored:
        chips.append(Chip(say(labels.EXPLORED), MUTED))
        chips += [world_chip(world, terms=True) for world in seat.explored]
    chips += [Chip(dev.id, HIGHLIGHT) for dev in seat.developments]
    return tile_chips(d, (x0, y), chips, inner) + PAD
