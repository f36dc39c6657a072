"""The recap at a game's end through the fake Discord (issue #30 item 8, :mod:`bot.services.recap`):
the scores and statistics first, then an animated time-lapse of the public boards (≤ 8 MiB) and
a VP chart; posted once, across a restart between the end and the recap. The game's export
replays offline to the same final state."""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import aiosqlite
import pytest
from PIL import Image

from bot.discord.client import OrreryBot
from bot.services.export import export_game, load_export, rebuild
from bot.services.recap import Recaps
from bot.store import recaps as store
from render.recap import MAX_BYTES
from rules import GAMES
from rules.core import Game
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import open_game, play_to_the_end
from tests.discord.harness import Driver

GAME = "space_base"


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {GAME: GAMES[GAME]}


def _db(driver: Driver) -> aiosqlite.Connection:
    return cast(OrreryBot, driver.client).table_services.db


def _recaps(driver: Driver) -> Recaps:
    return cast(OrreryBot, driver.client).table_services.recaps


def _scores(fake: FakeDiscord) -> list[Sent]:
    return [m for m in fake.public_messages() if "Recap of" in m.content]


def _pictures(fake: FakeDiscord) -> list[Sent]:
    return [m for m in fake.public_messages() if "recap.webp" in m.files]


async def _play(driver: Driver, users: list[Any]) -> None:
    await open_game(driver, users[:1], GAME, bots=1)
    await play_to_the_end(driver, users[:1])
    await _recaps(driver).idle()


def _check_pictures(message: Sent) -> None:
    film = message.files["recap.webp"]
    assert len(film) <= MAX_BYTES
    with Image.open(io.BytesIO(film)) as image:
        assert image.format == "WEBP" and getattr(image, "n_frames", 1) > 1
    with Image.open(io.BytesIO(message.files["vp.png"])) as chart:
        assert chart.format == "PNG" and chart.width >= 800
    described = {a["filename"]: a.get("description") for a in message.payload["attachments"]}
    assert "Time-lapse" in str(described["recap.webp"])
    assert "final VP" in str(described["vp.png"])


async def test_a_finished_game_posts_its_scores_then_its_time_lapse_and_chart(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    async with running_bot(fake, channel, tmp_path / "db.sqlite3", games, images=True) as bot:
        await _play(bot, users)
        finished = await _latest(bot)
        export = await export_game(_db(bot), finished.row.id, user_id=0, is_manager=False)
    offline = rebuild(load_export(export.model_dump_json()), GAMES)  # the file alone, offline
    assert offline.model_dump_json() == finished.row.state_json
    (scores,), (pictures,) = _scores(fake), _pictures(fake)
    (board,) = [m for m in fake.public_messages() if "Rematch?" in m.content]  # the final board
    assert board.id < scores.id < pictures.id
    assert "Longest turn:" in scores.content and "Biggest swing:" in scores.content
    assert "1. " in scores.content  # the final ranking
    _check_pictures(pictures)
    assert fake.violations == []


@pytest.mark.parametrize("lost", ["everything", "pictures"])
async def test_a_restart_before_the_recap_still_posts_it_once(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    users: list[Any],
    games: Any,
    monkeypatch: pytest.MonkeyPatch,
    lost: str,
) -> None:
    """The process stops right after the final move commits (nothing of the recap posted), or
    after the scores (the pictures not drawn yet); the next start posts what is missing."""
    database = tmp_path / "db.sqlite3"
    with monkeypatch.context() as crash:
        if lost == "everything":
            crash.setattr(Recaps, "on_change", _nothing)
        else:
            crash.setattr(Recaps, "_post_pictures", _nothing)
        async with running_bot(fake, channel, database, games, images=True) as first:
            await _play(first, users)
            game_id = (await _latest(first)).row.id
            assert await store.stage_of(_db(first), game_id) != store.DONE
    assert len(_scores(fake)) == (0 if lost == "everything" else 1)
    assert _pictures(fake) == []
    async with running_bot(fake, channel, database, games, images=True) as second:
        await cast(OrreryBot, second.client).on_ready()  # the start-up: recovery, timers, recaps
        await _recaps(second).idle()
        assert await store.stage_of(_db(second), game_id) == store.DONE
    async with running_bot(fake, channel, database, games, images=True) as third:
        await cast(OrreryBot, third.client).on_ready()
        await _recaps(third).idle()  # nothing left to post
    assert len(_scores(fake)) == 1
    (pictures,) = _pictures(fake)
    _check_pictures(pictures)


async def _nothing(*_: Any) -> None:
    return None


async def _latest(driver: Driver) -> Any:
    service = cast(OrreryBot, driver.client).service
    return await service.tables.latest(int(driver.channel["id"]))
