"""The one routing helper: where each piece of a service's `Outputs` goes (AsyncTI4's lesson).

* Public posts go to the game's channel through its outbound queue (:mod:`bot.discord.outbox`:
  at most 5 messages or edits per 5 s, a 429 waited out, waiting edits of one message merged):
  text, the board image built by the service from the public view, decision components. They
  ping nobody: the table services' ping notice (:func:`send_notice`) pings each seat once per
  decision, however many boards follow.
* A board post (``PublicPost.board`` > 0) is the board of one turn: the first post of a board
  number is sent, the later ones *edit* that message in place (text, image, components;
  ``board_messages``); an edit whose picture is byte-for-byte the one the message carries keeps
  its attachment instead of uploading it again (the digest is kept with the message).
* Private posts go by DM to their one user. When Discord refuses a DM (403, code 50007) the
  caller, if it was them, gets the post ephemerally (unless their interaction's token has
  expired, :func:`~bot.discord.context.token_expired`: a board that waited long in the outbox);
  otherwise the channel is told "I couldn't DM @user, use /hand" (naming nothing hidden, pinging
  nobody) once per (game, user), and again only after a DM to them has succeeded in between
  (:class:`ClosedDms`).
* The caller's own reply (which may name their hidden cards) is always ephemeral.
* One live set of decision components per game: a new public post removes the buttons and
  selects of the game's previous one (:func:`send_public`, ``live_posts``).
* A table with ``board_history=thread`` keeps one board in the channel: the board a new one
  replaces is moved into the game's thread (:mod:`bot.discord.history`).
* The daily digest goes by DM to its one player (:func:`send_direct`).

Nothing else in the adapter sends messages about games.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar, cast

import discord

import render
from bot.discord import components, history, rematch
from bot.discord.context import HasService, answer, service_of, token_expired, unpostable
from bot.discord.messages import parts
from bot.discord.outbox import Job, TryAgain, outbox_of
from bot.i18n import t
from bot.services.compose import since_last_turn
from bot.services.game_service import GameService
from bot.services.notices import TableNotice
from bot.services.outputs import Outputs, PrivatePost, PublicPost
from bot.store import boards, live_posts

log = logging.getLogger(__name__)

DM_CLOSED = 50007
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
BOARD_FILE = "board.png"
PRIVATE_FILE = "private.png"


T = TypeVar("T")


async def send_split(send: Callable[..., Awaitable[T]], message: dict[str, Any]) -> T:
    """Send ``message`` (``send`` keyword arguments) through ``send``; content past Discord's
    limit follows in more messages, split between lines (:func:`bot.discord.messages.parts`),
    pinging nobody. Returns what the first ``send`` returned."""
    first, *rest = parts(message["content"]) or [message["content"]]
    sent = await send(**{**message, "content": first})
    for part in rest:
        await send(content=part, allowed_mentions=discord.AllowedMentions.none())
    return sent


def png(data: bytes | None, name: str) -> discord.File | None:
    """An attachment for PNG bytes, or ``None``; its description (the image's alt text) is the
    one the renderer kept in the PNG (:func:`render.alt_text`, at most 1024 characters)."""
    if data is None:
        return None
    return discord.File(io.BytesIO(data), filename=name, description=render.alt_text(data))


def image_digest(png: bytes | None) -> str:
    """The SHA-256 (hex) of a board picture's bytes (which hold its alt text too); ``""`` for
    none."""
    return "" if png is None else hashlib.sha256(png).hexdigest()


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
        "content": post.text,
        "allowed_mentions": discord.AllowedMentions.none(),
    }
    name = BOARD_FILE if isinstance(post, PublicPost) else PRIVATE_FILE
    if (file := png(post.image_png, name)) is not None:
        message["file"] = file
    view = components.choice_view(post.game_id, post.version, post.choices)
    if isinstance(post, PublicPost) and post.rematch:
        view = view or discord.ui.View(timeout=None)
        view.add_item(rematch.RematchButton(post.game_id, post.rematch))
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
        await send_split(channel.send, await post_message(service, post))
    except discord.Forbidden as error:
        if error.code != DM_CLOSED:
            log.warning("DM to %s refused (code %s)", post.user_id, error.code)
        return False
    except discord.NotFound:
        return False
    except discord.HTTPException as error:  # a server error: told like a refusal, never lost
        log.warning("DM to %s failed: %s", post.user_id, error)
        return False
    return True


async def deliver(interaction: discord.Interaction, outputs: Outputs) -> None:
    """Deliver ``outputs`` of a call made through ``interaction`` (which may be deferred).

    Public posts go to the game's channel whatever surface the call came from (a move made from
    a DM button must not post the public board into that DM), through the channel's outbox;
    the DMs follow once they went out, and the notices
    :func:`~bot.discord.context.after_boards` held are queued after them.
    """
    service = service_of(interaction)
    channel_id = await _public_channel(interaction, service, outputs)
    sent = [send_public(interaction.client, service, channel_id, p) for p in outputs.public]
    failures = [error for error in await asyncio.gather(*sent) if isinstance(error, Exception)]
    await _deliver_private(
        interaction.client, service, outputs.private, channel_id=channel_id, caller=interaction
    )
    said = outputs.reply or t("discord.done")
    if failures:
        said = "\n".join([said, failure_sentence(failures[0])])
    await answer(interaction, said)


def failure_sentence(error: Exception) -> str:
    """What the caller is told when their move's board could not be posted."""
    if isinstance(error, discord.Forbidden):
        return t("discord.board_forbidden")
    return t("discord.board_delayed")


