"""The measure of type sizes behind the phone floor (``tests/render/type_sizes.py``)."""

from __future__ import annotations

from PIL import Image, ImageDraw

import render.common.draw as draw_module
from render.common import draw_text
from tests.render.type_sizes import floor_px, recorded_type_sizes, under_the_floor


def test_every_text_drawn_through_render_common_is_recorded_with_its_size() -> None:
    original = draw_module._text_mask
    canvas = ImageDraw.Draw(Image.new("RGB", (200, 100)))
    with recorded_type_sizes() as drawn:
        draw_text(canvas, (0, 0), "VP", size=30)
        draw_text(canvas, (0, 40), "VP", size=30)
    assert drawn == [(30, "VP"), (30, "VP")]
    assert draw_module._text_mask is original


def test_the_floor_is_nine_px_at_four_hundred_px_wide() -> None:
    assert (floor_px(400), floor_px(1200), floor_px(1300)) == (9, 27, 30)


def test_type_under_the_floor_is_named_with_its_texts() -> None:
    problem = under_the_floor([(26, "Market"), (40, "Title")], 1200)
    assert problem is not None and "26 px ('Market')" in problem and "[26, 40]" in problem


def test_type_at_the_floor_passes() -> None:
    assert under_the_floor([(27, "Market")], 1200) is None
