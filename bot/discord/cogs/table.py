"""The asynchronous table's commands: ``/settings`` (with the daily digest), ``/away``,
``/stats``, ``/note`` and ``/game pause``, ``resume``, ``language``, ``replace``, ``rematch``,
``rewind``, ``takeback``, ``replay``, ``export``.

Thin, like every cog: resolve the channel's game, call a table service
(:class:`~bot.services.table_services.TableServices`, built by :mod:`bot.discord.timers`), route
the result. Replay frames come with first/back/forward/last buttons (:class:`ReplayButton`)
whose ``custom_id`` holds only the game id and the step.
"""

from __future__ import annotations

import io
import re
from typing import Any, ClassVar, cast

import aiosqlite
import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.context import answer, player_of, service_of, think
from bot.discord.errors import report
from bot.discord.routing import deliver, png
from bot.discord.timers import HasTable
from bot.discord.translator import CommandText, command_text, tr
from bot.i18n import LANGUAGE_NAMES, LOCALES, current_locale, speak, t, viewers
from bot.services.absence import parse_return_date, update_settings
from bot.services.clock import moment_and_wait
from bot.services.errors import NoGameHere
from bot.services.export import export_game
from bot.services.players import Player
from bot.services.ratings import leaderboard_lines
from bot.services.replay import ReplayFrame
from bot.services.table_services import TableServices
from bot.store import digests as digests_store
from bot.store import table as store

LAST = 1_000_000  # "last" asks for a step past the end; the service clamps it


def services_of(interaction: discord.Interaction) -> TableServices:
    """The table services of the client that received ``interaction``."""
    return cast(HasTable, interaction.client).table_services


async def game_here(interaction: discord.Interaction, *, finished: bool = False) -> int:
    """The id of the channel's live game (or of its last finished one).

    Raises:
        NoGameHere: none.
    """
    channel = interaction.channel_id or 0
    if not finished:
        table = await service_of(interaction).table_of(channel)
        if table is not None and table.row.status == "active":
            return table.row.id
        raise NoGameHere()
    async with services_of(interaction).db.execute(
        "SELECT id FROM games WHERE channel_id = ? AND status = 'finished' ORDER BY id DESC",
        (channel,),
    ) as cur:
        row = await cur.fetchone()
    if row is None:
        raise NoGameHere()
    return int(row[0])


def is_manager(interaction: discord.Interaction) -> bool:
    """True for a member allowed to manage the server."""
    return bool(interaction.permissions.manage_guild)


def _cmd(name: str) -> CommandText:
    return command_text(f"table.cmd.{name}")


def _arg(command: str, option: str) -> app_commands.locale_str:
    return tr(f"table.cmd.{command}.{option}.name")


