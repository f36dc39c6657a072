"""The discord.py client: built without connecting; ``setup_hook`` wires everything.

``setup_hook`` (run by ``login``) locks and opens the database (warning when it cannot be
written), reads the users' stored languages (:func:`bot.i18n.viewers.load`), builds the
:class:`GameService` and the
table services around it (deadlines, pings, reminders, bot players: :mod:`bot.discord.timers`),
sets the catalogue translator, loads every cog of :mod:`bot.discord.cogs`, registers the
persistent components so buttons work after a restart, and registers the application commands
with Discord when they changed since the last registration (:mod:`bot.discord.sync`): globally,
or in ``dev_guild_id`` alone when it is set.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import aiosqlite
import discord
from discord.ext import commands

from bot.discord import timers
from bot.discord.cogs import load_cogs
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.outbox import outbox_of
from bot.discord.rematch import RematchButton
from bot.discord.sync import sync_commands
from bot.discord.translator import CatalogueTranslator
from bot.discord.tree import OrreryTree
from bot.i18n import viewers
from bot.services.backups import Backups
from bot.services.clock import Clock, SystemClock
from bot.services.game_service import GameService
from bot.services.images import render_pool
from bot.services.table_services import TableServices
from bot.settings import Settings
from bot.store.backup import DatabaseLock
from bot.store.db import open_store, storage_warnings
from bot.store.shards import hold

log = logging.getLogger(__name__)

ServiceFactory = Callable[[aiosqlite.Connection], GameService]


def default_service(db: aiosqlite.Connection) -> GameService:
    """The production service: images on, drawn in a process per core."""
    return GameService(db, render_pool=render_pool())


class OrreryBot(commands.Bot):
    """The bot. ``service``, ``table_services`` and ``db`` exist once ``setup_hook`` has run.

    Args:
        settings: the configuration (database path, dev guild).
        service_factory: builds the service on the opened database (tests turn images off).
        clock: the table services' time source (tests pass a manual clock).

    ``sync_at_start`` (default ``True``): ``setup_hook`` registers changed commands
    (``python -m bot --sync`` turns it off and registers by hand).

    The scheduler's loop starts in ``on_ready`` (once): timers fire only while the bot can post;
    so do the scheduled backups (``BACKUP_DIR``). While running, the bot holds the database's
    lock (:class:`~bot.store.backup.DatabaseLock`): a second bot, or a restore, on the same file
    is refused (a PostgreSQL store is shared by many processes instead: :mod:`bot.store.postgres`).
    Tests never connect to the gateway; they move a manual clock and call
    ``table_services.scheduler.run_due()``.
    """

    service: GameService
    table_services: TableServices
    db: aiosqlite.Connection
    lock: DatabaseLock

    def __init__(
        self,
        settings: Settings,
        *,
        service_factory: ServiceFactory,
        clock: Clock | None = None,
        **options: Any,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents(guilds=True),
            tree_cls=OrreryTree,
            allowed_mentions=discord.AllowedMentions.none(),
            **options,
        )
        self.settings = settings
        self.service_factory = service_factory
        self.clock: Clock = clock or SystemClock()
        self._timers_started = False
        self.sync_at_start = True
        self.backups = Backups.from_settings(settings, self.clock)

    async def setup_hook(self) -> None:
        """Open the store, build the service, load cogs and components, register the commands
        where they changed."""
        if self.settings.sqlite_path is not None:
            self.lock = DatabaseLock(self.settings.sqlite_path).acquire()
        self.db = await open_store(self.settings.database)
        await hold(self.db, self.settings.served_shards)
        await viewers.load(self.db)
        for problem in await storage_warnings(self.db, self.settings.database):
            log.warning("moves cannot be saved: %s", problem)
        self.service = self.service_factory(self.db)
        self.table_services = timers.wire(self, self.db, self.service, self.clock)
        await self.tree.set_translator(CatalogueTranslator())
        await load_cogs(self)
        self.add_dynamic_items(*DYNAMIC_ITEMS, timers.TableButton, RematchButton)
        if self.sync_at_start:
            await self.sync_commands(self.settings.dev_guild_id)

    async def sync_commands(self, guild_id: int | None, *, force: bool = False) -> int | None:
        """Register the application commands globally (``guild_id`` ``None``) or in one guild,
        when they changed since the last registration there (always with ``force``).

        Returns:
            How many commands were registered, or ``None`` when nothing changed.

        Raises:
            discord.HTTPException: Discord refused.
        """
        guild = None if guild_id is None else discord.Object(id=guild_id)
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        return await sync_commands(self.tree, self.db, self.clock, guild, force=force)

    async def on_ready(self) -> None:
        """Start the table services once connected (overdue timers fire now, then the loop)."""
        if not self._timers_started:
            self._timers_started = True
            await self.table_services.start()
            if self.backups is not None:
                self.backups.start()

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A channel was deleted: its game, if any, is archived (other games go on)."""
        await self.service.channel_gone(channel.id)

    async def on_thread_delete(self, thread: discord.Thread) -> None:
        """A thread was deleted: its game, if any, is archived (other games go on)."""
        await self.service.channel_gone(thread.id)

    async def close(self) -> None:
        """Close Discord's connection, then the database."""
        await super().close()
        if self.backups is not None:
            await self.backups.stop()
        if hasattr(self, "table_services"):
            await self.table_services.stop()
        await outbox_of(self).idle()  # queued posts still read the database
        if hasattr(self, "db"):
            await self.db.close()
        if hasattr(self, "lock"):
            self.lock.release()


def create_bot(
    settings: Settings,
    *,
    service_factory: ServiceFactory = default_service,
    clock: Clock | None = None,
) -> OrreryBot:
    """Build the client without connecting (``login`` runs ``setup_hook``; see
    :class:`OrreryBot` for the arguments): a :class:`ShardedOrreryBot` when ``settings`` name
    shards (``--shards``), connecting those shards of the gateway alone."""
    if settings.shards is None:
        return OrreryBot(settings, service_factory=service_factory, clock=clock)
    shards = settings.served_shards
    return ShardedOrreryBot(
        settings,
        service_factory=service_factory,
        clock=clock,
        shard_ids=sorted(shards.ids),
        shard_count=shards.count,
    )


class ShardedOrreryBot(OrreryBot, commands.AutoShardedBot):
    """The bot serving some shards of a bot that several processes share (issue #31): it holds
    its shards in the PostgreSQL store at ``setup_hook`` (:func:`bot.store.shards.hold`; a
    shard another live process serves is refused) and connects those shards of the gateway."""
