"""Shared rendering helpers: text fitting, colours, icons, PNG encoding, the entry points."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

import render
from render.common import IconSpec, encode_png, fit_text, font, legend, text_width, wrap_text
from render.common.header import Header, HeaderLine
from render.common.layout import seat_name
from render.common.page import draw_page
from render.common.palette import BACKGROUND, INK, TEXT, contrast_ink, named_colour
from render.common.png import alt_text
from render.common.seats import seat_marker_words
from render.common.words import paragraph

LONG = "Draw one extra Hired Paw whenever you complete a Blueprint with an orange fragment"


def test_fit_text_keeps_text_that_fits() -> None:
    assert fit_text("Extract", 24, 500) == "Extract"


def test_fit_text_cuts_to_width_with_ellipsis() -> None:
    cut = fit_text(LONG, 24, 200)
    assert cut.endswith("…")
    assert text_width(cut, 24) <= 200


def test_wrap_text_respects_line_count_and_width() -> None:
    lines = wrap_text(LONG, 22, 180, max_lines=2)
    assert len(lines) == 2
    assert all(text_width(line, 22) <= 180 for line in lines)


def test_wrap_text_breaks_chinese_between_characters() -> None:
    lines = wrap_text("完成蓝图时抽一张雇佣工卡牌", 22, 100, max_lines=5)
    assert len(lines) > 1
    assert "".join(lines) == "完成蓝图时抽一张雇佣工卡牌"


def test_wrap_text_keeps_a_latin_name_whole_inside_chinese() -> None:
    """A tile name inside a Chinese phrase breaks between its words, never inside one."""
    phrase = "面朝下的目标：g-01 Frontier Census：每 3 个星球得 1 分"
    for width in range(160, 420, 20):
        lines = wrap_text(phrase, 22, width, max_lines=4)
        for word in ("g-01", "Frontier", "Census"):
            assert any(word in line for line in lines), (width, lines)


def test_font_is_cached_per_size() -> None:
    assert font(23) is font(23)


def test_font_rejects_non_positive_size() -> None:
    with pytest.raises(ValueError, match="positive"):
        font(0)


def test_named_colour_is_stable_for_unknown_names() -> None:
    assert named_colour("teal", {}) == named_colour("teal", {})
    assert named_colour("teal", {}) != named_colour("cyan", {})


def test_contrast_ink_is_dark_on_light_and_light_on_dark() -> None:
    assert contrast_ink((250, 250, 250)) == INK
    assert contrast_ink((20, 20, 20)) == TEXT


def test_legend_wraps_to_more_rows_when_narrow() -> None:
    image = Image.new("RGB", (600, 300), BACKGROUND)
    entries = [(IconSpec("circle", (200, 0, 0), "R"), f"entry {i}") for i in range(6)]
    wide = legend(ImageDraw.Draw(image), (0, 0), entries, size=22, max_width=600)
    narrow = legend(ImageDraw.Draw(image), (0, 0), entries, size=22, max_width=200)
    assert narrow > wide


def test_encode_png_is_a_paletted_png() -> None:
    image = Image.new("RGB", (50, 40), (10, 200, 30))
    decoded = Image.open(io.BytesIO(encode_png(image)))
    assert (decoded.format, decoded.mode, decoded.size) == ("PNG", "P", (50, 40))


def test_encode_png_is_deterministic() -> None:
    image = Image.new("RGB", (80, 60), BACKGROUND)
    ImageDraw.Draw(image).text((5, 5), "Orrery", font=font(22), fill=TEXT)
    assert encode_png(image) == encode_png(image.copy())


def test_draw_board_refuses_an_unknown_game() -> None:
    with pytest.raises(KeyError, match="no renderer"):
        render.draw_board("chess", object(), names=["a"])


def test_seat_name_falls_back_to_the_seat_number() -> None:
    assert (seat_name(["Ana"], 0), seat_name(["Ana"], 2)) == ("Ana", "P3")


def test_paragraph_keeps_whole_sentences_and_says_where_the_rest_is() -> None:
    assert paragraph(["One.", "Two."], limit=20) == "One. Two."
    more = "The whole board in words: `/game board text:yes`."
    moved = paragraph(
        ["One.", "A second sentence, longer than the room left.", "Three."], len(more) + 6
    )
    assert moved == f"One. {more}" and len(moved) <= len(more) + 6
    with pytest.raises(ValueError):
        paragraph(["One.", "Two."], limit=5)


def test_header_sentences_say_what_the_header_draws() -> None:
    header = Header(
        "Space Base",
        "Round 2 · Turn 5",
        pills=(("Ana's turn", TEXT),),
        lines=(HeaderLine("Waiting for Ben"),),
        last="Ana rolled 6",
    )
    assert header.sentences() == [
        "Space Base, Round 2 · Turn 5.",
        "Ana's turn.",
        "Waiting for Ben.",
        "Last move: Ana rolled 6.",
    ]


def test_the_png_keeps_its_alt_text_and_other_bytes_have_none() -> None:
    image = Image.new("RGB", (20, 10), BACKGROUND)
    assert alt_text(encode_png(image, alt_text="Chen 陈's turn")) == "Chen 陈's turn"
    assert alt_text(encode_png(image)) is None
    assert alt_text(b"not a png") is None


def test_draw_page_crops_below_the_last_section() -> None:
    image = draw_page([lambda d, y: y + 100, lambda d, y: y + 50], gap=10, max_height=1000)
    assert image.size == (1200, 24 + 100 + 10 + 50 + 24)


def test_seat_markers_name_colour_and_shape() -> None:
    assert [seat_marker_words(s) for s in (0, 4)] == ["orange circle", "pink star"]
