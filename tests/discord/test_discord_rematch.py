"""Rematch through the fake Discord (issue #30 item 3, :mod:`bot.services.rematch`): a finished
game offers a Rematch button; once every human seat has confirmed (the button or
``/game rematch``, across a bot restart), the same seats play the same game with the same
options, a new seed and the play order turned by one."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from bot.discord.client import OrreryBot
from bot.services.context import Table
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import open_game, play_to_the_end
from tests.discord.harness import Driver


def _offer(driver: Driver) -> tuple[Sent, str]:
    """The final board and its Rematch button's custom_id."""
    for message in reversed(driver.fake.public_messages()):
        for custom_id in message.custom_ids():
            if custom_id.startswith("orrery:rematch:"):
                return message, custom_id
    raise AssertionError("no rematch offer")


async def current(driver: Driver) -> Table:
    """The channel's live game, else its last finished one."""
    service = cast(OrreryBot, driver.client).service
    return await service.tables.latest(int(driver.channel["id"]))


def _answer(fake: FakeDiscord, user: dict[str, Any]) -> str:
    """The last message only ``user`` reads (an ephemeral answer)."""
    return fake.private_messages(int(user["id"]))[-1].content


async def _finished(driver: Driver, users: list[Any]) -> Table:
    await open_game(driver, users, "toy")
    await play_to_the_end(driver, users)
    table = await current(driver)
    assert table.row.status == "finished"
    return table


async def test_every_player_confirms_across_a_restart_and_the_order_turns(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        old = await _finished(first, users)
        offer, button = _offer(first)
        assert "Rematch" in str(offer.payload["components"])
        await first.click(users[0], offer, button)
        assert "ana voted to play a rematch (1/3)." in fake.public_messages()[-1].content
    async with running_bot(fake, channel, database, games) as second:
        offer, button = _offer(second)
        await second.click(users[1], offer, button)  # a button posted before the restart
        assert "ben voted to play a rematch (2/3)." in fake.public_messages()[-1].content
        assert (await current(second)).row.id == old.row.id  # not yet
        await second.slash(users[2], "game rematch")
        new = await current(second)
    assert new.row.id != old.row.id and new.row.status == "active"
    assert new.seat_users == (*old.seat_users[1:], old.seat_users[0])
    assert (new.row.game_key, new.row.options) == (old.row.game_key, old.row.options)
    assert new.row.table_options == old.row.table_options
    assert any("begins!" in m.content for m in fake.public_messages()[-3:])


async def test_a_rematch_needs_every_human_not_a_majority(table: Driver, users: list[Any]) -> None:
    old = await _finished(table, users)
    for user in (users[0], users[1], users[1]):  # twice counts once
        await table.click(user, *_offer(table))
    assert (await current(table)).row.id == old.row.id
    assert "(2/3)" in table.fake.public_messages()[-1].content
    await table.click(users[2], *_offer(table))
    new = await current(table)
    assert new.row.id != old.row.id and new.row.seed != old.row.seed  # a new seed, new chance


async def test_an_outsider_and_a_late_click_are_refused(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await _finished(table, users)
    offer, button = _offer(table)
    outsider = fake.add_user("dee")
    await table.click(outsider, offer, button)
    assert "seat" in _answer(fake, outsider).lower()
    await table.slash(outsider, "game new", game="toy")  # another game opens in the channel
    lobby = await current(table)
    await table.click(users[0], *_offer(table))
    assert "already" in _answer(fake, users[0]).lower()
    assert (await current(table)).row.id == lobby.row.id


async def test_a_live_or_abandoned_game_offers_no_rematch(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    await table.slash(users[0], "game rematch")
    assert "ended with a result" in _answer(table.fake, users[0])
    for user in users:
        await table.slash(user, "game abandon")
    assert not any(
        custom_id.startswith("orrery:rematch:")
        for message in table.fake.public_messages()
        for custom_id in message.custom_ids()
    )
    await table.slash(users[0], "game rematch")
    assert "no game in this channel" in _answer(table.fake, users[0])
