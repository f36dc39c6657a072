"""Actions private to their actor (standing choices) stay out of the channel and the log."""

from __future__ import annotations

from typing import Any

import aiosqlite

from tests.bot.helpers import CHANNEL, USERS, make_service, open_table
from tests.table.toy import ToyAction, ToyGame, ToyState


class PrivateMoves(ToyGame):
    """The toy game where a ``move`` is its actor's own business."""

    def is_private_action(self, state: ToyState, seat: int, action: ToyAction) -> bool:
        return action.kind == "move"


async def test_a_private_action_leaves_no_notation_in_the_channel_or_the_log(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": PrivateMoves()})
    await open_table(service, "toy", 2)
    outputs = await service.act(CHANNEL, USERS[0], "move")
    public = " ".join(post.text for post in outputs.public)
    assert "`move`" not in public and "moved" in public  # the public event alone
    assert "move" in outputs.reply
    log = (await service.log(CHANNEL)).reply
    assert "`move`" not in log


async def test_a_public_action_is_logged_with_its_notation(db: aiosqlite.Connection) -> None:
    service = make_service(db, {"toy": ToyGame()})
    await open_table(service, "toy", 2)
    outputs: Any = await service.act(CHANNEL, USERS[0], "move")
    assert "`move`" in " ".join(post.text for post in outputs.public)
    assert "`move`" in (await service.log(CHANNEL)).reply
