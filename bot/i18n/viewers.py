"""Whose language: each user's locale, for what the bot tells them alone (docs/design.md §5,
"Languages").

A user's locale is the language they chose with ``/settings language:`` when they chose one, else
the locale of the Discord client they last used with the bot. The bot learns both from the user's
own interactions (:func:`saw`, :func:`choose`); a DM to a user the bot has not seen since it
started (it keeps this in memory only) is written in the table's language, the ``fallback`` of
:func:`locale_of`.
"""

from __future__ import annotations

from bot.i18n import LOCALES, locale_for

_CHOSEN: dict[int, str] = {}
_SEEN: dict[int, str] = {}


def saw(user_id: int, discord_locale: str | None) -> str:
    """Remember the locale of ``user_id``'s Discord client; return the user's locale now."""
    _SEEN[user_id] = locale_for(discord_locale)
    return locale_of(user_id, _SEEN[user_id])


def choose(user_id: int, locale: str | None) -> None:
    """``/settings language:``: ``locale`` (one of :data:`bot.i18n.LOCALES`) from now on, or
    ``None`` to follow the Discord client again.

    Raises:
        ValueError: ``locale`` is not one the bot speaks.
    """
    if locale is None:
        _CHOSEN.pop(user_id, None)
        return
    if locale not in LOCALES:
        raise ValueError(locale)
    _CHOSEN[user_id] = locale


def chosen(user_id: int) -> str | None:
    """The locale ``user_id`` chose with ``/settings``, or ``None``."""
    return _CHOSEN.get(user_id)


def locale_of(user_id: int, fallback: str) -> str:
    """``user_id``'s locale: chosen, else seen, else ``fallback`` (the table's language)."""
    return _CHOSEN.get(user_id) or _SEEN.get(user_id) or fallback


def forget_all() -> None:
    """Forget every user's locale (a new bot process, or a test that starts one)."""
    _CHOSEN.clear()
    _SEEN.clear()
