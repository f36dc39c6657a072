"""``python -m bot``: connect to Discord; ``python -m bot --local [...]``: the terminal table."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

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
    return found


def main(argv: Sequence[str]) -> int:
    """Run the bot (or the terminal table with ``--local``); returns the exit code.

    Exit code 2 when no token is configured or the command line is wrong; 0 after ``--help``.
    """
    if argv[:1] == ["--local"]:
        from bot.local import main as local_main

        return int(local_main(list(argv[1:])) or 0)
    try:
        parser().parse_args(argv)
    except SystemExit as done:  # --help (0) or a wrong option (2), already printed
        return int(done.code or 0)
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