def send_public(
    client: discord.Client, service: GameService, channel_id: int, post: PublicPost
) -> asyncio.Future[Exception | None]:
    """Queue a public post for ``channel_id`` (see the module docstring).

    A board post of a number already sent edits that message; a later edit of the same board
    waiting in the queue replaces the earlier one. Either way the game keeps one live set of
    decision components: the previous live post loses its buttons and selects (a click on it
    would be refused as stale anyway), and this post becomes the live one if it carries any.

    Returns:
        A future done once the post went out (``None``) or failed for good (the error;
        :func:`post_failed` has been told), see :meth:`Outbox.put`.
    """
    key = ("board", post.game_id, post.board) if post.game_id and post.board else None
    job = Job(lambda: _post(client, service, channel_id, post), key=key)
    done = outbox_of(client).put(channel_id, job)
    done.add_done_callback(lambda future: _after(client, service, channel_id, future))
    return done


def _after(
    client: discord.Client,
    service: GameService,
    channel_id: int,
    future: asyncio.Future[Exception | None],
) -> None:
    """Once a public post went out or failed: a failure is told (:func:`post_failed`)."""
    error = None if future.cancelled() else future.result()
    if error is None:
        unpostable(client).pop(channel_id, None)
        return
    asyncio.get_running_loop().create_task(post_failed(client, service, channel_id, error))


async def post_failed(
    client: discord.Client, service: GameService, channel_id: int, error: Exception
) -> None:
    """A public post of ``channel_id`` failed for good (:mod:`bot.discord.outbox`): the channel
    deleted archives its game; a missing permission is remembered, so the next player who acts
    there is told why and the game waits (:func:`bot.discord.context.require_posting`); any other
    failure (a long outage) is told to the table, and the next move posts the board again."""
    if isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL:
        await service.channel_gone(channel_id)
    elif isinstance(error, discord.Forbidden):
        unpostable(client)[channel_id] = error
        log.warning("cannot post in channel %s: %s", channel_id, error)
    else:
        text = t("discord.board_failed")
        await send_notice(client, TableNotice(channel_id, text), None)


async def _post(
    client: discord.Client, service: GameService, channel_id: int, post: PublicPost
) -> None:
    """Send ``post`` (or edit its board's message) now: one request; then queue the follow-ups
    (the previous live post's components removed, the replaced board moved to the thread)."""
    db = service.tables.db
    message = await post_message(service, post)
    channel = client.get_partial_messageable(channel_id)
    found = await boards.message_of(db, post.game_id, post.board) if post.board else None
    moved: tuple[int, int] | None = None
    picture = image_digest(post.image_png)
    if found is not None:
        first, *rest = parts(post.text) or [post.text]
        edit = dict(message, content=first)
        file = edit.pop("file", None)
        if picture != found[2]:  # an unchanged picture keeps its attachment: no upload
            edit["attachments"] = [] if file is None else [file]
        edit.setdefault("view", None)
        try:
            await channel.get_partial_message(found[1]).edit(**edit)
        except discord.NotFound as gone:
            if gone.code != UNKNOWN_MESSAGE:
                raise
            # deleted by a moderator: forget it, so this post (and every later one) is sent anew
            await boards.forget_message(db, post.game_id, post.board)
            raise TryAgain from gone
        if picture != found[2]:
            await boards.record_image(db, post.game_id, post.board, picture)
        for part in rest:
            await channel.send(content=part, allowed_mentions=discord.AllowedMentions.none())
        sent_id = found[1]
    else:
        sent = await send_split(channel.send, message)
        sent_id = sent.id
        if post.board:
            replaced = await boards.record_message(
                db, post.game_id, post.board, channel_id, sent_id, picture
            )
            if replaced is not None and await history.keeps_history(service, post.game_id):
                moved = replaced
                await history.move(client, service, post.game_id, replaced)
    if not post.game_id:
        return
    live = sent_id if "view" in message and message["view"] is not None else None
    previous = await live_posts.swap(db, post.game_id, channel_id, live)
    if previous is not None and previous[1] != sent_id and previous != moved:
        strip(client, previous)  # a board moved to the thread leaves without its buttons


