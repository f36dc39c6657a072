"""Every game declares its components for ``/card`` (rules/core/reference.py), and every one of
them is described and drawn: a unique id, a name, a kind and printed facts, found again by its
id and by its name, drawn at the phone floor, and said in Chinese at Chinese tables."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from bot.i18n import say
from bot.services.images import picture_script, picture_translator
from render.common import MAX_PNG_BYTES
from rules import GAMES
from rules.core.reference import Entry, HasReference, lookup, reference
from tests.render.type_sizes import recorded_type_sizes, under_the_floor

CHINESE = ("zh-CN", "zh-TW")


@pytest.fixture(params=sorted(GAMES))
def key(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _entries(key: str) -> list[Entry]:
    game = GAMES[key]
    assert isinstance(game, HasReference), f"{key} does not declare its components"
    return list(reference(game, game.setup(game.max_players, seed="reference")))


def test_every_component_has_an_id_a_name_a_kind_and_facts(key: str) -> None:
    entries = _entries(key)
    assert entries
    assert len({entry.id for entry in entries}) == len(entries)
    for entry in entries:
        assert entry.id and entry.name and entry.kind and entry.facts, entry


def test_every_component_is_found_by_its_id_and_its_name(key: str) -> None:
    entries = _entries(key)
    for entry in entries:
        assert lookup(entries, entry.id) == [entry]
        assert entry in lookup(entries, str(entry.name))


def test_every_component_is_drawn_at_the_phone_floor(key: str) -> None:
    for entry in _entries(key):
        with recorded_type_sizes() as drawn:
            png = render.entry_png(entry)
        with Image.open(io.BytesIO(png)) as image:
            width = image.width
        assert under_the_floor(drawn, width) is None, (entry.id, under_the_floor(drawn, width))
        assert len(png) <= MAX_PNG_BYTES


@pytest.mark.parametrize("locale", CHINESE)
def test_every_fact_is_said_in_chinese(key: str, locale: str) -> None:
    for entry in _entries(key):
        for text in (entry.kind, *entry.facts):
            said = say(text, locale, domain=key)
            assert any("\u4e00" <= ch <= "\u9fff" for ch in said), (entry.id, said)
    sample = _entries(key)[0]
    png = render.entry_png(
        sample, translate=picture_translator(key, locale), script=picture_script(locale)
    )
    assert render.alt_text(png) and any(
        "\u4e00" <= ch <= "\u9fff" for ch in render.alt_text(png) or ""
    )
