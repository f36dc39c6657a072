"""Afternova cards drawn into a box: Planets, Hired Paws, Blueprints and completed-Blueprint tiles.

Each function takes a view record and a box ``(left, top, right, bottom)`` in pixels and draws
within it. Every text and number is ≥ 28 px (icon letters too: an icon of radius 25 letters at
28 px), so a 1200 px picture shown 400 px wide on a phone keeps ≥ 9 px type (docs/design.md §4).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.afternova import labels
from render.afternova.symbols import expand, fragment_icon, skill_icon
from render.common import Box, IconSpec, draw_text, fit_text, icon, rounded_card, wrap_text
from render.common.fonts import text_width
from render.common.language import say
from render.common.palette import (
    CARD,
    HIGHLIGHT,
    INK,
    MUTED,
    OUTLINE,
    WARN,
)
from rules.afternova.state import BlueprintView, PawView, PlanetView

#: Body type and titles (px). 28 rather than the 27 px floor: the common legend sizes its icons
#: from the type (radius 0.9 × size, letters 1.1 × radius), and 28 px keeps those letters ≥ 27.
BODY = 28
TITLE = 32
#: Line pitch of wrapped body text.
LINE = 36
#: Icon radius: the letter inside is ``round(1.1 × radius)`` = 28 px.
ICON_R = 25
PLANET_HEIGHT = 178
PAW_HEIGHT = 112
BLUEPRINT_HEIGHT = 244
#: A Blueprint drawn without a label (the automa's row): its name sits on the label's line.
UNLABELLED_BLUEPRINT_HEIGHT = BLUEPRINT_HEIGHT - 52
TILE_HEIGHT = 82
UPGRADE_LINES = 2


def icon_row(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    specs: Sequence[IconSpec],
    *,
    max_width: int,
    radius: int = ICON_R,
    empty: int = 0,
) -> int:
    """Draw icons left to right from ``xy`` (top-left), then ``empty`` hollow slots.

    When they do not fit in ``max_width`` the row ends with a "+N" count. Returns the x after the
    last thing drawn.
    """
    step = 2 * radius + 6
    room = max(1, max_width // step)
    total = len(specs) + empty
    shown = total if total <= room else room - 1
    x, cy = xy[0], xy[1] + radius
    for index in range(shown):
        if index < len(specs):
            icon(d, (x + radius, cy), radius, specs[index])
        else:
            d.ellipse(
                (x + 2, cy - radius + 2, x + 2 * radius - 2, cy + radius - 2),
                outline=MUTED,
                width=3,
            )
        x += step
    if shown < total:
        draw_text(
            d, (x + 2, cy), f"+{total - shown}", size=BODY, fill=MUTED, bold=True, anchor="lm"
        )
        x += step
    return x


def requirement_row(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    counts: dict[str, int],
    *,
    ink: tuple[int, int, int],
) -> int:
    """Draw ``skill ×n`` pairs (e.g. a Planet's requirements); return the x after them."""
    x, cy = xy[0], xy[1] + ICON_R
    for skill, amount in counts.items():
        icon(d, (x + ICON_R, cy), ICON_R, skill_icon(skill))
        count = f"×{amount}"
        draw_text(d, (x + 2 * ICON_R + 6, cy), count, size=BODY, fill=ink, bold=True, anchor="lm")
        x += 2 * ICON_R + 6 + text_width(count, BODY) + 8
    return x


def draw_planet(d: ImageDraw.ImageDraw, box: Box, planet: PlanetView, *, in_deal: bool) -> None:
    """Draw a Planet: slot number, name, its two skill requirements and its fragments.

    docs/rules/afternova.md §4, Extract: the Hired Paws played must meet or exceed both
    requirements.
    """
    left, top, right, _ = box
    rounded_card(d, box, fill=CARD, outline=WARN if in_deal else OUTLINE, width=5 if in_deal else 2)
    draw_text(d, (left + 14, top + 6), str(planet.slot), size=TITLE, fill=INK, bold=True)
    name = fit_text(say(planet.name), TITLE, right - left - 66)
    draw_text(d, (left + 52, top + 6), name, size=TITLE, fill=INK, bold=True)
    requirement_row(d, (left + 14, top + 56), planet.requirements, ink=INK)
    icon_row(
        d,
        (left + 14, top + 116),
        [fragment_icon(c) for c in planet.fragments],
        max_width=right - left - 28,
        empty=max(0, planet.spaces - len(planet.fragments)),
    )


def draw_paw(d: ImageDraw.ImageDraw, box: Box, paw: PawView | None, *, label: str) -> None:
    """Draw a Hired Paw: its label (market slot or card id) and skill icons with counts."""
    left, top, _, bottom = box
    if paw is None:
        rounded_card(d, box, fill=None, outline=OUTLINE, width=2)
        draw_text(d, (left + 14, top + 6), labels.empty_slot(label), size=BODY, fill=MUTED)
        return
    rounded_card(d, box, fill=CARD, outline=OUTLINE)
    draw_text(d, (left + 12, top + 4), label, size=BODY, fill=INK, bold=True)
    requirement_row(d, (left + 12, bottom - 2 * ICON_R - 10), paw.skills, ink=INK)


def draw_blueprint(
    d: ImageDraw.ImageDraw, box: Box, bp: BlueprintView | None, *, label: str
) -> None:
    """Draw a Blueprint: label and VP, name, fragment cost and upgrade
    (docs/rules/afternova.md §4, Market), each on its own line so a 276 px card holds them at
    body size."""
    left, top, right, _ = box
    if bp is None:
        rounded_card(d, box, fill=None, outline=OUTLINE, width=2)
        draw_text(d, (left + 14, top + 6), labels.empty_slot(label), size=BODY, fill=MUTED)
        return
    rounded_card(d, box, fill=CARD, outline=OUTLINE)
    vp_badge(d, (right - 36, top + 34), bp.vp)
    if label:
        draw_text(d, (left + 12, top + 8), label, size=BODY, fill=INK, bold=True)
    # with no label (the automa's row) the name takes the label's line, beside the badge
    name_top = top + 60 if label else top + 8
    name = fit_text(say(bp.name), BODY, right - left - (24 if label else 90))
    draw_text(d, (left + 12, name_top), name, size=BODY, fill=INK, bold=True)
    icon_row(
        d,
        (left + 12, name_top + 46),
        [fragment_icon(c) for c in expand(bp.cost)],
        max_width=right - left - 24,
    )
    lines = wrap_text(say(bp.upgrade_text), BODY, right - left - 24, max_lines=UPGRADE_LINES)
    for index, line in enumerate(lines):
        draw_text(d, (left + 12, name_top + 104 + index * LINE), line, size=BODY, fill=INK)


def vp_badge(d: ImageDraw.ImageDraw, centre: tuple[int, int], vp: int) -> None:
    """Draw a gold hexagon badge with the VP number (28 px at radius 26)."""
    icon(d, centre, 26, IconSpec("hexagon", HIGHLIGHT, str(vp)))


def draw_tile(d: ImageDraw.ImageDraw, box: Box, done: BlueprintView) -> None:
    """Draw a completed Blueprint tucked under a Starship: VP and upgrade (it counts from the
    moment it is completed, docs/rules/afternova.md §4, Completing Blueprints)."""
    left, top, right, _ = box
    rounded_card(d, box, fill=CARD, outline=OUTLINE, radius=8)
    draw_text(d, (left + 6, top - 2), f"{done.vp}★", size=BODY, fill=INK, bold=True)
    short = fit_text(upgrade_short(done), BODY, right - left - 10)
    draw_text(d, (left + 6, top + 34), short, size=BODY, fill=INK)


def upgrade_short(bp: BlueprintView) -> str:
    """A few characters naming an upgrade for a small tile (``+Sto``, ``+Pick``, ``+P``)."""
    if bp.upgrade == "skill" and bp.upgrade_skill:
        return f"+{skill_icon(bp.upgrade_skill).letter}"
    short = labels.UPGRADE_SHORT.get(bp.upgrade)
    return say(short) if short is not None else bp.upgrade
