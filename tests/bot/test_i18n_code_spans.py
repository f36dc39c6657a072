"""Notation stays ASCII in code spans in every language (docs/adding-a-game.md "Languages" 2):
what a player types — option names and values, legal words, command names, ids — is in backticks
in the English and in each translation of every catalogue, so a refusal that lists option values
reads `` `recommended` `` in all three languages.

Left out: Discord's command names and descriptions (``*.cmd.*``: Discord shows them as plain
text, so a backtick would show as it is) and the words drawn in the pictures (``*.board.*``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import bot.i18n as i18n

ROOT = Path(__file__).resolve().parents[2]
CHINESE = ("zh-CN", "zh-TW")
PLAIN_TEXT = re.compile(r"\.cmd\.|\.board\.")
"""Ids shown where Markdown is not rendered."""
SPAN = re.compile(r"`[^`]*`")
FIELD = re.compile(r"\{[^{}]*\}")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9]+)*")
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|(?<![\w/.])/[a-z]+\b")
"""An option name, a notation keyword (``end_rule``, ``light_speed``) or a command (``/hand``):
never prose."""
LOCAL_EXAMPLES = frozenset({("table.bad_zone", "Europe/Paris")})
"""Code spans a translation replaces by an example of its own place (``Asia/Taipei``)."""
VALUES = frozenset(
    {"yes", "no", "none", "thread", "off", "on", "true", "false", "auto", "daily", "en"}
    | {"zh-CN", "zh-TW", "recommended", "random", "chosen", "suggested", "terran", "dealt"}
)
"""Option values: in a Chinese sentence a Latin one of these is always a value typed."""
NAMES = frozenset({"Orrery", "Discord"})
"""Names a translation may write outside code spans though the English has them there."""


def _domains(locale: str) -> list[str]:
    return sorted(path.stem for path in i18n.catalogue_paths(locale))


def _entries(locale: str) -> Iterator[tuple[str, str, str, str]]:
    """``(domain, id, english, translation)`` of every translated entry of ``locale`` outside
    :data:`PLAIN_TEXT` (a plural message once per form)."""
    english_bot = i18n.compiled("en")
    for domain in _domains(locale):
        with i18n.po_path(locale, domain).open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            key = message.id if isinstance(message.id, str) else message.id[0]
            if not key or PLAIN_TEXT.search(key) or not message.string:
                continue
            if domain == i18n.BOT_DOMAIN:
                found = english_bot.singular.get(key)
                english = found if found is not None else " ".join(english_bot.plural[key])
            else:
                english = " ".join(c.removeprefix("en: ") for c in message.auto_comments)
            forms = [message.string] if isinstance(message.string, str) else message.string
            for form in forms:
                yield domain, key, english, str(form)


def _outside(text: str) -> str:
    """``text`` without its code spans and its ``str.format`` fields."""
    return FIELD.sub(" ", SPAN.sub(" ", text))


def _spans(text: str) -> list[str]:
    return [span.strip("`") for span in SPAN.findall(text)]


@pytest.mark.parametrize("locale", CHINESE)
def test_a_translation_keeps_every_code_span_of_the_english(locale: str) -> None:
    lost = [
        (domain, key, span)
        for domain, key, english, text in _entries(locale)
        for span in _spans(english)
        if span not in _spans(text) and (key, span) not in LOCAL_EXAMPLES
    ]
    assert not lost, lost


@pytest.mark.parametrize("locale", CHINESE)
def test_no_latin_word_leaves_the_code_spans_in_a_translation(locale: str) -> None:
    """A Latin word outside code spans in a translation is one the English also writes outside
    them (``N`` in ``N = slot 1–4``, ``U`` of ``U-turn``), a name, or — never — an option
    value."""
    loose = []
    for domain, key, english, text in _entries(locale):
        said = WORD.findall(_outside(english))
        allowed = {*said, *(part for word in said for part in word.split("-"))} | NAMES
        words = set(WORD.findall(_outside(text)))
        if words - allowed or words & VALUES:
            loose.append((domain, key, sorted(words - allowed | words & VALUES), text))
    assert not loose, loose


@pytest.mark.parametrize("locale", ("en", *CHINESE))
def test_option_names_and_notation_keywords_are_in_code_spans(locale: str) -> None:
    """No ``snake_case`` word (an option name, a notation keyword) nor ``/command`` outside code
    spans, in the English of every catalogue and in each translation."""
    bare = []
    for domain, key, english, text in _entries("zh-CN" if locale == "en" else locale):
        said = english if locale == "en" else text
        if found := IDENTIFIER.findall(_outside(said)):
            bare.append((domain, key, found, said))
    assert not bare, (
        "write option names and values in code spans (an option's help follows the lobby's "
        f"`name`: so it need not repeat the name): {bare}"
    )


def test_the_scan_sees_a_value_outside_code_spans() -> None:
    english = "The option `empire` takes `recommended` or `random`."
    assert WORD.findall(_outside(english)) == ["The", "option", "takes", "or"]
    assert set(WORD.findall(_outside("选项 `empire` 可取 recommended 或 `random`。"))) & VALUES
    assert IDENTIFIER.findall(_outside("options: end_rule, `light_speed`")) == ["end_rule"]
    assert IDENTIFIER.findall(_outside("see /hand, 1/2, `/play`")) == ["/hand"]
