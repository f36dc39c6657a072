"""Rematch (issue #30 item 3; docs/play-by-post.md §10 "Rematch").

The final board of a game with at least one human seat says "Rematch?" and carries a
**Rematch** button (:func:`bot.services.compose.board_post`; ``/game rematch`` does the same).
Each human seat of the finished game confirms; once all have, a new game of the same title
opens in the same channel and starts at once: the same seats (bot seats too), the same game and
table options, a **new seed**, and the play order turned by one (the old second seat plays
first, the old first seat last), so that a series of rematches gives every seat the first turn
in turn.

Every human must confirm, not a majority: a rematch seats each of them again. Confirmations
are votes on the finished game (table ``votes``, motion ``rematch``), so they survive a restart;
they are cleared when the rematch starts. Once another game is live in the channel (a rematch or
a new ``/game new``) the offer is over: a click is refused with that game's name.
"""

from __future__ import annotations

from dataclasses import replace

import aiosqlite

from bot.i18n import Lazy, t
from bot.services.clock import Clock
from bot.services.context import Table
from bot.services.errors import NotSeated, ServiceError
from bot.services.game_service import GameService
from bot.services.lobby import busy
from bot.services.outputs import Outputs
from bot.services.players import Player
from bot.services.votes import VoteResult, counted_post
from bot.store import table as store
from bot.store.games import live_game

REMATCH = "rematch"
"""The motion of the confirmations."""


class NotFinished(ServiceError):
    """A rematch was asked of a game that has not ended with a result."""

    key = "rematch.not_finished"


class Rematches:
    """Opens a rematch once every human seat of a finished game has confirmed.

    Args:
        db: the connection. service: the GameService (opens and starts the rematch).
        clock: the time of votes.
    """

    def __init__(self, db: aiosqlite.Connection, service: GameService, clock: Clock) -> None:
        self.db, self.service, self.clock = db, service, clock

    async def confirm_here(self, channel_id: int, user: Player) -> Outputs:
        """``/game rematch``: confirm the rematch of the channel's last game (see :meth:`confirm`).

        Raises:
            NoGameHere, NotFinished, AlreadyRunning, NotSeated.
        """
        table = await self.service.tables.latest(channel_id)
        return await self.confirm(table.row.id, user)

    async def confirm(self, game_id: int, user: Player) -> Outputs:
        """Record ``user``'s confirmation; start the rematch once every human seat confirmed.

        Returns:
            The public "Ana wants a rematch (1/3)." post, or the rematch's start (its first
            board and every hand).

        Raises:
            NoGameHere, NotFinished: the game is live or was abandoned. AlreadyRunning: another
            game is live in the channel. NotSeated: ``user`` held no human seat.
        """
        table = await self.service.tables.by_id(game_id)
        if table.row.status != "finished":
            raise NotFinished()
        await self._channel_free(table)
        humans = {seat.user_id for seat in table.seats if not seat.is_bot}
        if user.user_id not in humans:
            raise NotSeated()
        voters = await store.cast_vote(self.db, game_id, REMATCH, user.user_id, self.clock.now())
        result = VoteResult(REMATCH, len(voters & humans), len(humans))
        if not result.has_passed:  # the count carries the button on: the channel's live one
            counted = counted_post(table, user.user_id, result, Lazy("table.motion.rematch"))
            label = t("rematch.button", table.locale)
            return Outputs(public=tuple(replace(p, rematch=label) for p in counted.public))
        await store.clear_votes(self.db, game_id, REMATCH)
        return await self.service.rematch(game_id, user)

    async def _channel_free(self, table: Table) -> None:
        """Raise ``AlreadyRunning`` when another game is live in the table's channel."""
        live = await live_game(self.db, table.row.channel_id)
        if live is not None:
            raise busy(self.service.tables.game(live.game_key), live.status)
