"""The server dashboard through the fake Discord (issue #30 item 6, :mod:`bot.services.dashboard`):
``/games`` posts one message listing the server's active games; the bot keeps editing it (the
same message) after every move, across a restart, and forgets it once it is deleted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver


def _dashboard(fake: FakeDiscord) -> Sent:
    found = [m for m in fake.public_messages() if "Active games on this server" in m.content]
    assert len(found) == 1, "one dashboard message, edited in place"
    return found[0]


async def _move(driver: Driver, users: list[Any]) -> None:
    """The seat to act plays its first legal move."""
    table = await current(driver)
    seat = min(table.game.to_act(table.state))
    notation = table.game.describe_action(
        table.state, seat, table.game.legal_actions(table.state, seat)[0]
    )
    user = next(u for u in users if int(u["id"]) == table.seat_users[seat])
    await driver.slash(user, "play", action=notation)


async def test_the_dashboard_lists_the_games_and_follows_every_move(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        await first.slash(users[0], "games")
        assert "No game is being played" in _dashboard(fake).content
        await open_game(first, users, "toy")
        await first.settle()
        table = await current(first)
        waiting = table.names[min(table.game.to_act(table.state))]
        text = _dashboard(fake).content
        assert f"**Toy** in <#{channel['id']}>: waiting on {waiting} since <t:" in text
        await _move(first, users)
        await first.settle()
        table = await current(first)
        after = table.names[min(table.game.to_act(table.state))]
        assert f"waiting on {after} since" in _dashboard(fake).content
    async with running_bot(fake, channel, database, games) as second:
        await _move(second, users)  # a restarted bot still keeps the same message
        await second.settle()
        table = await current(second)
        now = table.names[min(table.game.to_act(table.state))]
        assert f"waiting on {now} since" in _dashboard(fake).content


async def test_a_deleted_dashboard_is_forgotten(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await table.slash(users[0], "games")
    board = _dashboard(fake)
    del fake.messages[board.id]  # a member deletes it (not the bot: no request of its own)
    await open_game(table, users, "toy")
    await table.settle()
    assert not any("Active games" in m.content for m in fake.public_messages())
