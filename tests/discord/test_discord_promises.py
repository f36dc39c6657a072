"""The promises of docs/design.md §4–§5 about answering on Discord, each with a test that fails
when it breaks.

Rendering runs off the event loop; ``/play`` defers before the write and the render; a click on an
outdated version is refused with the current board; buttons and selects work after a restart.
Played on Afternova (Market picks are channel buttons; many private choices make a DM select).
Images are on, drawn by :class:`Canvas`, a stand-in renderer whose draws can be held in their
worker thread, so they cost nothing.
"""

from __future__ import annotations

import asyncio
import copy
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import pytest

import render
from bot.discord.client import OrreryBot
from bot.discord.routing import BOARD_FILE
from bot.services import images as image_service
from rules import GAMES
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Interaction, Sent
from tests.discord.flows import BUTTON, SELECT, current, open_game, play_until
from tests.discord.harness import Driver

HOLD_S = 1.0  # how long a held draw waits for its release before giving up
SLOW_WORK_S = 3.5  # a write and render slower than Discord's 3 s first-response limit
PNG = b"\x89PNG\r\n\x1a\n" + bytes(16)


class Canvas:
    """Stands in for the drawing functions of :mod:`bot.services.images`.

    Each draw returns :data:`PNG`; after :meth:`hold`, a draw signals :attr:`started` and waits
    (in whatever thread it runs) until :meth:`release`, at most :data:`HOLD_S`.

    Attributes:
        started: set when a draw begins.
        timed_out: draws that were still held when :data:`HOLD_S` ran out.
    """

    def __init__(self) -> None:
        self.started = threading.Event()
        self._gate: threading.Event | None = None
        self.timed_out = 0

    def hold(self) -> None:
        """Make the next draws wait for :meth:`release`."""
        self._gate = threading.Event()

    def release(self) -> None:
        """Let held draws finish."""
        if self._gate is not None:
            self._gate.set()

    def draw(self, *_: Any, **__: Any) -> bytes:
        """One image (signature of ``_draw_board`` and ``_draw_private``)."""
        self.started.set()
        if self._gate is not None and not self._gate.wait(HOLD_S):
            self.timed_out += 1
        return PNG


@pytest.fixture
def games() -> Mapping[str, Game]:
    """Afternova: Market picks are channel buttons; many private choices make a DM select."""
    return {"afternova": GAMES["afternova"]}


@pytest.fixture
def images() -> bool:
    """The ``table`` bot renders images (drawn by :class:`Canvas`)."""
    return True


@pytest.fixture
def canvas(monkeypatch: pytest.MonkeyPatch) -> Canvas:
    """Every game has a renderer, and every draw goes through one :class:`Canvas`."""
    stand_in = Canvas()
    monkeypatch.setattr(render, "has_board", lambda key: True)
    monkeypatch.setattr(image_service, "_draw_board", stand_in.draw)
    monkeypatch.setattr(image_service, "_draw_private", stand_in.draw)
    return stand_in


async def actor_of(driver: Driver, users: list[Any]) -> tuple[int, dict[str, Any]]:
    """The seat that must act now (the first, in a window) and its user."""
    table = await current(driver)
    seat = min(table.game.to_act(table.state))
    return seat, next(u for u in users if int(u["id"]) == table.seat_users[seat])


async def market_picks(driver: Driver, seat: int) -> dict[int, str]:
    """The Market picks (``take …`` notations) ``seat`` may make now, by legal-action index."""
    table = await current(driver)
    legal = table.game.legal_actions(table.state, seat)
    notations = (table.game.describe_action(table.state, seat, action) for action in legal)
    return {index: n for index, n in enumerate(notations) if n.startswith("take ")}


async def take_from_market(driver: Driver, users: list[Any]) -> Interaction:
    """``/play`` the acting seat's first Market pick."""
    seat, actor = await actor_of(driver, users)
    pick = next(iter((await market_picks(driver, seat)).values()))
    return await driver.slash(actor, "play", action=pick)


def newest_board_with_choices(fake: FakeDiscord) -> Sent:
    """The newest channel message that carries components."""
    return next(m for m in reversed(fake.public_messages()) if m.custom_ids())


