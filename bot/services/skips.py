"""The table's skip of a stalled seat (docs/play-by-post.md §5: the stall notice's "skip
that seat's turn where the rules allow it").

The rules say what a skip is (``rules.core.game.skip_action``: ``None`` where the game has no
skip or the seat owes nothing). When the table's vote passes, :meth:`TurnSkips.skip` applies the
hook's action through ``GameService.act_as_seat`` again and again (at most :data:`MAX_STEPS`,
re-reading the game each time) while the seat still owes a decision of the same turn: a Space
Base turn rolls, allocates by its default and passes; an Afternova turn ends with ``SkipTurn``.

A turn may wait for other seats in between: Space Base's roll can open an off-turn window, during
which the active seat owes nothing, and it is asked for its purchase once the window closes. So
the active seat's skipped turn is recorded in SQLite (``skipped_turns``: game, seat,
``turn_number``); while the record stands the reminder service does not ping the seat for that
turn, and
:meth:`TurnSkips.on_change` (a GameService subscriber) plays the remaining steps as soon as the
seat owes them again, in a task of its own (like the bot players) so that the Discord relay posts
them; after a restart, :meth:`TurnSkips.resume` does the same. A seat that is not the state's
``active`` seat (an Afternova deal answer) and a game whose state has no ``turn_number`` have
only what they owe at the vote skipped.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiosqlite

from bot.services.changes import GameChanged
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.game_tasks import GameTasks
from bot.services.outputs import Outputs
from bot.store import skips as store
from rules.core.errors import RulesError
from rules.core.game import Game, active_seat, skip_action, turn_number

log = logging.getLogger(__name__)

ActAsSeat = Callable[..., Awaitable[Outputs]]
MAX_STEPS = 10  # a turn skipped step by step never takes more (Space Base: 3)


def turn_of(game: Game, state: Any) -> int | None:
    """The game's turn number of ``state`` (``None`` when the game has no player turns:
    :func:`rules.core.game.turn_number`)."""
    return turn_number(game, state) if state is not None else None


def can_skip(table: Table, seat: int) -> bool:
    """Whether the rules let the table skip ``seat``'s decision now (the stall notice's button)."""
    return skip_action(table.game, table.state, seat) is not None


class TurnSkips:
    """Skips the turns the table voted to skip (see the module docstring).

    Args:
        db: the bot's connection.
        tables: the GameService's :class:`TableLoader` (each step re-reads the game).
        act_as_seat: ``GameService.act_as_seat(game_id, seat, action, expected_version)``.
    """

    def __init__(self, db: aiosqlite.Connection, tables: TableLoader, act_as_seat: ActAsSeat):
        self.db, self.tables, self.act_as_seat = db, tables, act_as_seat
        self._running: set[tuple[int, int]] = set()
        self.tasks = GameTasks(self._resume, "orrery-skips")

    async def skip(self, game_id: int, seat: int) -> Outputs:
        """The table voted to skip ``seat``'s decision: apply the skip steps it owes now and
        remember the turn for the steps it will owe later.

        Returns:
            The outputs of every step applied, in order (empty if the seat owes nothing).

        Raises:
            NoGameHere: the game is over or gone.
        """
        table = await self.tables.active_by_id(game_id)
        active = active_seat(table.game, table.state)
        turn = turn_of(table.game, table.state) if active == seat else None
        if turn is not None:
            await store.mark_skipped(self.db, game_id, seat, turn)
        return await self._run(game_id, seat, turn)

    async def _run(self, game_id: int, seat: int, turn: int | None) -> Outputs:
        """Apply ``seat``'s skip steps of ``turn``; forget the record once that turn is over."""
        if (game_id, seat) in self._running:  # announced during our own steps
            return Outputs()
        self._running.add((game_id, seat))
        try:
            steps, table = await self._steps(game_id, seat, turn)
        finally:
            self._running.discard((game_id, seat))
        if turn is not None and not _is_turn(table, turn):
            await store.forget_skipped(self.db, game_id, seat)
        return Outputs(
            public=tuple(post for step in steps for post in step.public),
            private=tuple(post for step in steps for post in step.private),
        )

    async def _steps(
        self, game_id: int, seat: int, turn: int | None
    ) -> tuple[list[Outputs], Table]:
        """Apply the hook's action while ``seat`` owes a decision of ``turn`` (≤ MAX_STEPS);
        return the steps' outputs and the game as it is after them."""
        steps: list[Outputs] = []
        table = await self.tables.by_id(game_id)
        while len(steps) < MAX_STEPS and (action := _next_step(table, seat, turn)) is not None:
            try:
                done = await self.act_as_seat(
                    game_id, seat, action, expected_version=table.row.version
                )
            except (RulesError, ServiceError):  # the game moved on meanwhile, or refused it
                log.warning("skip of seat %s in game %s stopped", seat, game_id, exc_info=True)
                break
            steps.append(done)
            table = await self.tables.by_id(game_id)
        return steps, table

    async def on_change(self, change: GameChanged) -> None:
        """Play the remaining steps of a skipped turn whose seat owes a decision again."""
        if change.status != "active" or not change.to_act:
            return
        skipped = await store.skipped_seats(self.db, change.game_id)
        if skipped.keys() & change.to_act:
            self.poke(change.game_id)

    def poke(self, game_id: int) -> None:
        """Have the game's skip task look at its skipped turns again (start it if needed)."""
        self.tasks.poke(game_id)

    async def _resume(self, game_id: int) -> None:
        while self.tasks.take(game_id):
            for seat, turn in (await store.skipped_seats(self.db, game_id)).items():
                await self._run(game_id, seat, turn)

    async def resume(self) -> None:
        """At start-up, play on the skipped turns of every active game."""
        for game_id in await store.games_with_skips(self.db):
            self.poke(game_id)

    async def idle(self) -> None:
        """Wait until every game's skip task has finished (tests, shutdown)."""
        await self.tasks.idle()


def _is_turn(table: Table, turn: int) -> bool:
    return table.row.status == "active" and turn_of(table.game, table.state) == turn


def _next_step(table: Table, seat: int, turn: int | None) -> Any:
    """The hook's action for ``seat`` if it owes a decision of ``turn`` now, else ``None``."""
    if table.row.status != "active" or (turn is not None and not _is_turn(table, turn)):
        return None
    if seat in table.bot_seats or seat not in table.game.to_act(table.state):
        return None
    return skip_action(table.game, table.state, seat)
