"""Checks shared by the games' Chinese tests: every message id a
game's code names is in both Chinese catalogues with the English fields, the glossary spells each
term one way, and a sentence read in Chinese holds no English word outside code spans."""

from __future__ import annotations

import io
import random
import re
import string
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml
from babel.messages.extract import extract

import bot.i18n as i18n
from bot.services.narration import table_sentence
from rules.core.game import OptionValue
from rules.core.text import Msg

ROOT = Path(__file__).resolve().parents[3]
CHINESE = ("zh-CN", "zh-TW")
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


def literal_ids(key: str, layer: str = "rules") -> set[str]:
    """Every literal ``Msg`` id in ``<layer>/<key>/`` (Babel's extractor)."""
    found: set[str] = set()
    for path in sorted((ROOT / layer / key).rglob("*.py")):
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
    """(locale, id) of every entry whose template names a field its English does not (a
    translation may leave one out: a button's notation where the words say the move)."""
    wrong = []
    for locale in CHINESE:
        for message in i18n.compiled(locale, key).catalog:
            if message.id and not fields(str(message.string)) <= fields(english_of(message)):
                wrong.append((locale, str(message.id)))
    return wrong


def glossary_misses(key: str) -> list[tuple[str, str, str]]:
    """(locale, id, term) of every translation whose English holds a glossary term (outside
    ``{fields}`` and code spans; a longer term takes its words first, so "explored world" is
    not also "world") the translation does not spell as the glossary says."""
    glossary = yaml.safe_load((ROOT / "rules" / key / "glossary.yaml").read_text())
    terms = sorted(glossary, key=len, reverse=True)
    misses = []
    for locale in CHINESE:
        for message in i18n.compiled(locale, key).catalog:
            if not message.id or not message.string:
                continue
            english = re.sub(r"\{[^}]*\}|`[^`]*`", " ", english_of(message))
            for term in terms:
                pattern = rf"\b{re.escape(term)}"
                if re.search(pattern, english, re.IGNORECASE):
                    english = re.sub(pattern, " ", english, flags=re.IGNORECASE)
                    if glossary[term][locale] not in str(message.string):
                        misses.append((locale, str(message.id), term))
    return misses


def english_words(text: str, proper: Iterable[str] = ()) -> list[str]:
    """Latin words outside code spans, the players' names and ``proper`` names (cards)."""
    outside = re.sub(r"`[^`]*`", "", text)
    for name in sorted({*NAMES, *proper}, key=len, reverse=True):
        outside = outside.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", outside)


def nested_keys(text: str) -> set[str]:
    """The ids of ``text`` and of every message nested in its arguments."""
    if not isinstance(text, Msg):
        return set()
    found = {text.key}
    for value in text.args.values():
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, str):
                found |= nested_keys(part)
    return found


def play(
    game: Any,
    seats: int,
    seed: str,
    options: Mapping[str, OptionValue],
    limit: int = 2000,
    *,
    bot: bool = False,
) -> tuple[list[Any], list[str]]:
    """A seeded game of ``game`` to its end (at most ``limit`` actions, the lowest owing seat
    acting), random moves or the game's bot (``bot``: random moves rarely fight or fly far):
    every state, and every event text (and redacted text) and score line made."""
    rng = random.Random(seed)
    state = game.setup(seats, seed=seed, options=options)
    states: list[Any] = [state]
    texts: list[str] = []
    for _ in range(limit):
        owing = sorted(game.to_act(state))
        if not owing:
            break
        seat = owing[0]
        chosen = (
            game.bot_action(state, seat, rng)
            if bot
            else rng.choice(game.legal_actions(state, seat))
        )
        move = game.apply(state, seat, chosen)
        state = move.state
        states.append(state)
        for event in move.events:
            texts.extend(t for t in (event.text, event.public_text) if t is not None)
    outcome = game.outcome(state)
    assert outcome is not None, f"{seed}: no end within {limit} actions"
    texts.extend([*outcome.details, *filter(None, [outcome.tie_break])])
    return states, texts


def shown(text: str, key: str, locale: str) -> str:
    """``text`` as the table reads it in ``locale`` (names filled)."""
    with i18n.speaking(locale):
        return table_sentence(text, NAMES, key)
