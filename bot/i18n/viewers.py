"""Whose language: each user's locale, for what the bot tells them alone (docs/design.md §5,
"Languages").

A user's locale is the language they chose with ``/settings language:`` when they chose one, else
the locale of the Discord client they last used with the bot, else (a user never seen) the
``fallback`` of :func:`locale_of`, the table's language. Both are stored (table
``player_locales``, :mod:`bot.store.locales`) and read back into memory when the bot starts
(:func:`load`), so a DM written after a restart is in the same language as before: the lookups
the services make while composing (:func:`locale_of`) stay synchronous and read memory only.
"""

from __future__ import annotations

import aiosqlite

from bot.i18n import LOCALES, locale_for
from bot.store.locales import UserLocale, all_locales, save_locale

_CHOSEN: dict[int, str] = {}
_SEEN: dict[int, str] = {}
_STORED: dict[int, UserLocale] = {}


async def load(db: aiosqlite.Connection) -> None:
    """Forget what memory holds and read every stored user locale (the bot's start-up)."""
    forget_all()
    for row in await all_locales(db):
        _STORED[row.user_id] = row
        if row.chosen in LOCALES:
            _CHOSEN[row.user_id] = row.chosen
        if row.seen in LOCALES:
            _SEEN[row.user_id] = row.seen


def saw(user_id: int, discord_locale: str | None) -> str:
    """Remember the locale of ``user_id``'s Discord client; return the user's locale now
    (:func:`keep` stores it)."""
    _SEEN[user_id] = locale_for(discord_locale)
    return locale_of(user_id, _SEEN[user_id])


async def keep(db: aiosqlite.Connection, user_id: int) -> None:
    """Store what :func:`saw` learnt of ``user_id`` when it differs from the stored row (one write
    the first time a user is seen and when they change client language, none otherwise)."""
    row = UserLocale(user_id, _CHOSEN.get(user_id), _SEEN.get(user_id))
    if _STORED.get(user_id) != row:
        await save_locale(db, row)
        _STORED[user_id] = row


async def choose(db: aiosqlite.Connection, user_id: int, locale: str | None) -> None:
    """``/settings language:``: ``locale`` (one of :data:`bot.i18n.LOCALES`) from now on, or
    ``None`` (``auto``) to follow the Discord client again; stored at once.

    Raises:
        ValueError: ``locale`` is not one the bot speaks.
    """
    if locale is None:
        _CHOSEN.pop(user_id, None)
    elif locale in LOCALES:
        _CHOSEN[user_id] = locale
    else:
        raise ValueError(locale)
    await keep(db, user_id)


def chosen(user_id: int) -> str | None:
    """The locale ``user_id`` chose with ``/settings``, or ``None``."""
    return _CHOSEN.get(user_id)


def locale_of(user_id: int, fallback: str) -> str:
    """``user_id``'s locale: chosen, else seen, else ``fallback`` (the table's language)."""
    return _CHOSEN.get(user_id) or _SEEN.get(user_id) or fallback


def forget_all() -> None:
    """Forget every user's locale held in memory (not the stored rows)."""
    _CHOSEN.clear()
    _SEEN.clear()
    _STORED.clear()
