"""The final score table on the High Frontier board once the game is over (issue #28 item 3;
docs/rules/high-frontier.md §16, §17).

One row per seat, best first (the winners, then by VP, ties by seat): the place, the seat's
marker and name with where its VP came from (tokens on the map, Factories at their stock price,
Colony bonuses, glory), and its VP on the right; the winners framed in gold. In the Altruism
variant the verdict against the target (met by every seat, or not) comes first. Drawn with
:mod:`render.common` at 28 px (the 27 px phone floor of docs/design.md §4); it takes the place
of the close-ups, which say little once the game ends.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.common import draw_text, fit_text, rounded_card, text_width
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.palette import HIGHLIGHT, PANEL, seat_colour
from render.common.seats import seat_marker
from render.high_frontier import labels
from rules.high_frontier.views import PublicView

TYPE = 28
ROW = 84
GAP = 6
MARKER_R = 14
VERDICT = 40


def ranking(view: PublicView) -> list[int]:
    """Seats best first: the winners, then by VP, ties by seat."""
    winners = set(view.winners)
    players = view.players
    return sorted(range(len(players)), key=lambda s: (s not in winners, -players[s].vp, s))


def draw(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """The table from ``y`` under its heading; returns the y below it."""
    winners = [seat_name(names, s) for s in view.winners]
    y = section_heading(d, y, say(labels.FINAL_SCORE), labels.winners_note(winners))
    left, right = PAGE_MARGIN, PAGE_WIDTH - PAGE_MARGIN
    if view.verdict:
        draw_text(d, (left, y), fit_text(say(view.verdict), TYPE, right - left), size=TYPE)
        y += VERDICT
    order = ranking(view)
    place = 0
    for index, seat in enumerate(order):
        player = view.players[seat]
        if index == 0 or player.vp != view.players[order[index - 1]].vp:
            place = index + 1
        won = seat in view.winners
        rounded_card(
            d,
            (left, y, right, y + ROW),
            fill=PANEL,
            outline=HIGHLIGHT if won else seat_colour(seat),
            width=3,
        )
        top, bottom = y + ROW // 4, y + 3 * ROW // 4
        draw_text(d, (left + 14, top), f"{place}.", size=TYPE, bold=True, anchor="lm")
        seat_marker(d, (left + 70, top), MARKER_R, seat)
        shown = labels.final_vp(player.vp)
        if won:
            shown = f"{say(labels.WINNER)}  {shown}"
        colour = HIGHLIGHT if won else seat_colour(seat)
        draw_text(d, (right - 14, top), shown, size=TYPE, bold=True, fill=colour, anchor="rm")
        x = left + 70 + MARKER_R + 12
        room = right - 14 - text_width(shown, TYPE) - 16 - x
        name = fit_text(seat_name(names, seat), TYPE, room)
        draw_text(d, (x, top), name, size=TYPE, bold=True, anchor="lm")
        parts = fit_text(labels.score_parts(player.parts), TYPE, right - 14 - x)
        draw_text(d, (x, bottom), parts, size=TYPE, anchor="lm")
        y += ROW + GAP
    return y - GAP
