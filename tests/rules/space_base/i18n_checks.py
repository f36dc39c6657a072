"""Checks shared by the games' Chinese tests (Space Base, New Frontiers): every message id a
game's code names is in both Chinese catalogues with the English fields, the glossary spells each
term one way, and a sentence read in Chinese holds no English word outside code spans."""

from __future__ import annotations

import io
import re
import string
from collections.abc import Iterable
from pathlib import Path

import yaml
from babel.messages.extract import extract

import bot.i18n as i18n
from bot.services.narration import table_sentence

ROOT = Path(__file__).resolve().parents[3]
CHINESE = ("zh-CN", "zh-TW")
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


def literal_ids(key: str) -> set[str]:
    """Every literal ``Msg`` id in ``rules/<key>/`` (Babel's extractor)."""
    found: set[str] = set()
    for path in sorted((ROOT / "rules" / key).rglob("*.py")):
        for _line, message, _c, _x in extract(
            "python", io.BytesIO(path.read_bytes()), {"Msg": None}
        ):
            found.add(str(message))
    return found


def missing(ids: Iterable[str], key: str, locale: str) -> list[str]:
    """The ids ``locale``'s catalogue of game ``key`` lacks."""
    return sorted(i for i in ids if not i18n.has(i, locale, key))


def english_of(message: object) -> str:
    """The English template a catalogue entry carries in its ``#. en:`` comments."""
    comments = getattr(message, "auto_comments", [])
    return "\n".join(c.removeprefix("en: ") for c in comments)


def fields(template: str) -> set[str]:
    """The ``str.format`` fields a template names."""
    return {name for _t, name, _s, _c in string.Formatter().parse(template) if name}


def field_mismatches(key: str) -> list[tuple[str, str]]:
    """(locale, id) of every entry whose template names other fields than its English."""
    wrong = []
    for locale in CHINESE:
        for message in i18n.compiled(locale, key).catalog:
            if message.id and fields(str(message.string)) != fields(english_of(message)):
                wrong.append((locale, str(message.id)))
    return wrong


def glossary_misses(key: str) -> list[tuple[str, str, str]]:
    """(locale, id, term) of every translation whose English holds a glossary term (outside
    ``{fields}``) the translation does not spell as the glossary says."""
    glossary = yaml.safe_load((ROOT / "bot" / "i18n" / "glossary" / f"{key}.yaml").read_text())
    misses = []
    for locale in CHINESE:
        for message in i18n.compiled(locale, key).catalog:
            if not message.id or not message.string:
                continue
            english = re.sub(r"\{[^}]*\}", "", english_of(message))
            for term, spelled in glossary.items():
                used = re.search(rf"\b{re.escape(term)}", english, re.IGNORECASE)
                if used and spelled[locale] not in str(message.string):
                    misses.append((locale, str(message.id), term))
    return misses


def english_words(text: str, proper: Iterable[str] = ()) -> list[str]:
    """Latin words outside code spans, the players' names and ``proper`` names (cards)."""
    outside = re.sub(r"`[^`]*`", "", text)
    for name in sorted({*NAMES, *proper}, key=len, reverse=True):
        outside = outside.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", outside)


def shown(text: str, key: str, locale: str) -> str:
    """``text`` as the table reads it in ``locale`` (names filled)."""
    with i18n.speaking(locale):
        return table_sentence(text, NAMES, key)
