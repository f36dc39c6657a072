"""The catalogues: every message id the code uses exists in every locale, plurals, fallbacks."""

from __future__ import annotations

import ast
import io
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract

import bot.i18n as i18n

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"t": None, "tn": None, "N_": None, "tr": None, "Lazy": None}
"""The functions whose first argument is a message id of the ``bot`` domain."""


def used_ids() -> set[str]:
    """Every message id ``bot/`` names: found by Babel's Python extractor (``t``, ``tn``, ``N_``,
    ``tr``; ``command_text(prefix)`` names ``prefix.name`` and ``prefix.description``) and the
    ``key = "..."`` of the refusal classes (a ``ServiceError`` names its sentence by ``key``)."""
    found: set[str] = set()
    for path in sorted((ROOT / "bot").rglob("*.py")):
        source = path.read_bytes()
        for _line, message, _comments, _context in extract("python", io.BytesIO(source), KEYWORDS):
            found.add(str(message))
        for _line, prefix, _comments, _context in extract(
            "python", io.BytesIO(source), {"command_text": None}
        ):
            found |= {f"{prefix}.name", f"{prefix}.description"}
        for node in ast.walk(ast.parse(source)):
            if (
                isinstance(node, ast.Assign | ast.AnnAssign)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
                and any(
                    isinstance(target, ast.Name) and target.id == "key"
                    for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                )
            ):
                found.add(node.value.value)
    return found


def test_the_extractor_finds_the_bot_s_sentences() -> None:
    ids = used_ids()
    assert {"service.no_game_here", "discord.cmd.play.name", "table.vote_counted"} <= ids
    assert len(ids) > 100


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_id_the_code_uses_exists_in_every_locale(locale: str) -> None:
    missing = sorted(key for key in used_ids() if not i18n.has(key, locale))
    assert not missing, f"{locale} lacks {missing}"


@pytest.mark.parametrize("locale", i18n.LOCALES[1:])
def test_every_locale_translates_every_english_message_with_the_same_fields(locale: str) -> None:
    english = i18n.compiled("en")
    other = i18n.compiled(locale)
    assert set(other.singular) == set(english.singular), locale
    assert set(other.plural) == set(english.plural), locale
    for key, text in english.singular.items():
        assert _fields(other.singular[key]) == _fields(text), (locale, key)
    for key, forms in english.plural.items():
        assert all(_fields(form) <= _fields(forms[-1]) | {"count"} for form in other.plural[key])


def _fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def test_plural_forms_follow_the_locale() -> None:
    assert i18n.tn("inbox.heading", 1, "en") == "One game is waiting on you:"
    assert i18n.tn("inbox.heading", 2, "en") == "2 games are waiting on you, oldest first:"
    assert i18n.tn("inbox.heading", 2, "zh-CN") == "有 2 局游戏在等你行动，等得最久的在前："
    assert i18n.tn("inbox.heading", 1, "zh-TW") == "有 1 局遊戲在等你行動，等得最久的在前："


def test_discord_locales_map_to_the_bot_s_three() -> None:
    assert i18n.locale_for("zh-CN") == "zh-CN"
    assert i18n.locale_for("zh-TW") == "zh-TW"
    assert i18n.locale_for("zh_tw") == "zh-TW"
    assert i18n.locale_for("en-US") == "en"
    assert i18n.locale_for("fr") == "en"
    assert i18n.locale_for(None) == "en"


def test_a_locale_without_a_catalogue_falls_back_to_english() -> None:
    assert i18n.t("service.not_seated", "fr") == i18n.t("service.not_seated", "en")
    assert i18n.t("service.not_seated", "zh-CN") != i18n.t("service.not_seated", "en")


def test_unknown_message_id_is_an_error() -> None:
    with pytest.raises(KeyError):
        i18n.t("no.such.message")
    with pytest.raises(KeyError):
        i18n.tn("no.such.message", 2)


@pytest.mark.parametrize(
    "path",
    [path for locale in i18n.LOCALES for path in i18n.catalogue_paths(locale)],
    ids=lambda p: f"{p.parent.parent.name}/{p.name}",
)
def test_no_catalogue_defines_an_id_twice(path: Path) -> None:
    """A second entry with the same id silently replaces the first (Babel keeps the last)."""
    ids = [
        line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("msgid ")
    ]
    doubled = sorted({line for line in ids if ids.count(line) > 1})
    assert not doubled, f"{path.name}: {doubled}"
