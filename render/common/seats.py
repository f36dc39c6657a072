"""Seat markers: every seat is a colour *and* a shape, so no seat is told apart by colour alone.

Seat ``n`` has the Okabe–Ito colour :func:`render.common.palette.seat_colour` and the shape
``SEAT_SHAPES[n % 6]`` (circle, square, triangle, diamond, star, hexagon); every board draws the
marker wherever it draws a seat's colour, and the text forms name both (``"orange circle"``).
The palette's check under colour-vision deficiency is ``tests/render/test_seat_colours.py``
(docs/design.md §4).
"""

from __future__ import annotations

from PIL import ImageDraw

from render.common.draw import IconSpec, Shape, icon
from render.common.language import say
from render.common.palette import SEATS, seat_colour
from rules.core.text import Msg

SEAT_SHAPES: tuple[Shape, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")

#: Plain names of the seat colours (index = ``palette.SEATS``), for the text forms.
SEAT_COLOUR_NAMES: tuple[str, ...] = (
    "orange",
    "sky blue",
    "green",
    "yellow",
    "pink",
    "vermilion",
    "blue",
)


def seat_icon(seat: int) -> IconSpec:
    """Seat ``seat``'s (0-based) marker: its colour in its shape, no letter."""
    return IconSpec(SEAT_SHAPES[seat % len(SEAT_SHAPES)], seat_colour(seat))


def seat_marker(d: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int, seat: int) -> None:
    """Draw seat ``seat``'s marker centred on ``centre``, ``radius`` px (rings included)."""
    icon(d, centre, radius, seat_icon(seat))


def seat_marker_words(seat: int) -> str:
    """Seat ``seat``'s marker in words: ``"orange circle"``, ``"sky blue square"`` (in the
    language being drawn: ``橙色圆形``; ids ``render.seat_colour.*``, ``render.seat_shape.*``)."""
    colour = SEAT_COLOUR_NAMES[seat % len(SEATS)]
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    marker = Msg(
        "render.seat_marker",
        "{colour} {shape}",
        colour=Msg(f"render.seat_colour.{colour.replace(' ', '_')}", colour),
        shape=Msg(f"render.seat_shape.{shape}", shape),
    )
    return say(marker)
