"""Loading a game for the service: its row, seats, rules engine and current state.

A :class:`Table` is an immutable snapshot read at one moment; writers re-read it under the game's
lock. Parsed states are cached per game and version (states are immutable: ``apply`` never
mutates), so an ``act`` does not parse the snapshot JSON again; the cache is a bounded LRU
(:data:`STATE_CACHE_SIZE` games, a :class:`collections.OrderedDict`): a bot with 10,000 active
games keeps the states of the games being played, not of every game it ever read.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiosqlite

from bot.i18n import DEFAULT_LOCALE, LOCALES
from bot.services.changes import ChangeKind, GameChanged
from bot.services.errors import NoGameHere, NotSeated, NotStarted, UnknownGame, UnreadableGame
from bot.services.images import Renderer
from bot.services.outputs import Outputs
from bot.store.actions import list_actions
from bot.store.games import (
    GameRow,
    SeatRow,
    UnreadableRow,
    get_game,
    latest_game,
    list_seats,
    live_game,
)
from bot.store.replay import replay_actions
from rules.core import Game, RulesError

log = logging.getLogger(__name__)

STATE_CACHE_SIZE = 512
"""Parsed states kept, one per game, the least recently used dropped first (a state parsed from
its snapshot is about 10-20 KiB early in a game of ``rules.GAMES``)."""


@dataclass(frozen=True)
class Table:
    """One game as read now.

    Attributes:
        state: the rules state, ``None`` in the lobby.
    """

    row: GameRow
    game: Game
    seats: tuple[SeatRow, ...]
    state: Any

    @property
    def locale(self) -> str:
        """The table's language (table option ``language``): what the channel reads is in it."""
        chosen = self.row.table_options.get("language")
        return chosen if chosen in LOCALES else DEFAULT_LOCALE

    @property
    def names(self) -> tuple[str, ...]:
        """Display names, index = seat."""
        return tuple(seat.display_name for seat in self.seats)

    @property
    def seat_users(self) -> tuple[int, ...]:
        """User ids, index = seat."""
        return tuple(seat.user_id for seat in self.seats)

    @property
    def bot_seats(self) -> frozenset[int]:
        """Seats played by bot players."""
        return frozenset(seat.seat for seat in self.seats if seat.is_bot)

    def find_seat(self, user_id: int | None) -> int | None:
        """The seat of ``user_id``, or ``None``."""
        return next((seat.seat for seat in self.seats if seat.user_id == user_id), None)

    def seat_of(self, user_id: int | None) -> int:
        """The seat of ``user_id``.

        Raises:
            NotSeated: the user holds no seat here.
        """
        seat = self.find_seat(user_id)
        if seat is None:
            raise NotSeated()
        return seat

    def changed(
        self, kind: ChangeKind, outputs: Outputs, actor_seat: int | None = None
    ) -> GameChanged:
        """The :class:`GameChanged` announcing this table's state after ``kind``."""
        over = self.state is None or self.row.status != "active"
        return GameChanged(
            kind=kind,
            game_id=self.row.id,
            channel_id=self.row.channel_id,
            game_key=self.row.game_key,
            status=self.row.status,
            version=self.row.version,
            state=self.state,
            to_act=frozenset() if over else self.game.to_act(self.state),
            seat_users=self.seat_users,
            bot_seats=self.bot_seats,
            actor_seat=actor_seat,
            outputs=outputs,
        )


