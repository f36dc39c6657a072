"""One background task per game, re-run while it is poked (bot players, skipped turns).

A poke marks the game dirty and starts its task if none is running; the task's loop takes the
dirty mark (:meth:`GameTasks.take`) before each pass, so a poke during a pass causes one more pass
and never a second concurrent task for the same game. A fault in one game's task ends that task
only.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from bot.services.errors import ServiceError

log = logging.getLogger(__name__)


class GameTasks:
    """Per-game background tasks.

    Args:
        run: the coroutine function a game's task runs, given the game id; it loops while
            :meth:`take` returns True.
        name: task name prefix (``<name>-<game id>``), for logs and debugging.
    """

    def __init__(self, run: Callable[[int], Coroutine[Any, Any, None]], name: str) -> None:
        self._run, self._name = run, name
        self._dirty: dict[int, bool] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def poke(self, game_id: int) -> None:
        """Have the game's task look at the game again (start it if none is running)."""
        self._dirty[game_id] = True
        task = self._tasks.get(game_id)
        if task is None or task.done():
            self._tasks[game_id] = asyncio.create_task(
                self._guarded(game_id), name=f"{self._name}-{game_id}"
            )

    async def _guarded(self, game_id: int) -> None:
        """Run the game's task; a fault ends this game's task only (logged, or for a refusal
        such as an unreadable game, already logged by the loader), never the others'."""
        try:
            await self._run(game_id)
        except ServiceError:
            pass
        except Exception:
            log.exception("%s: the task of game %s failed", self._name, game_id)

    def take(self, game_id: int) -> bool:
        """True (once) if the game was poked since the last call."""
        return self._dirty.pop(game_id, False)

    def mark(self, game_id: int) -> None:
        """Ask for one more pass of the running task without starting one."""
        self._dirty[game_id] = True

    async def idle(self) -> None:
        """Wait until every game's task has finished (tests, shutdown)."""
        while pending := [task for task in self._tasks.values() if not task.done()]:
            await asyncio.gather(*pending)
