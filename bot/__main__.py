"""``python -m bot``: connect to Discord; ``python -m bot --local [...]``: the terminal table;
``python -m bot --restore FILE``: replace the database by a backup (the bot stopped)."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

NO_TOKEN = (
    "No Discord token: set DISCORD_TOKEN (copy .env.example to .env and fill it in), "
    "or play in the terminal with `python -m bot --local`."
)


def parser() -> argparse.ArgumentParser:
    """The command line of ``python -m bot`` (``--local`` hands the rest to the terminal
    table's own parser: ``python -m bot --local --help``)."""
    found = argparse.ArgumentParser(
        prog="python -m bot",
        description="Orrery: play-by-post space board games on Discord. Without options it "
        "connects to Discord with DISCORD_TOKEN (environment or .env; see .env.example).",
        epilog="`python -m bot --local --help` lists the terminal table's options.",
    )
    found.add_argument(
        "--local",
        action="store_true",
        help="play at a terminal table instead of Discord (no token needed)",
    )
    found.add_argument(
        "--restore",
        metavar="FILE",
        type=Path,
        help="replace DATABASE by the backup FILE (stop the bot first; the current database "
        "is kept beside it), then exit",
    )
    return found


def restore_backup(backup: Path) -> int:
    """``--restore``: print what was done (exit 0) or why not (exit 1)."""
    from bot import Settings
    from bot.store.backup import RestoreRefused, restore

    try:
        print(restore(backup, Settings().database, datetime.now(UTC)))
    except RestoreRefused as refused:
        print(f"Not restored: {refused}", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str]) -> int:
    """Run the bot (or the terminal table with ``--local``); returns the exit code.

    Exit code 2 when no token is configured or the command line is wrong; 0 after ``--help``;
    1 when ``--restore`` refuses.
    """
    if argv[:1] == ["--local"]:
        from bot.local import main as local_main

        return int(local_main(list(argv[1:])) or 0)
    try:
        args = parser().parse_args(argv)
    except SystemExit as done:  # --help (0) or a wrong option (2), already printed
        return int(done.code or 0)
    if args.restore is not None:
        return restore_backup(args.restore)
    from bot import Settings, create_bot

    settings = Settings()
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    bot = create_bot(settings)
    bot.run(
        settings.discord_token.get_secret_value(), log_level=getattr(logging, settings.log_level)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