class TableLoader:
    """Reads tables from the store; shared by the service's modules.

    Attributes:
        db: the connection. games: the rules registry. now: the clock. renderer: images.
        seeds: makes the seed of each new game.
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        games: Mapping[str, Game],
        now: Callable[[], datetime],
        renderer: Renderer,
        seeds: Callable[[], str],
        cache_size: int = STATE_CACHE_SIZE,
    ) -> None:
        self.db = db
        self.games = games
        self.now = now
        self.renderer = renderer
        self.seeds = seeds
        self.cache_size = cache_size
        self._states: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self._unreadable: set[int] = set()

    def game(self, key: str) -> Game:
        """The rules engine ``key``.

        Raises:
            UnknownGame: no such key.
        """
        try:
            return self.games[key]
        except KeyError:
            raise UnknownGame(
                key=key, games=", ".join(f"`{k}`" for k in sorted(self.games))
            ) from None

    def remember(self, game_id: int, state: Any) -> None:
        """Cache ``state`` as game ``game_id``'s state at ``state.version`` (the least recently
        used game's state is dropped beyond :attr:`cache_size` games)."""
        self._states[game_id] = (state.version, state)
        self._states.move_to_end(game_id)
        if len(self._states) > self.cache_size:
            self._states.popitem(last=False)

    def cached(self, game_id: int, version: int) -> Any:
        """Game ``game_id``'s parsed state at ``version`` if cached (now the most recently
        used), else ``None``."""
        hit = self._states.get(game_id)
        if hit is None or hit[0] != version:
            return None
        self._states.move_to_end(game_id)
        return hit[1]

    async def load(self, row: GameRow) -> Table:
        """Read ``row``'s seats and state into a :class:`Table`."""
        game = self.game(row.game_key)
        seats = tuple(await list_seats(self.db, row.id))
        state = None
        if row.state_json is not None:
            state = self.cached(row.id, row.version)
            if state is None:
                state = await self._parse_state(game, row, len(seats))
                self.remember(row.id, state)
        return Table(row, game, seats, state)

    async def _parse_state(self, game: Game, row: GameRow, players: int) -> Any:
        """``row``'s snapshot; when it no longer loads (a corrupt row, or an engine whose state
        changed shape since it was saved), the state replayed from the action log, which is the
        source of truth (docs/design.md §6).

        Raises:
            UnreadableGame: neither the snapshot nor the log gives the game's state (logged once
                per game; other games are unaffected).
        """
        try:
            return game.state_from_json(row.state_json or "")
        except ValueError:
            log.warning("game %s: its snapshot does not load; replaying its log", row.id)
        reason: str | None = None
        try:
            state = replay_actions(game, row, players, await list_actions(self.db, row.id))
        except (RulesError, ValueError) as error:
            reason = str(error)
        else:
            reason = None if state.version == row.version else "its log is shorter than its version"
        if reason is not None:
            raise self._refused(row.id, reason)
        return state

    def _refused(self, game_id: int, reason: str) -> UnreadableGame:
        """The refusal of an unreadable game, logged the first time only."""
        if game_id not in self._unreadable:
            self._unreadable.add(game_id)
            log.error("game %s cannot be read: %s", game_id, reason)
        return UnreadableGame()

    async def _row(self, read: Awaitable[GameRow | None]) -> GameRow | None:
        """The game row ``read`` returns.

        Raises:
            UnreadableGame: the row's options do not load (logged once per game).
        """
        try:
            return await read
        except UnreadableRow as error:
            raise self._refused(error.game_id, str(error)) from None

    async def find(self, channel_id: int) -> Table | None:
        """The channel's live game, or ``None``."""
        row = await self._row(live_game(self.db, channel_id))
        return await self.load(row) if row else None

    async def live_id(self, channel_id: int) -> int:
        """The id of the channel's live game (its row only: one read, no seats, no state), for a
        writer that reads the game again under its lock.

        Raises:
            NoGameHere. UnreadableGame: its row's options do not load.
        """
        row = await self._row(live_game(self.db, channel_id))
        if row is None:
            raise NoGameHere()
        return row.id

    async def live(self, channel_id: int) -> Table:
        """The channel's live game (lobby or active).

        Raises:
            NoGameHere.
        """
        table = await self.find(channel_id)
        if table is None:
            raise NoGameHere()
        return table

    async def active(self, channel_id: int) -> Table:
        """The channel's started game.

        Raises:
            NoGameHere, NotStarted.
        """
        return _started(await self.live(channel_id))

    async def latest(self, channel_id: int) -> Table:
        """The channel's live game, else its last finished one (for reads).

        Raises:
            NoGameHere.
        """
        row = await self._row(latest_game(self.db, channel_id))
        if row is None:
            raise NoGameHere()
        return await self.load(row)

    async def started(self, channel_id: int) -> Table:
        """Like :meth:`latest`, but the game must have started (for boards, logs and hands).

        Raises:
            NoGameHere, NotStarted.
        """
        return _started(await self.latest(channel_id))

    async def by_id(self, game_id: int) -> Table:
        """Game ``game_id`` in any status.

        Raises:
            NoGameHere: no such game.
        """
        row = await self._row(get_game(self.db, game_id))
        if row is None:
            raise NoGameHere()
        return await self.load(row)

    async def active_by_id(self, game_id: int) -> Table:
        """Game ``game_id``, which must be live and started.

        Raises:
            NoGameHere: no such game, or it is over. NotStarted: still in the lobby.
        """
        table = await self.by_id(game_id)
        if not table.row.is_live:
            raise NoGameHere()
        return _started(table)


def _started(table: Table) -> Table:
    if table.state is None:
        raise NotStarted()
    return table
