"""Command names and descriptions reach Discord in English, Simplified and Traditional Chinese.

Each test syncs the whole tree (every cog, with the full game registry) on the fake Discord and
walks the payload Discord received: every command, subcommand group, subcommand and option. The
fake refuses a sync whose names break Discord's rule (lowercase, 1–32 letters, digits, ``-``, ``_``)
or whose descriptions exceed 100 characters (``tests/discord/limits.py``), so every test here
also fails on those.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from bot.i18n import LANGUAGE_NAMES
from rules import GAMES
from rules.core import Game
from tests.discord.harness import Driver

CHINESE = ("zh-CN", "zh-TW")
# Options whose choices are game titles: a title is translated as its game's catalogue says, or
# shown as published (tests/discord/test_discord_i18n_help.py).
TITLE_CHOICE_OPTIONS = frozenset({"/game new game"})


@pytest.fixture
def games() -> Mapping[str, Game]:
    """Every game the bot ships, so ``/game new`` carries its real choices."""
    return dict(GAMES)


async def synced_root(table: Driver) -> dict[str, Any]:
    """Sync globally; the top-level commands Discord received, as the options of one root."""
    await table.tree.sync()
    return {"name": "", "options": table.fake.commands}


async def synced_nodes(table: Driver) -> list[tuple[str, dict[str, Any]]]:
    """Sync globally, then every command and option Discord received as (path, payload)."""
    return _below(await synced_root(table))


def _below(root: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [node for command in root["options"] for node in _walk(command, "")]


def _walk(node: dict[str, Any], parent: str) -> Iterator[tuple[str, dict[str, Any]]]:
    path = f"{parent} {node['name']}" if parent else f"/{node['name']}"
    yield path, node
    for option in node.get("options") or []:
        yield from _walk(option, path)


async def test_every_command_and_option_has_chinese_names_and_descriptions(
    table: Driver,
) -> None:
    missing = [
        f"{path} {field} {locale}"
        for path, node in await synced_nodes(table)
        for field in ("name", "description")
        for locale in CHINESE
        if not (node.get(f"{field}_localizations") or {}).get(locale)
    ]
    assert missing == []


async def test_every_choice_has_chinese_names_but_titles_and_languages(table: Driver) -> None:
    missing = [
        f"{path} {choice['name']} {locale}"
        for path, node in await synced_nodes(table)
        if path not in TITLE_CHOICE_OPTIONS
        for choice in node.get("choices") or []
        if choice["name"] not in LANGUAGE_NAMES.values()  # a language is named in itself
        for locale in CHINESE
        if not (choice.get("name_localizations") or {}).get(locale)
    ]
    assert missing == []


async def test_localised_names_are_unique_among_siblings(table: Driver) -> None:
    root = await synced_root(table)
    clashes = [
        f"{path} {locale}"
        for path, node in [("/", root), *_below(root)]
        for locale in CHINESE
        if _has_clash(node.get("options") or [], locale)
    ]
    assert clashes == []


def _has_clash(siblings: list[dict[str, Any]], locale: str) -> bool:
    names = [(o.get("name_localizations") or {}).get(locale, o["name"]) for o in siblings]
    return len(names) != len(set(names))
