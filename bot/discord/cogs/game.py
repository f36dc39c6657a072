"""``/game``: open, join, leave, start, status, board, log, undo and abandon (docs/design.md §5).

Thin: resolve the channel, call :class:`GameService`, route the result.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Mapping
from typing import cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components import UndoButton
from bot.discord.context import (
    HasService,
    answer,
    player_of,
    require_posting,
    service_of,
    think,
)
from bot.discord.game_threads import WHERE, place_game
from bot.discord.messages import parts
from bot.discord.routing import deliver, post_message
from bot.discord.translator import CommandText, command_text, game_title, tr
from bot.i18n import LANGUAGE_NAMES, LOCALES, current_locale
from bot.services.errors import NoGameHere
from bot.services.parsing import option_words
from rules.core import Game


def _cmd(name: str) -> CommandText:
    return command_text(f"discord.cmd.game.{name}")


class GameCog(commands.Cog):
    """The shared ``/game`` commands of every game.

    Args:
        games: the registry the service plays (``/game new``'s ``game`` choices, and the most
            bot players it takes: the largest game's seats less its creator; the service checks
            each game's own seats).
    """

    game = app_commands.Group(
        name=tr("discord.cmd.game.name"),
        description=tr("discord.cmd.game.description"),
        guild_only=True,
    )

    @game.command(**_cmd("new"))
    @app_commands.rename(
        game_key=tr("discord.cmd.game.new.game.name"),
        options=tr("discord.cmd.game.new.options.name"),
        bots=tr("discord.cmd.game.new.bots.name"),
        lang=tr("discord.cmd.game.new.lang.name"),
        where=tr("discord.cmd.game.new.where.name"),
    )
    @app_commands.choices(
        lang=[app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in LOCALES],
        where=[
            app_commands.Choice(name=tr(f"discord.cmd.game.new.where.{value}"), value=value)
            for value in WHERE
        ],
    )
    @app_commands.describe(
        game_key=tr("discord.cmd.game.new.game.description"),
        options=tr("discord.cmd.game.new.options.description"),
        bots=tr("discord.cmd.game.new.bots.description"),
        lang=tr("discord.cmd.game.new.lang.description"),
        where=tr("discord.cmd.game.new.where.description"),
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game_key: str,
        options: app_commands.Range[str, 0, 400] | None = None,
        bots: app_commands.Range[int, 0] = 0,
        lang: str | None = None,
        where: str | None = None,
    ) -> None:
        """Open a lobby for ``game_key`` with the game's and the table's ``options``, the caller
        and ``bots`` bot players seated; the table speaks ``lang`` (else the ``language`` option,
        else the caller's language). The lobby goes to a thread of its own or stays in this
        channel as ``where`` says (unset: a thread where the bot may open one;
        :mod:`bot.discord.game_threads`), and the caller is told where it went."""
        chosen = option_words(options)
        if lang is not None:
            chosen["language"] = lang
        await think(interaction)
        service = service_of(interaction)
        service.check_new_game(game_key, chosen, bots=bots)
        locale = str(chosen.get("language", current_locale()))
        title = service.tables.game(game_key).title
        place = await place_game(interaction, where, title, locale)
        outputs = await service.new_game(
            place.channel_id,
            interaction.guild_id,
            player_of(interaction),
            game_key,
            chosen,
            bots=bots,
        )
        if place.said is not None:
            said = "\n".join(line for line in (place.said, outputs.reply) if line)
            outputs = dataclasses.replace(outputs, reply=said)
        await deliver(interaction, outputs)

    def __init__(self, games: Mapping[str, Game]) -> None:
        new = self.game.get_command("new")
        assert isinstance(new, app_commands.Command)
        choices: list[app_commands.Choice[str | int | float]] = [
            app_commands.Choice(name=game_title(game), value=key) for key, game in games.items()
        ]
        new._params["game_key"] = dataclasses.replace(new._params["game_key"], choices=choices)
        most = max(game.max_players for game in games.values()) - 1  # less the creator
        new._params["bots"] = dataclasses.replace(new._params["bots"], max_value=most)

    @game.command(**_cmd("join"))
    async def join(self, interaction: discord.Interaction) -> None:
        """Take the next free seat."""
        await think(interaction)
        channel = interaction.channel_id or 0
        await deliver(
            interaction, await service_of(interaction).join(channel, player_of(interaction))
        )

    @game.command(**_cmd("leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Give up one's lobby seat."""
        await think(interaction)
        channel = interaction.channel_id or 0
        await deliver(
            interaction, await service_of(interaction).leave(channel, player_of(interaction))
        )

    @game.command(**_cmd("start"))
    async def start(self, interaction: discord.Interaction) -> None:
        """Deal and begin; hands go out by DM."""
        await think(interaction)
        channel = interaction.channel_id or 0
        require_posting(interaction, channel)
        await deliver(
            interaction, await service_of(interaction).start(channel, player_of(interaction))
        )

    @game.command(**_cmd("abandon"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        """End the game without a result."""
        await think(interaction)
        channel = interaction.channel_id or 0
        outputs = await service_of(interaction).abandon(channel, player_of(interaction))
        await deliver(interaction, outputs)

    @game.command(**_cmd("status"))
    async def status(self, interaction: discord.Interaction) -> None:
        """Whose turn it is (to the caller only)."""
        outputs = await service_of(interaction).status(interaction.channel_id or 0)
        await answer(interaction, outputs.reply)

    @game.command(**_cmd("board"))
    @app_commands.rename(
        post=tr("discord.cmd.game.board.post.name"), text=tr("discord.cmd.game.board.text.name")
    )
    @app_commands.describe(
        post=tr("discord.cmd.game.board.post.description"),
        text=tr("discord.cmd.game.board.text.description"),
    )
    async def board(
        self, interaction: discord.Interaction, post: bool = False, text: bool = False
    ) -> None:
        """The current board: to the caller alone, or posted in the channel with ``post``
        (the channel keeps one live board; a look at it need not add another); with ``text``,
        the whole board in words to the caller alone, for screen readers (``post`` is then
        ignored)."""
        await think(interaction)
        service = service_of(interaction)
        if text:
            words = await service.board_text(interaction.channel_id or 0)
            await _answer_long(interaction, words.reply)
            return
        outputs = await service.board(interaction.channel_id or 0)
        if post:
            await deliver(interaction, outputs)
            return
        message = await post_message(service, outputs.public[0])
        await answer(
            interaction, message["content"], file=message.get("file"), view=message.get("view")
        )

    @game.command(**_cmd("log"))
    @app_commands.rename(page=tr("discord.cmd.game.log.page.name"))
    @app_commands.describe(page=tr("discord.cmd.game.log.page.description"))
    async def log(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 10_000] | None = None,
    ) -> None:
        """One page of the public log (to the caller only)."""
        outputs = await service_of(interaction).log(interaction.channel_id or 0, page)
        await answer(interaction, outputs.reply)

    @game.command(**_cmd("undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        """Show what would be undone, with a confirmation button for this board version."""
        service = service_of(interaction)
        channel = interaction.channel_id or 0
        table = await service.table_of(channel)
        if table is None or table.state is None:
            raise NoGameHere()
        preview = await service.undo(channel, player_of(interaction), confirm=False)
        view = discord.ui.View(timeout=None)
        view.add_item(UndoButton(table.row.id, table.state.version))
        await answer(interaction, preview.reply, view=view)


#: A text board longer than this many messages goes as a file instead (``board.txt``).
TEXT_MESSAGES_MAX = 5


async def _answer_long(interaction: discord.Interaction, text: str) -> None:
    """Tell the caller only ``text`` of any length: in up to :data:`TEXT_MESSAGES_MAX` messages
    split between lines (a screen reader reads them in place), else its first part with the
    whole text as ``board.txt``."""
    found = parts(text) or [text]
    if len(found) > TEXT_MESSAGES_MAX:
        whole = discord.File(io.BytesIO(text.encode("utf-8")), filename="board.txt")
        await answer(interaction, found[0], file=whole)
        return
    await answer(interaction, text)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(GameCog(cast(HasService, bot).service.tables.games))
