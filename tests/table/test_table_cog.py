"""The table commands through discord.py's own dispatch on the fake Discord (toy game)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import Any, cast

import pytest

from bot.discord.client import OrreryBot
from bot.services.clock import moment_and_wait
from bot.services.notices import NoticeButton, TableNotice
from bot.services.players import Player
from bot.services.reminders import DEADLINE
from bot.store import table as table_store
from bot.store import timers as timers_store
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game
from tests.discord.harness import Driver
from tests.table.toy import TOY

SOON = datetime.now(UTC).date() + timedelta(days=100)  # the bot here runs on the system clock


@pytest.fixture
def fake() -> FakeDiscord:
    return FakeDiscord()


@pytest.fixture
def users(fake: FakeDiscord) -> list[dict[str, Any]]:
    return [fake.add_user(name) for name in ("ana", "ben")]


@pytest.fixture
async def driver(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Driver]:
    channel = fake.add_text_channel("space-table")
    async with running_bot(fake, channel, tmp_path / "orrery.sqlite3", {TOY.key: TOY}) as found:
        yield found
    assert fake.violations == []


def bot_of(driver: Driver) -> OrreryBot:
    return cast(OrreryBot, driver.client)


def reply(driver: Driver, user: dict[str, Any]) -> str:
    return driver.fake.private_messages(int(user["id"]))[-1].content


async def test_settings_are_saved_for_the_caller(driver: Driver, users: list[Any]) -> None:
    await driver.slash(
        users[0],
        "settings",
        reminder_hours=6,
        quiet_start="22:00",
        quiet_end="07:00",
        time_zone="Europe/Paris",
    )
    saved = await table_store.get_settings(bot_of(driver).db, int(users[0]["id"]))
    assert (saved.reminder_minutes, saved.quiet_start, saved.time_zone) == (
        360,
        "22:00",
        "Europe/Paris",
    )
    assert "every 6 h" in reply(driver, users[0])


async def test_unknown_time_zone_is_refused_with_a_sentence(
    driver: Driver, users: list[Any]
) -> None:
    await driver.slash(users[0], "settings", time_zone="Mars/Olympus")
    assert "not a time zone" in reply(driver, users[0])


async def test_away_marks_the_caller_away_until_the_date(driver: Driver, users: list[Any]) -> None:
    await driver.slash(users[0], "away", until=SOON.isoformat())
    assert f"until {moment_and_wait(datetime.combine(SOON, time(), UTC))}" in reply(
        driver, users[0]
    )


async def test_away_refuses_a_date_past_a_year_or_in_other_digits(
    driver: Driver, users: list[Any]
) -> None:
    for until in ("9999-12-31", "２０２７-01-01", "2027-1-1"):
        await driver.slash(users[0], "away", until=until)
        assert "I expected a date like" in reply(driver, users[0]), until


async def test_turn_start_pings_the_first_seat_once(driver: Driver, users: list[Any]) -> None:
    await open_game(driver, users, "toy")
    pings = [m for m in driver.fake.public_messages() if "— your turn" in m.content]
    assert len(pings) == 1
    pinged = [str(user) for user in pings[0].payload["allowed_mentions"]["users"]]
    assert pinged in ([users[0]["id"]], [users[1]["id"]])


async def test_export_of_a_running_game_is_refused_to_a_player(
    driver: Driver, users: list[Any]
) -> None:
    await open_game(driver, users, "toy")
    await driver.slash(users[0], "game export")
    assert "only a server manager" in reply(driver, users[0])


async def test_export_of_a_running_game_is_refused_to_a_seated_manager(
    driver: Driver, users: list[Any]
) -> None:
    await open_game(driver, users, "toy")
    driver.managers.add(int(users[0]["id"]))
    await driver.slash(users[0], "game export")
    assert "You hold a seat in this running game" in reply(driver, users[0])


async def test_export_of_a_running_game_reaches_a_manager_without_a_seat(
    driver: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(driver, users, "toy")
    outsider = fake.add_user("mod")
    driver.managers.add(int(outsider["id"]))
    await driver.slash(outsider, "game export")
    (data,) = driver.fake.private_messages(int(outsider["id"]))[-1].files.values()
    assert json.loads(data)["status"] == "active"


async def test_old_stall_button_is_refused_after_the_seat_changed_hands(
    driver: Driver, users: list[Any], fake: FakeDiscord
) -> None:
    await open_game(driver, users, "toy")
    live = await current(driver)
    services = bot_of(driver).table_services
    (turn,) = (await table_store.open_turns(bot_of(driver).db, live.row.id)).values()
    button = NoticeButton("wait", "Wait", await services.reminders.decision_key(turn))
    notice = TableNotice(live.row.channel_id, "stalled", buttons=(button,), game_id=live.row.id)
    await services.reminders.notifier.notify(notice)
    await driver.settle()
    stall = fake.public_messages()[-1]
    newcomer = Player(int(fake.add_user("dee")["id"]), "dee")
    await services.seats.replace(live.row.id, live.seat_users[turn.seat], newcomer)
    other = next(user for user in users if int(user["id"]) != live.seat_users[turn.seat])
    await driver.click(other, stall, button.custom_id)
    assert "changed hands" in reply(driver, other)


async def finish_with_bots(driver: Driver) -> None:
    services = bot_of(driver).table_services
    live = await bot_of(driver).service.table_of(int(driver.channel["id"]))
    assert live is not None
    for seat in range(len(live.seats)):
        await services.seats.hand_to_bot(live.row.id, seat)
    await services.bots.idle()
    await driver.settle()


async def test_finished_game_exports_as_json(driver: Driver, users: list[Any]) -> None:
    await open_game(driver, users, "toy")
    await finish_with_bots(driver)
    await driver.slash(users[0], "game export")
    message = driver.fake.private_messages(int(users[0]["id"]))[-1]
    (data,) = message.files.values()
    assert json.loads(data)["game_key"] == "toy"


async def test_replay_steps_forward_through_a_finished_game(
    driver: Driver, users: list[Any]
) -> None:
    await open_game(driver, users, "toy")
    await finish_with_bots(driver)
    await driver.slash(users[0], "game replay")
    first = driver.fake.private_messages(int(users[0]["id"]))[-1]
    assert "move 0/" in first.content
    forward = next(cid for cid in first.custom_ids() if cid.endswith(":n"))
    await driver.click(users[0], first, forward)
    assert "move 1/" in driver.fake.messages[first.id].content


async def test_away_stretches_a_planned_window_deadline(driver: Driver, users: list[Any]) -> None:
    await open_game(driver, users, "toy")
    live = await current(driver)
    by_id = {int(user["id"]): user for user in users}
    await driver.slash(by_id[live.seat_users[0]], "play", action="draw")
    await driver.slash(by_id[live.seat_users[1]], "away", until=SOON.isoformat())
    (deadline,) = await timers_store.pending(bot_of(driver).db, live.row.id, kind=DEADLINE)
    assert deadline.due_at.date() == SOON + timedelta(days=1)
