"""``/mygames``: the games waiting on the caller, on every server (:mod:`bot.services.inbox`);
``/games``: the server's dashboard of its active games (:mod:`bot.services.dashboard`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.context import answer, require_posting, service_of, think
from bot.discord.outbox import Job, outbox_of
from bot.discord.translator import tr
from bot.i18n import current_locale, t
from bot.services.dashboard import dashboard_text
from bot.services.inbox import inbox_text
from bot.store.dashboards import Dashboard, set_dashboard


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

    @app_commands.command(
        name=tr("dashboard.cmd.games.name"), description=tr("dashboard.cmd.games.description")
    )
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        """Post the server's dashboard here; the bot keeps it edited from now on."""
        await think(interaction)
        channel_id, guild_id = interaction.channel_id or 0, interaction.guild_id or 0
        require_posting(interaction, channel_id)
        tables = service_of(interaction).tables
        locale = current_locale()
        text = await dashboard_text(tables.db, guild_id, tables.games, tables.now(), locale)
        channel = interaction.client.get_partial_messageable(channel_id)
        sent: list[discord.Message] = []

        async def run() -> None:
            sent.append(await channel.send(text, allowed_mentions=discord.AllowedMentions.none()))

        failed = await outbox_of(interaction.client).put(channel_id, Job(run))
        if failed is not None:
            raise failed
        await set_dashboard(tables.db, Dashboard(guild_id, channel_id, sent[0].id, locale))
        await answer(interaction, t("dashboard.posted"))


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(InboxCog())
