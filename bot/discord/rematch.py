"""The Rematch button under a finished game's board (:mod:`bot.services.rematch`).

Its ``custom_id`` is ``orrery:rematch:<game>``: public numbers only. A click confirms the
clicker's rematch; it works after a restart (``DynamicItem``).
"""

from __future__ import annotations

import re
from typing import Any, cast

import discord

from bot.discord import routing, timers
from bot.discord.components import button_label
from bot.discord.context import player_of, think
from bot.discord.errors import report


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"orrery:rematch:(?P<game>\d+)"
):
    """Confirms a rematch of game ``game_id``."""

    def __init__(self, game_id: int, label: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                custom_id=f"orrery:rematch:{game_id}",
                style=discord.ButtonStyle.success,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        """Rebuild the button from a click (works after a restart)."""
        return cls(int(match["game"]), button_label(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Confirm the clicker's rematch; the rematch starts with the last confirmation."""
        await think(interaction)
        rematches = cast(timers.HasTable, interaction.client).table_services.rematches
        try:
            outputs = await rematches.confirm(self.game_id, player_of(interaction))
        except Exception as error:
            await report(interaction, error, game_id=self.game_id)
            return
        await routing.deliver(interaction, outputs)