async def test_rendering_leaves_the_event_loop_free(
    table: Driver, users: list[Any], canvas: Canvas
) -> None:
    await open_game(table, users, "afternova")
    canvas.hold()
    table.begin(table.slash_payload(users[0], "game board")[1])
    await asyncio.to_thread(canvas.started.wait, HOLD_S)
    status, payload = table.slash_payload(users[1], "game status")
    table.begin(payload)
    await asyncio.wait_for(status.answered.wait(), HOLD_S)
    canvas.release()
    await table.settle()
    assert canvas.timed_out == 0


async def test_play_defers_before_a_slow_move(
    table: Driver, users: list[Any], canvas: Canvas, monkeypatch: pytest.MonkeyPatch
) -> None:
    await open_game(table, users, "afternova")
    service = cast(OrreryBot, table.client).service
    act = service.act

    async def slow_act(*args: Any, **kwargs: Any) -> Any:
        table.fake.elapse(SLOW_WORK_S)
        return await act(*args, **kwargs)

    monkeypatch.setattr(service, "act", slow_act)
    record = await take_from_market(table, users)
    assert record.response_type == 5 and (await current(table)).state.version == 1


async def stale_refusal(table: Driver, users: list[Any]) -> Sent:
    """Two Market picks by ``/play``; then a click on the board of the first pick (its buttons
    are gone from the channel, but a client that has not refreshed still shows them), refused."""
    await open_game(table, users, "afternova")
    await take_from_market(table, users)
    board = copy.copy(newest_board_with_choices(table.fake))  # as a client still shows it
    await take_from_market(table, users)
    _, actor = await actor_of(table, users)
    record = await table.click(actor, board, board.custom_ids()[0])
    return table.fake.messages[record.original or 0]


async def test_stale_click_refusal_carries_the_current_board_image(
    table: Driver, users: list[Any], canvas: Canvas
) -> None:
    refusal = await stale_refusal(table, users)
    assert refusal.files.get(BOARD_FILE) == PNG


async def test_stale_click_refusal_carries_the_current_choices(
    table: Driver, users: list[Any], canvas: Canvas
) -> None:
    refusal = await stale_refusal(table, users)
    version = (await current(table)).state.version
    versions = {custom_id.split(":")[3] for custom_id in refusal.custom_ids()}
    assert version == 2 and versions == {"2"}


async def test_afternova_select_and_buttons_work_after_restarts(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        await open_game(first, users, "afternova")
        dm, select, picker = await play_until(first, users, SELECT, public=False)
        picked = (await current(first)).state.version
    async with running_bot(fake, channel, database, games) as second:
        value = select["options"][0]["value"]
        await second.click(picker, dm, select["custom_id"], values=[value])
        board, button, clicker = await play_until(second, users, BUTTON, public=True)
        clicked = (await current(second)).state.version
    async with running_bot(fake, channel, database, games) as third:
        await third.click(clicker, board, button["custom_id"])
        assert (await current(third)).state.version == clicked + 1 > picked + 1
    assert fake.violations == []


async def test_a_select_value_not_offered_is_refused_and_changes_nothing(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "afternova")
    dm, select, picker = await play_until(table, users, SELECT, public=False)
    version = (await current(table)).state.version
    for value in ("-1", "999", "²"):
        await table.click(picker, dm, select["custom_id"], values=[value])
        said = table.fake.private_messages(int(picker["id"]))[-1].content
        assert "not among the ones offered" in said, value
    assert (await current(table)).state.version == version


async def test_a_move_made_in_a_dm_posts_the_board_in_the_games_channel(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "afternova")
    dm, select, picker = await play_until(table, users, SELECT, public=False)
    dm_channel = dm.payload["channel_id"]
    before = {m.id for m in table.fake.public_messages()}
    await table.click(picker, dm, select["custom_id"], values=[select["options"][0]["value"]])
    new_public = [m for m in table.fake.public_messages() if m.id not in before]
    assert new_public and all(m.payload["channel_id"] == table.channel["id"] for m in new_public)
    in_dm = [
        m
        for m in table.fake.private_messages(int(picker["id"]))
        if m.payload["channel_id"] == dm_channel and m.id > dm.id
    ]
    assert not any(BOARD_FILE in m.files for m in in_dm)
