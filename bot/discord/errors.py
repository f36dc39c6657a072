"""One error policy for slash commands and components (Avrae's pattern).

:class:`~rules.core.RulesError` and :class:`~bot.services.errors.ServiceError` carry the sentence
the player sees, ephemerally (a command that finds no game in a channel whose games are in threads
also names those threads: :func:`bot.discord.game_threads.games_elsewhere`). Anything else is a bug:
logged with the game id and a short reference id, and the player gets an apology quoting that
reference.
"""

from __future__ import annotations

import logging
import uuid

import discord
from discord import app_commands

from bot.discord.context import answer, service_of, speak_to
from bot.discord.game_threads import games_elsewhere
from bot.i18n import say, t
from bot.services.errors import NoGameHere, ServiceError
from rules.core import RulesError

log = logging.getLogger(__name__)


def unwrap(error: BaseException) -> BaseException:
    """The exception a command raised, without discord.py's ``CommandInvokeError`` wrapper."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def user_sentence(error: BaseException) -> str | None:
    """The player-facing sentence of a refusal in the language spoken now (a game's
    :class:`~rules.core.text.Msg` refusal translated through its catalogue), or ``None`` when
    ``error`` is a bug."""
    if isinstance(error, ServiceError):
        return error.text()
    if isinstance(error, RulesError):
        return say(error.message)
    return None


async def game_id_here(interaction: discord.Interaction) -> int | None:
    """The id of the channel's live game, for the log (``None`` when unknown)."""
    try:
        table = await service_of(interaction).table_of(interaction.channel_id or 0)
    except Exception:
        return None
    return None if table is None else table.row.id


async def report(
    interaction: discord.Interaction, error: BaseException, *, game_id: int | None = None
) -> None:
    """Answer ``interaction`` with the sentence for ``error`` (see the module docstring)."""
    error = unwrap(error)
    speak_to(interaction)
    sentence = user_sentence(error)
    if isinstance(error, NoGameHere) and (elsewhere := await games_elsewhere(interaction)):
        sentence = "\n".join([str(sentence), elsewhere])
    if sentence is None:
        reference = uuid.uuid4().hex[:8]
        game = game_id if game_id is not None else await game_id_here(interaction)
        log.error("unexpected error in game %s (reference %s)", game, reference, exc_info=error)
        sentence = t("discord.unexpected_error", ref=reference)
    await answer(interaction, sentence)
