"""The command loop shared by the terminal table (:mod:`bot.local`) and the replay
(:mod:`bot.local_replay`): read a line, find its command, run it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import TextIO, TypeVar

Command = TypeVar("Command")
QUIT = frozenset({"quit", "exit"})


async def command_loop(
    lines: TextIO,
    out: TextIO,
    execute: Callable[[str], Awaitable[None]],
    *,
    prompt: Callable[[], str],
    interactive: bool,
) -> None:
    """Run ``execute`` on each line of ``lines`` until ``quit``, ``exit`` or the end of input.

    Args:
        prompt: what to write to ``out`` before each line when ``interactive`` (e.g. ``"> "``,
            or the name of the player who has the keyboard).
    """
    while True:
        if interactive:
            out.write(prompt())
            out.flush()
        line = lines.readline()
        if not line or line.strip() in QUIT:
            return
        await execute(line)


def find_command(
    line: str, commands: Mapping[str, Command], say: Callable[[str], None]
) -> tuple[Command, list[str]] | None:
    """The command ``line`` names (case-insensitive first word) and its other words.

    Returns:
        ``None`` for a blank line, a ``#`` comment or an unknown command (which is said).
    """
    words = line.split()
    if not words or words[0].startswith("#"):
        return None
    command = commands.get(words[0].lower())
    if command is None:
        say(f"! unknown command `{words[0]}`; try `help`")
        return None
    return command, words[1:]
