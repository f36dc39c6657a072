"""Afternova's pictures and their words in Chinese: every label from the catalogues (no Latin
word drawn or said but names, card ids and notation), and English unchanged without a language
(docs/adding-a-game.md "Languages")."""

from __future__ import annotations

import re

import pytest
from PIL import ImageChops

import render
from bot.services.images import picture_translator
from rules import GAMES
from tests.render.render_states import bot_states
from tests.render.type_sizes import recorded_type_sizes

KEY = "afternova"
GAME = GAMES[KEY]
NAMES = ["Ana", "Bo", "Cy"]
#: Notation shown on purpose (the legend's example, card ids, the version mark).
NOTATION = re.compile(r"propose 1|piloting:1|\b(?:hp|bp|pl|st)-\d+\b|\bv\d+\b")


def _latin(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{2,}", NOTATION.sub("", text.replace("@2", "")))


def _states() -> list[object]:
    states = list(bot_states(GAME, 3, seed="afternova-zh"))
    return [states[0], states[len(states) // 2], states[-1]]


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW"])
def test_every_label_and_word_is_chinese(locale: str) -> None:
    says = picture_translator(KEY, locale)
    for state in _states():
        view = GAME.view(state, None)
        with recorded_type_sizes() as drawn:
            render.draw_board(KEY, view, names=NAMES, translate=says)
            for seat in range(3):
                render.draw_private(KEY, GAME.view(state, seat), name=NAMES[seat], translate=says)
        words = [
            render.describe_board(KEY, view, names=NAMES, translate=says),
            render.text_board(KEY, view, names=NAMES, translate=says),
        ]
        latin = [w for _, text in drawn for w in _latin(text) if w not in NAMES]
        latin += [w for text in words for w in _latin(text) if w not in NAMES]
        assert not latin, (locale, sorted(set(latin)))


def test_english_pictures_are_unchanged_without_a_language() -> None:
    state = _states()[1]
    view = GAME.view(state, None)
    plain = render.draw_board(KEY, view, names=NAMES)
    english = render.draw_board(KEY, view, names=NAMES, translate=picture_translator(KEY, "en"))
    assert ImageChops.difference(plain, english).getbbox() is None
    assert render.describe_board(KEY, view, names=NAMES).startswith("Afternova, Turn")
    assert "Last move: " in render.text_board(KEY, view, names=NAMES)
