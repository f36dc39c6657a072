"""The one routing helper: where each piece of a service's `Outputs` goes (AsyncTI4's lesson).

* Public posts go to the game's channel (as interaction followups when there is an
  interaction, else straight to the channel): text, the board image built by the service from the
  public view, decision components. They ping nobody: the table services' ping notice
  (:mod:`bot.discord.timers`) pings each seat once per decision, however many boards follow.
* Private posts go by DM to their one user. When Discord refuses a DM (403, code 50007) the
  caller, if it was them, gets the post ephemerally; otherwise the channel is told "I couldn't DM
  @user, use /hand" (naming nothing hidden, pinging nobody) once per (game, user), and again only
  after a DM to them has succeeded in between (:class:`ClosedDms`).
* The caller's own reply (which may name their hidden cards) is always ephemeral.
* One live set of decision components per game: a new public post removes the buttons and
  selects of the game's previous one (:func:`send_public`, ``live_posts``).

Nothing else in the adapter sends messages about games.
"""

from __future__ import annotations

import io
import logging
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

import render
from bot.discord import components
from bot.discord.context import answer, service_of
from bot.i18n import t
from bot.services.game_service import GameService
from bot.services.outputs import Outputs, PrivatePost, PublicPost
from bot.store import live_posts

log = logging.getLogger(__name__)

CONTENT_MAX = 2000
DM_CLOSED = 50007
BOARD_FILE = "board.png"
PRIVATE_FILE = "private.png"


def fit(text: str) -> str:
    """``text`` cut to Discord's 2000 characters (with an ellipsis when cut)."""
    return text if len(text) <= CONTENT_MAX else text[: CONTENT_MAX - 1] + "…"


def png(data: bytes | None, name: str) -> discord.File | None:
    """An attachment for PNG bytes, or ``None``; its description (the image's alt text) is the
    one the renderer kept in the PNG (:func:`render.alt_text`, at most 1024 characters)."""
    if data is None:
        return None
    return discord.File(io.BytesIO(data), filename=name, description=render.alt_text(data))


def mentions(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Allow pings of exactly ``user_ids`` (never @everyone or roles)."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(id=user_id) for user_id in user_ids],
    )


async def post_message(service: GameService, post: PublicPost | PrivatePost) -> dict[str, Any]:
    """The ``send`` keyword arguments of a post: text, image (the board for a public post, the
    private view for a private one), no pings, and its choices as components."""
    message: dict[str, Any] = {
        "content": fit(post.text),
        "allowed_mentions": discord.AllowedMentions.none(),
    }
    name = BOARD_FILE if isinstance(post, PublicPost) else PRIVATE_FILE
    if (file := png(post.image_png, name)) is not None:
        message["file"] = file
    view = await components.choice_view(service, post.game_id, post.version, post.choices)
    if view is not None:
        message["view"] = view
    return message


@dataclass
class ClosedDms:
    """The (game id, user id) pairs whose refused DM the channel has been told about.

    Kept in memory per client: after a restart the table is told once more, which is harmless.
    """

    announced: set[tuple[int, int]] = field(default_factory=set)

    def is_news(self, game_id: int, user_id: int) -> bool:
        """Whether a refused DM to ``user_id`` in ``game_id`` is to be announced; marks it told."""
        news = (game_id, user_id) not in self.announced
        self.announced.add((game_id, user_id))
        return news

    def reopened(self, game_id: int, user_id: int) -> None:
        """A DM to ``user_id`` in ``game_id`` succeeded: a later refusal is news again."""
        self.announced.discard((game_id, user_id))


_CLOSED: weakref.WeakKeyDictionary[discord.Client, ClosedDms] = weakref.WeakKeyDictionary()


def closed_dms(client: discord.Client) -> ClosedDms:
    """The closed-DM memory of ``client`` (created on first use)."""
    return _CLOSED.setdefault(client, ClosedDms())


