"""The public Eclipse board, drawn from :class:`rules.eclipse.views.PublicView`.

One portrait image 1200 px wide, every text 28 px (docs/design.md §4), at most 2.5 times as tall
as wide: the header (round, phase, who is asked and for what, the last move; at the end the
winners), the zoomed crop around the last move on the map (at the end the final score table,
:mod:`render.eclipse.scores`, in its place), the whole explored galaxy scaled into the height
left, while a sector is being explored its legal turns (:mod:`render.eclipse.exploring`), the
legend, then one card per seat (species, storage and production, influence discs and
upkeep, colony ships, reputation tiles and kept discovery tiles counted, ships in play, techs,
ambassadors). A seat's blueprints and techs in full are its private picture and the text form
(docs/rules/eclipse.md §7, §11, §14).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import draw_text, fit_text, rounded_card, text_width
from render.common.header import Header, HeaderLine
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.page import Section, draw_board_page
from render.common.palette import HIGHLIGHT, LAST_MOVE, MUTED, PANEL, seat_colour
from render.common.seats import seat_marker
from render.common.words import game_over
from render.eclipse import exploring, galaxy, labels, scores
from render.eclipse.sector import TYPE
from render.eclipse.state_words import asked, seat_lines
from rules.core.events import fill_names
from rules.eclipse.views import PublicView

GAP = 12
LINE = 36
MARKER_R = 15
#: The tallest board (px): 2.5 × the width, the conformance suite's phone limit.
MAX_HEIGHT = 3000
#: A seat card: padding, the name line and two lines of figures.
SEAT_CARD = 16 + 40 + 2 * LINE


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """The public board (:class:`render.Renderer`): 1200 px wide, at most 3000 px tall."""
    spot: list[int] = []
    final = scores.height(view)
    zoom = None if final else galaxy.zoom_section(view, spot)
    seats_height = 44 + len(view.seats) * (SEAT_CARD + GAP) - GAP
    strip = exploring.strip_height(view)
    below = GAP + galaxy.legend_height() + GAP + seats_height + 2 * PAGE_MARGIN
    below += strip + GAP if strip else 0

    def whole(d: ImageDraw.ImageDraw, y: int) -> int:
        room = MAX_HEIGHT - y - below - 44
        return galaxy.galaxy_section(view, room)(d, y)

    sections: list[Section] = [
        *([lambda d, y: scores.draw(d, view, names, y)] if final else []),
        *([zoom] if zoom is not None else []),
        whole,
        *([exploring.strip_section(view)] if strip else []),
        galaxy.legend_section,
        lambda d, y: _seats(d, view, names, y),
    ]
    image = draw_board_page(header(view, names), sections, gap=GAP, max_height=MAX_HEIGHT)
    if spot:
        image.paste(galaxy.zoom_image(view), (PAGE_MARGIN, spot[0]))
    return image


def header(view: PublicView, names: Sequence[str]) -> Header:
    """The board's header: title and round, the phase, who is asked and for what, the seats
    that passed, the last move."""
    note = labels.round_of(view.round)
    if view.phase == "over":
        won = labels.names_list([seat_name(names, s) for s in view.winners])
        return Header(
            say(labels.TITLE),
            note,
            pills=((game_over(won) if view.winners else say(labels.GAME_OVER), HIGHLIGHT),),
            last=fill_names(say(view.last), names),
            last_label=say(labels.LAST_MOVE),
        )
    passed = [seat_name(names, s) for s, seat in enumerate(view.seats) if seat.passed]
    lines = [HeaderLine(fill_names(say(asked(view)), names))]
    if passed and view.phase == "action":
        lines.append(HeaderLine(labels.passed(passed), fill=MUTED, max_lines=1))
    return Header(
        say(labels.TITLE),
        note,
        pills=((labels.phase_pill(view.phase), HIGHLIGHT),),
        lines=tuple(lines),
        last=fill_names(say(view.last), names),
        last_label=say(labels.LAST_MOVE),
    )


def _seats(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """One card per seat, in seat order; returns the y below."""
    y = section_heading(d, y, say(labels.SPECIES_BOARDS), say(labels.SPECIES_NOTE))
    for seat in range(len(view.seats)):
        _seat(d, view, names, seat, y)
        y += SEAT_CARD + GAP
    return y - GAP


def _seat(
    d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], seat: int, y: int
) -> None:
    """A seat's card from ``y``: marker, name, species and status, then two lines of figures."""
    board = view.seats[seat]
    left, right = PAGE_MARGIN, PAGE_WIDTH - PAGE_MARGIN
    rounded_card(d, (left, y, right, y + SEAT_CARD), fill=PANEL, outline=seat_colour(seat), width=3)
    x, top = left + 12, y + 8
    status = "out" if board.eliminated else "to act" if seat in view.to_act else ""
    if not status and board.passed and view.phase == "action":
        status = "passed"
    shown = say(labels.STATUS[status]) if status else ""
    if status:
        colour = LAST_MOVE if status == "to act" else MUTED
        draw_text(d, (right - 12, top + 2), shown, size=TYPE, fill=colour, anchor="ra")
    room = right - 12 - x - 2 * MARKER_R - 10 - (text_width(shown, TYPE) + 20 if status else 0)
    seat_marker(d, (x + MARKER_R, top + 20), MARKER_R, seat)
    first, figures = seat_lines(view, seat)
    title = fit_text(f"{seat_name(names, seat)} · {first}", TYPE, room)
    draw_text(
        d, (x + 2 * MARKER_R + 10, top + 2), title, size=TYPE, bold=True, fill=seat_colour(seat)
    )
    top += 42
    for line in figures[:2]:
        draw_text(d, (x, top), fit_text(line, TYPE, right - x - 12), size=TYPE)
        top += LINE
