"""Discord's own localisation of command names and descriptions, read from ``bot/i18n``.

Every command, option and description is declared with :func:`tr` (a ``locale_str`` carrying its
catalogue id); :class:`CatalogueTranslator` answers discord.py's sync-time questions from the
catalogue of the asked locale (``bot/i18n/<Discord locale code>/``, e.g. ``zh-CN``, ``zh-TW``).
"""

from __future__ import annotations

from typing import TypedDict

import discord
from discord import app_commands

from bot.i18n import BOT_DOMAIN, DEFAULT_LOCALE, catalogue
from rules.core import Game
from rules.core.text import Msg


def tr(key: str) -> app_commands.locale_str:
    """The English text of catalogue id ``key`` as a ``locale_str`` that remembers the id.

    Raises:
        KeyError: the English catalogue has no ``key``.
    """
    return app_commands.locale_str(catalogue(DEFAULT_LOCALE)[key], key=key)


def game_title(game: Game) -> app_commands.locale_str:
    """``game``'s title for Discord's choice lists (``/game new game:``): its English, and in
    each locale its game catalogue's translation of the title's id (a plain ``str`` title stays
    as it is)."""
    title = game.title
    key = title.key if isinstance(title, Msg) else None
    return app_commands.locale_str(str(title), key=key, domain=game.key)


class CommandText(TypedDict):
    """The ``name`` and ``description`` keyword arguments of ``app_commands.command``."""

    name: app_commands.locale_str
    description: app_commands.locale_str


def command_text(prefix: str) -> CommandText:
    """A command's name and description from catalogue ids ``<prefix>.name`` and
    ``<prefix>.description`` (use as ``@group.command(**command_text("table.cmd.export"))``).

    Raises:
        KeyError: the English catalogue lacks one of them.
    """
    return CommandText(name=tr(f"{prefix}.name"), description=tr(f"{prefix}.description"))


class CatalogueTranslator(app_commands.Translator):
    """Translates the strings made by :func:`tr` (the bot's catalogue) and :func:`game_title`
    (the game's) into any locale that has a catalogue."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The catalogue text for ``locale``, or ``None`` (Discord then shows the English)."""
        key = string.extras.get("key")
        if key is None:
            return None
        return catalogue(locale.value, string.extras.get("domain", BOT_DOMAIN)).get(key)
