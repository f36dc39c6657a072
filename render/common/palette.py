"""Colours: a dark "space" theme with colour-blind-friendly accents (Okabe–Ito).

Colour never carries meaning alone: seats also show their name and a marker shape, fragments a
letter and a shape.
Every colour is an ``(r, g, b)`` tuple.
"""

from __future__ import annotations

import hashlib

RGB = tuple[int, int, int]

BACKGROUND: RGB = (18, 22, 38)
PANEL: RGB = (31, 38, 62)
PANEL_ALT: RGB = (42, 51, 80)
CARD: RGB = (236, 232, 220)
CARD_DIM: RGB = (190, 186, 176)
INK: RGB = (20, 20, 28)
TEXT: RGB = (242, 242, 246)
MUTED: RGB = (168, 176, 200)
OUTLINE: RGB = (90, 100, 135)
HIGHLIGHT: RGB = (255, 210, 63)
LAST_MOVE: RGB = (255, 121, 198)
GOOD: RGB = (0, 158, 115)
WARN: RGB = (230, 159, 0)

#: Okabe–Ito accents, one per seat (index = seat), each drawn with its marker shape
#: (render.common.seats). Vermilion is lightened from (213, 94, 0) to (220, 100, 10) so that it
#: keeps 3:1 contrast with the panels under protanopia; tests/render/test_seat_colours.py checks
#: every two seats differ by ΔE00 ≥ 10 with normal vision and under the Machado 2009
#: protanopia, deuteranopia and tritanopia simulations.
SEATS: tuple[RGB, ...] = (
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (220, 100, 10),
    (0, 114, 178),
)

#: Afternova fragment colours (rulebook colours seen: purple, green, black, white, orange).
FRAGMENTS: dict[str, RGB] = {
    "purple": (140, 82, 200),
    "green": (0, 158, 115),
    "black": (24, 24, 24),
    "white": (250, 250, 250),
    "orange": (240, 140, 0),
    "blue": (0, 114, 178),
    "red": (213, 94, 0),
    "yellow": (240, 228, 66),
}

#: Space Base track colours (rulebook: credits yellow, income green, VP blue).
CREDITS: RGB = (240, 200, 40)
INCOME: RGB = (0, 170, 110)
VP: RGB = (70, 150, 240)
STATION: RGB = (52, 110, 200)
DEPLOYED: RGB = (200, 60, 50)
ANYTIME: RGB = (40, 150, 80)
COLONY: RGB = (235, 190, 40)


def seat_colour(seat: int) -> RGB:
    """Return the accent colour of ``seat`` (0-based), cycling past the palette's 7 colours."""
    return SEATS[seat % len(SEATS)]


def named_colour(name: str, table: dict[str, RGB]) -> RGB:
    """Return ``table[name]``, or a stable colour derived from ``name`` for an unknown name.

    The fallback hashes with SHA-256 (not ``hash()``, which changes between runs) so a stand-in
    pack with a new colour name still renders the same pixels everywhere.
    """
    if name in table:
        return table[name]
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    return (64 + digest[0] % 160, 64 + digest[1] % 160, 64 + digest[2] % 160)


def contrast_ink(fill: RGB) -> RGB:
    """Return dark or light ink, whichever reads better on ``fill`` (relative luminance)."""
    r, g, b = fill
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else TEXT
