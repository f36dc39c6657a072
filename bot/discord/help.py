"""``/help``: every registered command, grouped, generated from the command tree.

The list cannot fall behind the commands: it walks ``tree.get_commands()`` (groups expanded to
their subcommands) and prints each command's qualified name and description. Sections: playing
(moves, hand, the board), you (your own settings and record), the table (everything else:
lobby, votes, replay, export). In a channel with a game, the game's notation follows in a
second message, since together they may pass Discord's 2000 characters.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from discord import app_commands

from bot.i18n import t

PLAYING = frozenset(
    {"play", "hand", "note", "card", "help", "game status", "game board", "game log", "game undo"}
)
YOU = frozenset({"settings", "away", "stats", "mygames"})
SECTIONS = ("discord.help_playing", "discord.help_table", "discord.help_you")


def leaf_commands(
    tree: app_commands.CommandTree[Any],
) -> Iterator[app_commands.Command[Any, ..., Any]]:
    """Every slash command of ``tree``, subcommands of groups included, in registration order."""
    pending: list[Any] = list(tree.get_commands())
    while pending:
        item = pending.pop(0)
        if isinstance(item, app_commands.Group):
            pending[:0] = item.commands
        elif isinstance(item, app_commands.Command):
            yield item


def section_of(qualified_name: str) -> str:
    """The catalogue id of the section heading ``qualified_name`` belongs to."""
    if qualified_name in PLAYING:
        return SECTIONS[0]
    return SECTIONS[2] if qualified_name in YOU else SECTIONS[1]


def _said(command: app_commands.Command[Any, ..., Any]) -> str:
    """``command``'s description in the language spoken now (its catalogue id, kept by
    :func:`bot.discord.translator.tr`), else as declared."""
    key = command._locale_description.extras.get("key") if command._locale_description else None
    return t(key) if isinstance(key, str) else command.description


def help_text(tree: app_commands.CommandTree[Any], games: str) -> str:
    """The intro, then one line per command under its section heading, then the games.

    Args:
        tree: the bot's command tree (every registered command).
        games: the game titles, comma-separated.
    """
    grouped: dict[str, list[str]] = {section: [] for section in SECTIONS}
    for command in leaf_commands(tree):
        name = command.qualified_name
        grouped[section_of(name)].append(
            t("discord.help_line", name=name, description=_said(command))
        )
    lines = [t("discord.help_intro")]
    for section, entries in grouped.items():
        if entries:
            lines += [f"**{t(section)}**", *entries]
    lines.append(t("discord.help_games", games=games))
    return "\n".join(lines)