def strip(client: discord.Client, where: tuple[int, int]) -> None:
    """Queue the removal of the buttons and selects of message ``where`` (channel, message)."""

    async def run() -> None:
        old = client.get_partial_messageable(where[0]).get_partial_message(where[1])
        await old.edit(view=None)

    outbox_of(client).put(where[0], Job(run, key=("strip", where[1])))


async def send_notice(
    client: discord.Client, notice: TableNotice, view: discord.ui.View | None
) -> None:
    """Queue a table notice for its channel: its text, its files, pings for exactly its users,
    ``view``.

    A notice that pings (a turn's ping, a reminder) also says what happened since each pinged
    seat last moved (:func:`compose.since_last_turn`), so a returning player reads one message.
    """
    text = notice.text
    if notice.game_id and notice.mention_user_ids:
        service = cast(HasService, client).service
        since = await since_last_turn(service.tables, notice.game_id, notice.mention_user_ids)
        text = "\n".join([text, *since])

    async def run() -> None:
        channel = client.get_partial_messageable(notice.channel_id)
        message = {
            "content": text,
            "allowed_mentions": mentions(notice.mention_user_ids),
            "view": view if view is not None else discord.utils.MISSING,
        }
        if notice.files:
            message["files"] = [
                discord.File(io.BytesIO(f.data), filename=f.name, description=f.description or None)
                for f in notice.files
            ]
        await send_split(channel.send, message)

    outbox_of(client).put(notice.channel_id, Job(run))


async def send_direct(client: discord.Client, notice: TableNotice) -> bool:
    """DM ``notice`` (a daily digest) to its one user, pinging nobody; ``False`` when Discord
    refuses (closed DMs, unknown user: that day's digest is not sent, and logged)."""
    assert notice.dm_user_id is not None
    try:
        channel = await client.create_dm(discord.Object(id=notice.dm_user_id))
        message = {"content": notice.text, "allowed_mentions": discord.AllowedMentions.none()}
        await send_split(channel.send, message)
    except (discord.Forbidden, discord.NotFound) as error:
        log.info("digest DM to %s refused: %s", notice.dm_user_id, error)
        return False
    return True


async def _public_channel(
    interaction: discord.Interaction, service: GameService, outputs: Outputs
) -> int:
    """Where ``outputs``' public posts go: the game's channel, else the interaction's."""
    game_ids = {post.game_id for post in outputs.public if post.game_id}
    if not game_ids:
        return interaction.channel_id or 0
    table = await service.tables.by_id(min(game_ids))
    return table.row.channel_id


async def deliver_to_channel(
    client: discord.Client, service: GameService, channel_id: int, outputs: Outputs
) -> None:
    """Deliver ``outputs`` with no interaction (timers, bot players): channel and DMs only."""
    for post in outputs.public:
        send_public(client, service, channel_id, post)
    await _deliver_private(client, service, outputs.private, channel_id=channel_id, caller=None)


async def _deliver_private(
    client: discord.Client,
    service: GameService,
    posts: Sequence[PrivatePost],
    *,
    channel_id: int,
    caller: discord.Interaction | None,
) -> None:
    memory = closed_dms(client)
    refused: list[int] = []
    for post in posts:
        if await send_dm(client, service, post):
            memory.reopened(post.game_id, post.user_id)
        elif caller is not None and caller.user.id == post.user_id and not token_expired(caller):
            intro = t("discord.dm_fallback")
            message = await post_message(service, post)
            message["content"] = f"{intro}\n{message['content']}"
            await send_split(partial(caller.followup.send, ephemeral=True), message)
        elif post.user_id not in refused and memory.is_news(post.game_id, post.user_id):
            refused.append(post.user_id)
    for user_id in refused:
        text = t("discord.dm_failed", mention=f"<@{user_id}>")
        await send_notice(client, TableNotice(channel_id, text), None)
