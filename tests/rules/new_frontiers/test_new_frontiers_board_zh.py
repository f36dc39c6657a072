"""New Frontiers' pictures in Chinese: every label from the catalogue (no English word left but
names, tile names and the notation ``keep``), the phone floor kept, the status and last move
rebuilt in the language drawn, and the English pictures unchanged without a language."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from bot.i18n import game_translator
from render.common.language import drawing_in
from render.new_frontiers import describe, draw, draw_private, text_board
from render.new_frontiers.labels import last
from rules.new_frontiers import GAME
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.views import PrivateView, PublicView
from tests.render.type_sizes import recorded_type_sizes, under_the_floor
from tests.rules.space_base.i18n_checks import CHINESE, NAMES, english_words, play, shown

KEY = "new_frontiers"
TILES = set(GAME.component_names(GAME.setup(2, seed="names")).values())
TILE_WORDS = {word for name in TILES for word in name.split()}
NOTATION = {"keep"}


def _drawn_words(texts: list[tuple[int, str]]) -> list[str]:
    """Latin words drawn that are not names, notation or (part of a cut) tile name."""
    found = english_words(" ".join(text for _, text in texts), TILES)
    return [w for w in found if w not in NOTATION and not any(t.startswith(w) for t in TILE_WORDS)]


def _states() -> list[NewFrontiersState]:
    states, _ = play(GAME, 4, "pic", {"goals": True})
    return [states[1], states[len(states) // 2], states[-1]]


@pytest.mark.parametrize("locale", CHINESE)
def test_the_board_and_private_pictures_draw_every_label_in_chinese(locale: str) -> None:
    for state in _states():
        public, mine = GAME.view(state, None), GAME.view(state, 0)
        assert isinstance(public, PublicView) and isinstance(mine, PrivateView)
        with drawing_in(game_translator(KEY, locale)), recorded_type_sizes() as texts:
            board = draw(public, names=NAMES[:4])
            private = draw_private(mine, name="Ana")
        assert under_the_floor(texts, min(board.width, private.width)) is None
        assert not _drawn_words(texts), (locale, _drawn_words(texts))
        assert any("\u4e00" <= ch <= "\u9fff" for _, text in texts for ch in text)


def test_the_last_move_is_rebuilt_in_the_language_drawn() -> None:
    with drawing_in(game_translator(KEY, "zh-TW")):
        assert last("{p1} selected Trade/Consume.") == "{p1} 選擇了交易/消費。"
        assert last("Empires: {p0} Home (e-1a).").startswith("帝國：")
        assert last("something else") == "something else"
    assert last("{p1} selected Trade/Consume.") == "{p1} selected Trade/Consume."
    assert shown(last("{p1} selected Explore."), KEY, "zh-CN") == "Bo selected Explore."


def test_english_is_drawn_as_before_without_a_language() -> None:
    view = GAME.view(_states()[1], None)
    assert isinstance(view, PublicView)
    plain = draw(view, names=NAMES[:4])
    with drawing_in(game_translator(KEY, "en")):
        english = draw(view, names=NAMES[:4])
    assert ImageChops.difference(plain, english).getbbox() is None


@pytest.mark.parametrize("locale", CHINESE)
def test_the_board_in_words_reads_in_chinese(locale: str) -> None:
    """The alt text and the text board: the game's own lines in Chinese (the header's opening
    and the seat markers are render/common's words)."""
    view = GAME.view(_states()[1], None)
    assert isinstance(view, PublicView)
    with drawing_in(game_translator(KEY, locale)):
        board = text_board(view, names=NAMES[:4])
        alt = describe(view, names=NAMES[:4])
    own = [line for line in board.splitlines()[1:] if not any(n in line for n in NAMES)]
    assert len(own) > 20
    assert not [line for line in own if _drawn_words([(28, line)])]
    assert len(alt) <= 1024 and "分" in alt


def test_the_board_in_words_is_english_as_before() -> None:
    view = GAME.view(_states()[1], None)
    assert isinstance(view, PublicView)
    board = text_board(view, names=NAMES[:4])
    assert "## Developments (price, VP, copies left)" in board and "- priority: " in board
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in board)
