"""The command tree: one error handler, and ``/game`` groups merged across cogs."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.utils import MISSING

from bot.discord.errors import report


class OrreryTree(app_commands.CommandTree[Any]):
    """A ``CommandTree`` whose top-level groups of one name merge, and whose errors are reported.

    Merging lets several cogs contribute subcommands to ``/game`` (each cog declares its own
    group of that name); the first group's name and description are kept.
    """

    def add_command(
        self,
        command: Any,
        /,
        *,
        guild: Any = MISSING,
        guilds: Any = MISSING,
        override: bool = False,
    ) -> None:
        """Add ``command``; a group whose name is taken by a group gives it its subcommands."""
        single = None if guild is MISSING else guild
        existing = self.get_command(command.name, guild=single) if guilds is MISSING else None
        if isinstance(command, app_commands.Group) and isinstance(existing, app_commands.Group):
            for child in command.commands:
                existing.add_command(child, override=override)
            return
        super().add_command(command, guild=guild, guilds=guilds, override=override)

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Refusals become an ephemeral sentence; bugs are logged with a reference id."""
        await report(interaction, error)
