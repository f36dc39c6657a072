"""``/card``: look a component of the channel's game up (:mod:`bot.services.reference`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.context import answer, service_of, speak_to, think
from bot.discord.routing import png
from bot.discord.translator import tr

NAME_MAX = 100


class ReferenceCog(commands.Cog):
    """The game's components, as printed."""

    @app_commands.command(
        name=tr("discord.cmd.card.name"), description=tr("discord.cmd.card.description")
    )
    @app_commands.guild_only()
    @app_commands.rename(component=tr("discord.cmd.card.component.name"))
    @app_commands.describe(component=tr("discord.cmd.card.component.description"))
    async def card(
        self, interaction: discord.Interaction, component: app_commands.Range[str, 1, 100]
    ) -> None:
        """The component ``component`` names, as text and as a picture, ephemerally."""
        await think(interaction)
        outputs = await service_of(interaction).card(interaction.channel_id or 0, component)
        await answer(interaction, outputs.reply, file=png(outputs.reply_image_png, "card.png"))

    @card.autocomplete("component")
    async def card_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The components matching what was typed, named in the caller's language."""
        speak_to(interaction)
        pairs = await service_of(interaction).card_choices(interaction.channel_id or 0, current)
        return [app_commands.Choice(name=name[:NAME_MAX], value=value) for name, value in pairs]


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(ReferenceCog())