def _help(command: str, option: str) -> app_commands.locale_str:
    return tr(f"table.cmd.{command}.{option}.description")


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"orrery:replay:(?P<game>\d+):(?P<step>\d+):(?P<tag>[fbnl])",
):
    """One of the replay's first/back/forward/last buttons; shows frame ``step``."""

    LABELS: ClassVar[dict[str, str]] = {
        "f": "table.button.first",
        "b": "table.button.back",
        "n": "table.button.forward",
        "l": "table.button.last",
    }

    def __init__(self, game_id: int, step: int, tag: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(self.LABELS[tag]), custom_id=f"orrery:replay:{game_id}:{step}:{tag}"
            )
        )
        self.game_id, self.step = game_id, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        """Rebuild the button from a click (works after a restart)."""
        return cls(int(match["game"]), int(match["step"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the frame this button points to, in place of the current one."""
        try:
            frame = await services_of(interaction).replays.frame(self.game_id, self.step)
        except Exception as error:
            await report(interaction, error, game_id=self.game_id)
            return
        content, file, view = _frame_message(frame)
        files = [] if file is None else [file]
        await interaction.response.edit_message(content=content, attachments=files, view=view)


def _frame_message(frame: ReplayFrame) -> tuple[str, discord.File | None, discord.ui.View]:
    view = discord.ui.View(timeout=None)
    steps = {"f": 0, "b": max(frame.step - 1, 0), "n": min(frame.step + 1, frame.last), "l": LAST}
    for tag, step in steps.items():
        view.add_item(ReplayButton(frame.game_id, step, tag))
    caption = t(
        "table.replay_caption", title=frame.title, step=frame.step, last=frame.last, text=frame.text
    )
    return caption, png(frame.image_png, "replay.png"), view


AUTO = "auto"
"""``/settings language:auto``: follow the caller's Discord client."""
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in LOCALES),
    app_commands.Choice(name=tr("table.cmd.settings.language.auto"), value=AUTO),
]
"""``/settings language:``'s choices: each language by its own name, then ``auto``."""
TABLE_LANGUAGES = LANGUAGE_CHOICES[:-1]
"""``/game language lang:``'s choices: a table speaks one language (no ``auto``)."""
DIGEST_CHOICES = [
    app_commands.Choice(name=tr(f"table.cmd.settings.digest.{value}"), value=value)
    for value in ("daily", "off")
]
"""``/settings digest:``'s choices: one DM a day in place of reminders, or a reminder per game."""


def _language_line(user_id: int) -> str:
    """ "Language: 简体中文." (chosen) or "Language: your Discord client's (English)." (auto)."""
    chosen = viewers.chosen(user_id)
    if chosen is not None:
        return t("table.settings_language", language=LANGUAGE_NAMES[chosen])
    return t("table.settings_language_auto", language=LANGUAGE_NAMES[current_locale()])


async def _digest_line(db: aiosqlite.Connection, user_id: int) -> str:
    """ "Daily digest: at 09:00 your time…" or "Daily digest: off…"."""
    hour = await digests_store.digest_hour(db, user_id)
    if hour is None:
        return t("table.settings_digest_off")
    return t("table.settings_digest", hour=f"{hour:02d}:00")


class TableCog(commands.Cog):
    """The table commands (see the module docstring)."""

    game = app_commands.Group(
        name=tr("discord.cmd.game.name"),
        description=tr("discord.cmd.game.description"),
        guild_only=True,
    )

    @app_commands.command(**_cmd("settings"))
    @app_commands.rename(
        reminder_hours=_arg("settings", "reminder_hours"),
        quiet_start=_arg("settings", "quiet_start"),
        quiet_end=_arg("settings", "quiet_end"),
        time_zone=_arg("settings", "time_zone"),
        language=_arg("settings", "language"),
        digest=_arg("settings", "digest"),
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, digest=DIGEST_CHOICES)
    @app_commands.describe(
        reminder_hours=_help("settings", "reminder_hours"),
        quiet_start=_help("settings", "quiet_start"),
        quiet_end=_help("settings", "quiet_end"),
        time_zone=_help("settings", "time_zone"),
        language=_help("settings", "language"),
        digest=_help("settings", "digest"),
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[int, 1, 168] | None = None,
        quiet_start: app_commands.Range[str, 1, 5] | None = None,
        quiet_end: app_commands.Range[str, 1, 5] | None = None,
        time_zone: app_commands.Range[str, 1, 64] | None = None,
        language: str | None = None,
        digest: str | None = None,
    ) -> None:
        """Save the caller's reminder preferences, language and daily digest (unset options
        keep their value); the answer is in the language now chosen."""
        db = services_of(interaction).db
        viewers.saw(interaction.user.id, interaction.locale.value)
        if language is not None:
            await viewers.choose(db, interaction.user.id, None if language == AUTO else language)
        await viewers.keep(db, interaction.user.id)
        speak(viewers.saw(interaction.user.id, interaction.locale.value))
        saved = await update_settings(
            db,
            interaction.user.id,
            reminder_hours=reminder_hours,
            quiet_start=quiet_start,
            quiet_end=quiet_end,
            time_zone=time_zone,
        )
        digests = services_of(interaction).digests
        if digest is not None:
            await digests.choose(interaction.user.id, digest == "daily")
        elif time_zone or quiet_start or quiet_end:
            await digests.replan(interaction.user.id)
        start, end = saved.quiet_start, saved.quiet_end
        quiet = f"{start}–{end}" if start and end else t("table.settings_no_quiet")
        interval = (saved.reminder_minutes or 12 * 60) / 60
        await answer(
            interaction,
            t("table.settings_saved", interval=f"{interval:g}", quiet=quiet, zone=saved.time_zone)
            + "\n"
            + _language_line(interaction.user.id)
            + "\n"
            + await _digest_line(db, interaction.user.id),
        )

    @app_commands.command(**_cmd("away"))
    @app_commands.rename(until=_arg("away", "until"))
    @app_commands.describe(until=_help("away", "until"))
    async def away(
        self, interaction: discord.Interaction, until: app_commands.Range[str, 2, 10]
    ) -> None:
        """Mark the caller away until a date (their time zone), or back with ``off``."""
        services = services_of(interaction)
        if until.strip().lower() == "off":
            await services.reminders.set_away(interaction.user.id, None)
            await answer(interaction, t("table.away_cleared"))
            return
        zone = (await store.get_settings(services.db, interaction.user.id)).time_zone
        back = parse_return_date(until, zone, services.reminders.clock.now())
        await services.reminders.set_away(interaction.user.id, back)
        await answer(interaction, t("table.away_set", until=moment_and_wait(back)))

    @game.command(**_cmd("pause"))
    async def pause(self, interaction: discord.Interaction) -> None:
        """Vote to pause every clock of the channel's game."""
        await think(interaction)
        game_id = await game_here(interaction)
        await deliver(
            interaction, await services_of(interaction).votes.pause(game_id, interaction.user.id)
        )

    @game.command(**_cmd("resume"))
    async def resume(self, interaction: discord.Interaction) -> None:
        """Vote to resume the channel's paused game."""
        await think(interaction)
        game_id = await game_here(interaction)
        await deliver(
            interaction, await services_of(interaction).votes.resume(game_id, interaction.user.id)
        )

    @game.command(**_cmd("language"))
    @app_commands.rename(lang=_arg("language", "lang"))
    @app_commands.describe(lang=_help("language", "lang"))
    @app_commands.choices(lang=TABLE_LANGUAGES)
    async def language(self, interaction: discord.Interaction, lang: str) -> None:
        """Vote to change the table's language (table option ``language``) to ``lang``."""
        await think(interaction)
        game_id = await game_here(interaction)
        votes = services_of(interaction).votes
        await deliver(interaction, await votes.language(game_id, interaction.user.id, lang))

    @game.command(**_cmd("replace"))
    @app_commands.rename(old=_arg("replace", "old"), new=_arg("replace", "new"))
    @app_commands.describe(old=_help("replace", "old"), new=_help("replace", "new"))
    async def replace(
        self, interaction: discord.Interaction, old: discord.User, new: discord.User
    ) -> None:
        """Give ``old``'s seat to ``new`` (a manager at once, players by majority vote)."""
        await think(interaction)
        game_id = await game_here(interaction)
        newcomer = Player(new.id, new.display_name)
        outputs = await services_of(interaction).stall.replace(
            game_id, interaction.user.id, old.id, newcomer, is_manager=is_manager(interaction)
        )
        await deliver(interaction, outputs)

    @game.command(**_cmd("rewind"))
    @app_commands.rename(to=_arg("rewind", "to"))
    @app_commands.describe(to=_help("rewind", "to"))
    async def rewind(
        self, interaction: discord.Interaction, to: app_commands.Range[int, 1]
    ) -> None:
        """Vote to return the game to before move ``to`` of ``/game log`` (a manager: at once)."""
        await think(interaction)
        game_id = await game_here(interaction)
        votes = services_of(interaction).votes
        manager = is_manager(interaction)
        outputs = await votes.rewind(game_id, interaction.user.id, to, is_manager=manager)
        await deliver(interaction, outputs)

    @game.command(**_cmd("takeback"))
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Take back your seat from the bot player (handed over by a vote or ``on_timeout``)."""
        await think(interaction)
        game_id = await game_here(interaction)
        seats = services_of(interaction).seats
        await deliver(interaction, await seats.take_back(game_id, player_of(interaction)))

    @game.command(**_cmd("rematch"))
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Confirm a rematch of the channel's last game (it starts once every human confirmed)."""
        await think(interaction)
        rematches = services_of(interaction).rematches
        channel = interaction.channel_id or 0
        await deliver(interaction, await rematches.confirm_here(channel, player_of(interaction)))

    @game.command(**_cmd("replay"))
    async def replay(self, interaction: discord.Interaction) -> None:
        """Show the first board of the channel's last finished game, with step buttons."""
        await think(interaction)
        game_id = await game_here(interaction, finished=True)
        frame = await services_of(interaction).replays.frame(game_id, 0)
        content, file, view = _frame_message(frame)
        await answer(interaction, content, file=file, view=view)

    @game.command(**_cmd("export"))
    async def export(self, interaction: discord.Interaction) -> None:
        """The channel's game as JSON (a running game only for a server manager)."""
        await think(interaction)
        try:
            game_id = await game_here(interaction)
        except NoGameHere:
            game_id = await game_here(interaction, finished=True)
        export = await export_game(
            services_of(interaction).db,
            game_id,
            user_id=interaction.user.id,
            is_manager=is_manager(interaction),
        )
        data = export.model_dump_json(indent=1).encode()
        file = discord.File(io.BytesIO(data), filename=f"orrery-game-{game_id}.json")
        await answer(interaction, t("table.export_ready"), file=file)

    @app_commands.command(**_cmd("note"))
    @app_commands.guild_only()
    @app_commands.rename(add=_arg("note", "add"), clear=_arg("note", "clear"))
    @app_commands.describe(add=_help("note", "add"), clear=_help("note", "clear"))
    async def note(
        self,
        interaction: discord.Interaction,
        add: app_commands.Range[str, 1, 500] = "",
        clear: bool = False,
    ) -> None:
        """Your private notepad for this channel's game: add a line, clear it, or read it."""
        notes = services_of(interaction).notes
        channel = interaction.channel_id or 0
        outputs = await notes.note(channel, interaction.user.id, add, clear=clear)
        await answer(interaction, outputs.reply)

    @app_commands.command(**_cmd("stats"))
    @app_commands.rename(player=_arg("stats", "player"), game_key=_arg("stats", "game"))
    @app_commands.describe(player=_help("stats", "player"), game_key=_help("stats", "game"))
    async def stats(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game_key: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        """A player's record and, with ``game``, that game's win rate by seat position and the
        server's leaderboard with the player's rating history (:mod:`bot.services.ratings`)."""
        services = services_of(interaction)
        who = player or interaction.user
        record = await services.stats.player(who.id)
        average = (
            f"{record.average_move.total_seconds() / 3600:.1f} h"
            if record.average_move
            else t("table.stats_none")
        )
        lines = [
            t(
                "table.stats_player",
                name=who.display_name,
                finished=record.finished,
                wins=record.wins,
                average=average,
                abandoned=record.abandoned,
            )
        ]
        if game_key:
            title = service_of(interaction).tables.game(game_key).title
            lines.append(t("table.stats_game", title=title))
            lines += [
                t(
                    "table.stats_seat",
                    seat=rate.seat + 1,
                    wins=rate.wins,
                    games=rate.games,
                    rate=rate.win_rate,
                )
                for rate in await services.stats.seat_rates(game_key)
            ]
            if interaction.guild_id is not None:
                lines += await leaderboard_lines(
                    services.db, interaction.guild_id, game_key, who.id
                )
        await answer(interaction, "\n".join(lines))


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: the cog and the replay buttons."""
    bot.add_dynamic_items(ReplayButton)
    await bot.add_cog(TableCog())
