"""Table options: the options of ``/game new`` that belong to the table services, not the game.

``/game new`` takes one list of ``name=value`` options. The names in :data:`TABLE_OPTIONS`
(reminders, stalls, decision deadlines) are the table's and are the same for every game; every
other name must be one of the game's own options (``game.options_help()``). The two sets are kept
apart from the start (:func:`split_options`) and stored apart (``games.options_json`` and
``games.table_options_json``), so a game's ``setup`` — at the start, in a replay, an export, an
undo rebuild — only ever sees its own options, and the table services read theirs
(:meth:`TablePolicy.from_options`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from bot.i18n import LOCALES, N_, Lazy
from bot.services.errors import ServiceError, UnknownOption
from bot.services.parsing import InvalidInput, hours, shown
from rules.core import Game, OptionValue
from rules.core.wording import notations

TABLE_OPTIONS: Mapping[str, str] = {
    "reminder_hours": N_("table.option.reminder_hours"),
    "stall_after": N_("table.option.stall_after"),
    "deadline_hours": N_("table.option.deadline_hours"),
    "away_stretches_deadlines": N_("table.option.away_stretches_deadlines"),
    "language": N_("table.option.language"),
    "board_history": N_("table.option.board_history"),
    "on_timeout": N_("table.option.on_timeout"),
}
"""Table options every game accepts at ``/game new``: name -> the message id of its line of help.

``language`` is the language of everything the channel reads (boards, pings, log lines, votes,
scores): ``en``, ``zh-CN`` or ``zh-TW`` (:data:`bot.i18n.LOCALES`); a game opened without it
takes its creator's language (docs/design.md §5, "Languages").

``board_history`` is where the boards a new one replaces go (docs/play-by-post.md §2): ``none``
(the default: they stay in the channel) or ``thread`` (moved into the game's own thread, so the
channel keeps the current board only).

``on_timeout`` is what happens, without a vote, to a seat that has not moved after ``stall_after``
reminders (issue #30 item 4, :mod:`bot.services.timeouts`): ``wait`` (the default: the stall
notice asks the table), ``skip`` (the rules' skip of that decision, where there is one; else
the stall notice) or ``bot`` (the bot player takes the seat until its owner's ``/game takeback``).
The default stays ``wait``: a table that wants no vote says so when it opens the game."""


class InvalidTableOption(ServiceError):
    """A table option's value is out of range. Fields: ``name``, ``value``, ``expected``."""

    key = "service.bad_table_option"


HOURS: Mapping[str, tuple[float, float]] = {"reminder_hours": (1, 168), "deadline_hours": (1, 336)}
"""Allowed hours of the hour options: a reminder at most hourly and at least weekly, a window
open from an hour to two weeks (a tiny interval once flooded a channel with pings)."""
STALL_AFTER = (1, 10)
"""Allowed reminders before the stall notice."""


def _refused(name: str, value: Any, expected: Lazy) -> InvalidTableOption:
    return InvalidTableOption(name=name, value=shown(str(value)), expected=expected)


def _hours(name: str, value: Any) -> timedelta:
    """``value`` as hours within the option's range: a whole number, or an ASCII decimal
    (``1e2``, ``1_0`` and ``nan`` are refused, though ``float`` reads them)."""
    low, high = HOURS[name]
    text = "" if isinstance(value, bool) or not isinstance(value, int | str) else str(value)
    try:
        return timedelta(hours=hours(text, low=low, high=high))
    except InvalidInput as error:
        expected = error.fields["expected"]
        assert isinstance(expected, Lazy)
        raise _refused(name, value, expected) from None


def _count(name: str, value: Any) -> int:
    low, high = STALL_AFTER
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _refused(name, value, Lazy("parsing.whole_number", {"low": low, "high": high}))
    return value


def _flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _refused(name, value, Lazy("parsing.flag"))
    return value


def _language(name: str, value: Any) -> str:
    if value not in LOCALES:
        raise _refused(name, value, Lazy("parsing.language", {"languages": notations(LOCALES)}))
    return str(value)


BOARD_HISTORY = ("none", "thread")
"""The values of ``board_history``."""
ON_TIMEOUT = ("wait", "skip", "bot")
"""The values of ``on_timeout``."""


def _one_of(values: tuple[str, ...], name: str, value: Any) -> str:
    if value not in values:
        raise _refused(name, value, Lazy("parsing.one_of", {"values": notations(values)}))
    return str(value)


DEFAULTS: Mapping[str, OptionValue] = {
    "reminder_hours": 12,
    "stall_after": 3,
    "deadline_hours": 24,
    "away_stretches_deadlines": True,
    "language": "en",
    "board_history": "none",
    "on_timeout": "wait",
}
"""The value of each table option a game was not given."""


@dataclass(frozen=True)
class TablePolicy:
    """A game's table options for reminders and deadlines (defaults: :data:`DEFAULTS`).

    Attributes:
        reminder_interval: the default interval (option ``reminder_hours``).
        stall_after: reminders before the stall notice (option ``stall_after``).
        deadline: how long a decision window stays open (option ``deadline_hours``).
        away_stretches_deadlines: a window of an away player closes ``deadline`` after their
            return (option ``away_stretches_deadlines``).
        language: the table's language (option ``language``; ``en`` for games stored before it).
        board_history: ``thread``: replaced boards move to the game's thread (option
            ``board_history``; ``none`` for games stored before it).
        on_timeout: ``wait``, ``skip`` or ``bot`` after ``stall_after`` reminders (option
            ``on_timeout``; ``wait`` for games stored before it).
    """

    reminder_interval: timedelta
    stall_after: int
    deadline: timedelta
    away_stretches_deadlines: bool
    language: str = "en"
    board_history: str = "none"
    on_timeout: str = "wait"

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> TablePolicy:
        """Read the policy from a game's table options, with :data:`DEFAULTS` for the others.

        Raises:
            InvalidTableOption: a value out of its range (:data:`HOURS`, :data:`STALL_AFTER`) or
                a non-flag.
        """
        chosen = {**DEFAULTS, **options}
        return cls(
            reminder_interval=_hours("reminder_hours", chosen["reminder_hours"]),
            stall_after=_count("stall_after", chosen["stall_after"]),
            deadline=_hours("deadline_hours", chosen["deadline_hours"]),
            away_stretches_deadlines=_flag(
                "away_stretches_deadlines", chosen["away_stretches_deadlines"]
            ),
            language=_language("language", chosen["language"]),
            board_history=_one_of(BOARD_HISTORY, "board_history", chosen["board_history"]),
            on_timeout=_one_of(ON_TIMEOUT, "on_timeout", chosen["on_timeout"]),
        )


def split_options(
    game: Game, options: Mapping[str, OptionValue]
) -> tuple[dict[str, OptionValue], dict[str, OptionValue]]:
    """Split ``/game new``'s options into ``(game options, table options)`` and check them.

    Raises:
        UnknownOption: a name that is neither the game's nor a table option.
        InvalidTableOption: a table option's value is out of range.
    """
    known = game.options_help()
    own: dict[str, OptionValue] = {}
    table: dict[str, OptionValue] = {}
    for name, value in options.items():
        if name in TABLE_OPTIONS:
            table[name] = value
        elif name in known:
            own[name] = value
        else:
            listed = ", ".join(f"`{option}`" for option in [*known, *TABLE_OPTIONS])
            raise UnknownOption(title=game.title, name=name, options=listed)
    TablePolicy.from_options(table)
    return own, table
