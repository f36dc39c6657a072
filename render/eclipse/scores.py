"""The final score table on the Eclipse board once the game is over (docs/rules/eclipse.md §16).

One row per seat, best first (the view's ``scores``; ties in the order of the outcome's
ranking: the winners first, then by seat): the place, the seat's marker and name, its species
and sectors held, and its VP on the right, the winners' rows framed in gold and marked
``winner``. Drawn with :mod:`render.common` (28 px type, at least the 27 px phone floor of
docs/design.md §4); it takes the place of the crop around the last move, which says little once
the game ends.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.common import draw_text, fit_text, rounded_card, text_width
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.palette import HIGHLIGHT, PANEL, seat_colour
from render.common.seats import seat_marker
from render.eclipse import labels
from render.eclipse.sector import TYPE
from render.eclipse.terms import side_name
from rules.eclipse.views import PublicView

ROW = 48
GAP = 6
MARKER_R = 14


def ranking(view: PublicView) -> list[int]:
    """Seats best first: the winners, then by VP, ties by seat."""
    winners = set(view.winners)
    return sorted(range(len(view.scores)), key=lambda s: (s not in winners, -view.scores[s], s))


def height(view: PublicView) -> int:
    """The table's height in px (0 before the game is over)."""
    if not view.scores:
        return 0
    return 44 + len(view.scores) * (ROW + GAP) - GAP


def draw(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """The table from ``y`` under its heading; returns the y below it."""
    winners = [seat_name(names, s) for s in view.winners]
    y = section_heading(d, y, say(labels.FINAL_SCORE), labels.winners_note(winners))
    left, right = PAGE_MARGIN, PAGE_WIDTH - PAGE_MARGIN
    place = 0
    for index, seat in enumerate(ranking(view)):
        if index == 0 or view.scores[seat] != view.scores[ranking(view)[index - 1]]:
            place = index + 1
        won = seat in view.winners
        outline = HIGHLIGHT if won else seat_colour(seat)
        rounded_card(d, (left, y, right, y + ROW), fill=PANEL, outline=outline, width=3)
        middle = y + ROW // 2
        draw_text(d, (left + 14, middle), f"{place}.", size=TYPE, bold=True, anchor="lm")
        seat_marker(d, (left + 70, middle), MARKER_R, seat)
        vp = labels.vp(view.scores[seat])
        tag = say(labels.WINNER) if won else ""
        shown = f"{tag}  {vp}" if tag else vp
        draw_text(
            d,
            (right - 14, middle),
            shown,
            size=TYPE,
            bold=True,
            fill=HIGHLIGHT if won else seat_colour(seat),
            anchor="rm",
        )
        x = left + 70 + MARKER_R + 12
        held = sum(1 for s in view.sectors if s.owner == seat)
        board = view.seats[seat]
        line = labels.score_row(seat_name(names, seat), side_name(board.side), held)
        room = right - 14 - text_width(shown, TYPE) - 16 - x
        draw_text(d, (x, middle), fit_text(line, TYPE, room), size=TYPE, anchor="lm")
        y += ROW + GAP
    return y - GAP
