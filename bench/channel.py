"""How quiet a table is: channel messages, board images and bursts per whole game, through the
fake Discord (docs/play-by-post.md §2).

Plays whole games through discord.py's dispatch on the fake transport: humans send each decision
by its button, select or ``/play`` (the game's ``bot_action`` chooses; :func:`flows.human_step`),
bot seats play through the table services. Each human decision comes ``--think`` seconds after
the last on the virtual clock the fake Discord counts with (the outbox waits on the same clock,
so nothing sleeps for real). Board images are stub PNGs (one per board sent or replaced), so the
figures count images without drawing them. Prints, per game:

* turns (distinct ``(turn_number, active_seat)`` of the log), channel messages and board images
  per turn, edits;
* the most channel messages + edits in any 5 s window (Discord allows 5);
* what a returning player reads to learn what happened since their last turn: the ping alone when
  it carries "Since your last turn", else every channel message since their last move.

    python -m bench.channel [--think 30] [--seed 7]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.discord.client import OrreryBot
from bot.services.images import Renderer
from bot.store.actions import list_actions
from rules import GAMES
from rules.core.game import HasTurns
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, human_step, open_game, pinged_users
from tests.discord.harness import Driver

SINCE_MARK = "since your last turn"
STEPS_MAX = 3_000


class StubRenderer(Renderer):
    """Board and private pictures as a tiny PNG with alt text: images counted, not drawn."""

    def __init__(self) -> None:
        super().__init__(enabled=True)
        self.png: bytes = render.encode_png(_blank(), alt_text="board")

    async def board(
        self, key: str, view: Any, names: Sequence[str], locale: str = "en"
    ) -> bytes | None:
        """The stub board."""
        return self.png

    async def private(self, key: str, view: Any, name: str, locale: str = "en") -> bytes | None:
        """No private picture (DMs are not counted)."""
        return None


def _blank() -> Any:
    from PIL import Image

    return Image.new("RGB", (8, 8))


@dataclass(frozen=True)
class Figures:
    """One whole game's figures."""

    game: str
    seats: int
    bots: int
    turns: int
    messages: int
    boards: int
    images: int
    edits: int
    busiest: int
    rate_waits: int
    reads: list[int]

    def lines(self) -> list[str]:
        """Printable lines."""
        per = max(self.turns, 1)
        reads = self.reads or [0]
        return [
            f"{self.game} ({self.seats} seats, {self.bots} bot): {self.turns} turns",
            f"  channel messages {self.messages} ({self.messages / per:.2f} per turn), "
            f"boards {self.boards} ({self.boards / per:.2f} per turn), "
            f"images uploaded {self.images}, edits {self.edits}",
            f"  most messages + edits in a 5 s window: {self.busiest}",
            f"  returning player reads: mean {statistics.mean(reads):.2f}, max {max(reads)} "
            f"messages ({len(self.reads)} pings)",
        ]


async def turns_of(driver: Driver) -> int:
    """Distinct ``(turn_number, active_seat)`` over the game's log (replayed)."""
    table = await current(driver)
    game = table.game
    if not isinstance(game, HasTurns):
        return int(table.state.version)
    db = cast(OrreryBot, driver.client).db
    state = game.setup(len(table.seats), seed=table.row.seed, options=table.row.options)
    seen = set()
    for row in await list_actions(db, table.row.id, limit=table.state.version):
        seen.add((game.turn_number(state), game.active_seat(state)))
        state = game.apply(state, row.seat, game.action_from_json(row.payload_json)).state
    return len(seen)


def reads_per_ping(fake: FakeDiscord, channel_id: int, moves: list[tuple[int, int]]) -> list[int]:
    """For every ping: 1 when it says what happened since the player's last move, else how many
    channel messages (the ping included) they read since that move.

    Args:
        moves: ``(user id, newest message id once their move was delivered)``, in order.
    """
    public = sorted(
        (m for m in fake.public_messages() if int(m.payload["channel_id"]) == channel_id),
        key=lambda m: m.id,
    )
    reads = []
    for message in public:
        for user in pinged_users(message):
            if SINCE_MARK in message.content.lower():
                reads.append(1)
                continue
            last = max((at for mover, at in moves if mover == user and at < message.id), default=0)
            reads.append(sum(1 for m in public if last < m.id <= message.id))
    return reads


def _is_board(message: Sent) -> bool:
    return any(a["filename"] == "board.png" for a in message.payload.get("attachments") or [])


async def play_game(key: str, humans: int, bots: int, think: float, seed: int) -> Figures:
    """One whole game of ``key`` with ``humans`` players and ``bots`` bot seats."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    channel_id = int(channel["id"])
    users = [fake.add_user(f"player{n}") for n in range(humans)]
    rng = random.Random(seed)
    moves: list[tuple[int, int]] = []
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with running_bot(fake, channel, database, {key: GAMES[key]}) as driver:
            stub = StubRenderer()
            cast(OrreryBot, driver.client).service.tables.renderer = stub
            await open_game(driver, users, key, bots=bots)
            for _ in range(STEPS_MAX):
                fake.pace.advance(think)
                table = await current(driver)
                owing = table.game.to_act(table.state) - table.bot_seats
                if not owing:
                    break
                mover = table.seat_users[min(owing)]
                if not await human_step(driver, users, rng):
                    break
                moves.append((mover, max(fake.messages)))
            turns = await turns_of(driver)
    ops = fake.rates.ops_in(channel_id)
    public = [m for m in fake.public_messages() if int(m.payload["channel_id"]) == channel_id]
    uploads = sum(
        1
        for _, _, payload in fake.requests
        if isinstance(payload, dict)
        and any(a.get("filename") == "board.png" for a in payload.get("attachments") or [])
    )
    return Figures(
        game=key,
        seats=humans + bots,
        bots=bots,
        turns=turns,
        messages=len(public),
        boards=sum(1 for m in public if _is_board(m)),
        images=uploads,
        edits=sum(1 for _, kind in ops if kind == "edit"),
        busiest=fake.rates.busiest(channel_id),
        rate_waits=len(fake.rates.refused),
        reads=reads_per_ping(fake, channel_id, moves),
    )


async def main(think: float, seed: int) -> None:
    """Play and print the figures of each game."""
    for key, humans, bots in (("afternova", 2, 1), ("space_base", 3, 1)):
        figures = await play_game(key, humans, bots, think, seed)
        print("\n".join(figures.lines()))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think", type=float, default=30.0, help="seconds between decisions")
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.think, arguments.seed))
