"""GameService: the one write path of every front end (docs/design.md §5, ARCHITECTURE.md
"Services").

The Discord cogs, the terminal table, the bot players and the scheduler all change games only
through this class. Each public method returns :class:`~bot.services.outputs.Outputs` (what to
post where) or raises a :class:`~bot.services.errors.ServiceError` / :class:`rules.core.RulesError`
carrying one friendly sentence. Every committed change is announced to the subscribers
(:mod:`bot.services.changes`).

Concurrency: writes compare-and-swap on the game's ``version`` in the store, and a per-game
:class:`asyncio.Lock` serialises this process's writes to one game, so two clicks on the same
board apply once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

import aiosqlite
from pydantic import BaseModel

from bot.services import lobby, play, reads, reference, rewind
from bot.services.changes import GameChanged, Subscriber
from bot.services.context import Table, TableLoader
from bot.services.errors import NoGameHere, NotYourChoice, StaleVersion
from bot.services.images import Renderer
from bot.services.outputs import Outputs
from bot.services.pinning import unpin
from bot.services.players import Player
from rules import GAMES
from rules.core import Game, OptionValue, new_seed

__all__ = ["GameService", "Player"]

log = logging.getLogger(__name__)

TRIAL_SEED = "trial"
"""The seed of :meth:`GameService.check_new_game`'s trial setup (it takes no game's seed)."""


def utc_now() -> datetime:
    """The current time as an aware UTC datetime."""
    return datetime.now(UTC)


class GameService:
    """Every game operation, for every front end.

    Args:
        db: the bot's one SQLite connection (:func:`bot.store.db.connect`).
        render_images: draw board and private PNGs (off in tests and benchmarks).
        now: the clock (aware UTC datetimes); tests pass a fixed one.
        games: the rules registry (default :data:`rules.GAMES`).
        seeds: makes each new game's seed (default :func:`rules.core.new_seed`); tests and the
            terminal table's ``--seed`` pass a fixed one to replay a known game.
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        *,
        render_images: bool = True,
        now: Callable[[], datetime] = utc_now,
        games: Mapping[str, Game] | None = None,
        seeds: Callable[[], str] = new_seed,
    ) -> None:
        registry = games if games is not None else GAMES
        renderer = Renderer(enabled=render_images)
        self.tables = TableLoader(db, registry, now, renderer, seeds)
        self._subscribers: list[Subscriber] = []
        self._writers: list[Subscriber] = []
        self._locks: dict[int, asyncio.Lock] = {}

    # -- hook -----------------------------------------------------------------------------------

    def subscribe(self, callback: Subscriber) -> None:
        """Call ``callback(change)`` after every committed change (see :class:`GameChanged`)."""
        self._subscribers.append(callback)

    def write_with(self, writer: Subscriber) -> None:
        """Call ``writer(change)`` inside the transaction that commits each move (``ACTED``,
        ``FINISHED``; its ``outputs`` are empty), so the rows it writes commit with the move.

        A writer that raises has its writes rolled back (a savepoint) and is logged; the move
        still commits, and its subscribers see it as if no writer had run.
        """
        self._writers.append(writer)

    async def _write(self, change: GameChanged) -> None:
        db = self.tables.db
        for writer in self._writers:
            await db.execute("SAVEPOINT writer")
            try:
                await writer(change)
            except Exception:
                if not db.in_transaction:  # SQLite rolled the whole transaction back
                    raise
                log.exception("writer %r failed on game %s", writer, change.game_id)
                await db.execute("ROLLBACK TO writer")
        # the savepoints are released by the move's COMMIT (one round trip less per writer)

    async def _announce(self, change: GameChanged | None) -> None:
        if change is None:
            return
        for callback in self._subscribers:
            try:
                await callback(change)
            except Exception:
                log.exception("subscriber %r failed on game %s", callback, change.game_id)

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- lobby ----------------------------------------------------------------------------------

    async def new_game(
        self,
        channel_id: int,
        guild_id: int | None,
        user: Player,
        game_key: str,
        options: Mapping[str, OptionValue] | None = None,
        *,
        join: bool = True,
        bots: int = 0,
    ) -> Outputs:
        """Open a lobby for ``game_key`` in the channel, seat its creator when ``join`` and
        ``bots`` bot players (``/game new ... bots:N``; they play through the table services).

        The public post names the game, its seat range, its component pack and provenance, and
        lists the game's options and the table options (with the chosen ones). ``options`` mixes
        both; they are split and stored apart (:mod:`bot.services.table_options`).

        Raises:
            UnknownGame: no such key. UnknownOption: neither the game's nor a table option.
            InvalidTableOption: a table option's value is out of range.
            RulesError: a game option value the game refuses (checked by a trial ``setup``).
            AlreadyRunning: the channel has a live game.
            LobbyFull: the creator and the bots need more seats than the game has.
        """
        outputs, change = await lobby.new_game(
            self.tables,
            channel_id,
            guild_id,
            user,
            game_key,
            dict(options or {}),
            join=join,
            bots=bots,
        )
        await self._announce(change)
        return outputs

    def check_new_game(
        self, game_key: str, options: Mapping[str, OptionValue], *, bots: int = 0
    ) -> None:
        """Refuse now what :meth:`new_game` would refuse about the game, its options and its
        seats, before the caller opens a place for the lobby (a thread: ``/game new``); stores
        nothing. Whether the channel is free is not checked (the thread is new).

        Raises:
            UnknownGame, UnknownOption, InvalidTableOption, RulesError, LobbyFull: as
            :meth:`new_game`.
        """
        game = self.tables.game(game_key)
        lobby.check_new(game, dict(options), join=True, bots=bots, seed=TRIAL_SEED)

    async def join(self, channel_id: int, user: Player) -> Outputs:
        """Take the next free seat of the channel's lobby.

        Raises:
            NoGameHere, NotInLobby, AlreadySeated, LobbyFull.
        """
        table = await self.tables.live(channel_id)
        async with self._lock(table.row.id):
            outputs, change = await lobby.join(self.tables, table.row.id, user)
        await self._announce(change)
        return outputs

    async def leave(self, channel_id: int, user: Player) -> Outputs:
        """Give up one's seat in the lobby (the last one out closes the lobby).

        Raises:
            NoGameHere, NotInLobby, NotSeated.
        """
        table = await self.tables.live(channel_id)
        async with self._lock(table.row.id):
            outputs, change = await lobby.leave(self.tables, table.row.id, user)
        await self._announce(change)
        return outputs

    async def start(self, channel_id: int, user: Player) -> Outputs:
        """Deal: seat order shuffled from the seed, setup, and a private post per seat.

        Raises:
            NoGameHere, NotInLobby, NotSeated (only a seated player may start),
            TooFewPlayers, RulesError (``setup`` refused an option).
        """
        table = await self.tables.live(channel_id)
        async with self._lock(table.row.id):
            outputs, change = await lobby.start(self.tables, table.row.id, user)
        await self._announce(change)
        return outputs

    async def abandon(self, channel_id: int, user: Player) -> Outputs:
        """End the channel's game without a result (a seated player or the creator only).

        Raises:
            NoGameHere, NotAllowed.
        """
        table = await self.tables.live(channel_id)
        async with self._lock(table.row.id):
            outputs, change = await lobby.abandon(self.tables, table.row.id, user)
        await self._announce(change)
        return outputs

    async def rematch(self, game_id: int, user: Player) -> Outputs:
        """Open and start the rematch of the finished game ``game_id`` (same seats and options,
        a new seed, the play order turned by one; :func:`lobby.rematch`). The table services
        call it once every human seat has confirmed (:mod:`bot.services.rematch`).

        Raises:
            NoGameHere, AlreadyRunning: the channel has a live game.
        """
        async with self._lock(game_id):
            (_, opened), (outputs, started) = await lobby.rematch(self.tables, game_id, user)
        await self._announce(opened)
        await self._announce(started)
        return outputs

    async def channel_gone(self, channel_id: int) -> bool:
        """The channel was deleted: archive its live game (ended without a result, its timers
        stopped; other games go on). ``False`` when it had none."""
        table = await self.tables.find(channel_id)
        if table is None:
            return False
        async with self._lock(table.row.id):
            _, change = await lobby.archive(self.tables, table.row.id)
        await self._announce(change)
        log.info("game %s archived: its channel %s was deleted", table.row.id, channel_id)
        return True

    # -- reads ----------------------------------------------------------------------------------

    async def status(self, channel_id: int) -> Outputs:
        """``reply``: the lobby's seats, or whose turn it is and what each pending seat is asked,
        who of the seated players is away (until when) and whether the game is paused.

        Only names, dates and the public prompts appear (the reply is for the caller, but it
        holds nothing a seat could not read on the public board).

        Raises:
            NoGameHere.
        """
        return await reads.status(self.tables, await self.tables.latest(channel_id))

    async def board(self, channel_id: int) -> Outputs:
        """One public post: the current board image, the pending decisions and their choices.

        A finished game stays readable (board, log, status, hand) until a new one opens.

        Raises:
            NoGameHere, NotStarted.
        """
        return await reads.board(self.tables, await self.tables.started(channel_id))

    async def board_text(self, channel_id: int) -> Outputs:
        """``reply``: the whole public board as Markdown lines for screen readers, from
        ``view(state, None)`` alone (:func:`render.text_board`, names filled); a game without a
        board gives its status. The text may need several messages (``/game board text:yes``
        splits it).

        Raises:
            NoGameHere, NotStarted.
        """
        return await reads.board_text(self.tables, await self.tables.started(channel_id))

    async def board_of(self, game_id: int) -> Outputs:
        """Like :meth:`board`, by game id (for a refused click on an outdated board).

        Raises:
            NoGameHere, NotStarted.
        """
        return await reads.board(self.tables, await self.tables.active_by_id(game_id))

    async def log(self, channel_id: int, page: int | None = None) -> Outputs:
        """``reply``: one page (1-based, default the last) of the public, redacted log.

        Raises:
            NoGameHere, NotStarted.
        """
        return await reads.log_page(self.tables, await self.tables.started(channel_id), page)

    async def hand(self, channel_id: int, user: Player) -> Outputs:
        """``reply`` (+ ``reply_image_png``): the caller's private view, for the caller only.

        Raises:
            NoGameHere, NotStarted, NotSeated.
        """
        return await reads.hand(self.tables, await self.tables.started(channel_id), user)

    async def card(self, channel_id: int, typed: str) -> Outputs:
        """``reply`` (+ ``reply_image_png``): the component of the channel's game that ``typed``
        names (id, printed name or unambiguous prefix), for the caller only, in the language
        spoken now (:mod:`bot.services.reference`).

        Raises:
            NoGameHere, NotStarted, UnknownComponent, AmbiguousComponent.
        """
        return await reference.card(self.tables, await self.tables.started(channel_id), typed)

    async def card_choices(self, channel_id: int, typed: str) -> list[tuple[str, str]]:
        """``/card``'s autocomplete: up to 25 ``(name, id)`` pairs of the channel's game's
        components matching ``typed``; empty when the channel has no started game."""
        table = await self.tables.find(channel_id)
        if table is None or table.state is None:
            return []
        return reference.choices(table, typed)

    async def autocomplete(
        self, channel_id: int, user_id: int, current: str
    ) -> list[tuple[str, str]]:
        """Up to 25 ``(name, value)`` pairs: the caller's legal notations matching ``current``.

        Includes out-of-turn actions of a seat that owes no decision. Empty when there is no
        active game or the user holds no seat; never raises for those.
        """
        return await reads.autocomplete(self.tables, channel_id, user_id, current)

    async def choices(self, channel_id: int, user_id: int, current: str) -> list[tuple[str, str]]:
        """``/play``'s choices: the game's hints for ``current``, then :meth:`autocomplete`'s
        (:func:`bot.services.reads.choices`); empty as :meth:`autocomplete` is."""
        return await reads.choices(self.tables, channel_id, user_id, current)

    # -- writes ---------------------------------------------------------------------------------

    async def act(
        self,
        channel_id: int,
        user: Player,
        action: str | BaseModel,
        expected_version: int | None = None,
    ) -> Outputs:
        """Apply one action of the caller's seat: the one write path of play (docs/design.md §5).

        Args:
            action: notation text (parsed by ``game.parse_action``; a value chosen from ``/play``'s
                autocomplete is pinned to its version, :mod:`bot.services.pinning`) or an action
                model.
            expected_version: the version the caller saw (from a button); ``None`` = current.

        Returns:
            ``public``: the board, the log line, the public event texts, who must act next
            (mentioned, with ``game.prompt``) and the decision's choices; ``private``: one post
            per seat whose hidden components changed or who read private events; ``reply``: the
            caller's own confirmation (may name their hidden cards).

        Raises:
            NoGameHere, NotStarted, NotSeated, StaleVersion, RulesError.
        """
        if isinstance(action, str):
            pinned, action = unpin(action)
            expected_version = pinned if pinned is not None else expected_version
        game_id = await self.tables.live_id(channel_id)  # read in full under the lock
        return await self._act(game_id, user.user_id, None, action, expected_version)

    async def act_in_game(
        self,
        game_id: int,
        user: Player,
        action: str | BaseModel,
        expected_version: int | None = None,
    ) -> Outputs:
        """Like :meth:`act`, by game id (a button in a DM carries the game id, not a channel)."""
        return await self._act(game_id, user.user_id, None, action, expected_version)

    async def choose_in_game(
        self,
        game_id: int,
        user: Player,
        choice: tuple[int, int],
        expected_version: int,
        may_post: Callable[[int], None],
    ) -> Outputs:
        """Apply a component's choice: ``choice`` is ``(seat, index)``, the public numbers of a
        :class:`~bot.services.outputs.Choice`; ``may_post(channel_id)`` is the front end's
        check that the game's channel can show the move (it raises to refuse).

        Raises:
            NotYourChoice: the user does not hold ``seat``.
            NotAnOption: no legal action at ``index``.
            StaleVersion, NotSeated, and what ``may_post`` raises.
        """
        seat, index = choice
        async with self._lock(game_id):
            table = await self.tables.active_by_id(game_id)
            if expected_version != table.row.version:
                raise StaleVersion(current_version=table.row.version)
            if table.find_seat(user.user_id) != seat:
                raise NotYourChoice(name=table.names[seat])
            may_post(table.row.channel_id)
            outputs, change = await play.act(
                self.tables,
                table,
                seat,
                user.user_id,
                play.Picked(index),
                expected_version,
                self._write,
            )
        await self._announce(change)
        return outputs

    async def act_as_seat(
        self, game_id: int, seat: int, action: str | BaseModel, expected_version: int | None = None
    ) -> Outputs:
        """Apply ``action`` for ``seat`` with no user check (bot players, deadline defaults)."""
        return await self._act(game_id, None, seat, action, expected_version)

    async def _act(
        self,
        game_id: int,
        user_id: int | None,
        seat: int | None,
        action: str | BaseModel,
        expected_version: int | None,
    ) -> Outputs:
        async with self._lock(game_id):
            table = await self.tables.active_by_id(game_id)
            acting = table.seat_of(user_id) if seat is None else seat
            outputs, change = await play.act(
                self.tables, table, acting, user_id, action, expected_version, self._write
            )
        await self._announce(change)
        return outputs

    async def undo(self, channel_id: int, user: Player, *, confirm: bool = False) -> Outputs:
        """Undo the caller's own last action, if it is the last of the game and revealed nothing.

        Without ``confirm`` only ``reply`` says what would be undone; with it, the state is
        rebuilt from the log without that action and the board is posted again.

        Raises:
            NoGameHere, NotStarted, NotSeated, NothingToUndo, StaleVersion.
        """
        table = await self.tables.active(channel_id)
        async with self._lock(table.row.id):
            table = await self.tables.active_by_id(table.row.id)
            outputs, change = await play.undo(
                self.tables, table, table.seat_of(user.user_id), confirm=confirm
            )
        await self._announce(change)
        return outputs

    async def rewind(self, game_id: int, move: int, *, expected_version: int) -> Outputs:
        """Return the game to how it was before move ``move`` of its log, re-seeded (the table
        services call it once the vote passed or a manager asked: :mod:`bot.services.rewind`).

        Raises:
            NoGameHere, NoSuchMove, StaleVersion: the game moved on since the vote.
        """
        async with self._lock(game_id):
            table = await self.tables.active_by_id(game_id)
            if table.row.version != expected_version:
                raise StaleVersion(current_version=table.row.version)
            version = await rewind.check_move(self.tables, table, move)
            outputs, change = await rewind.rewind_to(self.tables, table, version)
        await self._announce(change)
        return outputs

    async def table_of(self, channel_id: int) -> Table | None:
        """The channel's live game, else its last finished one (row, seats, state), or ``None``.

        For front ends' checks; test ``table.row.status`` before treating it as playable.
        """
        try:
            return await self.tables.latest(channel_id)
        except NoGameHere:
            return None
