"""Space Base through the fake Discord: a whole 4-seat game, off-turn windows, pings, leaks.

Ana and Ben answer their off-turn windows by button; Cy never does, so the table applies the
stated default at each window's deadline (the manual clock moves 25 h); Dee answers her first
windows with standing preferences, which answer the later ones (her console starts with cards
deployed, :class:`~tests.discord.space_base_table.StagedSpaceBase`, so that her windows ask real
questions: identical and dominated choices are settled without asking). Active seats play with the
buttons and selects under the board, or ``/play`` when the action is not offered there.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.services.clock import ManualClock
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import (
    LeakWatch,
    buttons,
    check_message,
    current,
    knowledge,
    latest_board,
    open_game,
)
from tests.discord.harness import Driver, ErrorLog
from tests.discord.space_base_table import (
    SPACE_BASE,
    STAGED_SPACE_BASE,
    Players,
    space_base_bot,
)
from tests.rules.space_base.sb_helpers import without_has_chosen

ANA, BEN, CY, DEE = range(4)


@pytest.fixture
def users(fake: FakeDiscord) -> list[dict[str, Any]]:
    return [fake.add_user(name) for name in ("ana", "ben", "cy", "dee")]


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def sb(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    clock: ManualClock,
    error_log: ErrorLog,
) -> AsyncIterator[Driver]:
    async with space_base_bot(fake, channel, tmp_path / "sb.sqlite3", clock) as driver:
        yield driver
    assert fake.violations == []
    assert error_log.messages() == []


@pytest.fixture
def players(sb: Driver, users: list[dict[str, Any]], clock: ManualClock) -> Players:
    return Players(
        sb, users, clock, left_to_default=frozenset({CY}), by_preference=frozenset({DEE})
    )


@dataclass(frozen=True)
class Finished:
    """A whole game, played once for the module's tests that read it (each in its loop)."""

    players: Players
    driver: Driver


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def finished_game(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Finished]:
    """A whole game played by Ana and Ben (buttons), Cy (left to the defaults) and Dee
    (standing preferences); checks Discord's rules and the logs after."""
    fake, clock, log = FakeDiscord(), ManualClock(), ErrorLog()
    channel = fake.add_text_channel("space-table")
    users = [fake.add_user(name) for name in ("ana", "ben", "cy", "dee")]
    database = tmp_path_factory.mktemp("finished") / "sb.sqlite3"
    logging.getLogger().addHandler(log)
    try:
        async with space_base_bot(fake, channel, database, clock, STAGED_SPACE_BASE) as driver:
            players = Players(
                driver,
                users,
                clock,
                left_to_default=frozenset({CY}),
                by_preference=frozenset({DEE}),
            )
            await open_game(driver, users, "space_base")
            await players.play_to_the_end()
            yield Finished(players, driver)
    finally:
        logging.getLogger().removeHandler(log)
    assert fake.violations == []
    assert log.messages() == []


ON_THE_FINISHED_GAME = pytest.mark.asyncio(loop_scope="module")


def pings(fake: FakeDiscord) -> list[tuple[int, Sent]]:
    """Every (user pinged, message) in the channel but reminders (they carry "Not today")."""
    return [
        (int(user), message)
        for message in fake.public_messages()
        if not any(":not_today:" in custom_id for custom_id in message.custom_ids())
        for user in ((message.payload.get("allowed_mentions") or {}).get("users") or [])
    ]


def test_windows_left_alone_close_with_the_stated_default(finished_game: Finished) -> None:
    assert finished_game.players.defaults > 0


def test_windows_are_answered_by_their_seats_with_buttons(finished_game: Finished) -> None:
    assert finished_game.players.clicks["Allocate"] > 0


def test_standing_preference_answers_later_windows(finished_game: Finished) -> None:
    assert finished_game.players.preferred == {DEE}
    assert finished_game.players.open_after_preference == 0


def test_purchases_are_offered_as_components(finished_game: Finished) -> None:
    clicks = finished_game.players.clicks
    assert clicks["Buy"] + clicks["BuyColony"] > 0


@ON_THE_FINISHED_GAME
async def test_each_seat_is_pinged_once_per_decision(finished_game: Finished) -> None:
    pinged: dict[int, int] = {}
    for user, _ in pings(finished_game.driver.fake):
        pinged[user] = pinged.get(user, 0) + 1
    table = await current(finished_game.driver)
    asked = {table.seat_users[seat]: n for seat, n in finished_game.players.asked.items()}
    assert pinged == asked


@ON_THE_FINISHED_GAME
async def test_every_action_has_a_public_log_line(finished_game: Finished) -> None:
    client: Any = finished_game.driver.client
    async with client.db.execute("SELECT public_text FROM actions") as cursor:
        lines = [row[0] for row in await cursor.fetchall()]
    table = await current(finished_game.driver)
    assert len(lines) == table.state.version and all(lines)


async def test_window_offers_each_pending_seat_its_own_choices(
    sb: Driver, users: list[dict[str, Any]], players: Players
) -> None:
    """Several seats asked at once: each button or select names its seat."""
    await open_game(sb, users, "space_base")
    table = await current(sb)
    while len(table.state.choice_open) < 2:
        await players.step(table, SPACE_BASE.to_act(table.state))
        table = await current(sb)
    board = latest_board(sb.fake.public_messages())
    labels = " ".join(str(b.get("label") or b.get("placeholder")) for b in buttons(board))
    assert all(table.names[seat] in labels for seat in table.state.choice_open)


async def test_light_speed_game_leaks_no_dealt_card(
    sb: Driver, users: list[dict[str, Any]], players: Players
) -> None:
    watch = LeakWatch(sb)
    await open_game(sb, users, "space_base", "light_speed=yes")
    await players.play_to_the_end(watch)
    assert watch.checked > 0


def test_the_leak_watch_catches_a_light_speed_card_named_in_the_channel() -> None:
    state = SPACE_BASE.setup(4, seed="leak", options={"light_speed": True})
    name = SPACE_BASE.pack.card(state.seats[ANA].hand[0]).name
    message = Sent(payload={"id": 1, "content": f"ana chose to keep {name}."})
    with pytest.raises(AssertionError, match=name.lower()):
        check_message(message, None, knowledge(SPACE_BASE, None, state))


async def test_light_speed_keep_before_the_last_shows_only_who_has_chosen(
    sb: Driver, users: list[dict[str, Any]], players: Players
) -> None:
    await open_game(sb, users, "space_base", "light_speed=yes")
    before = await current(sb)
    posted = len(sb.fake.public_messages())
    await players.step(before, SPACE_BASE.to_act(before.state))
    after = await current(sb)
    assert after.state.phase == "keep"
    assert without_has_chosen(SPACE_BASE.view(after.state, None)) == without_has_chosen(
        SPACE_BASE.view(before.state, None)
    )
    messages = sb.fake.public_messages()[posted:]
    about_ana = [line for m in messages for line in m.content.splitlines() if "ana" in line]
    assert about_ana == ["ana has chosen."]


async def test_play_reaches_every_action_of_a_whole_game(
    sb: Driver, users: list[dict[str, Any]], clock: ManualClock
) -> None:
    typist = Players(sb, users, clock, by_preference=frozenset({DEE}), typing=True)
    await open_game(sb, users, "space_base")
    await typist.play_to_the_end()
    assert SPACE_BASE.outcome((await current(sb)).state) is not None
    assert typist.clicks == {} and typist.typed["Buy"] > 0
