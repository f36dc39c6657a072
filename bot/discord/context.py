"""What every handler needs from an interaction: the service, the caller, a safe reply."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any, Protocol, cast

import discord
from discord.utils import MISSING

from bot.discord.messages import parts
from bot.discord.outbox import outbox_of
from bot.i18n import speak, viewers
from bot.services.errors import ServiceError
from bot.services.game_service import GameService
from bot.services.players import Player

_ANSWERING: ContextVar[asyncio.Task[Any] | None] = ContextVar("orrery_answering", default=None)
Send = Callable[[], Awaitable[None]]
_HELD: ContextVar[list[Send] | None] = ContextVar("orrery_held", default=None)
RECEIVED = "orrery_received_at"
"""The key of ``interaction.extras`` holding when the bot received it (outbox clock, s)."""
log = logging.getLogger(__name__)


class HasService(Protocol):
    """The client built by :func:`bot.discord.client.create_bot`."""

    service: GameService


def service_of(interaction: discord.Interaction) -> GameService:
    """The :class:`GameService` of the client that received ``interaction``."""
    return cast(HasService, interaction.client).service


def speak_to(interaction: discord.Interaction) -> str:
    """Make the caller's language the one this interaction's answers speak, and return it (their
    ``/settings`` choice, else their Discord client's locale; :mod:`bot.i18n.viewers`)."""
    locale = viewers.saw(interaction.user.id, interaction.locale.value)
    speak(locale)
    return locale


def player_of(interaction: discord.Interaction) -> Player:
    """The caller as the service sees them (id and display name); answers to this interaction
    speak the caller's language from now on (:func:`speak_to`)."""
    speak_to(interaction)
    return Player(user_id=interaction.user.id, display_name=interaction.user.display_name)


async def answer(
    interaction: discord.Interaction,
    text: str,
    *,
    file: discord.File | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Tell the caller only: the first response, or an edit of the deferred "thinking" one.

    Handlers that defer always defer ephemerally, so this never reaches the channel. Notices
    held by :func:`after_boards` are posted first, after the interaction's boards. A text past
    Discord's limit goes on in ephemeral follow-ups (:func:`bot.discord.messages.parts`), never
    cut. Once the interaction's token has expired (:func:`token_expired`: the answer comes too
    late to reach the caller through it) the answer goes to the caller by DM instead.
    """
    await release_held()
    first, *rest = parts(text) or [text]
    if token_expired(interaction):
        await _by_dm(interaction, [first, *rest], file, view)
        return
    shown_view: Any = MISSING if view is None else view
    if interaction.response.is_done():
        attachments = [] if file is None else [file]
        await interaction.edit_original_response(
            content=first, attachments=attachments, view=shown_view
        )
    else:
        shown_file: Any = MISSING if file is None else file
        await interaction.response.send_message(
            first, ephemeral=True, file=shown_file, view=shown_view
        )
    for part in rest:
        await interaction.followup.send(part, ephemeral=True)


TOKEN_LIFETIME_S = 15 * 60
"""How long Discord accepts follow-ups and edits of an interaction's answer (seconds)."""
TOKEN_MARGIN_S = 60
"""How long before that the bot stops trusting the token (a request takes time too)."""


def token_expired(interaction: discord.Interaction) -> bool:
    """True when ``interaction`` was received (:func:`think`) so long ago, on the outbox's clock,
    that its token may no longer answer (:data:`TOKEN_LIFETIME_S` less :data:`TOKEN_MARGIN_S`)."""
    received = interaction.extras.get(RECEIVED)
    if received is None:
        return False
    elapsed = outbox_of(interaction.client).pace.now() - float(received)
    return elapsed > TOKEN_LIFETIME_S - TOKEN_MARGIN_S


async def _by_dm(
    interaction: discord.Interaction,
    texts: list[str],
    file: discord.File | None,
    view: discord.ui.View | None,
) -> None:
    """Send an answer whose token expired to the caller by DM (logged when DMs are closed)."""
    try:
        channel = await interaction.client.create_dm(interaction.user)
        shown_file: Any = MISSING if file is None else file
        shown_view: Any = MISSING if view is None else view
        await channel.send(texts[0], file=shown_file, view=shown_view)
        for part in texts[1:]:
            await channel.send(part)
    except (discord.Forbidden, discord.NotFound) as refused:
        log.info("a late answer to %s could not be sent by DM: %s", interaction.user.id, refused)


async def think(interaction: discord.Interaction) -> None:
    """Acknowledge at once (ephemeral "thinking") before a database write and a render.

    Also records that the current task answers an interaction: the moves it makes are delivered
    by it, not relayed (:mod:`bot.discord.timers`); and stores the caller's client language when
    it changed (:func:`bot.i18n.viewers.keep`).
    """
    _ANSWERING.set(asyncio.current_task())
    _HELD.set([])
    interaction.extras.setdefault(RECEIVED, outbox_of(interaction.client).pace.now())
    speak_to(interaction)
    await viewers.keep(service_of(interaction).tables.db, interaction.user.id)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


def is_answering_interaction() -> bool:
    """True inside the task of an interaction that called :func:`think`.

    A task spawned from it (a bot player's turn) copies the context but is another task.
    """
    task = _ANSWERING.get()
    return task is not None and task is asyncio.current_task()


async def after_boards(send: Send) -> None:
    """Run ``send`` (a table notice) after the boards of the move that caused it.

    Inside an interaction being answered, the move's boards are posted once the service call
    returns, so ``send`` is held until :func:`answer` (which :func:`routing.deliver` calls after
    the boards and DMs); elsewhere the relay has already posted them, so it runs at once.
    """
    held = _HELD.get()
    if is_answering_interaction() and held is not None:
        held.append(send)
    else:
        await send()


async def release_held() -> None:
    """Post the notices :func:`after_boards` held for this interaction, in order."""
    held = _HELD.get()
    while held:
        await held.pop(0)()


_UNPOSTABLE: weakref.WeakKeyDictionary[discord.Client, dict[int, Exception]] = (
    weakref.WeakKeyDictionary()
)


def unpostable(client: discord.Client) -> dict[int, Exception]:
    """The channels where ``client``'s last public post was refused (a missing permission:
    channel id -> the refusal), until a post there succeeds (:mod:`bot.discord.routing`)."""
    return _UNPOSTABLE.setdefault(client, {})


class CannotPost(ServiceError):
    """The bot may not post the board in the game's channel, so the move waits. Field:
    ``missing``, the permissions to grant."""

    key = "discord.cannot_post"


POSTING = discord.Permissions(view_channel=True, send_messages=True, attach_files=True)
"""What the bot needs in a game's channel to post its boards (README, "Creating the Discord
application"); in a thread, Send Messages in Threads instead of Send Messages."""
IN_THREADS = discord.Permissions(
    view_channel=True, send_messages_in_threads=True, attach_files=True
)


def require_posting(interaction: discord.Interaction, channel_id: int) -> None:
    """Refuse a move the bot could not show: in the game's own channel the interaction carries
    the bot's permissions there (``app_permissions``); elsewhere (a DM button) the last refused
    post in that channel tells.

    Raises:
        CannotPost: naming the permissions to grant (in Discord's words).
    """
    if interaction.channel_id == channel_id and interaction.guild_id is not None:
        needed = IN_THREADS if isinstance(interaction.channel, discord.Thread) else POSTING
        lacking = discord.Permissions(needed.value & ~interaction.app_permissions.value)
    elif channel_id in unpostable(interaction.client):
        lacking = POSTING
    else:
        return
    if lacking.value:
        missing = ", ".join(_words(name) for name, granted in lacking if granted)
        raise CannotPost(missing=missing)


def _words(permission: str) -> str:
    """``send_messages`` -> ``Send Messages`` (as Discord's settings name it)."""
    return permission.replace("_", " ").title()
