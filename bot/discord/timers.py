"""The table services on Discord: deadlines, reminders, pings and bot players.

:func:`wire` builds :class:`~bot.services.table_services.TableServices` around the bot's
:class:`GameService` with:

* :class:`ChannelNotifier`: posts the services' notices (one ping per seat per decision,
  reminders, stall notices) in the game's channel, pinging exactly the users they name, with
  their buttons as restart-proof :class:`TableButton`s;
* :func:`relay`: a subscriber that posts the outputs of every move made *outside* the
  interaction being answered — a decision window's default applied at its deadline, a bot
  seat's move — in the channel and by DM, exactly like a move made with ``/play``. A move made
  through an interaction is delivered by that interaction (:func:`routing.deliver`);
  :func:`bot.discord.context.think` records which task answers an interaction.

Nothing here reads state: every post comes from the service's ``Outputs`` and notices, built
from public views and redacted events (docs/design.md §5).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, cast

import aiosqlite
import discord

from bot.discord import dashboard, routing
from bot.discord.components import button_label
from bot.discord.context import after_boards, answer, is_answering_interaction, think
from bot.discord.errors import report
from bot.i18n import t
from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import Clock
from bot.services.game_service import GameService
from bot.services.notices import DecisionKey, NoticeButton, TableNotice
from bot.services.table_services import TableServices

RELAYED = frozenset({ChangeKind.ACTED, ChangeKind.FINISHED})


class HasTable(Protocol):
    """The client built by :func:`bot.discord.client.create_bot`."""

    table_services: TableServices


class ChannelNotifier:
    """Posts table notices in their channel (a :class:`~bot.services.notices.Notifier`)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def notify(self, notice: TableNotice) -> None:
        """Queue ``notice`` in its channel's outbox after the boards of the move that caused it
        (:func:`after_boards`): its text, pings for its users only, its buttons in one row, and
        for a ping what happened since the seat last moved (:func:`routing.send_notice`).
        A notice for a player's DMs (the daily digest) goes straight to them."""
        if notice.dm_user_id is not None:
            await routing.send_direct(self.client, notice)
            return
        await after_boards(lambda: self._send(notice))

    async def _send(self, notice: TableNotice) -> None:
        view = discord.ui.View(timeout=None)
        for button in notice.buttons:
            view.add_item(TableButton(button))
        await routing.send_notice(self.client, notice, view if notice.buttons else None)


def relay(client: discord.Client, service: GameService) -> Callable[[GameChanged], Awaitable[None]]:
    """The subscriber that posts moves made outside an interaction (see the module docstring)."""

    async def on_change(change: GameChanged) -> None:
        if change.kind not in RELAYED or is_answering_interaction():
            return
        await routing.deliver_to_channel(client, service, change.channel_id, change.outputs)

    return on_change


def wire(
    client: discord.Client, db: aiosqlite.Connection, service: GameService, clock: Clock
) -> TableServices:
    """Build the table services for ``client`` on ``db``, subscribed to ``service``.

    Returns:
        The services, not started: ``start()`` fires overdue timers and runs the loop.
    """
    service.subscribe(relay(client, service))  # first: a move's boards come before its pings
    services = TableServices.build(db, service, clock, ChannelNotifier(client))
    service.subscribe(dashboard.keeper(client, service))  # last: it lists the decisions owed
    return services


class TableButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"orrery:table:(?P<action>[a-z_]+):(?P<game>\d+):(?P<seat>\d+):(?P<since>\d+)"
        r"(?::(?P<handovers>\d+))?"
    ),
):
    """A button under a table notice: not today, wait, skip, bot, replace or abandon.

    Notices posted before the custom_id named the seat's handovers carry none: they count as
    posted before any handover.
    """

    def __init__(self, button: NoticeButton) -> None:
        super().__init__(
            discord.ui.Button(
                label=button.label[:80],
                custom_id=button.custom_id,
                style=discord.ButtonStyle.secondary,
            )
        )
        self.button = button

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TableButton:
        """Rebuild the button from a click (works after a restart)."""
        fields = match.groupdict()
        decision = DecisionKey(
            int(fields["game"]),
            int(fields["seat"]),
            int(fields["since"]),
            int(fields["handovers"] or 0),
        )
        return cls(NoticeButton(fields["action"], button_label(item), decision))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Carry out the button for the decision it was posted for."""
        await think(interaction)
        services = cast(HasTable, interaction.client).table_services
        b = self.button
        try:
            if b.action == "not_today":
                await self._not_today(interaction, services)
                return
            outputs = await services.stall.choose(b.action, b.decision, interaction.user.id)
        except Exception as error:
            await report(interaction, error, game_id=b.decision.game_id)
            return
        await routing.deliver(interaction, outputs)

    async def _not_today(self, interaction: discord.Interaction, services: TableServices) -> None:
        key = self.button.decision
        table = await services.votes.tables.active_by_id(key.game_id)
        if table.find_seat(interaction.user.id) != key.seat:
            await answer(interaction, t("table.not_your_seat"))
            return
        skipped = await services.reminders.not_today(key)
        await answer(interaction, t("table.not_today_done") if skipped else t("table.moved_on"))
