"""Board history in a per-game thread (table option ``board_history=thread``,
docs/play-by-post.md §2).

When a new board message replaces a game's board (:func:`bot.discord.routing.send_public`), a
table with the option moves the replaced one out of the channel, so the channel keeps the
current board and the thread keeps every earlier one, in order:

1. the game's thread is opened once, on the first replaced board: a public thread of the
   channel (``TextChannel.create_thread``, archived after 7 days without a post; a post
   unarchives it), recorded in ``board_threads`` so a restart keeps it; this request goes
   through the channel's outbox;
2. the replaced message is read back (text and picture, with its alt text) and posted in the
   thread, through the *thread's* own outbox queue (its own 5 per 5 s), pinging nobody and with
   no buttons;
3. only once it is in the thread is it deleted from the channel (the channel's outbox).

A step that fails leaves the board where it was, never lost: a thread that cannot be opened (no
"Create Public Threads" permission) or a message gone is logged and the board stays in the
channel; a thread deleted on Discord is forgotten, and the next replaced board opens a new one.
A crash between sending a new board and moving the old one leaves the old one in the channel.
"""

from __future__ import annotations

import logging
from typing import Literal

import discord

from bot.discord.outbox import Job, outbox_of
from bot.i18n import speaking, t
from bot.services.game_service import GameService
from bot.services.table_options import TablePolicy
from bot.store import game_threads, history

log = logging.getLogger(__name__)

ARCHIVE_MINUTES: Literal[10080] = 10080
"""A history thread is archived after a week without a post (Discord's longest)."""
THREAD_NAME_MAX = 100


async def keeps_history(service: GameService, game_id: int) -> bool:
    """Whether game ``game_id``'s replaced boards go to its thread (``board_history=thread``),
    unless the game itself is in a thread of its own (:mod:`bot.discord.game_threads`: a thread
    holds no threads, and its boards are out of the channel already)."""
    table = await service.tables.by_id(game_id)
    if TablePolicy.from_options(table.row.table_options).board_history != "thread":
        return False
    return not await game_threads.is_game_thread(service.tables.db, table.row.channel_id)


async def move(
    client: discord.Client, service: GameService, game_id: int, board: tuple[int, int]
) -> None:
    """Queue the move of the replaced board message ``board`` (channel id, message id) into game
    ``game_id``'s thread (see the module docstring), opening the thread first if needed."""
    channel_id = board[0]
    thread_id = await history.thread_of(service.tables.db, game_id)
    if thread_id is not None:
        _copy(client, service, game_id, board, thread_id)
        return

    async def open_thread() -> None:
        found = await history.thread_of(service.tables.db, game_id)
        if found is None:
            found = await _open(client, service, game_id, channel_id)
        _copy(client, service, game_id, board, found)

    outbox_of(client).put(channel_id, Job(open_thread))  # never merged: each board moves


async def _open(client: discord.Client, service: GameService, game_id: int, channel_id: int) -> int:
    """Open game ``game_id``'s thread in ``channel_id`` (one request) and record it.

    Raises:
        discord.HTTPException: Discord refused (the outbox logs it; the board stays).
        TypeError: the channel is not a text channel.
    """
    channel = await client.fetch_channel(channel_id)
    if not isinstance(channel, discord.TextChannel):
        raise TypeError(f"channel {channel_id} cannot hold a board-history thread")
    table = await service.tables.by_id(game_id)
    with speaking(table.locale):
        name = t("history.thread_name", title=table.game.title, game=game_id)
    thread = await channel.create_thread(
        name=name[:THREAD_NAME_MAX],
        type=discord.ChannelType.public_thread,
        auto_archive_duration=ARCHIVE_MINUTES,
    )
    await history.record_thread(service.tables.db, game_id, channel_id, thread.id)
    return thread.id


def _copy(
    client: discord.Client,
    service: GameService,
    game_id: int,
    board: tuple[int, int],
    thread_id: int,
) -> None:
    """Queue, in the thread's outbox, the copy of ``board`` into the thread, then its deletion
    from the channel."""

    async def copy() -> None:
        channel = client.get_partial_messageable(board[0])
        message = await channel.fetch_message(board[1])
        files = [await attachment.to_file() for attachment in message.attachments]
        try:
            await client.get_partial_messageable(thread_id).send(
                content=message.content,
                files=files,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.NotFound:
            await history.forget_thread(service.tables.db, game_id)
            raise

        async def delete() -> None:
            await channel.get_partial_message(board[1]).delete()

        outbox_of(client).put(board[0], Job(delete))

    outbox_of(client).put(thread_id, Job(copy))
