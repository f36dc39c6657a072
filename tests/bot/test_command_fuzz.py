"""Seeded fuzz of every command's text through the service layer: each input is read or refused
with a sentence (a ServiceError or a RulesError), never another exception, so no player ever
gets the generic apology. About 2,800 inputs (``/game new`` options: tests/bot/test_parsing.py).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import aiosqlite
import pytest

from bot.services.absence import parse_return_date, update_settings
from bot.services.errors import ServiceError
from bot.services.parsing import option_words
from bot.services.stats import Stats
from bot.services.table_options import split_options
from rules import GAMES
from rules.core import RulesError
from tests.bot.helpers import CHANNEL, USERS, make_service, open_table
from tests.bot.hostile import hostile_texts

SEED = 20261123
NOW = datetime(2026, 11, 23, 12, tzinfo=UTC)
ZONES = ["Europe/Paris", "UTC", "America/Los_Angeles", "Asia/Kathmandu", "Pacific/Kiritimati"]


async def _read_or_refused(attempt: Callable[[], Awaitable[object]], text: object) -> bool:
    """Run ``attempt``; True when it went through, False when refused with a sentence."""
    try:
        await attempt()
    except (ServiceError, RulesError) as refusal:
        assert str(refusal).strip(), text
        return False
    return True


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_play_text_is_played_or_refused_with_a_sentence(
    db: aiosqlite.Connection, key: str
) -> None:
    service = make_service(db)
    table = await open_table(service, key, 3)
    rng = random.Random(f"{SEED}-{key}")
    game, state = table.game, table.state
    valid = [
        game.describe_action(state, seat, action)
        for seat in sorted(game.to_act(state))
        for action in list(game.legal_actions(state, seat))[:30]
    ]
    for text in hostile_texts(rng, 300, valid):
        user = rng.choice(USERS[:3])
        await _read_or_refused(lambda t=text, u=user: service.act(CHANNEL, u, t), text)  # type: ignore[misc]


async def test_away_dates_are_read_or_refused_with_a_sentence(db: aiosqlite.Connection) -> None:
    rng = random.Random(f"{SEED}-away")
    valid = ["2026-12-01", "2027-11-23", "2026-11-23", "off"]
    read = 0
    for text in hostile_texts(rng, 600, valid):
        zone = rng.choice(ZONES)

        async def attempt(t: str = text, z: str = zone) -> object:
            return parse_return_date(t, z, NOW)

        read += await _read_or_refused(attempt, text)
    assert read > 0


async def test_settings_are_saved_or_refused_with_a_sentence(db: aiosqlite.Connection) -> None:
    rng = random.Random(f"{SEED}-settings")
    texts: dict[str, list[Any]] = {
        "quiet_start": hostile_texts(rng, 400, ["22:30", "7:00", "00:00", "23:59"]),
        "quiet_end": hostile_texts(rng, 400, ["07:00", "8:15"]),
        "time_zone": hostile_texts(rng, 400, ZONES),
        "reminder_hours": [rng.choice([0, -1, 1, 12, 168, 169, 10**12]) for _ in range(400)],
    }
    saved = 0
    for number in range(400):
        chosen = {name: values[number] for name, values in texts.items() if rng.random() < 0.4}

        async def attempt(fields: dict[str, object] = chosen) -> object:
            return await update_settings(db, 100, **fields)  # type: ignore[arg-type]

        saved += await _read_or_refused(attempt, chosen)
    assert saved > 0


async def test_stats_and_log_pages_are_answered_or_refused_with_a_sentence(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    await open_table(service, sorted(GAMES)[0], 2)
    stats = Stats(db)
    rng = random.Random(f"{SEED}-reads")
    for text in hostile_texts(rng, 300, sorted(GAMES)):

        async def attempt(t: str = text) -> object:
            service.tables.game(t)
            return await stats.seat_rates(t)

        await _read_or_refused(attempt, text)
    pages = [None, -(10**12), -1, 0, 1, 2, 10**12, *(rng.randint(-50, 50) for _ in range(90))]
    for page in pages:
        await _read_or_refused(lambda p=page: service.log(CHANNEL, p), page)  # type: ignore[misc]


@pytest.mark.parametrize("value", ["1e2", "1_0", "nan", "inf", "٣", "0.5", "169"])
def test_table_hours_refuse_what_float_would_read(value: str) -> None:
    with pytest.raises(ServiceError, match="hours from 1 to 168"):
        split_options(GAMES[sorted(GAMES)[0]], option_words(f"reminder_hours={value}"))
