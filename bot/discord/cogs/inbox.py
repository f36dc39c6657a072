"""``/mygames``: the games waiting on the caller, on every server (:mod:`bot.services.inbox`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.context import answer, service_of, think
from bot.discord.translator import tr
from bot.services.inbox import inbox_text


class InboxCog(commands.Cog):
    """The player's own inbox across games."""

    @app_commands.command(
        name=tr("inbox.cmd.mygames.name"), description=tr("inbox.cmd.mygames.description")
    )
    async def mygames(self, interaction: discord.Interaction) -> None:
        """Every game where the caller owes a decision, oldest wait first, ephemerally."""
        await think(interaction)
        tables = service_of(interaction).tables
        text = await inbox_text(tables.db, interaction.user.id, tables.now(), tables.games)
        await answer(interaction, text)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(InboxCog())
