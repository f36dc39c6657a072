"""Private notes through the fake Discord (issue #30 item 7, :mod:`bot.services.notes`): a
seat's notepad is read by its owner alone (the ``/note`` answer and ``/hand``), never by the
channel or another player, survives a restart and follows a seat that changes hands."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from bot.discord.client import OrreryBot
from bot.services.players import Player
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver

SECRET = "bluff: hold card07 until the end"


def _answer(fake: FakeDiscord, user: dict[str, Any]) -> str:
    """The last message only ``user`` reads (an ephemeral answer)."""
    return fake.private_messages(int(user["id"]))[-1].content


def _seen_by_others(fake: FakeDiscord, owner: dict[str, Any], users: list[Any]) -> list[str]:
    """Every text the channel or another user can read that holds the note."""
    public = [m.content for m in fake.public_messages()]
    private = [
        m.content for u in users if u is not owner for m in fake.private_messages(int(u["id"]))
    ]
    return [text for text in public + private if "card07 until" in text]


async def test_a_note_is_read_by_its_owner_alone_and_survives_a_restart(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        await open_game(first, users, "toy")
        await first.slash(users[0], "note")
        assert "empty" in _answer(fake, users[0])
        await first.slash(users[0], "note", add=SECRET)
        assert f"> {SECRET}" in _answer(fake, users[0])
    async with running_bot(fake, channel, database, games) as second:
        await second.slash(users[0], "note", add="second line")
        assert f"> {SECRET}\n> second line" in _answer(fake, users[0])
        await second.slash(users[0], "hand")
        assert "Your notes" in _answer(fake, users[0]) and SECRET in _answer(fake, users[0])
        await second.slash(users[1], "hand")
        assert "Your notes" not in _answer(fake, users[1])
    assert _seen_by_others(fake, users[0], users) == []


async def test_clear_empties_the_notepad_and_a_stranger_has_none(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(table, users[:2], "toy")
    await table.slash(users[0], "note", add=SECRET)
    await table.slash(users[0], "note", clear=True)
    assert "empty" in _answer(fake, users[0])
    await table.slash(users[2], "note", add="hello")  # holds no seat
    assert "seat" in _answer(fake, users[2]).lower()


async def test_the_notepad_follows_a_seat_that_changes_hands(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(table, users[:2], "toy")
    await table.slash(users[1], "note", add=SECRET)
    live = await current(table)
    services = cast(OrreryBot, table.client).table_services
    newcomer = fake.add_user("dee")
    await services.seats.replace(
        live.row.id, int(users[1]["id"]), Player(int(newcomer["id"]), "dee")
    )
    await table.slash(newcomer, "note")
    assert SECRET in _answer(fake, newcomer)


async def test_a_note_too_long_is_refused_and_nothing_is_lost(
    table: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(table, users[:2], "toy")
    for _ in range(3):
        await table.slash(users[0], "note", add="x" * 450)
    await table.slash(users[0], "note", add="y" * 450)
    assert "at most 1500" in _answer(fake, users[0]).replace(",", "")
    await table.slash(users[0], "note")
    assert _answer(fake, users[0]).count("x" * 450) == 3
