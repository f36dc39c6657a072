"""The messages and threads of the fake Discord's channels (:mod:`tests.discord.fake`).

:class:`ChannelMessages` stores, checks, edits, reads and deletes messages, and opens public
threads (``POST /channels/{id}/threads``, what discord.py's ``TextChannel.create_thread`` and
``ForumChannel.create_thread`` call): a thread is a channel of its own (type 11, its ``parent_id``
the channel's, as discord.py's ``Thread.parent`` reads it) whose messages are counted against its
own rate limit; opening one in a text channel posts the "started a thread" system message in
that channel, which counts against the channel's; a forum post (a thread of a forum channel, type
15) opens with its first message, whose id is the thread's. Every public message operation (send,
edit, delete, thread) is counted per channel (:class:`tests.discord.transport.ChannelRates`).

Threads archive as Discord's do (:meth:`ChannelMessages.archive_thread`, after their
``auto_archive_duration`` without a message): a new message unarchives one; an edit or a
deletion in one is refused (400, code 50083) until ``PATCH /channels/{id}`` unarchives it, which a
locked thread refuses (403).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

from tests.discord.limits import check_message
from tests.discord.transport import ChannelRates, DiscordError

APP_ID = 900_000_000_000_000_001
LOADING = 128
THREAD_CREATED = 18  # the message type of "started a thread"
PUBLIC_THREAD = 11
FORUM = 15
ARCHIVED_THREAD = 50083  # "Operation cannot be performed on an archived thread"
THREAD_NAME_MAX = 100
ACTIVE_THREADS_MAX = 1000  # per server


@dataclass
class Sent:
    """One message as Discord stored it.

    Attributes:
        payload: the message object Discord returns (ids, content, components, attachments).
        files: attachment name -> bytes, as uploaded.
        audience: ``None`` for a public channel message, else the one user id who can see it.
    """

    payload: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    audience: int | None = None

    @property
    def id(self) -> int:
        return int(self.payload["id"])

    @property
    def content(self) -> str:
        return str(self.payload.get("content") or "")

    def custom_ids(self) -> list[str]:
        """Every component custom_id on this message."""
        return [
            c["custom_id"]
            for row in self.payload.get("components", [])
            for c in row.get("components", [])
            if "custom_id" in c
        ]


BOT_USER: dict[str, Any] = {
    "id": str(APP_ID),
    "username": "Orrery",
    "discriminator": "0",
    "avatar": None,
    "global_name": "Orrery",
    "bot": True,
}


class ChannelMessages:
    """The message store of :class:`tests.discord.fake.FakeDiscord` (a mixin over the fake's
    channels, rates, violations and id counter)."""

    guild_id: int
    messages: dict[int, Sent]
    channels: dict[int, dict[str, Any]]
    timeline: list[tuple[str, int]]
    rates: ChannelRates

    violations: list[str]
    _ids: Iterator[int]
    may_open_threads = False
    """Whether the bot has "Create Public Threads" (the README's invite does not ask for it):
    without it opening a thread fails with 403/50013, and interactions' ``app_permissions`` lack
    it (:class:`tests.discord.harness.Driver`). A test that wants threads grants it."""

    def new_id(self) -> int:
        """A fresh snowflake."""
        return next(self._ids)

    def violate(self, problem: str) -> DiscordError:
        """Record a breach of Discord's rules and return the error Discord would give."""
        self.violations.append(problem)
        return DiscordError(400, 50035, f"Invalid Form Body: {problem}")

    def create_message(
        self,
        channel_id: int,
        payload: dict[str, Any],
        uploads: dict[str, bytes],
        *,
        audience: int | None,
        flags: int = 0,
    ) -> dict[str, Any]:
        """Validate and store a new message; return Discord's message object.

        A ``LOADING`` message (a deferred "thinking" response) may be empty until edited.
        """
        for problem in [] if flags & LOADING else check_message(payload, uploads):
            raise self.violate(problem)
        message: dict[str, Any] = {
            "id": str(self.new_id()),
            "channel_id": str(channel_id),
            "type": 0,
            "author": BOT_USER,
            "content": payload.get("content") or "",
            "embeds": payload.get("embeds") or [],
            "components": payload.get("components") or [],
            "attachments": self._attachments(channel_id, uploads, payload),
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": discord.utils.utcnow().isoformat(),
            "edited_timestamp": None,
            "flags": flags | int(payload.get("flags") or 0),
            "allowed_mentions": payload.get("allowed_mentions"),
        }
        self.messages[int(message["id"])] = Sent(message, dict(uploads), audience)
        if audience is None:
            self.timeline.append(("send", int(message["id"])))
        return message

    def edit_message(
        self, message_id: int, payload: dict[str, Any] | None, uploads: dict[str, bytes]
    ) -> dict[str, Any]:
        """Apply an edit (content, components, attachments) to a stored message."""
        if message_id not in self.messages:
            raise DiscordError(404, 10008, "Unknown Message")
        sent = self.messages[message_id]
        self._refuse_if_archived(int(sent.payload["channel_id"]))
        merged = {**sent.payload, **(payload or {})}
        merged["flags"] = int(merged.get("flags") or 0) & ~LOADING
        for problem in check_message(merged, uploads or sent.files):
            raise self.violate(problem)
        if uploads:
            sent.files = dict(uploads)
            merged["attachments"] = self._attachments(int(merged["channel_id"]), uploads, payload)
        sent.payload = merged
        if sent.audience is None:
            self.timeline.append(("edit", message_id))
        return merged

    def _attachments(
        self, channel_id: int, uploads: dict[str, bytes], payload: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]:
        """Stored attachments of ``uploads``, with the description (alt text) ``payload`` gives
        each file."""
        described = {
            a.get("filename"): a["description"]
            for a in (payload or {}).get("attachments") or []
            if isinstance(a, dict) and a.get("description")
        }
        found = []
        for name, data in uploads.items():
            attachment_id = self.new_id()
            url = f"https://cdn.discordapp.com/attachments/{channel_id}/{attachment_id}/{name}"
            found.append(
                {
                    "id": str(attachment_id),
                    "filename": name,
                    "size": len(data),
                    "url": url,
                    "proxy_url": url,
                    **({"description": described[name]} if name in described else {}),
                }
            )
        return found

    # ---- reads, deletes and threads ------------------------------------------------------------

    def get_message(self, channel_id: int, message_id: int) -> dict[str, Any]:
        """``GET /channels/{channel_id}/messages/{message_id}``."""
        sent = self.messages.get(message_id)
        if sent is None or int(sent.payload["channel_id"]) != channel_id:
            raise DiscordError(404, 10008, "Unknown Message")
        return sent.payload

    def delete_message(self, channel_id: int, message_id: int) -> None:
        """``DELETE /channels/{channel_id}/messages/{message_id}`` (counted when public)."""
        sent = self.messages.get(message_id)
        if sent is None or int(sent.payload["channel_id"]) != channel_id:
            raise DiscordError(404, 10008, "Unknown Message")
        self._refuse_if_archived(channel_id)
        if sent.audience is None:
            self.rates.count(channel_id, "delete")
        del self.messages[message_id]

    def create_thread(self, parent_id: int, payload: dict[str, Any]) -> dict[str, Any]:
        """``POST /channels/{parent_id}/threads``: a public thread without a starter message and
        the parent's "started a thread" system message; in a forum, a post with its first
        message (``payload["message"]``, returned as the thread's ``message``)."""
        parent = self.channels.get(parent_id)
        if parent is None or parent.get("type") not in (0, FORUM):
            raise DiscordError(404, 10003, "Unknown Channel")
        if not self.may_open_threads:
            raise DiscordError(403, 50013, "Missing Permissions")
        name = str(payload.get("name") or "")
        if not 1 <= len(name) <= THREAD_NAME_MAX:
            raise self.violate(f"thread name of {len(name)} characters")
        forum = parent["type"] == FORUM
        if not forum and payload.get("type") != PUBLIC_THREAD:
            raise self.violate(
                f"thread of type {payload.get('type')} (a public one is {PUBLIC_THREAD})"
            )
        if forum and not (payload.get("message") or {}).get("content"):
            raise self.violate("a forum post without its first message")
        if len(self.threads_of()) >= ACTIVE_THREADS_MAX:
            raise self.violate(f"more than {ACTIVE_THREADS_MAX} active threads")
        self.rates.count(parent_id, "thread")
        thread = {
            "id": str(self.new_id()),
            "type": PUBLIC_THREAD,
            "guild_id": str(self.guild_id),
            "parent_id": str(parent_id),
            "owner_id": BOT_USER["id"],
            "name": name,
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": int(payload.get("auto_archive_duration") or 1440),
                "archive_timestamp": discord.utils.utcnow().isoformat(),
                "locked": False,
            },
        }
        self.channels[int(thread["id"])] = thread
        if forum:
            first = self.create_message(int(thread["id"]), payload["message"], {}, audience=None)
            return {**thread, "message": first}
        notice = self.create_message(parent_id, {"content": name}, {}, audience=None)
        notice["type"] = THREAD_CREATED
        return thread

    def archive_thread(self, thread_id: int, *, locked: bool = False) -> None:
        """Archive a thread, as Discord does after its ``auto_archive_duration`` without a
        message (``locked``: a moderator locked it too)."""
        metadata = self.channels[thread_id]["thread_metadata"]
        metadata.update(archived=True, locked=locked)

    def edit_channel(self, channel_id: int, payload: dict[str, Any]) -> dict[str, Any]:
        """``PATCH /channels/{channel_id}``: only unarchiving a thread is expected of the bot
        (refused in a locked thread: the bot has no Manage Threads)."""
        channel = self.channels.get(channel_id)
        if channel is None:
            raise DiscordError(404, 10003, "Unknown Channel")
        if channel.get("type") != PUBLIC_THREAD or set(payload) != {"archived"}:
            raise self.violate(f"unexpected channel edit {sorted(payload)}")
        metadata = channel["thread_metadata"]
        if metadata["locked"]:
            raise DiscordError(403, 50013, "Missing Permissions")
        metadata["archived"] = bool(payload["archived"])
        return channel

    def post_into(self, channel_id: int) -> None:
        """A new message in ``channel_id``: an archived thread is unarchived by it (a locked one
        refuses it)."""
        metadata = self.channels.get(channel_id, {}).get("thread_metadata")
        if metadata is None or not metadata["archived"]:
            return
        if metadata["locked"]:
            raise DiscordError(400, ARCHIVED_THREAD, "Thread is locked")
        metadata["archived"] = False

    def _refuse_if_archived(self, channel_id: int) -> None:
        metadata = self.channels.get(channel_id, {}).get("thread_metadata")
        if metadata is not None and metadata["archived"]:
            raise DiscordError(400, ARCHIVED_THREAD, "Thread is archived")

    def delete_thread(self, thread_id: int) -> None:
        """A moderator deletes a thread and its messages (later sends there get 404)."""
        del self.channels[thread_id]
        for message_id in [m.id for m in self.in_channel(thread_id)]:
            del self.messages[message_id]

    def threads_of(self, parent_id: int | None = None) -> list[dict[str, Any]]:
        """The threads opened (in ``parent_id``, or anywhere), oldest first."""
        return [
            c
            for c in self.channels.values()
            if c.get("type") == PUBLIC_THREAD
            and (parent_id is None or c["parent_id"] == str(parent_id))
        ]

    def in_channel(self, channel_id: int) -> list[Sent]:
        """The messages now in ``channel_id`` (a channel or a thread), oldest first."""
        return [m for m in self.messages.values() if int(m.payload["channel_id"]) == channel_id]
