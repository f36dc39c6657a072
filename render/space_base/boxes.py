"""Space Base box contents drawn compactly: gain chips (credits, income, VP) plus a short label.

Rulebook: the three rewards are credits (yellow coin), income (green planet) and VP (blue
rocket); colour is never alone: credits are circles, income squares, VP hexagons, each with
the amount inside. Abilities and arrows become a few characters (``Reroll``, ``→1st``).
"""

from __future__ import annotations

import re

from PIL import ImageDraw

from render.common import IconSpec, draw_text, fit_text, icon, text_width
from render.common.draw import Shape
from render.common.palette import CREDITS, INCOME, RGB, TEXT, VP
from rules.space_base.state import BoxView

CHIP_R = 20
LABEL = 22
_GAIN_PART = re.compile(r"^\+\d+ (credits|income|VP)$")
_ABBREVIATIONS = (
    (re.compile(r"Claim a Card \(Level ≤(\d)\)"), r"Claim L≤\1"),
    (re.compile(r"Place a Charge Anywhere"), "Charge any"),
    (re.compile(r"Place a Card in 7–12"), "Place 7–12"),
    (re.compile(r"Exchange this Card"), "Exchange"),
    (re.compile(r"Buy a Card"), "Buy"),
    (re.compile(r"Swap Sectors"), "Swap"),
    (re.compile(r"All Players Lose (\d+) VP"), r"All −\1 VP"),
    (re.compile(r"YOU WIN!"), "WIN!"),
)
CUBE = IconSpec("square", TEXT, "")


def gain_chips(box: BoxView) -> list[IconSpec]:
    """Chips for the plain gains in ``box`` (e.g. credits 2 -> a yellow coin ``2``)."""
    kinds: tuple[tuple[int, RGB, Shape], ...] = (
        (box.credits, CREDITS, "circle"),
        (box.income, INCOME, "square"),
        (box.vp, VP, "hexagon"),
    )
    return [IconSpec(shape, colour, str(amount)) for amount, colour, shape in kinds if amount]


def box_label(box: BoxView) -> str:
    """The rest of ``box.text`` abbreviated (arrows, ability names); gains and the charge
    circle are drawn as chips instead."""
    parts = box.text.split(", ")
    label = " ".join(p for p in parts if not _GAIN_PART.match(p) and p not in ("—", "Charge"))
    for pattern, short in _ABBREVIATIONS:
        label = pattern.sub(short, label)
    return label


def draw_box(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    box: BoxView,
    *,
    max_width: int,
    ink: RGB = TEXT,
) -> None:
    """Draw ``box`` on one line from ``xy`` (top-left) within ``max_width``: a white cube when
    activating it places a charge (rulebook "Activations and Charges"), gain chips, the label."""
    x, cy = xy[0], xy[1] + CHIP_R
    chips = [CUBE] if box.charges else []
    for chip in [*chips, *gain_chips(box)]:
        if x + 2 * CHIP_R > xy[0] + max_width:
            break
        icon(d, (x + CHIP_R, cy), CHIP_R, chip)
        x += 2 * CHIP_R + 4
    label = box_label(box)
    room = xy[0] + max_width - x
    if label and room > text_width("…", LABEL):
        draw_text(
            d, (x, cy), fit_text(label, LABEL, room), size=LABEL, fill=ink, bold=True, anchor="lm"
        )


LEGEND_CHIPS: tuple[tuple[IconSpec, str], ...] = (
    (IconSpec("circle", CREDITS, "C"), "credits"),
    (IconSpec("square", INCOME, "I"), "income"),
    (IconSpec("hexagon", VP, "V"), "VP"),
)
