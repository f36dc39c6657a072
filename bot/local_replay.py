"""``python -m bot --local --replay FILE``: step through a game rebuilt from a ``/game export``.

The file's seed, game options and action list are replayed through the rules engine
(:func:`bot.services.export.rebuild_steps`); each step shows the public log line of its action
(the notation is replaced by "… moved" when it names a hidden card, as in ``/game log``) and
writes the public board (``view(state, None)``) as a PNG under ``--boards``. The last step shows
the final scores. Reads commands from standard input, so a script can be piped in.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import TextIO

from bot.services.export import GameExport, RebuiltStep
from bot.services.images import Renderer
from bot.services.posts import outcome_lines, public_log_line, secrets_of
from bot.terminal import command_loop, find_command
from rules.core import Game

HELP = """replay commands:
  next [n] | back [n]   step forward or back (default 1)
  first | last          the setup, or the final board and scores
  goto <n>              move n (0 = the setup)
  board                 the public board now (image, or the public view as JSON with --no-images)
  log                   every public log line up to now
  help | quit"""


class ReplayTerminal:
    """One replay session over a rebuilt game.

    Args:
        export: the file's contents. steps: :func:`rebuild_steps` of it.
        games: the rules registry. renderer: draws boards (or nothing).
        boards: the folder PNGs are written to. out: where everything is printed.
    """

    def __init__(
        self,
        export: GameExport,
        steps: list[RebuiltStep],
        games: Mapping[str, Game],
        renderer: Renderer,
        boards: Path,
        out: TextIO,
    ) -> None:
        self.export, self.steps, self.renderer = export, steps, renderer
        self.game = games[export.game_key]
        self.boards, self.out = boards, out
        self.step = 0
        self._commands: dict[str, Callable[[list[str]], Awaitable[None]]] = {
            "next": self._next, "back": self._back, "first": self._first, "last": self._last,
            "goto": self._goto, "board": self._board, "log": self._log, "help": self._help,
        }  # fmt: skip

    @property
    def last(self) -> int:
        """The number of actions (the last step)."""
        return len(self.steps) - 1

    async def run(self, lines: TextIO, *, interactive: bool) -> None:
        """Show the setup, then execute commands until ``quit`` or the end of input."""
        self.say(
            f"Replaying {self.game.title} ({self.export.num_players} players, "
            f"{self.last} moves, pack {self.export.pack})."
        )
        await self.show()
        await command_loop(
            lines, self.out, self.execute, prompt=lambda: "replay> ", interactive=interactive
        )

    async def execute(self, line: str) -> None:
        """Run one command line (an unknown or malformed one prints a sentence)."""
        found = find_command(line, self._commands, self.say)
        if found is None:
            return
        command, args = found
        try:
            await command(args)
        except ValueError:
            self.say(f"! `{line.strip()}`: a number was expected")

    def say(self, text: str) -> None:
        """Print one line (or several)."""
        self.out.write(text + "\n")

    def line_of(self, step: int) -> str:
        """The public log line of step ``step``'s action (empty for the setup)."""
        current = self.steps[step]
        if current.entry is None:
            return ""
        before = self.steps[step - 1].state
        names = self.export.names
        secrets = secrets_of(self.game, (before, current.state))
        return public_log_line(
            names[current.entry.seat], current.entry.notation, current.events, names, secrets
        )

    async def show(self) -> None:
        """Print the current step's line (and the scores at the end); write its board."""
        text = self.line_of(self.step) or "the setup"
        self.say(f"[replay] move {self.step}/{self.last}: {text}")
        outcome = self.game.outcome(self.steps[self.step].state)
        if outcome is not None:
            self.say("\n".join(outcome_lines(outcome, self.export.names)))
        await self._save_board()

    async def _save_board(self) -> Path | None:
        view = self.game.view(self.steps[self.step].state, None)
        image = await self.renderer.board(self.export.game_key, view, self.export.names)
        if image is None:
            return None
        self.boards.mkdir(parents=True, exist_ok=True)
        path = self.boards / f"replay-{self.step:04d}.png"
        path.write_bytes(image)
        self.say(f"  (image: {path})")
        return path

    async def _move_to(self, step: int) -> None:
        self.step = max(0, min(step, self.last))
        await self.show()

    async def _next(self, args: list[str]) -> None:
        await self._move_to(self.step + (int(args[0]) if args else 1))

    async def _back(self, args: list[str]) -> None:
        await self._move_to(self.step - (int(args[0]) if args else 1))

    async def _first(self, args: list[str]) -> None:
        await self._move_to(0)

    async def _last(self, args: list[str]) -> None:
        await self._move_to(self.last)

    async def _goto(self, args: list[str]) -> None:
        if len(args) != 1:
            raise ValueError("goto needs a move number")
        await self._move_to(int(args[0]))

    async def _board(self, args: list[str]) -> None:
        if await self._save_board() is None:
            view = self.game.view(self.steps[self.step].state, None)
            fields = view.model_dump(mode="json")
            self.say("\n".join(f"{name}: {json.dumps(value)}" for name, value in fields.items()))

    async def _log(self, args: list[str]) -> None:
        lines = [f"{step}. {self.line_of(step)}" for step in range(1, self.step + 1)]
        self.say("\n".join(lines) or "(no move yet)")

    async def _help(self, args: list[str]) -> None:
        self.say(HELP)
