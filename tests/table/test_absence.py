"""Quiet hours in the player's time zone and away periods postpone reminders."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.services.absence import InvalidSetting, next_ping_time, parse_zone, quiet_until
from bot.store.table import PlayerSettings

PARIS_NIGHTS = PlayerSettings(1, quiet_start="22:00", quiet_end="07:00", time_zone="Europe/Paris")


def test_reminder_inside_quiet_hours_waits_for_their_end() -> None:
    late = datetime(2026, 1, 10, 22, 30, tzinfo=UTC)  # 23:30 in Paris
    assert quiet_until(late, PARIS_NIGHTS) == datetime(2026, 1, 11, 6, 0, tzinfo=UTC)


def test_early_morning_is_quiet_until_the_same_day_end() -> None:
    early = datetime(2026, 1, 11, 3, 0, tzinfo=UTC)  # 04:00 in Paris
    assert quiet_until(early, PARIS_NIGHTS) == datetime(2026, 1, 11, 6, 0, tzinfo=UTC)


def test_daytime_is_not_quiet() -> None:
    assert quiet_until(datetime(2026, 1, 11, 12, 0, tzinfo=UTC), PARIS_NIGHTS) is None


def test_same_day_window_is_quiet_inside_only() -> None:
    lunch = PlayerSettings(1, quiet_start="12:00", quiet_end="14:00")
    assert quiet_until(datetime(2026, 1, 11, 13, 0, tzinfo=UTC), lunch) == datetime(
        2026, 1, 11, 14, 0, tzinfo=UTC
    )
    assert quiet_until(datetime(2026, 1, 11, 14, 0, tzinfo=UTC), lunch) is None


def test_away_postpones_to_return_then_respects_quiet_hours() -> None:
    back = datetime(2026, 1, 12, 22, 0, tzinfo=UTC)  # 23:00 in Paris
    planned = datetime(2026, 1, 11, 12, 0, tzinfo=UTC)
    assert next_ping_time(planned, PARIS_NIGHTS, back) == datetime(2026, 1, 13, 6, 0, tzinfo=UTC)


def test_unknown_time_zone_is_refused() -> None:
    with pytest.raises(InvalidSetting):
        parse_zone("Mars/Olympus")
