"""The final score on the High Frontier board once the game is over (docs/rules/high-frontier.md
§16; issue #28 item 3): the view's ``final`` sentences, one paragraph each, under a "Final
score" heading: in the Altruism variant (solo or cooperative) first whether every seat reached
the VP target, then each seat's VP with its breakdown (tokens on the map, Factories at their
stock price, Colony Sites, glory) and Aquas, then the tie-break. 28 px type (the phone floor of
docs/design.md §4), wrapped, never cut. It sits above the seats' panels, which still show the
Rockets and Outposts the scores came from."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.common import draw_text, wrap_text
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, section_heading
from rules.core.events import fill_names
from rules.core.text import Msg
from rules.high_frontier.views import PublicView

TYPE = 28
LINE = 36
GAP = 8
HEADING = 44
#: A sentence's lines at most (a seat's breakdown takes two at phone width).
MAX_LINES = 4
FINAL_SCORE = Msg("high_frontier.board.final_score", "Final score")
FINAL_NOTE = Msg("high_frontier.board.final_note", "VP by source")


def paragraphs(view: PublicView, names: Sequence[str]) -> list[list[str]]:
    """Each final sentence with the seats' names filled in, wrapped to the page."""
    width = PAGE_WIDTH - 2 * PAGE_MARGIN
    said = [fill_names(say(line), names) for line in view.final]
    return [wrap_text(line, TYPE, width, max_lines=MAX_LINES) for line in said]


def height(view: PublicView, names: Sequence[str]) -> int:
    """The section's height in px (0 while the game goes on)."""
    if not view.final:
        return 0
    wrapped = paragraphs(view, names)
    return HEADING + sum(len(p) * LINE for p in wrapped) + GAP * (len(wrapped) - 1)


def draw(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """The section from ``y``; returns the y below it."""
    y = section_heading(d, y, say(FINAL_SCORE), say(FINAL_NOTE))
    for paragraph in paragraphs(view, names):
        for line in paragraph:
            draw_text(d, (PAGE_MARGIN, y), line, size=TYPE)
            y += LINE
        y += GAP
    return y - GAP
