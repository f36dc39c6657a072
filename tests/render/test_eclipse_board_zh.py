"""Eclipse's pictures and their alt text in Chinese: every label from the catalogues (no Latin
word drawn or said but the printed names of sectors, techs, parts and species, and players'
names), and English unchanged with the English catalogue (docs/adding-a-game.md "Languages")."""

from __future__ import annotations

import re

import pytest

import render
from bot.services.images import picture_translator
from rules import GAMES
from rules.eclipse import pack
from tests.render.render_states import bot_states
from tests.render.type_sizes import recorded_type_sizes

KEY = "eclipse"
GAME = GAMES[KEY]
NAMES = ["Ana", "Bo", "Cy", "Di"]


def _printed() -> str:
    """Every printed name, joined: a Latin word drawn must be part of one (a long name may be
    cut, ``Sigm…``, or wrapped, ``Tac`` / ``hyon``)."""
    the_pack = pack.load()
    names = [s.name for s in the_pack.sectors.sectors]
    names += [t.name for t in the_pack.tech_by_id.values()]
    names += [p.name for p in the_pack.part_by_id.values()]
    names += [s.name for s in the_pack.side_by_id.values()]
    return " ".join([*names, *NAMES])


def _foreign(text: str, printed: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in printed]


def _states() -> list[object]:
    states = list(bot_states(GAME, 4, seed="eclipse-zh"))
    return [states[0], states[len(states) // 2], states[-1]]


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW"])
def test_every_label_and_the_alt_text_are_chinese(locale: str) -> None:
    says = picture_translator(KEY, locale)
    printed = _printed()
    for state in _states():
        with recorded_type_sizes() as drawn:
            png = render.board_png(KEY, GAME.view(state, None), names=NAMES, translate=says)
            render.private_png(KEY, GAME.view(state, 0), name=NAMES[0], translate=says)
        texts = {text for _size, text in drawn}
        assert not [w for t in texts for w in _foreign(t, printed)], locale
        assert any(re.search("[\u4e00-\u9fff]", t) for t in texts)
        alt = render.alt_text(png) or ""
        assert re.search("[\u4e00-\u9fff]", alt) and not _foreign(alt, printed), alt


def test_english_pictures_are_unchanged_through_the_english_catalogue() -> None:
    state = _states()[1]
    view, private = GAME.view(state, None), GAME.view(state, 0)
    english = picture_translator(KEY, "en")
    assert render.board_png(KEY, view, names=NAMES) == render.board_png(
        KEY, view, names=NAMES, translate=english
    )
    assert render.private_png(KEY, private, name="Ana") == render.private_png(
        KEY, private, name="Ana", translate=english
    )
