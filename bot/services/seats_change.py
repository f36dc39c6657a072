"""Seats that change hands: replacement, handing a seat to the bot player, bot seats in a lobby.

A seat keeps its number, its state and its log; only the user behind it changes (table
``seats``), recorded in ``seat_changes`` for ``/stats`` ("abandoned seats"). Routing of private
posts goes by the seat's current user, so once a seat is reassigned the old owner receives
nothing more of it, and the new owner is sent the seat's private view at once. After a change
the subscribers (reminders, bot players) are told with a ``SEAT_CHANGED`` change naming the
seat: the old owner's decision is closed (no reminder follows it), the new owner's opens with
its own ping and reminders (none for a bot seat), and a bot seat acts at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import aiosqlite

from bot.i18n import t, viewers
from bot.services.changes import ChangeKind, Subscriber
from bot.services.clock import Clock
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.lobby import next_bot_user_id, seat_bots
from bot.services.outputs import Outputs, PrivatePost, PublicPost
from bot.services.players import Player
from bot.services.reads import hand
from bot.store import games as games_store
from bot.store import table as store
from bot.store import timers as timers_store


class NotSeatedHere(ServiceError):
    """The player to replace holds no seat in this game. Field: ``user``."""

    key = "table.replace_not_seated"


class AlreadySeatedHere(ServiceError):
    """The replacement already holds a seat in this game. Field: ``user``."""

    key = "table.replace_already_seated"


class NothingToTakeBack(ServiceError):
    """``/game takeback`` by a player none of whose seats a bot player holds."""

    key = "table.nothing_to_take_back"


class SeatChanges:
    """Moves seats between people and bot players.

    Args:
        db: the connection. tables: the GameService's :class:`TableLoader`.
        clock: the time source. subscribers: told of every seat change (reminders, bots).
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        tables: TableLoader,
        clock: Clock,
        subscribers: Sequence[Subscriber],
    ) -> None:
        self.db, self.tables, self.clock = db, tables, clock
        self.subscribers = list(subscribers)

    async def add_bots(self, game_id: int, count: int) -> list[games_store.SeatRow]:
        """Seat ``count`` bot players in a lobby (``/game new ... bots:N``).

        Raises:
            NotInLobby, LobbyFull: see :func:`bot.services.lobby.seat_bots`.
        """
        return await seat_bots(self.tables, game_id, count)

    async def hand_to_bot(self, game_id: int, seat: int) -> Outputs:
        """Give ``seat`` of an active game to the bot player.

        Raises:
            NoGameHere, NotStarted: no such active game.
        """
        table = await self.tables.active_by_id(game_id)
        old = table.seats[seat]
        name = t("table.bot_name", table.locale, n=seat + 1)
        await self._reassign(table, seat, next_bot_user_id(table.seats), name, reason="bot")
        text = t("table.bot_done", table.locale, seat=seat + 1, user=old.user_id)
        return Outputs(public=(PublicPost(text, game_id=game_id),))

    async def replace(self, game_id: int, old_user: int, new: Player) -> Outputs:
        """Give ``old_user``'s seat to ``new``; DM ``new`` the seat's private view.

        Raises:
            NotSeatedHere: ``old_user`` holds no seat. AlreadySeatedHere: ``new`` holds one.
        """
        table = await self.tables.active_by_id(game_id)
        seat = table.find_seat(old_user)
        if seat is None:
            raise NotSeatedHere(user=old_user)
        if table.find_seat(new.user_id) is not None:
            raise AlreadySeatedHere(user=new.user_id)
        text = t("table.replaced", table.locale, seat=seat + 1, new=new.user_id, old=old_user)
        return await self._give(table, seat, new, "replaced", text)

    async def take_back(self, game_id: int, owner: Player) -> Outputs:
        """``/game takeback``: give ``owner`` back the seat a bot player took from them (by a
        vote or ``on_timeout=bot``); DM them its private view.

        Raises:
            NoGameHere, NotStarted: no such active game. NothingToTakeBack: no seat of
            ``owner``'s is held by a bot player.
        """
        table = await self.tables.active_by_id(game_id)
        seat = await store.seat_given_to_bot(self.db, game_id, owner.user_id)
        if seat is None or table.find_seat(owner.user_id) is not None:
            raise NothingToTakeBack()
        text = t("table.taken_back", table.locale, seat=seat + 1, user=owner.user_id)
        return await self._give(table, seat, owner, "returned", text)

    async def _give(self, table: Table, seat: int, new: Player, reason: str, text: str) -> Outputs:
        """Reassign ``seat`` to ``new`` and DM them its private view; ``text`` tells the table."""
        game_id = table.row.id
        await self._reassign(table, seat, new.user_id, new.display_name, reason=reason)
        private = await hand(self.tables, await self.tables.active_by_id(game_id), new)
        reader = viewers.locale_of(new.user_id, table.locale)
        intro = t("table.hidden_resent", reader, seat=seat + 1, title=table.game.title)
        return Outputs(
            public=(PublicPost(text, game_id=game_id),),
            private=(
                PrivatePost(
                    new.user_id,
                    f"{intro}\n{private.reply}",
                    private.reply_image_png,
                    game_id=game_id,
                ),
            ),
        )

    async def _reassign(
        self, table: Table, seat: int, user_id: int, name: str, *, reason: str
    ) -> None:
        now: datetime = self.clock.now()
        old = table.seats[seat]
        await store.reassign_seat(
            self.db, table.row.id, seat, user_id, name, is_bot=reason == "bot"
        )
        await store.record_seat_change(
            self.db, table.row.id, seat, old.user_id, user_id, reason, now
        )
        await self._close_old_owner_turn(table, seat)
        now_table = await self.tables.active_by_id(table.row.id)
        change = now_table.changed(ChangeKind.SEAT_CHANGED, Outputs(), actor_seat=seat)
        for subscriber in self.subscribers:
            await subscriber(change)

    async def _close_old_owner_turn(self, table: Table, seat: int) -> None:
        """The old owner's decision ends with their seat (their reminders stop)."""
        turn = await store.get_turn(self.db, table.row.id, seat)
        if turn is not None:
            await store.close_turn(self.db, turn, None, self.clock.now())
        await timers_store.cancel(self.db, table.row.id, seat=seat)
