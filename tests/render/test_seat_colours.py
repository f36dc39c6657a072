"""Seat colours under colour-vision deficiency (docs/design.md §4, "Accessible").

The seat palette is Okabe–Ito (``render.common.palette.SEATS``); every seat also has its own
marker shape (``render.common.seats``), so no seat rests on colour alone. For as many seats as
the largest registered game, seen with normal vision and through the Machado et al. 2009
severity-1.0 simulations of protanopia, deuteranopia and tritanopia (``tests/render/
colour_vision.py``): every two seat colours differ by CIEDE2000 ≥ 10 (about four times the
just-noticeable 2.3), and every seat colour keeps a 3:1 WCAG contrast with the seat panels.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from render.common.palette import PANEL, seat_colour
from render.common.seats import SEAT_SHAPES, seat_icon, seat_marker_words
from rules import GAMES
from tests.render.colour_vision import (
    MACHADO_2009,
    NORMAL,
    contrast,
    delta_e_2000,
    lab,
    linear,
    simulate,
)

SEATS = max(game.max_players for game in GAMES.values())
VISIONS = {"normal": NORMAL, **MACHADO_2009}
MIN_DELTA_E = 10.0
MIN_CONTRAST = 3.0


@pytest.mark.parametrize("vision", sorted(VISIONS))
def test_every_two_seat_colours_stay_apart(vision: str) -> None:
    seen = [lab(simulate(seat_colour(seat), VISIONS[vision])) for seat in range(SEATS)]
    close = [
        f"seats {a} and {b}: ΔE00 {delta_e_2000(seen[a], seen[b]):.1f}"
        for a, b in combinations(range(SEATS), 2)
        if delta_e_2000(seen[a], seen[b]) < MIN_DELTA_E
    ]
    assert not close, f"under {vision}: {close}"


@pytest.mark.parametrize("vision", sorted(VISIONS))
def test_every_seat_colour_stands_out_from_its_panel(vision: str) -> None:
    matrix = VISIONS[vision]
    panel = simulate(PANEL, matrix)
    low = {
        seat: round(contrast(simulate(seat_colour(seat), matrix), panel), 2)
        for seat in range(SEATS)
        if contrast(simulate(seat_colour(seat), matrix), panel) < MIN_CONTRAST
    }
    assert not low, f"under {vision}, contrast with the panel below 3:1: {low}"


def test_every_seat_has_its_own_shape() -> None:
    assert len(SEAT_SHAPES) >= SEATS
    assert len({seat_icon(seat).shape for seat in range(SEATS)}) == SEATS
    assert len({seat_marker_words(seat) for seat in range(SEATS)}) == SEATS


def test_the_simulation_keeps_grey_grey_and_tells_red_from_green_apart_only_normally() -> None:
    """The matrices as published: a grey stays grey under each, and red and green (far apart
    to normal vision) come close under protanopia and deuteranopia."""
    for matrix in MACHADO_2009.values():
        grey = simulate((128, 128, 128), matrix)
        assert max(grey) - min(grey) < 0.01 and abs(grey[0] - linear((128, 128, 128))[0]) < 0.01
    red, green = (213, 94, 0), (0, 158, 115)
    apart = delta_e_2000(lab(linear(red)), lab(linear(green)))
    for vision in ("protanopia", "deuteranopia"):
        seen = [lab(simulate(c, MACHADO_2009[vision])) for c in (red, green)]
        assert delta_e_2000(*seen) < apart / 2


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_sharmas_published_pairs(
    first: tuple[float, float, float], second: tuple[float, float, float], expected: float
) -> None:
    assert delta_e_2000(first, second) == pytest.approx(expected, abs=1e-3)
