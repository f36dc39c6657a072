"""The discord.py client: built without connecting; ``setup_hook`` wires everything.

``setup_hook`` (run by ``login``) opens the database, builds the :class:`GameService`, sets the
catalogue translator, loads every cog of :mod:`bot.discord.cogs`, registers the persistent
components so buttons work after a restart, and syncs commands to ``dev_guild_id`` when set
(global commands are synced by hand, see README).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import aiosqlite
import discord
from discord.ext import commands

from bot.discord.cogs import load_cogs
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.translator import CatalogueTranslator
from bot.discord.tree import OrreryTree
from bot.services.game_service import GameService
from bot.settings import Settings
from bot.store.db import connect

log = logging.getLogger(__name__)

ServiceFactory = Callable[[aiosqlite.Connection], GameService]


def default_service(db: aiosqlite.Connection) -> GameService:
    """The production service: images on."""
    return GameService(db)


class OrreryBot(commands.Bot):
    """The bot. ``service`` and ``db`` exist once ``setup_hook`` has run.

    Args:
        settings: the configuration (database path, dev guild).
        service_factory: builds the service on the opened database (tests turn images off).
    """

    service: GameService
    db: aiosqlite.Connection

    def __init__(self, settings: Settings, *, service_factory: ServiceFactory) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents(guilds=True),
            tree_cls=OrreryTree,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.service_factory = service_factory

    async def setup_hook(self) -> None:
        """Open the store, build the service, load cogs and components, sync the dev guild."""
        self.db = await connect(self.settings.database)
        self.service = self.service_factory(self.db)
        await self.tree.set_translator(CatalogueTranslator())
        await load_cogs(self)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s", len(synced), guild.id)

    async def close(self) -> None:
        """Close Discord's connection, then the database."""
        await super().close()
        if hasattr(self, "db"):
            await self.db.close()


def create_bot(
    settings: Settings, *, service_factory: ServiceFactory = default_service
) -> OrreryBot:
    """Build the client without connecting (``login`` runs ``setup_hook``)."""
    return OrreryBot(settings, service_factory=service_factory)
