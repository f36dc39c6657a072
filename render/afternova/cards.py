"""Afternova cards drawn into a box: Planets, Hired Paws, Blueprints and completed-Blueprint tiles.

Each function takes a view record and a box ``(left, top, right, bottom)`` in pixels and draws
within it. Type sizes are ≥ 22 px so that a 1200 px board stays legible at phone preview width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render.afternova.symbols import expand, fragment_icon, skill_icon
from render.common import Box, IconSpec, draw_text, fit_text, icon, rounded_card, wrap_text
from render.common.palette import (
    CARD,
    HIGHLIGHT,
    INK,
    MUTED,
    OUTLINE,
    WARN,
)
from rules.afternova.state import BlueprintView, PawView, PlanetView

BODY = 24
TITLE = 28
ICON_R = 20
PAW_HEIGHT = 100
BLUEPRINT_HEIGHT = 172


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
        draw_text(
            d, (x + 2 * ICON_R + 4, cy), f"×{amount}", size=BODY, fill=ink, bold=True, anchor="lm"
        )
        x += 2 * ICON_R + 58
    return x


def draw_planet(d: ImageDraw.ImageDraw, box: Box, planet: PlanetView, *, in_deal: bool) -> None:
    """Draw a Planet: slot number, name, its two skill requirements and its fragments.

    docs/rules/afternova.md §4, Extract: the Hired Paws played must meet or exceed both
    requirements.
    """
    left, top, right, _ = box
    rounded_card(d, box, fill=CARD, outline=WARN if in_deal else OUTLINE, width=5 if in_deal else 2)
    draw_text(d, (left + 14, top + 10), str(planet.slot), size=TITLE, fill=INK, bold=True)
    name = fit_text(planet.name, TITLE, right - left - 60)
    draw_text(d, (left + 48, top + 10), name, size=TITLE, fill=INK, bold=True)
    requirement_row(d, (left + 14, top + 58), planet.requirements, ink=INK)
    icon_row(
        d,
        (left + 14, top + 108),
        [fragment_icon(c) for c in planet.fragments],
        max_width=right - left - 28,
        empty=max(0, planet.spaces - len(planet.fragments)),
    )


def draw_paw(d: ImageDraw.ImageDraw, box: Box, paw: PawView | None, *, label: str) -> None:
    """Draw a Hired Paw: its label (market slot or card id) and skill icons with counts."""
    left, top, _, bottom = box
    if paw is None:
        rounded_card(d, box, fill=None, outline=OUTLINE, width=2)
        draw_text(d, (left + 14, top + 10), f"{label} empty", size=BODY, fill=MUTED)
        return
    rounded_card(d, box, fill=CARD, outline=OUTLINE)
    draw_text(d, (left + 12, top + 8), label, size=BODY, fill=INK, bold=True)
    requirement_row(d, (left + 12, bottom - 2 * ICON_R - 10), paw.skills, ink=INK)


def draw_blueprint(
    d: ImageDraw.ImageDraw, box: Box, bp: BlueprintView | None, *, label: str
) -> None:
    """Draw a Blueprint: label, name, VP, fragment cost and upgrade (docs/rules/afternova.md §4,
    Market)."""
    left, top, right, _ = box
    if bp is None:
        rounded_card(d, box, fill=None, outline=OUTLINE, width=2)
        draw_text(d, (left + 14, top + 10), f"{label} empty", size=BODY, fill=MUTED)
        return
    rounded_card(d, box, fill=CARD, outline=OUTLINE)
    vp_badge(d, (right - 34, top + 30), bp.vp)
    head = fit_text(f"{label} {bp.name}", BODY, right - left - 80)
    draw_text(d, (left + 12, top + 8), head, size=BODY, fill=INK, bold=True)
    icon_row(
        d,
        (left + 12, top + 50),
        [fragment_icon(c) for c in expand(bp.cost)],
        max_width=right - left - 24,
    )
    for index, line in enumerate(wrap_text(bp.upgrade_text, 22, right - left - 24, max_lines=2)):
        draw_text(d, (left + 12, top + 104 + index * 28), line, size=22, fill=INK)


def vp_badge(d: ImageDraw.ImageDraw, centre: tuple[int, int], vp: int) -> None:
    """Draw a gold star-like badge with the VP number."""
    icon(d, centre, 24, IconSpec("hexagon", HIGHLIGHT, str(vp)))


def draw_tile(d: ImageDraw.ImageDraw, box: Box, done: BlueprintView) -> None:
    """Draw a completed Blueprint tucked under a Starship: VP and upgrade (it counts from the
    moment it is completed, docs/rules/afternova.md §4, Completing Blueprints)."""
    left, top, right, _ = box
    rounded_card(d, box, fill=CARD, outline=OUTLINE, radius=8)
    draw_text(d, (left + 8, top + 4), f"{done.vp}★", size=BODY, fill=INK, bold=True)
    short = fit_text(upgrade_short(done), 22, right - left - 12)
    draw_text(d, (left + 8, top + 36), short, size=22, fill=INK)


def upgrade_short(bp: BlueprintView) -> str:
    """A few characters naming an upgrade for a small tile (``+1 Sto``, ``+1 Pick``, ``+P``)."""
    if bp.upgrade == "skill" and bp.upgrade_skill:
        return f"+{skill_icon(bp.upgrade_skill).letter}"
    return {"storage": "+Sto", "extra_pick": "+Pick", "vp": "VP"}.get(bp.upgrade, bp.upgrade)
