"""Chinese is drawn in the glyph forms of its script: a zh-TW picture in Traditional forms (Noto
Sans TC), every other language in Simplified forms (Noto Sans SC) (render/common/fonts.py)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

import render
from bot.services.images import _draw_board, picture_script, picture_translator
from render.common.draw import draw_text
from render.common.fonts import FACES, Script, drawing_script, face_font
from rules import GAMES

TRADITIONAL_ONLY = "說"
"""A character of Traditional text only (Simplified writes 说), whose 兑 part differs between the
two faces."""


def _drawn(script: Script, text: str) -> Image.Image:
    image = Image.new("RGB", (120, 60), "white")
    with drawing_script(script):
        draw_text(ImageDraw.Draw(image), (4, 0), text, size=48, fill=(0, 0, 0))
    return image


def _direct(script: Script, text: str) -> Image.Image:
    image = Image.new("RGB", (120, 60), "white")
    ImageDraw.Draw(image).text((4, 0), text, font=face_font(script, 48), fill=(0, 0, 0))
    return image


def test_a_traditional_glyph_is_drawn_in_its_traditional_form() -> None:
    traditional, simplified = _drawn("Hant", TRADITIONAL_ONLY), _drawn("Hans", TRADITIONAL_ONLY)
    assert ImageChops.difference(traditional, simplified).getbbox() is not None
    assert ImageChops.difference(traditional, _direct("Hant", TRADITIONAL_ONLY)).getbbox() is None
    assert FACES["Hant"].name == "NotoSansTC-Regular.otf"


def test_measuring_follows_the_script_being_drawn() -> None:
    with drawing_script("Hant"):
        assert face_font("Hant", 20) is not face_font("Hans", 20)


@pytest.mark.parametrize(
    ("locale", "script"), [("en", "Hans"), ("zh-CN", "Hans"), ("zh-TW", "Hant")]
)
def test_each_locale_draws_in_its_script(locale: str, script: Script) -> None:
    assert picture_script(locale) == script


def test_the_bot_draws_a_zh_tw_board_in_traditional_forms() -> None:
    game = GAMES["space_base"]
    view = game.view(game.setup(2, seed="glyphs"), None)
    words = picture_translator("space_base", "zh-TW")
    names = ("ana", "bo")
    drawn = _draw_board("space_base", view, names, "zh-TW")
    assert drawn == render.board_png(
        "space_base", view, names=names, translate=words, script="Hant"
    )
    assert drawn != render.board_png(
        "space_base", view, names=names, translate=words, script="Hans"
    )
