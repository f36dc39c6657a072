"""The parsing layer of command text (bot.services.parsing) and a seeded fuzz of every command's
text options for every registered game: each input is read or refused with a sentence."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, date, datetime, time

import aiosqlite
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.services.absence import parse_return_date, parse_zone
from bot.services.errors import ServiceError
from bot.services.parsing import (
    InvalidInput,
    clock_time,
    day_within,
    hours,
    option_words,
    whole_number,
)
from rules import GAMES
from rules.core import RulesError
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service
from tests.bot.hostile import NASTY

TODAY = date(2026, 11, 23)
NOW = datetime(2026, 11, 23, 12, tzinfo=UTC)


def test_whole_numbers_are_ascii_digits_in_range() -> None:
    assert whole_number(" 7 ", low=1, high=10) == 7
    for text in ("²", "①", "-1", "11", "7.0", ""):
        with pytest.raises(InvalidInput, match="from 1 to 10"):
            whole_number(text, low=1, high=10)


def test_hours_are_bounded() -> None:
    assert hours("1.5", low=1, high=168) == 1.5
    with pytest.raises(InvalidInput, match="hours from 1 to 168"):
        hours("0.0000001", low=1, high=168)


def test_options_read_flags_numbers_and_words() -> None:
    assert option_words("Light_Speed=yes end_rule=finish_round length=8") == {
        "light_speed": True,
        "end_rule": "finish_round",
        "length": 8,
    }
    for text in ("length", "=3", "a=1 a=2", "lëngth=3", "x" * 401, "é=1"):
        with pytest.raises(InvalidInput):
            option_words(text)


def test_a_unicode_digit_stays_a_word_not_a_number() -> None:
    assert option_words("stall_after=²") == {"stall_after": "²"}


def test_dates_are_iso_and_within_the_range() -> None:
    assert day_within("2027-01-02", today=TODAY, days=365) == date(2027, 1, 2)
    for text in ("9999-12-31", "2026-11-22", "2026-02-30", "２０２７-01-01", "2027-1-2"):
        with pytest.raises(InvalidInput, match="from today to `2027-11-23`"):
            day_within(text, today=TODAY, days=365)


def test_clock_times_are_24_hour() -> None:
    assert clock_time("7:05") == time(7, 5)
    for text in ("24:00", "7:5", "٧:30", "noon"):
        with pytest.raises(InvalidInput, match="22:30"):
            clock_time(text)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(max_size=60), st.sampled_from(NASTY)))
def test_any_text_is_read_or_refused_with_a_sentence(text: str) -> None:
    zone = parse_zone("Europe/Paris")
    readers: list[Callable[[], object]] = [
        lambda: option_words(text),
        lambda: option_words(f"stall_after={text}"),
        lambda: whole_number(text, low=1, high=10),
        lambda: hours(text, low=1, high=168),
        lambda: day_within(text, today=TODAY, days=365),
        lambda: clock_time(text),
        lambda: parse_return_date(text, "Europe/Paris", NOW),
        lambda: parse_zone(text),
    ]
    for read in readers:
        try:
            read()
        except ServiceError as error:
            assert error.message and "@everyone" not in error.message
    assert zone.key == "Europe/Paris"


def _option_texts(rng: random.Random, names: list[str]) -> list[str]:
    values = [*NASTY, "yes", "no", "3", "12", "finish_round", "last_chance", "true"]
    texts = []
    for _ in range(120):
        words = [
            f"{rng.choice(names)}={rng.choice(values)}" if rng.random() < 0.8 else rng.choice(NASTY)
            for _ in range(rng.randint(1, 3))
        ]
        texts.append(" ".join(words))
    return texts


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_game_new_options_fuzz_gets_a_sentence_or_a_lobby(
    db: aiosqlite.Connection, key: str
) -> None:
    service = make_service(db)
    game = GAMES[key]
    names = [*game.options_help(), "reminder_hours", "stall_after", "deadline_hours", "bogus"]
    for number, text in enumerate(_option_texts(random.Random(key), names)):
        channel = CHANNEL + number
        try:
            options = option_words(text)
            await service.new_game(channel, GUILD, USERS[0], key, options)
            await service.join(channel, USERS[1])
            await service.start(channel, USERS[0])
        except (ServiceError, RulesError) as error:
            assert str(error), text
