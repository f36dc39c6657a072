"""Access to the users' locales (migration 012, table ``player_locales``): the language each user
chose with ``/settings language:`` and the one their Discord client last showed
(:mod:`bot.i18n.viewers` keeps them in memory and writes each change here)."""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.store.db import fetch_all, transaction


@dataclass(frozen=True)
class UserLocale:
    """One user's stored locales.

    Attributes:
        chosen: their ``/settings`` choice (``en``, ``zh-CN``, ``zh-TW``), ``None``: follow the
            Discord client. seen: the bot locale of the client they last used, ``None``: unknown.
    """

    user_id: int
    chosen: str | None
    seen: str | None


async def all_locales(db: aiosqlite.Connection) -> list[UserLocale]:
    """Every stored user locale (one row per user who ever set or showed one)."""
    rows = await fetch_all(db, "SELECT user_id, chosen, seen FROM player_locales")
    return [UserLocale(int(row[0]), row[1], row[2]) for row in rows]


async def save_locale(db: aiosqlite.Connection, locale: UserLocale) -> None:
    """Insert or replace ``locale``'s row."""
    async with transaction(db):
        await db.execute(
            "INSERT OR REPLACE INTO player_locales VALUES (?, ?, ?)",
            (locale.user_id, locale.chosen, locale.seen),
        )


async def set_table_language(db: aiosqlite.Connection, game_id: int, language: str) -> None:
    """Set game ``game_id``'s table option ``language`` (a vote passed), its other table options
    kept."""
    async with transaction(db):
        await db.execute(
            "UPDATE games SET table_options_json = json_set(table_options_json, '$.language', ?)"
            " WHERE id = ?",
            (language, game_id),
        )
