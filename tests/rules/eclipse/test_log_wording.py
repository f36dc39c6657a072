"""The Eclipse log's English articles and plurals, and one Chinese term for upkeep (issue #27
item 6 "Text"): "an interceptor", "1 reputation tile", "(1 Ancient)"; the catalogue says upkeep
供養 (the rulebook's "供養與清理階段") and never 維護 alongside it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import say
from rules.core.wording import article, plural_s
from rules.eclipse import text
from rules.eclipse.actions import Explore, Move, Place, Start
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, table

LOCALES = Path(__file__).parents[3] / "rules" / "eclipse" / "locales"


def test_a_moved_interceptor_reads_an_interceptor() -> None:
    state = table(2, seed="move")
    seat = state.current
    mine = home(state, seat)
    there = neighbour_of_home(state, seat, "102")
    state = GAME.apply(state, seat, Start(kind="move")).state
    step = GAME.apply(state, seat, Move(ship="interceptor", origin=mine.id, to=there))
    said = [say(e.text, "en", domain="eclipse") for e in step.events if e.kind == "Moved"]
    assert said and " moved an interceptor from " in said[0], said


def test_a_placed_sector_counts_its_ancients_in_the_singular_and_plural() -> None:
    state = table(2, seed="explore")
    seat = state.current
    state = GAME.apply(state, seat, Start(kind="explore")).state
    explore = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Explore))
    state = GAME.apply(state, seat, explore).state
    assert state.pending is not None
    step = GAME.apply(state, seat, Place(rotation=state.pending.rotations[0]))
    said = [say(e.text, "en", domain="eclipse") for e in step.events if e.kind == "SectorPlaced"]
    assert said and re.search(r"\((0 Ancients|1 Ancient|[2-9] Ancients)\)\.$", said[0]), said
    one = text.PLACED.format(seat=0, sector="105", ancients=1, s=plural_s(1))
    assert say(one, "en", domain="eclipse").endswith("placed 105 (1 Ancient).")


@pytest.mark.parametrize(
    ("n", "english"), [(1, "drew 1 reputation tile."), (3, "drew 3 reputation tiles.")]
)
def test_reputation_tiles_drawn_in_the_singular_and_plural(n: int, english: str) -> None:
    line = text.REPUTATION_DRAWN.format(seat=0, n=n, s=plural_s(n))
    assert say(line, "en", domain="eclipse").endswith(english)
    assert "s}" not in say(line, "zh-TW", domain="eclipse")


@pytest.mark.parametrize(
    ("word", "expected"), [("interceptor", "an"), ("cruiser", "a"), ("Ancient", "an")]
)
def test_the_indefinite_article(word: str, expected: str) -> None:
    assert article(word) == expected


@pytest.mark.parametrize(
    ("locale", "kept", "dropped"), [("zh_TW", "供養", "維護"), ("zh_CN", "供养", "维护")]
)
def test_upkeep_has_one_chinese_term(locale: str, kept: str, dropped: str) -> None:
    catalogue = (LOCALES / locale / "LC_MESSAGES" / "eclipse.po").read_text(encoding="utf-8")
    assert kept in catalogue
    assert dropped not in catalogue
