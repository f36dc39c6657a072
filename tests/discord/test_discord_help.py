"""``/help`` lists every registered command, within one Discord message."""

from __future__ import annotations

from typing import Any

from bot.discord.help import leaf_commands
from tests.discord.harness import Driver


async def help_text(table: Driver, user: Any) -> str:
    record = await table.slash(user, "help")
    return table.fake.messages[record.original or 0].content


async def test_help_names_every_registered_command(table: Driver, users: list[Any]) -> None:
    text = await help_text(table, users[0])
    names = [command.qualified_name for command in leaf_commands(table.tree)]
    assert len(names) >= 19 and [n for n in names if f"`/{n}`" not in text] == []


async def test_help_fits_one_message(table: Driver, users: list[Any]) -> None:
    text = await help_text(table, users[0])
    assert len(text) <= 2000 and not text.endswith("…")


async def test_help_groups_the_commands(table: Driver, users: list[Any]) -> None:
    text = await help_text(table, users[0])
    assert text.index("**Playing**") < text.index("• `/play`") < text.index("**The table**")
