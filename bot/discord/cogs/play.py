"""``/play`` (autocompleted from the caller's legal actions), ``/hand`` and ``/help``."""

from __future__ import annotations

from functools import partial
from typing import cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.context import (
    answer,
    player_of,
    require_posting,
    service_of,
    speak_to,
    think,
)
from bot.discord.help import help_text
from bot.discord.routing import deliver, png, send_split
from bot.discord.translator import tr
from bot.i18n import say, t
from rules.core.game import notation_help

VALUE_MAX = 100
MAX_CHOICES = 25


class PlayCog(commands.Cog):
    """Playing: moves, one's private view, and help."""

    @app_commands.command(
        name=tr("discord.cmd.play.name"), description=tr("discord.cmd.play.description")
    )
    @app_commands.guild_only()
    @app_commands.rename(action=tr("discord.cmd.play.action.name"))
    @app_commands.describe(action=tr("discord.cmd.play.action.description"))
    async def play(
        self, interaction: discord.Interaction, action: app_commands.Range[str, 1, 200]
    ) -> None:
        """Apply ``action`` (notation) for the caller's seat."""
        await think(interaction)
        require_posting(interaction, interaction.channel_id or 0)
        outputs = await service_of(interaction).act(
            interaction.channel_id or 0, player_of(interaction), action
        )
        await deliver(interaction, outputs)

    @play.autocomplete("action")
    async def play_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The caller's legal notations matching what they typed (never anyone else's).

        A game with a free-form notation (Afternova's deals) may add hints first: a check of the
        text typed and completions of it (the game's notation hints, through
        :func:`bot.services.narration.hints_of`). Each choice shows its notation and the move's
        label, or the hint's words, in the caller's language.
        """
        speak_to(interaction)
        pairs = await service_of(interaction).choices(
            interaction.channel_id or 0, interaction.user.id, current
        )
        return [
            app_commands.Choice(name=name[:VALUE_MAX], value=value)
            for name, value in pairs
            if 0 < len(value) <= VALUE_MAX
        ][:MAX_CHOICES]

    @app_commands.command(
        name=tr("discord.cmd.hand.name"), description=tr("discord.cmd.hand.description")
    )
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """The caller's private view, ephemerally (also the fallback when DMs are closed)."""
        await think(interaction)
        outputs = await service_of(interaction).hand(
            interaction.channel_id or 0, player_of(interaction)
        )
        image = png(outputs.reply_image_png, "hand.png")
        await answer(interaction, outputs.reply, file=image)

    @app_commands.command(
        name=tr("discord.cmd.help.name"), description=tr("discord.cmd.help.description")
    )
    async def help(self, interaction: discord.Interaction) -> None:
        """How to play, and the games there are, in the caller's language."""
        speak_to(interaction)
        service = service_of(interaction)
        titles = t("core.list_separator").join(
            say(game.title) for game in service.tables.games.values()
        )
        tree = cast(commands.Bot, interaction.client).tree
        await answer(interaction, help_text(tree, titles))
        table = await service.table_of(interaction.channel_id or 0)
        notation = notation_help(table.game) if table is not None else None
        if table is not None and notation is not None:
            message = {"content": say(notation, domain=table.game.key)}
            await send_split(partial(interaction.followup.send, ephemeral=True), message)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(PlayCog())
