"""A process killed mid-write (SIGKILL while it plays move after move) leaves a sound database:
``integrity_check`` passes, every game's log and row agree, the snapshot equals the log's
replay, and the game goes on in a new process."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.store.actions import count_actions
from bot.store.db import connect
from bot.store.replay import replay
from tests.bot.helpers import CHANNEL, make_service, play_one
from tests.table.toy import TOY

ROOT = Path(__file__).resolve().parents[2]
PLAYER = textwrap.dedent(
    """
    import asyncio, random, sys
    from bot.store.db import connect
    from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service, play_one
    from tests.table.toy import TOY

    async def main(path):
        db = await connect(path)
        service = make_service(db, {"toy": TOY})
        await service.new_game(CHANNEL, GUILD, USERS[0], "toy", {"length": 10_000})
        for user in USERS[1:3]:
            await service.join(CHANNEL, user)
        await service.start(CHANNEL, USERS[0])
        rng = random.Random(1)
        while await play_one(service, rng) is not None:
            print("moved", flush=True)

    asyncio.run(main(sys.argv[1]))
    """
)


def _play_until_killed(database: Path, moves: int, rng: random.Random) -> None:
    """Run a process that plays a long toy game move after move; SIGKILL it once it has made
    ``moves`` moves, a random fraction of a move later (most likely in the middle of a write)."""
    child = subprocess.Popen(
        [sys.executable, "-c", PLAYER, str(database)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None
    for _ in range(moves):
        assert child.stdout.readline() == b"moved\n", "the player stopped before the kill"
    time.sleep(rng.uniform(0, 0.005))
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()


@pytest.mark.parametrize("kill", range(3))
async def test_a_process_killed_mid_play_leaves_a_sound_game_that_goes_on(
    tmp_path: Path, kill: int
) -> None:
    database, moves = tmp_path / "orrery.sqlite3", 20 + 15 * kill
    rng = random.Random(kill)
    _play_until_killed(database, moves, rng)
    with sqlite3.connect(database) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db = await connect(database)
    try:
        service = make_service(db, {"toy": TOY})
        table = await service.table_of(CHANNEL)
        assert table is not None and table.row.version >= moves
        assert await count_actions(db, table.row.id) == table.row.version
        rebuilt = await replay(db, table.row.id, games={"toy": TOY})
        assert rebuilt.model_dump_json() == table.row.state_json
        assert await play_one(service, rng) is not None
    finally:
        await db.close()
