"""Buttons and selects that survive restarts (``DynamicItem``, discord.py's persistent pattern).

A ``custom_id`` carries only public numbers: ``orr:c:<game>:<version>:<seat>:<index>`` for a
button, ``orr:s:<game>:<version>:<seat>`` for a select (whose option values are indexes), and
``orr:u:<game>:<version>`` for the undo confirmation. ``index`` is the choice's
(:attr:`bot.services.outputs.Choice.index`: its place in ``game.legal_actions(state, seat)`` at
that version) and is resolved by the service, so no card id or other hidden name ever reaches a
``custom_id`` — private choices included. This module only lays out and delivers: it calls no
engine. A click re-checks everything in the service (:meth:`GameService.choose_in_game`): a click
on an older version is refused politely with the current board; a click by another user than the
seat's is refused. A post delivered after a later move keeps its components; a click on them is
the older-version refusal. Layout: up to 10 choices as buttons (rows of 5), more
as one select per seat (≤ 25 options); when several seats are offered choices at once (an
off-turn window), each button's label and each select's placeholder starts with the seat's
player.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import discord

from bot.discord import routing
from bot.discord.context import answer, player_of, require_posting, service_of, think
from bot.discord.errors import report
from bot.i18n import t
from bot.services.errors import NotAnOption, StaleVersion
from bot.services.game_service import GameService
from bot.services.outputs import Choice
from bot.services.posts import shorten

MAX_BUTTONS = 10
BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
MAX_SELECTS = 5
LABEL_MAX = 80
OPTION_LABEL_MAX = 100
PLACEHOLDER_MAX = 150
_NUMBERS = r"(?P<game>\d+):(?P<version>\d+)"


def button_label(item: discord.ui.Item[Any]) -> str:
    """The label of the clicked component ``from_custom_id`` receives ('' if it is no button).

    discord.py hands ``from_custom_id`` the message's component rebuilt as a plain
    ``Item``; for a button template it is a ``discord.ui.Button``.
    """
    return (item.label or "") if isinstance(item, discord.ui.Button) else ""


@dataclass(frozen=True)
class ChoiceRef:
    """Which decision a component answers: game, state version, seat (and action index)."""

    game_id: int
    version: int
    seat: int
    index: int = 0

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ChoiceRef:
        """Read the numbers of a matched ``custom_id``."""
        fields = match.groupdict()
        return cls(
            int(fields["game"]),
            int(fields["version"]),
            int(fields.get("seat") or 0),
            int(fields.get("index") or 0),
        )


class ChoiceButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"orr:c:{_NUMBERS}:(?P<seat>\d+):(?P<index>\d+)",
):
    """One legal action as a button."""

    def __init__(self, ref: ChoiceRef, label: str) -> None:
        custom_id = f"orr:c:{ref.game_id}:{ref.version}:{ref.seat}:{ref.index}"
        super().__init__(
            discord.ui.Button(
                label=label[:LABEL_MAX], custom_id=custom_id, style=discord.ButtonStyle.primary
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceButton:
        """Rebuild the button from a click (works after a restart)."""
        return cls(ChoiceRef.from_match(match), button_label(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Apply the chosen action."""
        await choose(interaction, self.ref)


class ChoiceSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"orr:s:{_NUMBERS}:(?P<seat>\d+)"
):
    """A seat's legal actions as a select menu; option values are action indexes."""

    def __init__(self, ref: ChoiceRef, options: Sequence[discord.SelectOption]) -> None:
        custom_id = f"orr:s:{ref.game_id}:{ref.version}:{ref.seat}"
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id, options=list(options), placeholder=t("discord.choose")
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceSelect:
        """Rebuild the select from a click (works after a restart)."""
        options = item.options if isinstance(item, discord.ui.Select) else []
        return cls(ChoiceRef.from_match(match), options)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Apply the picked action."""
        ref, picked = self.ref, self.item.values[0] if self.item.values else ""
        offered = {option.value for option in self.item.options}
        if not picked.isascii() or not picked.isdigit() or (offered and picked not in offered):
            await report(interaction, NotAnOption(), game_id=ref.game_id)
            return
        await choose(interaction, ChoiceRef(ref.game_id, ref.version, ref.seat, int(picked)))


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"orr:u:{_NUMBERS}"):
    """Confirms ``/game undo`` for the board version it was shown on."""

    def __init__(self, game_id: int, version: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("discord.undo_confirm"),
                custom_id=f"orr:u:{game_id}:{version}",
                style=discord.ButtonStyle.danger,
            )
        )
        self.ref = ChoiceRef(game_id, version, 0)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoButton:
        """Rebuild the button from a click (works after a restart)."""
        ref = ChoiceRef.from_match(match)
        return cls(ref.game_id, ref.version)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Undo, if the game is still at the version the preview showed."""
        await think(interaction)
        service = service_of(interaction)
        try:
            table = await service.tables.active_by_id(self.ref.game_id)
            if table.state.version != self.ref.version:
                raise StaleVersion(current_version=table.state.version)
            require_posting(interaction, table.row.channel_id)
            outputs = await service.undo(table.row.channel_id, player_of(interaction), confirm=True)
        except StaleVersion as error:
            await refuse_stale(interaction, service, self.ref.game_id, error)
            return
        except Exception as error:
            await report(interaction, error, game_id=self.ref.game_id)
            return
        await routing.deliver(interaction, outputs)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ChoiceButton,
    ChoiceSelect,
    UndoButton,
)


async def choose(interaction: discord.Interaction, ref: ChoiceRef) -> None:
    """Resolve ``ref`` to the seat's legal action on the server and apply it once.

    Refusals (ephemeral): an older version (with the current board), another user's seat, and
    every service or rules refusal.
    """
    await think(interaction)
    service = service_of(interaction)
    try:
        outputs = await service.choose_in_game(
            ref.game_id,
            player_of(interaction),
            (ref.seat, ref.index),
            ref.version,
            partial(require_posting, interaction),
        )
    except StaleVersion as error:
        await refuse_stale(interaction, service, ref.game_id, error)
        return
    except Exception as error:
        await report(interaction, error, game_id=ref.game_id)
        return
    await routing.deliver(interaction, outputs)


async def refuse_stale(
    interaction: discord.Interaction, service: GameService, game_id: int, error: StaleVersion
) -> None:
    """Say the click was on an older board and show the current one, to the clicker only."""
    board = await service.board_of(game_id)
    post = board.public[0]
    message = await routing.post_message(service, post)
    await answer(
        interaction,
        f"{error.message}\n{message['content']}",
        file=message.get("file"),
        view=message.get("view"),
    )


def choice_view(game_id: int, version: int, choices: Sequence[Choice]) -> discord.ui.View | None:
    """Components for ``choices`` made on ``version`` (``None`` when there are none)."""
    if not choices:
        return None
    seats = sorted({choice.seat for choice in choices})
    view = discord.ui.View(timeout=None)
    if len(choices) <= MAX_BUTTONS:
        for number, choice in enumerate(choices):
            label = f"{choice.player}: {choice.label}" if len(seats) > 1 else choice.label
            ref = ChoiceRef(game_id, version, choice.seat, choice.index)
            button = ChoiceButton(ref, shorten(label, LABEL_MAX))
            button.row = number // BUTTONS_PER_ROW
            view.add_item(button)
        return view
    for seat in seats[:MAX_SELECTS]:
        mine = [c for c in choices if c.seat == seat]
        options = [
            discord.SelectOption(label=c.label[:OPTION_LABEL_MAX], value=str(c.index))
            for c in mine[:MAX_OPTIONS]
        ]
        select = ChoiceSelect(ChoiceRef(game_id, version, seat), options)
        select.item.placeholder = f"{mine[0].player}: {t('discord.choose')}"[:PLACEHOLDER_MAX]
        view.add_item(select)
    return view
