"""Eclipse's text board (``/game board text:yes``) in Chinese: every word from the catalogues
(render/eclipse/said.py), no Latin word but printed names, players' names and the wormhole
compass letters (docs/rules/eclipse.md §5.2); English unchanged through the English catalogue."""

from __future__ import annotations

import re

import pytest

import render
from bot.services.images import picture_translator
from tests.render.test_eclipse_board_zh import GAME, KEY, NAMES, _foreign, _printed, _states

EDGES = {"N", "NE", "SE", "S", "SW", "NW"}


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW"])
def test_the_text_board_is_chinese(locale: str) -> None:
    says = picture_translator(KEY, locale)
    printed = _printed()
    for state in _states():
        board = render.text_board(KEY, GAME.view(state, None), names=NAMES, translate=says)
        foreign = [w for w in _foreign(board, printed) if w not in EDGES]
        assert not foreign, (locale, foreign[:10])
        assert re.search("[\u4e00-\u9fff]", board)
        assert "蟲洞" in board or "虫洞" in board


def test_the_english_text_board_is_the_same_through_the_english_catalogue() -> None:
    for state in _states():
        view = GAME.view(state, None)
        plain = render.text_board(KEY, view, names=NAMES)
        english = render.text_board(KEY, view, names=NAMES, translate=picture_translator(KEY, "en"))
        assert plain == english
        assert "Galaxy (sector: position)" in plain and "wormholes " in plain
