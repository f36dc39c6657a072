"""Discord faults injected into whole games of every title, through discord.py's dispatch on
the fake Discord (issue #33 item 5); prints, per fault, how many were injected, survived and lost.

Each game is played by ``/play`` with the acting seat's ``bot_action``; before every
``--every``-th move one fault is injected, in turn:

* ``5xx brief``: the channel answers the next 2 posts and edits with 503 (retried);
* ``5xx outage``: 4 edits and 4 posts in a row fail (the outbox gives up: the mover and the table
  are told, the next move posts the board);
* ``board deleted``: a moderator deletes the current board message;
* ``no permission``: the bot loses Attach Files in the channel (the move is refused with the
  reason; the permission comes back before the next move);
* ``DMs closed``: the mover closes their DMs (their private post comes ephemerally).

and, at the end, ``channel deleted`` (the game is archived). A fault *survived* when the table
is as the issue asks afterwards (the move applied, or refused with the reason; the board message
recorded for the game exists in the channel once the next move went through; no Discord rule
broken); otherwise it is *lost*.

    python -m bench.faults [--games 1] [--every 4] [--moves 60] [--game KEY]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord

from bot.discord.client import OrreryBot
from bot.i18n import t
from bot.store import boards
from rules import GAMES
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game
from tests.discord.harness import ALL_PERMISSIONS, Driver
from tests.discord.transport import DiscordError

POST = ("POST", "/channels/{channel_id}/messages")
EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
FAULTS = ("5xx brief", "5xx outage", "board deleted", "no permission", "DMs closed")


async def board_exists(driver: Driver) -> bool:
    """Whether the board message recorded for the channel's game is in the channel."""
    live = await current(driver)
    db = cast(OrreryBot, driver.client).service.tables.db
    board = await boards.current_board(db, live.row.id)
    if board is None:
        return True
    found = await boards.message_of(db, live.row.id, board.number)
    return found is not None and found[1] in driver.fake.messages


async def play_move(driver: Driver, users: list[dict[str, Any]], rng: random.Random) -> str:
    """The lowest seat to act plays its bot's choice by ``/play``; returns its answer ('' when
    the game is over)."""
    table = await current(driver)
    seats = table.game.to_act(table.state)
    if not seats:
        return ""
    seat = min(seats)
    user = next(u for u in users if int(u["id"]) == table.seat_users[seat])
    action = table.game.bot_action(table.state, seat, rng)
    notation = table.game.describe_action(table.state, seat, action)
    record = await driver.slash(user, "play", action=notation)
    message = driver.fake.messages.get(record.original or 0)
    return "" if message is None else message.content


def inject(driver: Driver, fault: str, mover: dict[str, Any]) -> None:
    """Set ``fault`` up for the next move (see the module docstring)."""
    fake, channel = driver.fake, int(driver.channel["id"])
    unavailable = DiscordError(503, 0, "Service Unavailable")
    if fault in ("5xx brief", "5xx outage"):
        times = 2 if fault == "5xx brief" else 4
        fake.inject(*EDIT, unavailable, times=times, channel_id=channel)
        fake.inject(*POST, unavailable, times=times, channel_id=channel)
    elif fault == "board deleted":
        newest = max((m.id for m in fake.public_messages()), default=None)
        if newest is not None:
            del fake.messages[newest]
    elif fault == "no permission":
        lacking = discord.Permissions(ALL_PERMISSIONS)
        lacking.attach_files = False
        driver.app_permissions = lacking.value
    elif fault == "DMs closed":
        fake.closed_dms.add(int(mover["id"]))


async def mover_of(driver: Driver, users: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The user of the lowest seat to act, or ``None`` at the end."""
    table = await current(driver)
    seats = table.game.to_act(table.state)
    if not seats:
        return None
    return next(u for u in users if int(u["id"]) == table.seat_users[min(seats)])


async def one_game(
    key: str, seed: int, every: int, moves: int, counts: Counter[tuple[str, str]]
) -> None:
    """Play one game of ``key`` with faults injected; add to ``counts`` (fault, outcome)."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    game = GAMES[key]
    seats = max(game.min_players, min(3, game.max_players))
    users = [fake.add_user(f"player{n}") for n in range(seats)]
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with running_bot(fake, channel, database, {key: game}) as driver:
            await open_game(driver, users, key)
            for step in range(1, moves + 1):
                mover = await mover_of(driver, users)
                if mover is None:
                    break
                if step % every:
                    await play_move(driver, users, rng)
                    continue
                fault = FAULTS[(step // every - 1) % len(FAULTS)]
                before = (await current(driver)).state.version
                inject(driver, fault, mover)
                violations = len(fake.violations)
                said = await play_move(driver, users, rng)
                after = (await current(driver)).state.version
                if fault == "no permission":
                    ok = said == t("discord.cannot_post", missing="Attach Files")
                    ok = ok and after == before
                    driver.app_permissions = ALL_PERMISSIONS
                else:
                    ok = after == before + 1 or not game.to_act((await current(driver)).state)
                fake.closed_dms.discard(int(mover["id"]))
                if await mover_of(driver, users) is not None:
                    await play_move(driver, users, rng)  # the next move posts the board
                ok = ok and await board_exists(driver) and len(fake.violations) == violations
                counts[(fault, "survived" if ok else "lost")] += 1
            live = await current(driver)
            del fake.channels[int(channel["id"])]
            client = cast(OrreryBot, driver.client)
            await client.on_guild_channel_delete(cast(Any, discord.Object(id=int(channel["id"]))))
            archived = await client.service.tables.by_id(live.row.id)
            ended = live.row.status != "active" or archived.row.status == "abandoned"
            counts[("channel deleted", "survived" if ended else "lost")] += 1


def main(argv: list[str] | None = None) -> None:
    """Print injected / survived / lost per fault."""
    parser = argparse.ArgumentParser(prog="python -m bench.faults")
    parser.add_argument("--games", type=int, default=1, help="games per title")
    parser.add_argument("--every", type=int, default=4, help="inject before every Nth move")
    parser.add_argument("--moves", type=int, default=60, help="moves played per game at most")
    parser.add_argument("--game", choices=sorted(GAMES), help="one title only")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)  # the bot logs every failed request; the counts tell
    counts: Counter[tuple[str, str]] = Counter()
    for key in [args.game] if args.game else sorted(GAMES):
        for seed in range(args.games):
            asyncio.run(one_game(key, seed, args.every, args.moves, counts))
    print(f"{'fault':<16}{'injected':>9}{'survived':>9}{'lost':>6}")
    for fault in (*FAULTS, "channel deleted"):
        survived, lost = counts[(fault, "survived")], counts[(fault, "lost")]
        print(f"{fault:<16}{survived + lost:>9}{survived:>9}{lost:>6}")


if __name__ == "__main__":
    main()
