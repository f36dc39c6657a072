"""``python -m bot``: connect to Discord; ``python -m bot --local [...]``: the terminal table;
``python -m bot --restore FILE``: replace the database by a backup (the bot stopped);
``python -m bot --sync [--guild ID]``: register the slash commands with Discord now;
``python -m bot --shards 0-3 --shard-count 8``: serve some shards of the bot (PostgreSQL)."""

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
    found.add_argument(
        "--sync",
        action="store_true",
        help="register the slash commands with Discord now (globally, or in --guild), even "
        "if unchanged, then exit (the running bot registers changed commands by itself)",
    )
    found.add_argument(
        "--shards",
        metavar="IDS",
        help="serve these gateway shards only, e.g. 0-3 or 0,2 (several processes sharing a "
        "PostgreSQL DATABASE; a shard another process serves is refused)",
    )
    found.add_argument(
        "--shard-count",
        metavar="N",
        type=int,
        help="how many shards the bot has in all (the same in every process)",
    )
    found.add_argument(
        "--guild",
        metavar="ID",
        type=int,
        help="with --sync: register the commands in this server only (they appear at once)",
    )
    return found


def sync_now(guild_id: int | None) -> int:
    """``--sync``: log in, register the commands, print how many (exit 0) or why not (1)."""
    import asyncio

    import discord

    from bot import Settings, create_bot

    settings = Settings()
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value()

    async def run() -> int | None:
        bot = create_bot(settings)
        bot.sync_at_start = False
        async with bot:
            await bot.login(token)
            return await bot.sync_commands(guild_id, force=True)

    try:
        count = asyncio.run(run())
    except discord.HTTPException as refused:
        print(f"Discord refused the registration: {refused}", file=sys.stderr)
        return 1
    where = "globally (they may take a while to appear)" if guild_id is None else f"in {guild_id}"
    print(f"Registered {count} commands {where}.")
    return 0


def restore_backup(backup: Path) -> int:
    """``--restore``: print what was done (exit 0) or why not (exit 1)."""
    from bot import Settings
    from bot.store.backup import RestoreRefused, restore

    database = Settings().sqlite_path
    if database is None:
        print("Not restored: DATABASE is PostgreSQL; restore it with pg_restore.", file=sys.stderr)
        return 1
    try:
        print(restore(backup, database, datetime.now(UTC)))
    except RestoreRefused as refused:
        print(f"Not restored: {refused}", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str]) -> int:
    """Run the bot (or the terminal table with ``--local``); returns the exit code.

    Exit code 2 when no token is configured or the command line is wrong; 0 after ``--help``;
    1 when ``--restore`` or Discord (``--sync``) refuses, or when another process serves one of
    the ``--shards`` (:mod:`bot.store.shards`).
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
    if args.guild is not None and not args.sync:
        print("--guild goes with --sync.", file=sys.stderr)
        return 2
    if args.sync:
        return sync_now(args.guild)
    from bot import Settings, create_bot
    from bot.store.shards import ShardsRefused

    settings = Settings()
    if args.shards is not None or args.shard_count is not None:
        update = {"shards": args.shards or settings.shards}
        settings = settings.model_copy(
            update=update | {"shard_count": args.shard_count or settings.shard_count}
        )
    try:
        shards = settings.served_shards
    except ValueError as wrong:
        print(f"--shards: {wrong}", file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    bot = create_bot(settings)
    import gc

    gc.collect()
    gc.freeze()  # the games, pictures and client loaded: a full collection scans only play's
    if not shards.is_every:
        print(f"Serving shards {sorted(shards.ids)} of {shards.count}.")
    try:
        bot.run(
            settings.discord_token.get_secret_value(),
            log_level=getattr(logging, settings.log_level),
        )
    except ShardsRefused as refused:
        print(f"Not started: {refused}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
