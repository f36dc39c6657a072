"""The one translation layer for every user-facing sentence.

Catalogues are YAML files ``bot/i18n/<locale>/<area>.yaml`` mapping message ids to
``str.format`` templates; each area (``service``, ``discord``, ``table``…) has its own file so that
parts of the bot grow independently. All files of a locale are merged; a message id defined twice is
an error. English (``en``) is complete; other locales may cover a subset and fall back to English.
Command names and descriptions for Discord's own localisation go through
:class:`bot.discord.translator.CatalogueTranslator`, which reads the same catalogues.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).parent
DEFAULT_LOCALE = "en"


class CatalogueError(RuntimeError):
    """A catalogue file is malformed or defines a message id twice."""


@cache
def catalogue(locale: str) -> dict[str, str]:
    """Return every message of ``locale`` (empty when the locale has no folder).

    Raises:
        CatalogueError: a file is not a mapping of strings, or an id is defined twice.
    """
    folder = ROOT / locale
    merged: dict[str, str] = {}
    if not folder.is_dir():
        return merged
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict):
            raise CatalogueError(f"{path}: expected a mapping of message ids to text")
        for key, text in data.items():
            if not isinstance(text, str):
                raise CatalogueError(f"{path}: {key} is not text")
            if key in merged:
                raise CatalogueError(f"{path}: message id {key!r} is defined twice")
            merged[key] = text
    return merged


def t(key: str, /, locale: str = DEFAULT_LOCALE, **fields: object) -> str:
    """Return message ``key`` in ``locale`` (falling back to English), filled with ``fields``.

    Raises:
        KeyError: no catalogue defines ``key`` (a bug: every sentence must be catalogued).
    """
    template = catalogue(locale).get(key) or catalogue(DEFAULT_LOCALE)[key]
    return template.format(**fields)
