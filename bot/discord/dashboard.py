"""The server dashboard on Discord (:mod:`bot.services.dashboard`): ``/games`` posts it, and a
GameService subscriber keeps it edited.

After every change of a game of a server that has a dashboard, one edit of that message is
queued in its channel's outbox under the key ``("dashboard", guild)``, so a burst of moves
becomes one edit and the channel's rate limits hold. A dashboard whose message or channel is
gone is forgotten (a new ``/games`` posts another).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import cast

import discord

from bot.discord.context import HasService
from bot.discord.outbox import Job, outbox_of
from bot.services.changes import GameChanged
from bot.services.dashboard import dashboard_text
from bot.services.game_service import GameService
from bot.store.dashboards import Dashboard, dashboard_of, drop_dashboard
from bot.store.games import get_game

log = logging.getLogger(__name__)


def keeper(
    client: discord.Client, service: GameService
) -> Callable[[GameChanged], Awaitable[None]]:
    """The subscriber that edits the dashboard of a changed game's server."""

    async def on_change(change: GameChanged) -> None:
        row = await get_game(service.tables.db, change.game_id)
        if row is None or row.guild_id is None:
            return
        board = await dashboard_of(service.tables.db, row.guild_id)
        if board is not None:
            await refresh(client, board)

    return on_change


async def refresh(client: discord.Client, board: Dashboard) -> None:
    """Queue the edit of ``board``'s message with the server's games as they are now (a later
    refresh waiting in the queue replaces it)."""
    tables = cast(HasService, client).service.tables
    text = await dashboard_text(tables.db, board.guild_id, tables.games, tables.now(), board.locale)

    async def run() -> None:  # one request: the outbox paces it with the channel's others
        message = client.get_partial_messageable(board.channel_id).get_partial_message(
            board.message_id
        )
        try:
            await message.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
        except (discord.NotFound, discord.Forbidden):
            log.info("dashboard of server %s is gone; forgotten", board.guild_id)
            await drop_dashboard(tables.db, board.guild_id)

    outbox_of(client).put(board.channel_id, Job(run, key=("dashboard", board.guild_id)))
