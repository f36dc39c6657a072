"""Registering the application commands with Discord: globally at start-up when they changed,
or by hand (``python -m bot --sync [--guild ID]``).

Discord shows a bot's slash commands only once they are registered (a bulk overwrite of the
global commands, or of one guild's). Registering costs requests under a daily limit of command
creations, so the bot keeps a digest (SHA-256) of the exact payload last registered per scope in
the database (:mod:`bot.store.command_syncs`) and registers again only when the payload (names,
options, descriptions, every translation) differs. Global commands can take a while to appear in
a server the first time; with ``DEV_GUILD_ID`` set (development) the commands are registered in
that guild only, where they appear at once, and not globally (so that guild shows no second
copy).
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from bot.services.clock import Clock
from bot.store.command_syncs import GLOBAL, record_sync, synced_digest
from bot.store.timers import to_ms

log = logging.getLogger(__name__)

KINDS = (
    discord.AppCommandType.chat_input,
    discord.AppCommandType.user,
    discord.AppCommandType.message,
)


async def payload(
    tree: app_commands.CommandTree[Any], guild: discord.Object | None
) -> list[dict[str, Any]]:
    """The commands of ``tree`` for ``guild`` (``None``: global) as Discord receives them, each
    translated by the tree's translator as :meth:`~discord.app_commands.CommandTree.sync` does."""
    translator = tree.translator
    found: list[dict[str, Any]] = []
    for kind in KINDS:
        for command in tree.get_commands(guild=guild, type=kind):
            if translator is None:
                found.append(command.to_dict(tree))
            else:
                found.append(await command.get_translated_payload(tree, translator))
    return found


def digest(commands: list[dict[str, Any]]) -> str:
    """The SHA-256 of ``commands`` as canonical JSON (hex)."""
    canonical = json.dumps(commands, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


async def sync_commands(
    tree: app_commands.CommandTree[Any],
    db: Any,
    clock: Clock,
    guild: discord.Object | None = None,
    *,
    force: bool = False,
) -> int | None:
    """Register the commands of ``tree`` for ``guild`` (``None``: globally) when they differ
    from those last registered there (always with ``force``).

    Returns:
        How many commands were registered, or ``None`` when nothing changed.

    Raises:
        discord.HTTPException: Discord refused the registration (nothing is recorded then).
    """
    scope = GLOBAL if guild is None else guild.id
    found = digest(await payload(tree, guild))
    if not force and await synced_digest(db, scope) == found:
        log.info("application commands unchanged since the last registration (%s)", _where(guild))
        return None
    synced = await tree.sync(guild=guild)
    await record_sync(db, scope, found, to_ms(clock.now()))
    log.info("registered %d application commands (%s)", len(synced), _where(guild))
    return len(synced)


def _where(guild: discord.Object | None) -> str:
    return "global" if guild is None else f"guild {guild.id}"
