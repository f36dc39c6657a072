"""The messages and threads of the fake Discord's channels (:mod:`tests.discord.fake`).

:class:`ChannelMessages` stores, checks, edits, reads and deletes messages, and opens public
threads (``POST /channels/{id}/threads``, what discord.py's ``TextChannel.create_thread`` calls):
a thread is a channel of its own (type 11) whose messages are counted against its own rate limit;
opening one posts the "started a thread" system message in its parent channel, which counts
against the parent's. Every public message operation (send, edit, delete, thread) is counted per
channel (:class:`tests.discord.transport.ChannelRates`).
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
    may_open_threads = True
    """``False``: the bot lacks "Create Public Threads" (opening one fails with 403/50013)."""

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
        if sent.audience is None:
            self.rates.count(channel_id, "delete")
        del self.messages[message_id]

    def create_thread(self, parent_id: int, payload: dict[str, Any]) -> dict[str, Any]:
        """``POST /channels/{parent_id}/threads``: a public thread without a starter message,
        and the parent's "started a thread" system message."""
        parent = self.channels.get(parent_id)
        if parent is None or parent.get("type") != 0:
            raise DiscordError(404, 10003, "Unknown Channel")
        if not self.may_open_threads:
            raise DiscordError(403, 50013, "Missing Permissions")
        name = str(payload.get("name") or "")
        if not 1 <= len(name) <= THREAD_NAME_MAX:
            raise self.violate(f"thread name of {len(name)} characters")
        if payload.get("type") != PUBLIC_THREAD:
            raise self.violate(
                f"thread of type {payload.get('type')} (a public one is {PUBLIC_THREAD})"
            )
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
        notice = self.create_message(parent_id, {"content": name}, {}, audience=None)
        notice["type"] = THREAD_CREATED
        return thread

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
