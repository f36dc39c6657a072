"""Space Base's pictures in Chinese: every label from the catalogue (no English word left but
names, card names and notation), the phone floor kept, each box word fitting a console sector,
and the English pictures unchanged when no language is chosen."""

from __future__ import annotations

import random
import re

import pytest
from PIL import ImageChops

from bot.i18n import game_translator
from bot.services.images import picture_translator
from render.common import text_width
from render.common.language import drawing_in
from render.space_base import describe, draw, draw_private, text_board
from render.space_base.board import MARGIN, PER_ROW, WIDTH
from render.space_base.boxes import PAD, TYPE
from render.space_base.cards import NUMBER_W
from render.space_base.labels import box_word
from rules.space_base import GAME
from rules.space_base.state import PrivateView, PublicView, SpaceBaseState
from rules.space_base.views import card_view
from tests.render.type_sizes import recorded_type_sizes, under_the_floor
from tests.rules.space_base.i18n_checks import CHINESE, NAMES, english_words

KEY = "space_base"
CARDS_BY_ID = GAME.component_names(GAME.setup(2, seed="names"))
CARDS = set(CARDS_BY_ID.values())
CARD_WORDS = {word for name in CARDS for word in name.split()}
SLOT = re.compile(r"\b[123][a-f]\b")


def _table(steps: int) -> SpaceBaseState:
    rng = random.Random(3)
    state = GAME.setup(4, seed="pic")
    for _ in range(steps):
        seat = sorted(GAME.to_act(state))[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state
    return state


def _drawn_words(texts: list[tuple[int, str]]) -> list[str]:
    """Latin words drawn that are not names, notation or (part of a cut) card name."""
    found = english_words(SLOT.sub("", " ".join(text for _, text in texts)), CARDS)
    return [word for word in found if not any(w.startswith(word) for w in CARD_WORDS)]


def _public(state: SpaceBaseState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


@pytest.mark.parametrize("locale", CHINESE)
def test_the_board_draws_every_label_in_chinese_above_the_floor(locale: str) -> None:
    for steps in (3, 90):
        state = _table(steps)
        with drawing_in(picture_translator(KEY, locale)), recorded_type_sizes() as texts:
            image = draw(_public(state), names=NAMES[:4])
        assert under_the_floor(texts, image.width) is None
        assert not _drawn_words(texts), (locale, _drawn_words(texts))
        assert any("\u4e00" <= ch <= "\u9fff" for _, text in texts for ch in text)


@pytest.mark.parametrize("locale", CHINESE)
def test_the_light_speed_hand_is_drawn_in_chinese(locale: str) -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    with drawing_in(picture_translator(KEY, locale)), recorded_type_sizes() as texts:
        view = GAME.view(state, 0)
        assert isinstance(view, PrivateView)
        image = draw_private(view, name="Ana")
    assert under_the_floor(texts, image.width) is None
    assert not _drawn_words(texts)


def test_every_box_word_fits_a_console_sector_in_every_language() -> None:
    sector = (WIDTH - 2 * MARGIN - 24 - (PER_ROW - 1) * 8) // PER_ROW
    room = sector - NUMBER_W - 2 * PAD
    parts = {part for card_id in CARDS_BY_ID for part in _parts(card_id)}
    assert len(parts) > 10
    for locale in ("en", *CHINESE):
        with drawing_in(picture_translator(KEY, locale)):
            widest = max((text_width(w, TYPE), w) for p in parts for w in box_word(p).split())
        assert widest[0] <= room, (locale, widest)


def _parts(card_id: str) -> list[str]:
    """The arrow and ability parts of a card's boxes (gains are drawn as chips)."""
    card = card_view(GAME.pack, card_id, 4)
    boxes = [card.blue, card.red, *([card.green] if card.green else [])]
    return [p for box in boxes for p in box.text.split(", ") if not p.startswith("+")]


def test_english_is_drawn_as_before_without_a_language() -> None:
    view = _public(_table(20))
    plain = draw(view, names=NAMES[:4])
    with drawing_in(None):
        chosen = draw(view, names=NAMES[:4])
    with drawing_in(game_translator(KEY, "en")):
        english = draw(view, names=NAMES[:4])
    assert ImageChops.difference(plain, chosen).getbbox() is None
    assert ImageChops.difference(plain, english).getbbox() is None


@pytest.mark.parametrize("locale", CHINESE)
def test_the_board_in_words_reads_in_chinese(locale: str) -> None:
    """The alt text and the text board: the game's own lines in Chinese (the header's opening
    and the seat markers are render/common's words)."""
    view = _public(_table(40))
    with drawing_in(picture_translator(KEY, locale)):
        board = text_board(view, names=NAMES[:4])
        alt = describe(view, names=NAMES[:4])
    lines = board.splitlines()[1:]
    own = [line for line in lines if not any(name in line for name in NAMES)]
    assert len(own) > 40
    assert not [line for line in own if english_words(SLOT.sub("", line), CARDS)]
    assert "船厂" in board or "船廠" in board
    assert len(alt) <= 1024 and ("胜利点" in alt or "勝利點" in alt)


def test_the_board_in_words_is_english_as_before() -> None:
    view = _public(_table(40))
    board = text_board(view, names=NAMES[:4])
    assert "## Shipyard (level 1 deck" in board and "- 1a: " in board
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in board)
