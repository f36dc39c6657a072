"""The one parsing layer for the text a player types into a command (other than ``/play``'s
notation, which each game parses): table options, numbers, dates.

Every function accepts only ASCII digits where a number is meant (``²``, ``①`` and ``٣`` pass
``str.isdigit`` and break ``int``), bounds lengths and ranges, and turns every failure into a
:class:`InvalidInput` whose sentence names what was wrong and the allowed range, so no input
reaches the generic apology.
"""

from __future__ import annotations

import re
from datetime import date, time, timedelta

from bot.i18n import Lazy
from bot.services.errors import ServiceError
from rules.core import OptionValue

MAX_OPTIONS_TEXT = 400
MAX_WORD = 64
NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
WHOLE = re.compile(r"[0-9]{1,9}")
DECIMAL = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,3})?")
YES = frozenset({"yes", "true", "on"})
NO = frozenset({"no", "false", "off"})


class InvalidInput(ServiceError):
    """A command's text could not be read. Fields: ``what`` (the input, quoted and cut) and
    ``expected`` (what would be read, with its range)."""

    key = "service.invalid_input"


def shown(text: str) -> str:
    """``text`` as quoted in a refusal: at most 40 characters, no line breaks, no mentions."""
    flat = " ".join(text.split()).replace("@", "@\u200b")
    return flat if len(flat) <= 40 else flat[:39] + "…"


def whole_number(text: str, *, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``.

    Raises:
        InvalidInput: not ASCII digits, or out of range.
    """
    stripped = text.strip()
    if WHOLE.fullmatch(stripped) and low <= int(stripped) <= high:
        return int(stripped)
    raise InvalidInput(
        what=shown(text), expected=Lazy("parsing.whole_number", {"low": low, "high": high})
    )


def hours(text: str, *, low: float, high: float) -> float:
    """``text`` as a number of hours from ``low`` to ``high`` (up to 3 decimals).

    Raises:
        InvalidInput: not an ASCII decimal number, or out of range.
    """
    stripped = text.strip()
    if DECIMAL.fullmatch(stripped) and low <= float(stripped) <= high:
        return float(stripped)
    raise InvalidInput(
        what=shown(text), expected=Lazy("parsing.hours", {"low": f"{low:g}", "high": f"{high:g}"})
    )


def option_value(text: str) -> OptionValue:
    """One option's value: ``yes``/``no`` (and true/false, on/off), a whole number in ASCII
    digits, or the word itself (at most :data:`MAX_WORD` characters).

    Raises:
        InvalidInput: an empty or over-long value.
    """
    lowered = text.lower()
    if lowered in YES:
        return True
    if lowered in NO:
        return False
    if WHOLE.fullmatch(text):
        return int(text)
    if DECIMAL.fullmatch(text):
        return text  # a decimal stays text; the option that takes it reads it with hours()
    if not 0 < len(text) <= MAX_WORD:
        raise InvalidInput(
            what=shown(text), expected=Lazy("parsing.value_length", {"max": MAX_WORD})
        )
    return text


def option_text(value: OptionValue) -> str:
    """An option's value as a player writes it (the inverse of :func:`option_value`): ``yes``
    or ``no`` for a yes/no value, else the number or word."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def option_words(text: str | None) -> dict[str, OptionValue]:
    """``"end_rule=finish_round stall_after=2"`` -> ``{"end_rule": "finish_round",
    "stall_after": 2}``; names are lower-cased.

    Raises:
        InvalidInput: the text is too long, a word is not ``name=value``, a name is not a short
            ASCII identifier, or a name is given twice.
    """
    if text is not None and len(text) > MAX_OPTIONS_TEXT:
        raise InvalidInput(
            what=shown(text), expected=Lazy("parsing.options_length", {"max": MAX_OPTIONS_TEXT})
        )
    options: dict[str, OptionValue] = {}
    for word in (text or "").split():
        name, sep, value = word.partition("=")
        name = name.lower()
        if not (sep and value and NAME.fullmatch(name)):
            raise InvalidInput(what=shown(word), expected=Lazy("parsing.name_value"))
        if name in options:
            raise InvalidInput(
                what=shown(word), expected=Lazy("parsing.given_once", {"name": name})
            )
        options[name] = option_value(value)
    return options


def day_within(text: str, *, today: date, days: int) -> date:
    """``text`` as an ISO date (``YYYY-MM-DD``) from ``today`` to ``days`` days after it.

    Raises:
        InvalidInput: not an ISO date in ASCII digits, or out of that range.
    """
    stripped = text.strip()
    latest = today + timedelta(days=days)
    expected = Lazy("parsing.date", {"today": today.isoformat(), "latest": latest.isoformat()})
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", stripped):
        raise InvalidInput(what=shown(text), expected=expected)
    try:
        day = date.fromisoformat(stripped)
    except ValueError:
        raise InvalidInput(what=shown(text), expected=expected) from None
    if not today <= day <= latest:
        raise InvalidInput(what=shown(text), expected=expected)
    return day


def clock_time(text: str) -> time:
    """``text`` as a 24-hour local time ``HH:MM``.

    Raises:
        InvalidInput: not ``HH:MM`` in ASCII digits.
    """
    stripped = text.strip()
    if re.fullmatch(r"[0-9]{1,2}:[0-9]{2}", stripped):
        hour, minute = (int(part) for part in stripped.split(":"))
        if hour < 24 and minute < 60:
            return time(hour, minute)
    raise InvalidInput(what=shown(text), expected=Lazy("parsing.clock"))
