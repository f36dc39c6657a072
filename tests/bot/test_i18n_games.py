"""Game sentences in the table's language: every Msg id a game uses is in its catalogues, the
glossary spells each term one way, and a prompt reads in Chinese with its notation kept ASCII."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
import yaml
from babel.messages.extract import extract

import bot.i18n as i18n
from bot.i18n import speaking
from bot.services.narration import prompt_of, table_sentence
from rules import GAMES
from rules.afternova.board import KIND_WORDS
from rules.afternova.legal import EXPECTED
from rules.afternova.state import AfternovaState
from rules.afternova.words import slug
from rules.core.text import Msg
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, set_storage, table

GAME = GAMES["afternova"]
ROOT = Path(__file__).resolve().parents[2]
TRANSLATED_GAMES = ("afternova",)
"""Games whose sentences are :class:`Msg` with a catalogue domain (the others speak English)."""
CHINESE = ("zh-CN", "zh-TW")
NAMES = ("Ana", "Bo", "Cy")


def game_ids(key: str) -> set[str]:
    """Every literal ``Msg`` id in ``rules/<key>/`` (Babel's extractor), plus the ids a game
    makes from names (:func:`made_ids`)."""
    found: set[str] = set()
    for path in sorted((ROOT / "rules" / key).rglob("*.py")):
        for _line, message, _c, _x in extract(
            "python", io.BytesIO(path.read_bytes()), {"Msg": None}
        ):
            found.add(str(message))
    return found | made_ids(key)


def made_ids(key: str) -> set[str]:
    """The ids a game builds from its pack's names (``Msg(f"<key>.colour.{name}")``): colours
    for every game; for Afternova also skills, Planet names, Blueprint parts and marks, card
    kinds, upgrades and what each mode expects (rules/afternova/words.py, legal.EXPECTED)."""
    pack = yaml.safe_load((ROOT / "rules" / key / "data" / "standin.yaml").read_text())
    made = {f"{key}.colour.{name}" for name in pack["colours"]}
    if key != "afternova":
        return made
    parts = [bp["name"].partition(" Mk ") for bp in pack["blueprints"]]
    made |= {f"afternova.skill.{name}" for name in pack["skills"]}
    made |= {f"afternova.planet.{slug(planet['name'])}" for planet in pack["planets"]}
    made |= {f"afternova.part.{slug(part)}" for part, _, _ in parts}
    made |= {f"afternova.mark.{slug(mark)}" for _, _, mark in parts if mark}
    made |= {f"afternova.kind.{deck}" for deck in KIND_WORDS}
    made |= {f"afternova.upgrade.{bp['upgrade']['kind']}" for bp in pack["blueprints"]}
    return made | {f"afternova.expected.{mode}" for mode in EXPECTED}


@pytest.mark.parametrize("key", TRANSLATED_GAMES)
@pytest.mark.parametrize("locale", CHINESE)
def test_every_msg_id_a_game_uses_is_in_its_catalogue(key: str, locale: str) -> None:
    ids = game_ids(key)
    assert {f"{key}.prompt.main", f"{key}.prompt.helper"} <= ids
    missing = sorted(i for i in ids if not i18n.has(i, locale, key))
    assert not missing, f"{locale}/{key}.po lacks {missing}"


@pytest.mark.parametrize("key", TRANSLATED_GAMES)
def test_the_glossary_spells_each_term_one_way(key: str) -> None:
    glossary = yaml.safe_load((ROOT / "rules" / key / "glossary.yaml").read_text())
    for locale in CHINESE:
        catalog = i18n.compiled(locale, key).catalog
        for message in catalog:
            if not message.id or not message.string:
                continue
            said = " ".join(c.removeprefix("en: ") for c in message.auto_comments)
            english = re.sub(r"`[^`]*`|\{[a-z_]+\}", "", said)  # notation and fields are not terms
            for term, spelled in glossary.items():
                if re.search(rf"\b{re.escape(term)}", english, re.IGNORECASE):
                    assert spelled[locale] in str(message.string), (locale, message.id, term)


def _helper_asked(state: AfternovaState) -> None:
    set_planet(state, 0, "pl-17", ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])
    give_hand(state, 1, ["hp-41", "hp-02"])
    set_storage(state, 1, ["black"])


def _english_words(text: str) -> list[str]:
    """Latin words outside code spans (`...`) and the players' names."""
    outside = re.sub(r"`[^`]*`|" + "|".join(NAMES), "", text)
    return re.findall(r"[A-Za-z]{2,}", outside)


@pytest.mark.parametrize("locale", CHINESE)
def test_afternova_prompts_read_in_chinese_with_notation_in_code_spans(locale: str) -> None:
    deal = "propose 1 with hp-45 | @2 engineering:1 piloting:1 gets purple | gift @2 black->@1"
    states = [
        (table(), 0),
        (act(edited(table(), _helper_asked), 0, deal), 1),
        (edited(table(), lambda s: set_storage(s, 0, ["green"] * 5 + ["orange"])), 0),
    ]
    for state, seat in states:
        with speaking(locale):
            shown = prompt_of(GAME, state, seat, NAMES)
        english = prompt_of(GAME, state, seat, NAMES)
        assert shown != english
        assert not _english_words(shown), (locale, shown)
        assert "{p" not in shown


def test_english_reads_the_engine_s_own_text() -> None:
    state = table()
    assert prompt_of(GAME, state, 0, NAMES) == table_sentence(GAME.prompt(state, 0), NAMES)
    assert prompt_of(GAME, state, 0, NAMES).startswith("Your turn: Extract from a Planet")


def test_a_msg_is_its_english_text_and_survives_a_copy() -> None:
    colour = Msg("afternova.colour.green", "green")
    text = Msg("afternova.prompt.storage", "you store {colours}", colours=(colour, colour))
    assert text == "you store green and green"
    assert isinstance(text, str)
    with speaking("zh-CN"):
        assert table_sentence(text, NAMES, "afternova") == "你储存了绿色、绿色资源块"
    assert table_sentence(text, NAMES, "afternova") == "you store green and green"
