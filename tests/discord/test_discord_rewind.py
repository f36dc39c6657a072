"""``/game rewind`` through the fake Discord (issue #30 item 1): a strict majority of the seats
rewinds the game, the vote survives a bot restart, the board is posted again with the undone
moves' public lines, and the seat to act is pinged again."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game, play


async def test_a_majority_rewinds_across_a_restart(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        await open_game(first, users, "toy")
        await play(first, users, rng=random.Random(2), limit=4)
        before = await current(first)
        assert before.row.version == 4
        await first.slash(users[0], "game rewind", to=2)
        assert "ana voted to rewind the game to before move 2 (1/2)." in (
            fake.public_messages()[-1].content
        )
    async with running_bot(fake, channel, database, games) as second:
        await second.slash(users[1], "game rewind", to=2)
        after = await current(second)
        texts = "\n".join(m.content for m in fake.public_messages()[-3:])
    assert after.row.version == 1 and after.state.version == 1
    assert "The table rewound the game to before move 2: 3 moves undone." in texts
    assert "stays known to everyone" in texts
    owing = after.seat_users[min(after.game.to_act(after.state))]
    assert f"<@{owing}>" in texts


async def test_a_move_outside_the_log_is_refused_before_any_vote(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    async with running_bot(fake, channel, tmp_path / "orrery.sqlite3", games) as table:
        await open_game(table, users, "toy")
        await table.slash(users[0], "game rewind", to=5)
        answer = fake.private_messages(int(users[0]["id"]))[-1].content
    assert answer == "There is no move 5: the log has 0 moves (`/game log`)."
