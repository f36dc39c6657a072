"""``/game replay``: step through a finished game's public boards, rebuilt from the log.

Frame 0 is the board after setup; frame *k* the board after the *k*-th action, with that
action's redacted public log line. Only public views are drawn (``view(state, None)``), and
only finished games are replayed; an ongoing game has ``/game log``.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.services.context import TableLoader
from bot.services.errors import ServiceError
from bot.store.actions import count_actions, list_actions
from bot.store.replay import replay_actions


class ReplayUnavailable(ServiceError):
    """The game is not finished (or has no log)."""

    key = "table.replay_unavailable"


@dataclass(frozen=True)
class ReplayFrame:
    """One step of a replay.

    Attributes:
        title: the game's title.
        step: 0 (setup) .. ``last``. last: the number of actions.
        text: the public log line of the action shown (empty at step 0).
        image_png: the public board, or ``None`` when images are off.
    """

    game_id: int
    title: str
    step: int
    last: int
    text: str
    image_png: bytes | None


class Replays:
    """Builds replay frames. Args: tables: the GameService's loader (rules, renderer, db)."""

    def __init__(self, tables: TableLoader) -> None:
        self.tables = tables

    async def frame(self, game_id: int, step: int) -> ReplayFrame:
        """Return frame ``step`` of finished game ``game_id`` (clamped to 0..last).

        Raises:
            ReplayUnavailable: the game is unknown or unfinished.
        """
        table = await self.tables.by_id(game_id)
        if table.row.status != "finished":
            raise ReplayUnavailable()
        last = await count_actions(self.tables.db, game_id)
        step = max(0, min(step, last))
        actions = await list_actions(self.tables.db, game_id, limit=step)
        state = replay_actions(table.game, table.row, len(table.seats), actions)
        view = table.game.view(state, None)
        image = await self.tables.renderer.board(
            table.row.game_key, view, table.names, table.locale
        )
        text = actions[-1].public_text if actions else ""
        return ReplayFrame(game_id, table.game.title, step, last, text, image)
