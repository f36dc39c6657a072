"""When a player may be pinged: quiet hours in their time zone and ``/away``
(docs/play-by-post.md §3–§4).

Pure functions over :class:`~bot.store.table.PlayerSettings`; the reminder service asks
:func:`next_ping_time` before each reminder and postpones it instead of sending it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import aiosqlite

from bot.i18n import Lazy, t
from bot.services.clock import moment_and_wait
from bot.services.errors import ServiceError
from bot.services.parsing import clock_time, day_within, shown, whole_number
from bot.store import table as store
from bot.store.games import SeatRow
from bot.store.table import PlayerSettings


class InvalidSetting(ServiceError):
    """A ``/settings`` or ``/away`` value is malformed. Field: ``reason`` (shown as it is)."""

    key = "table.bad_setting"


def parse_zone(name: str) -> ZoneInfo:
    """Return the IANA time zone ``name`` (e.g. ``"Europe/Paris"``).

    Raises:
        InvalidSetting: no such zone.
    """
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):  # OSError: a name too long for a file
        raise InvalidSetting(reason=Lazy("table.bad_zone", {"zone": shown(name)})) from None


def quiet_until(when: datetime, settings: PlayerSettings) -> datetime | None:
    """Return the end of the quiet hours ``when`` falls in, or ``None`` when it is not quiet.

    Windows may cross midnight (22:00-07:00). Start and end are local times in the player's zone.
    """
    if settings.quiet_start is None or settings.quiet_end is None:
        return None
    zone = parse_zone(settings.time_zone)
    start, end = clock_time(settings.quiet_start), clock_time(settings.quiet_end)
    local = when.astimezone(zone)
    now = local.time()
    if start <= end:
        is_quiet, ends_tomorrow = start <= now < end, False
    else:
        is_quiet, ends_tomorrow = now >= start or now < end, now >= start
    if not is_quiet:
        return None
    day = local.date() + timedelta(days=1 if ends_tomorrow else 0)
    return datetime.combine(day, end, zone).astimezone(when.tzinfo)


def next_ping_time(
    when: datetime, settings: PlayerSettings, away_until: datetime | None
) -> datetime:
    """Return the first moment at or after ``when`` the player may be reminded.

    Args:
        when: the reminder's planned time (aware UTC).
        settings: the player's quiet hours and zone.
        away_until: the end of their ``/away``, or ``None``.
    """
    moment = max(when, away_until) if away_until is not None else when
    return quiet_until(moment, settings) or moment


REMINDER_HOURS = (1, 168)
"""The interval a player may choose in ``/settings``, in hours."""


async def update_settings(
    db: aiosqlite.Connection,
    user_id: int,
    *,
    reminder_hours: int | None = None,
    quiet_start: str | None = None,
    quiet_end: str | None = None,
    time_zone: str | None = None,
) -> PlayerSettings:
    """``/settings``: save the values given (the others keep theirs) and return the result.

    Args:
        reminder_hours: hours between reminders (:data:`REMINDER_HOURS`).
        quiet_start, quiet_end: local ``HH:MM`` times. time_zone: an IANA zone name.

    Raises:
        InvalidInput: a time that is not ``HH:MM``, or hours out of range.
        InvalidSetting: an unknown time zone.
    """
    old = await store.get_settings(db, user_id)
    low, high = REMINDER_HOURS
    minutes = old.reminder_minutes
    if reminder_hours is not None:
        minutes = 60 * whole_number(str(reminder_hours), low=low, high=high)
    new = PlayerSettings(
        user_id,
        minutes,
        _local_time(quiet_start, old.quiet_start),
        _local_time(quiet_end, old.quiet_end),
        parse_zone(time_zone or old.time_zone).key,
    )
    await store.save_settings(db, new)
    return new


def _local_time(text: str | None, old: str | None) -> str | None:
    return clock_time(text).strftime("%H:%M") if text else old


AWAY_DAYS = 365
"""The furthest ``/away until:`` may reach, in days."""


def parse_return_date(text: str, zone_name: str, now: datetime) -> datetime:
    """Parse ``/away until:`` (``YYYY-MM-DD``, from today to :data:`AWAY_DAYS` days ahead in the
    player's zone): the start of that day in the player's zone.

    Raises:
        InvalidInput: not an ISO date in that range.
        InvalidSetting: the stored zone is unknown.
    """
    zone = parse_zone(zone_name)
    day = day_within(text, today=now.astimezone(zone).date(), days=AWAY_DAYS)
    return datetime.combine(day, time(0), zone)


async def status_lines(
    db: aiosqlite.Connection, game_id: int, seats: Sequence[SeatRow], now: datetime
) -> list[str]:
    """The ``/game status`` lines of the table services: who is away until when, and a pause.

    Args:
        seats: the game's seats (their display names are used).
    """
    lines = []
    since = await store.paused_since(db, game_id)
    if since is not None:
        lines.append(t("table.paused_status", since=moment_and_wait(since)))
    for seat in seats:
        back = await store.away_until(db, seat.user_id, now)
        if back is not None and not seat.is_bot:
            lines.append(
                t(
                    "table.away_status",
                    name=seat.display_name,
                    until=moment_and_wait(back),
                )
            )
    return lines
