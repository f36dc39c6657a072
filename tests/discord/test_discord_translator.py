"""Command names and descriptions reach Discord in English, Simplified and Traditional Chinese."""

from __future__ import annotations

from typing import Any

from tests.discord.harness import Driver


async def synced(table: Driver) -> dict[str, dict[str, Any]]:
    """Sync the commands globally and return what the fake Discord received, by name."""
    await table.tree.sync()
    return {command["name"]: command for command in table.fake.commands}


async def test_translator_gives_simplified_chinese_names(table: Driver) -> None:
    commands = await synced(table)
    assert commands["game"]["name_localizations"]["zh-CN"] == "游戏"


async def test_translator_gives_traditional_chinese_names(table: Driver) -> None:
    commands = await synced(table)
    assert commands["play"]["name_localizations"]["zh-TW"] == "行動"


async def test_subcommands_and_options_are_localised(table: Driver) -> None:
    new = next(o for o in (await synced(table))["game"]["options"] if o["name"] == "new")
    assert new["name_localizations"]["zh-CN"] == "新建"
    assert new["options"][0]["name_localizations"]["zh-TW"] == "遊戲"
