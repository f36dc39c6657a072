"""High Frontier's pictures, alt text and text board in Chinese: every word from the catalogues
(no Latin word drawn or said but printed names — Sites, the map's LEO and GEO, patent and Crew
cards and their factions — and the players' names), and every board id in both catalogues with
the English fields (docs/adding-a-game.md "Languages"; docs/rules/high-frontier.md §1).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path
from typing import Any

import pytest

import render
from bot.i18n import catalogue
from bot.services.images import picture_translator
from rules import GAMES
from rules.high_frontier import pack, stacks
from rules.high_frontier.state import Auction, Flight, HighFrontierState, Outpost, Rocket
from tests.render.render_states import bot_states
from tests.render.type_sizes import recorded_type_sizes
from tests.rules.space_base.i18n_checks import literal_ids

KEY = "high_frontier"
GAME = GAMES[KEY]
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
CHINESE = ("zh-CN", "zh-TW")
CJK = re.compile("[\u4e00-\u9fff]")
ROOT = Path(__file__).resolve().parents[2]


def _printed() -> str:
    """Every printed name, joined: a Latin word drawn must be part of one (a long name may be
    cut, ``Rubbia Thin Film Fission Hohlr…``)."""
    loaded = pack.load()
    names = [site.name for site in loaded.site_by_id.values()]
    names += [node.name for node in loaded.map.nodes if node.name]
    names += [face.name for _deck, card in stacks.cards().values() for face in card.faces]
    return " ".join([*names, *NAMES])


PRINTED = _printed()


def _foreign(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in PRINTED]


def _crafted() -> HighFrontierState:
    """A table with every line a board can draw: an open auction, a Rocket carrying a glory
    chit with a Glitch, a glitched Outpost with FTs, a seat without a Rocket, Claims, Factories,
    busted Sites, the last flight, a Hand."""
    state = GAME.setup(3, seed="board-zh")
    assert isinstance(state, HighFrontierState)
    state.phase, state.window = "play", None  # the sides chosen: every Crew card's front
    ana, bo = state.players[0], state.players[1]
    ana.leo, bo.leo = [], []
    ana.rocket = Rocket(
        cards=[ana.crew], at="n345", dry="4", wet="9", grade="water", glory="mars", glitch=True
    )
    bo.rocket = Rocket(cards=[bo.crew], at="n90", dry="4", wet="4")
    ana.claims = ["mercury_north_pole", "bennu"]
    ana.factories = ["mercury_north_pole"]
    ana.outposts = {"mercury_north_pole": Outpost(fts=3, glitch=True)}
    state.busted = ["phobos"]
    state.flight = Flight(seat=0, year=0, path=["n90", "n91", "n95"])
    deck, cards = next((d, c) for d, c in state.decks.items() if c)
    state.auction = Auction(deck=deck, card=cards[0], initiator=1, opening=2)
    ana.hand = next(c for d, c in state.decks.items() if c and d != deck)[:3]
    return state


def _states() -> list[Any]:
    states = list(bot_states(GAME, 5, seed="high-frontier-zh"))
    return [states[0], states[len(states) // 2], states[-1], _crafted()]


@pytest.fixture(scope="module")
def states() -> list[Any]:
    return _states()


@pytest.mark.parametrize("locale", CHINESE)
def test_every_label_and_the_words_are_chinese(locale: str, states: list[Any]) -> None:
    says = picture_translator(KEY, locale)
    for state in states:
        seats = state.num_players
        names = NAMES[:seats]
        view = GAME.view(state, None)
        with recorded_type_sizes() as drawn:
            png = render.board_png(KEY, view, names=names, translate=says)
            for seat in range(seats):
                render.private_png(KEY, GAME.view(state, seat), name=names[seat], translate=says)
        texts = {text for _size, text in drawn}
        assert not [(t, _foreign(t)) for t in texts if _foreign(t)], locale
        assert any(CJK.search(t) for t in texts)
        alt = render.alt_text(png) or ""
        assert CJK.search(alt) and not _foreign(alt), alt
        board = render.text_board(KEY, view, names=names, translate=says)
        assert CJK.search(board) and not _foreign(board), board
        assert all(name in board for name in names)


def test_the_crafted_table_shows_its_lines_in_chinese() -> None:
    """The auction, the carried glory, the glitched Outpost, the seat without a Rocket and the
    Hand read in the catalogue's words."""
    state = _crafted()
    says = picture_translator(KEY, "zh-TW")
    view = GAME.view(state, None)
    with recorded_type_sizes() as drawn:
        render.draw_board(KEY, view, names=NAMES[:3], translate=says)
        render.draw_private(KEY, GAME.view(state, 0), name="Ana", translate=says)
    texts = " ".join(text for _size, text in drawn)
    for words in ("拍賣：", "沒有火箭", "乾質量", "水燃料", "質量", "太陽黑子", "上次飛行"):
        assert words in texts, words
    board = render.text_board(KEY, view, names=NAMES[:3], translate=says)
    for words in ("，有故障", "3 個燃料箱", "已廢棄航站：Phobos", "沒有火箭"):
        assert words in board, words


def _fields(template: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("locale", CHINESE)
def test_every_board_id_is_catalogued_with_the_english_fields(locale: str) -> None:
    ids = literal_ids(KEY, "render")
    assert len(ids) > 60 and all(i.startswith(f"{KEY}.board.") for i in ids)
    entries = catalogue(locale, KEY)
    assert not sorted(ids - set(entries)), "board ids missing from the catalogue"
    english = _english_templates()
    assert set(english) == ids
    wrong = [i for i in ids if not _fields(entries[i]) <= _fields(english[i])]
    assert not wrong, f"templates naming fields their English does not: {wrong}"


def _english_templates() -> dict[str, str]:
    """The board ids' English templates, read from the code's ``Msg(id, english, ...)`` calls
    (an f-string's plural ending left out: its fields are what count)."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "render" / KEY).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Msg"
                and isinstance(key := node.args[0], ast.Constant)
            ):
                english = node.args[1]
                parts = english.values if isinstance(english, ast.JoinedStr) else [english]
                found[str(key.value)] = "".join(
                    str(p.value) for p in parts if isinstance(p, ast.Constant)
                )
    return found
