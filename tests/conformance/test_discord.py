"""Every registered game through discord.py's own dispatch on the fake Discord.

A whole game with a bot seat, played to the end by the humans' buttons, selects and ``/play``
(each choosing its game's ``bot_action``), with a restart of the bot mid-game: after every step
the leak watch looks for every seat's secrets and every face-down component, by id and by
displayed name (``component_names``), in every public payload and in every other seat's private
messages, and the ping watch counts one ping per human decision. Then, each on a fresh table:
the start tells each seat its secrets privately; the board, ``/hand`` and the start DMs carry the
pictures of their views beside the private summaries; a stale click is refused and two clicks at
once apply once; undo is refused across chance and across another seat's action, and an undone
action rebuilds the state before it.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import pytest

import render
from bot.discord.client import OrreryBot
from bot.discord.routing import BOARD_FILE
from bot.i18n import t
from bot.store.actions import last_action
from rules import GAMES
from rules.core import Game
from rules.core.game import private_summary
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import (
    BUTTON,
    LeakWatch,
    PingWatch,
    check_message,
    current,
    human_step,
    knowledge,
    open_game,
    payload_texts,
    play,
    play_to_the_end,
    play_until,
    user_of,
)
from tests.discord.harness import Driver, ErrorLog

RESTART_AFTER = 12  # human decisions before the bot restarts
UNDO_SEARCH = 200  # human decisions at most to meet each undo case
CJK = re.compile(r"[\u4e00-\u9fff]")


def seats_of(key: str) -> int:
    """The table size played: 3 seats where the game allows it, else its nearest."""
    game = GAMES[key]
    return max(game.min_players, min(3, game.max_players))


async def test_a_whole_game_with_a_bot_seat_and_a_restart_leaks_nothing(
    key: str,
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[dict[str, Any]],
    games: Mapping[str, Game],
    error_log: ErrorLog,
) -> None:
    database, humans, rng = (
        tmp_path / "orrery.sqlite3",
        users[: seats_of(key) - 1],
        random.Random(3),
    )
    async with running_bot(fake, channel, database, games) as first:
        await open_game(first, humans, key, bots=1)
        leaks, pings = LeakWatch(first), PingWatch(first)
        played = await play(first, humans, leaks, pings, rng=rng, limit=RESTART_AFTER)
        assert played == RESTART_AFTER, f"the game ended after {played} decisions"
        version = (await current(first)).state.version
    async with running_bot(fake, channel, database, games) as second:
        leaks.driver = pings.driver = second
        assert (await current(second)).state.version == version
        await play_to_the_end(second, humans, leaks, pings, rng=rng)
        table = await current(second)
    assert table.row.status == "finished" and table.bot_seats
    assert "Game over" in fake.public_messages()[-1].content
    assert leaks.checked > 0
    assert pings.wrong == [] and pings.pinged == pings.asked
    assert set(pings.pinged) == {int(user["id"]) for user in humans}
    assert fake.violations == [] and error_log.messages() == []
    texts = [text for message in fake.messages.values() for text in payload_texts(message)]
    assert not [text[:80] for text in texts if CJK.search(text)]  # an English table and clients


async def test_the_start_tells_each_seat_its_secrets_privately(
    key: str, table: Driver, users: list[dict[str, Any]]
) -> None:
    await open_game(table, users[: seats_of(key)], key)
    live = await current(table)
    for seat, user_id in enumerate(live.seat_users):
        private = " ".join(m.content for m in table.fake.private_messages(user_id)).lower()
        untold = {s for s in live.game.secret_ids(live.state, seat) if s.lower() not in private}
        assert not untold, f"seat {seat} was not told {sorted(untold)}"


async def test_the_pictures_are_drawn_from_their_views_beside_the_summaries(
    key: str,
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[dict[str, Any]],
    games: Mapping[str, Game],
) -> None:
    """The board post's image is the public view's, ``/hand`` answers the seat's private summary
    with its private picture, and the start DMs carry the summary and a private picture (no
    picture at all for a text-only game)."""
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games, images=True) as driver:
        await open_game(driver, users[: seats_of(key)], key)
        live = await current(driver)
        starts = {user: fake.dms(user) for user in live.seat_users}
        await driver.slash(users[0], "game board", post=True)
        board = fake.public_messages()[-1].files.get(BOARD_FILE)
        record = await driver.slash(users[1], "hand")
    assert fake.violations == []
    hand, seat, game = fake.messages[record.original or 0], 1, live.game
    assert live.seat_users[seat] == int(users[1]["id"])
    summary = private_summary(game, live.state, seat)
    assert summary is None or summary in hand.content
    for start_seat, user in enumerate(live.seat_users):
        told = " ".join(m.content for m in starts[user])
        assert (private_summary(game, live.state, start_seat) or "") in told
    started = [message for messages in starts.values() for message in messages]
    pictures = [name for message in [hand, *started] for name in message.files]
    if not render.has_board(key):
        assert board is None and pictures == [], "a text-only game's posts carry images"
        return
    view = game.view(live.state, None)
    assert board == render.board_png(key, view, names=live.names)
    mine = render.private_png(key, game.view(live.state, seat), name=live.names[seat])
    assert hand.files.get("hand.png") == mine
    assert all(any("private.png" in m.files for m in starts[user]) for user in live.seat_users)


async def test_a_stale_click_is_refused_and_two_clicks_at_once_apply_once(
    key: str, table: Driver, users: list[dict[str, Any]]
) -> None:
    await open_game(table, users[: seats_of(key)], key)
    shown, button, actor = await play_until(table, users, BUTTON)
    message = copy.copy(shown)  # as the clients show it: a new board clears its buttons
    version = (await current(table)).state.version
    decision = button["custom_id"].rsplit(":", 1)[0] + ":"  # orr:c:<game>:<version>:<seat>:
    offered = [c for c in message.custom_ids() if c.startswith(decision)]
    first = table.click_payload(actor, message, offered[0])
    second = table.click_payload(actor, message, offered[-1])
    await table.run([first, second])
    assert (await current(table)).state.version == version + 1
    record = await table.click(actor, message, offered[0])
    refusal = table.fake.messages[record.original or 0].content
    assert "older board" in refusal and (await current(table)).state.version == version + 1


async def test_undo_is_refused_across_chance_and_another_seat_and_rebuilds_the_state(
    key: str, table: Driver, users: list[dict[str, Any]]
) -> None:
    await open_game(table, users[: seats_of(key)], key)
    db = cast(OrreryBot, table.client).db
    rng, before, cases = random.Random(5), None, set()
    for _ in range(UNDO_SEARCH):
        live = await current(table)
        last = await last_action(db, live.row.id)
        if last is not None:
            mover = user_of(users, live.seat_users[last.seat])
            other = user_of(users, live.seat_users[(last.seat + 1) % len(live.seat_users)])
            if "other" not in cases:
                cases.add("other")
                await refused(table, other, t("service.undo_not_yours"))
            if last.closes_undo and "chance" not in cases:
                cases.add("chance")
                await refused(table, mover, t("service.undo_closed"))
            elif not last.closes_undo and "undone" not in cases and before is not None:
                cases.add("undone")
                await undo(table, mover)
                assert (await current(table)).state == before, "undo did not rebuild the state"
        if cases == {"other", "chance", "undone"}:
            return
        before = live.state
        assert await human_step(table, users, rng), f"the game ended before {cases} were met"
    raise AssertionError(f"only {cases} met within {UNDO_SEARCH} decisions")


async def refused(driver: Driver, user: dict[str, Any], reason: str) -> None:
    """``/game undo`` by ``user`` is answered ``reason`` and changes nothing."""
    version = (await current(driver)).state.version
    record = await driver.slash(user, "game undo")
    assert driver.fake.messages[record.original or 0].content == reason
    assert (await current(driver)).state.version == version


async def undo(driver: Driver, user: dict[str, Any]) -> None:
    """``/game undo`` by ``user``, confirmed on its preview."""
    record = await driver.slash(user, "game undo")
    preview = driver.fake.messages[record.original or 0]
    await driver.click(user, preview, preview.custom_ids()[0])


def test_the_leak_watch_catches_a_face_down_component_by_id_and_by_name(key: str) -> None:
    """The watch of the whole game above would see a leak: a face-down component named in the
    channel, by id or by displayed name (each name a face-down component alone bears)."""
    game = GAMES[key]
    state = game.setup(seats_of(key), seed="conformance-watch")
    known = knowledge(game, None, state)
    unknown = sorted(known.unknown_to(None))
    assert unknown, "nothing is face down at the start: the watch has nothing to look for"
    names = sorted(known.unknown_names_to(None))
    for text in [unknown[0], unknown[-1], *names[:3]]:
        message = Sent(payload={"id": 1, "content": f"Ana took {text.title()}."})
        with pytest.raises(AssertionError, match=re.escape(text)):
            check_message(message, None, known)