async def send_dm(client: discord.Client, service: GameService, post: PrivatePost) -> bool:
    """DM ``post`` to its user; ``False`` when Discord refuses (closed DMs, unknown user)."""
    try:
        channel = await client.create_dm(discord.Object(id=post.user_id))
        await channel.send(**await post_message(service, post))
    except discord.Forbidden as error:
        if error.code != DM_CLOSED:
            log.warning("DM to %s refused (code %s)", post.user_id, error.code)
        return False
    except discord.NotFound:
        return False
    return True


async def deliver(interaction: discord.Interaction, outputs: Outputs) -> None:
    """Deliver ``outputs`` of a call made through ``interaction`` (which may be deferred).

    Public posts go to the game's channel whatever surface the call came from: as followups of
    an interaction made in that channel, else straight to the channel (a move made from a DM
    button must not post the public board into that DM).
    """
    service = service_of(interaction)
    public = await _public_target(interaction, service, outputs)
    for post in outputs.public:
        await send_public(interaction.client, service, public, post)
    await _deliver_private(
        interaction.client, service, outputs.private, public=public, caller=interaction
    )
    await answer(interaction, fit(outputs.reply or t("discord.done")))


async def send_public(
    client: discord.Client,
    service: GameService,
    target: discord.abc.Messageable | discord.Webhook,
    post: PublicPost,
) -> None:
    """Send a public post and keep one live set of decision components per game: the previous
    live post of the game loses its buttons and selects (a click on it would be refused as
    stale anyway), and this post becomes the live one if it carries any."""
    message = await post_message(service, post)
    sent = await target.send(**message)
    if not post.game_id:
        return
    live = sent.id if sent is not None and "view" in message else None
    channel_id = sent.channel.id if sent is not None else 0
    previous = await live_posts.swap(service.tables.db, post.game_id, channel_id, live)
    if previous is not None:
        old = client.get_partial_messageable(previous[0]).get_partial_message(previous[1])
        try:
            await old.edit(view=None)
        except discord.HTTPException:  # deleted or too old to edit: nothing to remove
            log.info("game %s: could not clear the components of %s", post.game_id, previous)


async def _public_target(
    interaction: discord.Interaction, service: GameService, outputs: Outputs
) -> discord.abc.Messageable | discord.Webhook:
    """Where ``outputs``' public posts go: the interaction's followups when it was made in the
    game's channel, else the game's channel itself."""
    game_ids = {post.game_id for post in outputs.public if post.game_id}
    if not game_ids:
        return interaction.followup
    table = await service.tables.by_id(min(game_ids))
    if table.row.channel_id == interaction.channel_id:
        return interaction.followup
    return interaction.client.get_partial_messageable(table.row.channel_id)


async def deliver_to_channel(
    client: discord.Client, service: GameService, channel_id: int, outputs: Outputs
) -> None:
    """Deliver ``outputs`` with no interaction (timers, bot players): channel and DMs only."""
    channel = client.get_partial_messageable(channel_id)
    for post in outputs.public:
        await send_public(client, service, channel, post)
    await _deliver_private(client, service, outputs.private, public=channel, caller=None)


async def _deliver_private(
    client: discord.Client,
    service: GameService,
    posts: Sequence[PrivatePost],
    *,
    public: discord.abc.Messageable | discord.Webhook,
    caller: discord.Interaction | None,
) -> None:
    memory = closed_dms(client)
    refused: list[int] = []
    for post in posts:
        if await send_dm(client, service, post):
            memory.reopened(post.game_id, post.user_id)
        elif caller is not None and caller.user.id == post.user_id:
            intro = t("discord.dm_fallback")
            message = await post_message(service, post)
            message["content"] = fit(f"{intro}\n{message['content']}")
            await caller.followup.send(ephemeral=True, **message)
        elif post.user_id not in refused and memory.is_news(post.game_id, post.user_id):
            refused.append(post.user_id)
    for user_id in refused:
        await public.send(
            content=t("discord.dm_failed", mention=f"<@{user_id}>"),
            allowed_mentions=discord.AllowedMentions.none(),
        )
