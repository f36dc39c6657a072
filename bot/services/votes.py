"""Table votes: pause and resume every clock of a game, abandon it (docs/play-by-post.md §4–§5),
change the table's language (table option ``language``, docs/design.md §5 "Languages"), rewind
it (:mod:`bot.services.rewind`).

A motion passes when a strict majority of the human seats (bot seats do not vote) has voted
for it; votes are stored (table ``votes``), so a vote spread over days survives restarts.
Pausing freezes every pending timer of the game (reminders, deadlines); resuming pushes each
back by the length of the pause, so nobody loses time to it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import aiosqlite

from bot.i18n import Lazy, t
from bot.services.clock import Clock
from bot.services.context import Table, TableLoader
from bot.services.errors import NotSeated
from bot.services.outputs import Outputs, PublicPost
from bot.services.players import Player
from bot.services.rewind import check_move
from bot.services.table_options import TablePolicy
from bot.store import table as store
from bot.store import timers as timers_store
from bot.store.locales import set_table_language

PAUSE, RESUME, ABANDON = "pause", "resume", "abandon"
LANGUAGE = "language:"
"""The motion of a language change is ``language:<locale>`` (one count per language asked)."""


@dataclass(frozen=True)
class VoteResult:
    """Where a motion stands after a vote.

    Attributes:
        motion: e.g. ``"pause"``.
        count: voters so far. needed: the strict majority of the human seats.
    """

    motion: str
    count: int
    needed: int

    @property
    def has_passed(self) -> bool:
        """True once a strict majority voted for the motion."""
        return self.count >= self.needed


def majority(humans: int) -> int:
    """The strict majority of ``humans`` voters (1 of 1, 2 of 2 or 3, 3 of 4)."""
    return humans // 2 + 1


class TableVotes:
    """Casts votes and carries out the motions that pass.

    Args:
        db: the connection. tables: the GameService's :class:`TableLoader`. clock: the time.
        abandon: ``GameService.abandon(channel_id, user)``, called once an abandon vote passes.
        rewind: ``GameService.rewind(game_id, move, expected_version=)``, called once a rewind
            vote passes (or a server manager asks).
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        tables: TableLoader,
        clock: Clock,
        abandon: Callable[[int, Player], Awaitable[Outputs]],
        rewind: Callable[..., Awaitable[Outputs]],
    ) -> None:
        self.db, self.tables, self.clock, self._abandon = db, tables, clock, abandon
        self._rewind = rewind

    async def vote(self, table: Table, user_id: int, motion: str) -> VoteResult:
        """Record ``user_id``'s vote; clear the motion's votes once it passes.

        Raises:
            NotSeated: the voter holds no human seat.
        """
        humans = [seat.user_id for seat in table.seats if not seat.is_bot]
        if user_id not in humans:
            raise NotSeated()
        voters = await store.cast_vote(self.db, table.row.id, motion, user_id, self.clock.now())
        result = VoteResult(motion, len(voters & set(humans)), majority(len(humans)))
        if result.has_passed:
            await store.clear_votes(self.db, table.row.id, motion)
        return result

    async def pause(self, game_id: int, user_id: int) -> Outputs:
        """Vote to pause; once it passes every clock of the game stops."""
        table = await self.tables.active_by_id(game_id)
        result = await self.vote(table, user_id, PAUSE)
        if result.has_passed:
            await store.set_paused(self.db, game_id, self.clock.now())
            await timers_store.pause_game(self.db, game_id)
            return table_post(game_id, t("table.paused", table.locale))
        return _counted(table, user_id, result)

    async def resume(self, game_id: int, user_id: int) -> Outputs:
        """Vote to resume; once it passes the clocks run again, pushed back by the pause."""
        table = await self.tables.active_by_id(game_id)
        since = await store.paused_since(self.db, game_id)
        if since is None:
            return Outputs(reply=t("table.not_paused"))
        result = await self.vote(table, user_id, RESUME)
        if result.has_passed:
            await timers_store.resume_game(self.db, game_id, self.clock.now() - since)
            await store.set_paused(self.db, game_id, None)
            return table_post(game_id, t("table.resumed", table.locale))
        return _counted(table, user_id, result)

    async def abandon(self, game_id: int, user_id: int) -> Outputs:
        """Vote to abandon; once it passes the game ends without a result."""
        table = await self.tables.active_by_id(game_id)
        result = await self.vote(table, user_id, ABANDON)
        if result.has_passed:
            name = table.names[table.seat_of(user_id)]
            return await self._abandon(table.row.channel_id, Player(user_id, name))
        return _counted(table, user_id, result)

    async def rewind(self, game_id: int, user_id: int, move: int, *, is_manager: bool) -> Outputs:
        """Vote to rewind the game to before move ``move`` (at once for a server manager); the
        vote counts for the game's current version only.

        Raises:
            NoSuchMove: no such move in the log (checked before any vote is counted).
            NotSeated: a voter without a human seat (who is no manager).
        """
        table = await self.tables.active_by_id(game_id)
        version = table.row.version
        await check_move(self.tables, table, move)
        if not is_manager:
            result = await self.vote(table, user_id, f"rewind:{move}:{version}")
            if not result.has_passed:
                motion = Lazy("table.motion.rewind", {"move": move})
                return counted_post(table, user_id, result, motion)
        return await self._rewind(game_id, move, expected_version=version)

    async def language(self, game_id: int, user_id: int, locale: str) -> Outputs:
        """Vote to change the table's language to ``locale``; once it passes the channel reads
        ``locale`` from the next post on (the passing post already speaks it).

        Raises:
            InvalidTableOption: ``locale`` is not one the bot speaks.
            NotSeated: the voter holds no human seat.
        """
        table = await self.tables.active_by_id(game_id)
        language = TablePolicy.from_options({"language": locale}).language
        if language == table.locale:
            return Outputs(reply=t("table.language_same", language=Lazy(f"language.{language}")))
        result = await self.vote(table, user_id, LANGUAGE + language)
        if result.has_passed:
            await set_table_language(self.db, game_id, language)
            named = Lazy(f"language.{language}")
            return table_post(game_id, t("table.language_changed", language, language=named))
        motion = Lazy("table.motion.language", {"language": Lazy(f"language.{language}")})
        return counted_post(table, user_id, result, motion)


def counted_post(table: Table, user_id: int, result: VoteResult, motion: Lazy) -> Outputs:
    """The public "Ana voted to <motion> (1/2)." post of a vote that has not passed yet, in the
    table's language.

    Args:
        motion: the motion's words (a ``table.motion.*`` message).
    """
    name = table.names[table.seat_of(user_id)]
    text = t(
        "table.vote_counted",
        table.locale,
        name=name,
        motion=motion,
        count=result.count,
        needed=result.needed,
    )
    return table_post(table.row.id, text)


def _counted(table: Table, user_id: int, result: VoteResult) -> Outputs:
    return counted_post(table, user_id, result, Lazy(f"table.motion.{result.motion}"))


def table_post(game_id: int, text: str) -> Outputs:
    """Outputs of one public table message (votes, stall answers)."""
    return Outputs(public=(PublicPost(text, game_id=game_id),))
