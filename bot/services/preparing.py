"""Work a game does ahead for a seat whose turn a change opened (``rules.core.game.prepare``:
High Frontier searches the Rocket's reach), off the event loop, so that seat's ``/play``
autocomplete answers from the game's cache.

Decisions: only human seats are prepared (a bot player's own action reads what it needs when
it acts); a seat already being prepared for its game is not prepared twice at once (a later
change prepares it again once the first is done: the game's cache makes that cheap); a fault
is logged and loses nothing but the head start (the reads work the same answers out).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping

from bot.services.changes import ChangeKind, GameChanged
from rules.core.game import Game, HasPreparation, prepare

log = logging.getLogger(__name__)

OPENING = frozenset({ChangeKind.STARTED, ChangeKind.ACTED, ChangeKind.UNDONE})
"""The changes that may open a seat's turn (a seat changing hands opens none: the state is
the same, and its reach was prepared when its turn opened)."""


class Preparer:
    """Subscriber (:meth:`on_change`) running ``game.prepare(state, seat)`` in a worker thread
    (``asyncio.to_thread``) for each human seat a change leaves owing a decision, for the
    games that have the member (:class:`~rules.core.game.HasPreparation`).

    Args:
        games: the rules engines by game key.
    """

    def __init__(self, games: Mapping[str, Game]) -> None:
        self.games = games
        self._running: dict[tuple[int, int], asyncio.Task[None]] = {}

    async def on_change(self, change: GameChanged) -> None:
        """Start preparing every human seat ``change`` leaves to act (returns at once)."""
        game = self.games.get(change.game_key)
        if change.kind not in OPENING or not isinstance(game, HasPreparation):
            return
        for seat in sorted(change.to_act - change.bot_seats):
            key = (change.game_id, seat)
            if key in self._running:
                continue
            task = asyncio.create_task(self._prepare(game, change, seat))
            self._running[key] = task
            task.add_done_callback(lambda _, key=key: self._running.pop(key, None))

    async def _prepare(self, game: Game, change: GameChanged, seat: int) -> None:
        try:
            await asyncio.to_thread(prepare, game, change.state, seat)
        except Exception:
            log.exception("preparing seat %s of game %s failed", seat, change.game_id)

    async def settled(self) -> None:
        """Wait for the preparations running now (tests, shutdown)."""
        while self._running:
            await asyncio.gather(*self._running.values(), return_exceptions=True)
