"""A thread (or forum post) per game: where ``/game new`` opens its lobby (issue #30 item 2,
docs/play-by-post.md §2 "A thread per game").

Decisions:

* ``/game new where:`` is ``thread`` or ``here``. Unset, the game goes to a thread where the bot
  may open one (:func:`may_open_threads`: *Create Public Threads* and *Send Messages in Threads*
  in the channel, which every interaction carries as ``app_permissions``), else to this channel.
  The server's setting is thus Discord's own: a manager who grants or denies the bot Create
  Public Threads, for the whole server or one channel, sets the default there; a table
  overrides it with ``where:``.
* Typed in a text channel: a public thread of it with no starter message
  (``TextChannel.create_thread``); the channel shows Discord's "started a thread" line, which
  links to it.
* Typed inside a thread (a forum post, or a game's thread whose game is over), unset ``where``
  keeps the game there: that thread already is a place of its own. ``where:thread`` opens a
  sibling: a new post of the parent forum (``ForumChannel.create_thread``, whose first message
  says who opened the table) or a new thread of the parent text channel.
* The thread is named "*Title* (*creator*)" in the table's language (at most 100 characters)
  and archived only after Discord's longest inactivity, a week
  (:data:`bot.discord.history.ARCHIVE_MINUTES`); a turn may take longer, so the outbox
  unarchives a thread whose edit Discord refuses as archived (:mod:`bot.discord.outbox`; a new
  message unarchives it by itself).
* Not allowed, or refused by Discord (``Forbidden``, any ``HTTPException``): the game opens in
  this channel and the creator is told why. The game's options are checked *before* the thread
  is opened (:meth:`GameService.check_new_game`), so a refused option leaves no empty thread.
* The game's channel id is the thread's id: every command typed in the thread finds it, and the
  outbox, reminders, recovery, ``/games``, backups and rematches need nothing more. Each thread
  is recorded with its parent (``game_threads``), so a command typed in the parent that finds no
  game there names the threads that hold its games (:func:`games_elsewhere`), after a restart
  too.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord

from bot.discord.context import service_of
from bot.discord.history import ARCHIVE_MINUTES, THREAD_NAME_MAX
from bot.i18n import t
from bot.store import game_threads

log = logging.getLogger(__name__)

WHERE = ("thread", "here")
"""The values of ``/game new where:``."""
THREADS = discord.Permissions(create_public_threads=True, send_messages_in_threads=True)
"""What the bot needs to open a game's thread and post in it."""


@dataclass(frozen=True)
class Place:
    """Where a new game goes.

    Attributes:
        channel_id: the game's channel: a new thread's id, or the interaction's channel.
        said: the sentence for the creator (where the game went, or why it stayed here);
            ``None`` when it stayed here as asked.
    """

    channel_id: int
    said: str | None = None


def may_open_threads(interaction: discord.Interaction) -> bool:
    """Whether the bot's permissions in the interaction's channel (``app_permissions``) let it
    open a public thread and post in it (:data:`THREADS`)."""
    return interaction.app_permissions >= THREADS


async def place_game(
    interaction: discord.Interaction, where: str | None, title: object, locale: str
) -> Place:
    """Open the new game's thread when ``where`` asks for one (or, unset, where the bot may; see
    the module docstring) and record it; else this channel.

    Args:
        where: ``thread``, ``here`` or ``None`` (the default).
        title: the game's title (a ``str`` or a translatable ``Msg``), for the thread's name.
        locale: the table's language (the thread's name and a forum post's first message).
    """
    here = interaction.channel_id or 0
    inside = isinstance(interaction.channel, discord.Thread)
    if where == "here" or (where is None and inside):
        return Place(here)
    if not may_open_threads(interaction):
        return Place(here, t("discord.game_thread.not_allowed") if where == "thread" else None)
    creator = interaction.user.display_name
    name = t("discord.game_thread.name", locale, title=title, name=creator)[:THREAD_NAME_MAX]
    starter = t("discord.game_thread.starter", locale, title=title, name=creator)
    try:
        parent = await _parent(interaction)
        if isinstance(parent, discord.ForumChannel):
            opened = await parent.create_thread(
                name=name, content=starter, auto_archive_duration=ARCHIVE_MINUTES
            )
            thread = opened.thread
        elif isinstance(parent, discord.TextChannel):
            thread = await parent.create_thread(
                name=name,
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_MINUTES,
            )
        else:  # a voice channel's chat, say: no threads there
            return Place(here, t("discord.game_thread.refused") if where == "thread" else None)
    except discord.HTTPException as refused:
        log.info("no game thread in channel %s: %s", here, refused)
        return Place(here, t("discord.game_thread.refused"))
    await game_threads.record_thread(service_of(interaction).tables.db, thread.id, parent.id)
    return Place(thread.id, t("discord.game_thread.opened", thread=thread.mention))


async def _parent(interaction: discord.Interaction) -> discord.abc.GuildChannel | None:
    """The channel that holds the new thread: the interaction's, or the parent of the thread it
    was typed in (fetched when not cached)."""
    channel = interaction.channel
    if not isinstance(channel, discord.Thread):
        return channel if isinstance(channel, discord.abc.GuildChannel) else None
    found = interaction.client.get_channel(channel.parent_id)
    if found is None:
        fetched = await interaction.client.fetch_channel(channel.parent_id)
        return fetched if isinstance(fetched, discord.abc.GuildChannel) else None
    return found if isinstance(found, discord.abc.GuildChannel) else None


async def games_elsewhere(interaction: discord.Interaction) -> str | None:
    """The sentence naming the threads of the interaction's channel that hold live games (a
    command typed in the parent found none there), or ``None`` when there are none."""
    db = service_of(interaction).tables.db
    threads = await game_threads.live_threads(db, interaction.channel_id or 0)
    if not threads:
        return None
    listed = t("core.list_separator").join(f"<#{thread}>" for thread in threads)
    return t("discord.game_thread.elsewhere", threads=listed)
