"""Bot players: any seat of any registered game, played by the game's own heuristic
(docs/play-by-post.md §5).

Subscribed to :meth:`GameService.subscribe`. After every committed change in which a bot seat
owes a decision, one task per game plays the bot seats, lowest seat first, through
``GameService.act_as_seat`` until no bot seat owes anything. The same path serves every
decision, with no delay and no message of its own, so neither timing nor wording tells the
table anything the public board does not. Each choice comes from ``game.bot_action`` with a
private generator seeded by ``(seed, version, seat)`` (replayable, never the global ``random``);
if the heuristic fails, a random legal action is taken instead, so a bot never stalls a table.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable
from typing import Any

from bot.services.changes import GameChanged
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.game_tasks import GameTasks
from rules.core.chance import rng_for
from rules.core.errors import RulesError
from rules.core.game import Game

log = logging.getLogger(__name__)

ActAsSeat = Callable[..., Awaitable[object]]


class BotPlayers:
    """Plays the bot seats of every game as soon as they owe a decision.

    Args:
        tables: the GameService's :class:`TableLoader` (each step re-reads the game, so a seat
            handed to the bot or a concurrent human move is always seen).
        act_as_seat: ``GameService.act_as_seat(game_id, seat, action, expected_version)``.
    """

    def __init__(self, tables: TableLoader, act_as_seat: ActAsSeat) -> None:
        self.tables, self.act_as_seat = tables, act_as_seat
        self.tasks = GameTasks(self._play, "orrery-bots")

    async def on_change(self, change: GameChanged) -> None:
        """Make sure the game's bot task looks at the game again (start it if needed)."""
        if change.status != "active" or not change.bot_seats:
            return
        self.poke(change.game_id)

    def poke(self, game_id: int) -> None:
        """Have the game's bot task re-read the game (after a restart or a seat change too)."""
        self.tasks.poke(game_id)

    async def _play(self, game_id: int) -> None:
        refused = 0
        while self.tasks.take(game_id) or refused:
            table = await self.tables.by_id(game_id)
            owed = sorted(table.game.to_act(table.state) & table.bot_seats)
            if table.row.status != "active" or not owed:
                continue
            self.tasks.mark(game_id)
            if await self._act(table, owed[0]):
                refused = 0
            elif (refused := refused + 1) > 1:
                log.error("bot seat %s of game %s was refused twice; stopping", owed[0], game_id)
                return

    async def _act(self, table: Table, seat: int) -> bool:
        """Play ``seat``'s heuristic action, or a random legal one if the game refuses it."""
        game, state = table.game, table.state
        rng = rng_for(state.seed, state.version, f"bot{seat}")
        for pick in (self.choose, _random_legal):
            try:
                action = pick(game, state, seat, rng)
                await self.act_as_seat(
                    table.row.id, seat, action, expected_version=table.row.version
                )
                return True
            except RulesError:
                log.warning("game %s refused bot seat %s's action", table.row.id, seat)
            except ServiceError:  # the game moved on meanwhile: re-read it
                return True
        return False

    @staticmethod
    def choose(game: Game, state: Any, seat: int, rng: random.Random) -> Any:
        """Return the game's heuristic action for ``seat`` (a random legal one if it fails)."""
        try:
            return game.bot_action(state, seat, rng)
        except Exception:  # a heuristic bug must never stall the table
            log.exception("bot heuristic of %s failed; playing a random legal action", game.key)
            return _random_legal(game, state, seat, rng)

    async def idle(self) -> None:
        """Wait until every game's bot task has finished (tests, shutdown)."""
        await self.tasks.idle()


def _random_legal(game: Game, state: Any, seat: int, rng: random.Random) -> Any:
    return rng.choice(list(game.legal_actions(state, seat)))
