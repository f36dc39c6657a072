"""A seat's private New Frontiers picture: its face-down goal, the goals it drew, its standing
choices (DM only)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import draw_text, draw_wrapped, fit_text
from render.common.palette import BACKGROUND, HIGHLIGHT, MUTED, TEXT
from render.new_frontiers.parts import TYPE
from rules.new_frontiers.views import PrivateView

WIDTH = 1200
MARGIN = 24
MAX_HEIGHT = 2000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """Draw ``view.seat``'s secrets and standing choices.

    Args:
        view: ``GAME.view(state, seat)``.
        name: the seat's display name (title only).

    Returns:
        An RGB image 1200 px wide.
    """
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    width = WIDTH - 2 * MARGIN
    draw_text(d, (MARGIN, MARGIN), fit_text(f"{name} · private", 34, width), size=34, bold=True)
    y = MARGIN + 60
    me = view.seats[view.seat]
    lines = [f"${me.credits} · {me.colonists} colonists · {me.chips} VP chips · {me.score} VP"]
    if view.goal is not None:
        lines.append(f"Face-down goal: {view.goal.id} {view.goal.name}: {view.goal.text}")
    else:
        lines.append("No face-down goal.")
    lines += [f"Drawn: keep {g.id} = {g.name}: {g.text}" for g in view.drawn]
    prefs = view.prefs
    lines.append(
        f"Standing choices: trade {prefs.trade}, consume {prefs.consume}"
        + (", stockpile yes" if prefs.stockpile else "")
    )
    fills = [TEXT, HIGHLIGHT if view.goal is not None else MUTED]
    for index, line in enumerate(lines):
        fill = fills[index] if index < len(fills) else MUTED
        y += draw_wrapped(d, (MARGIN, y), line, size=TYPE, max_width=width, max_lines=3, fill=fill)
        y += 8
    return image.crop((0, 0, WIDTH, y + MARGIN))
