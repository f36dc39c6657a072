"""An in-memory Discord for end-to-end tests through discord.py's own dispatch (docs/design.md §7).

:class:`FakeDiscord` answers the bot's REST calls (``bot.http.request``), CDN reads and the
interaction webhooks (a fake ``AsyncWebhookAdapter`` installed through
``discord.webhook.async_.async_context``) like Discord does, and records every request. It enforces
what Discord enforces; each breach is recorded in :attr:`FakeDiscord.violations` (the fixtures
assert it stays empty) and answered with Discord's own error. The driver that injects interactions
lives in :mod:`tests.discord.harness`.

Rate limits: every public message operation is counted per channel (:attr:`FakeDiscord.rates`,
:class:`tests.discord.transport.ChannelRates`); more than 5 in 5 s is a violation, and a 429 can
be given on demand. Messages and threads are kept by
:class:`tests.discord.threads.ChannelMessages`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter

from tests.discord.limits import check_autocomplete, check_command
from tests.discord.threads import APP_ID, BOT_USER, LOADING, ChannelMessages
from tests.discord.threads import Sent as Sent  # tests import it from here
from tests.discord.transport import ChannelRates, DiscordError

EPHEMERAL = 64
FIRST_RESPONSE_LIMIT_S = 3.0
_PARAM = re.compile(r"\{(\w+)\}")


@dataclass
class Interaction:
    """An injected interaction and what the bot answered (``answered`` is set on the first
    response)."""

    id: int
    token: str
    user_id: int
    channel_id: int
    injected_at: float
    message_id: int | None = None
    response_type: int | None = None
    first_response_s: float | None = None
    ephemeral: bool = False
    original: int | None = None
    choices: list[dict[str, Any]] | None = None
    followups: list[int] = field(default_factory=list)
    answered: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass
class Fault:
    """Requests to answer with an error instead (:meth:`FakeDiscord.inject`)."""

    method: str
    path: str
    error: DiscordError
    times: int
    channel_id: int | None = None


def _route_params(route: Route) -> dict[str, str]:
    pattern = re.escape(Route.BASE + route.path).replace(r"\{", "{").replace(r"\}", "}")
    pattern = _PARAM.sub(lambda m: f"(?P<{m.group(1)}>[^/?]+)", pattern)
    match = re.fullmatch(pattern, route.url.split("?")[0])
    return match.groupdict() if match else {}


class FakeDiscord(ChannelMessages):
    """Discord's REST and interaction endpoints, in memory, for one guild."""

    def __init__(self, *, guild_id: int = 800_000_000_000_000_001) -> None:
        self.guild_id = guild_id
        self._ids = itertools.count(1_100_000_000_000_000_000)
        self.requests: list[tuple[str, str, Any]] = []
        self.faults: list[Fault] = []
        self.injected: list[tuple[str, str, int]] = []
        self.messages: dict[int, Sent] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self.dm_of: dict[int, int] = {}
        self.closed_dms: set[int] = set()
        self.interactions: dict[str, Interaction] = {}
        self.commands: list[dict[str, Any]] = []
        self.violations: list[str] = []
        self.users: dict[int, dict[str, Any]] = {}
        self.lag_s = 0.0
        self.rates = ChannelRates(self.violations)
        self.pace = self.rates.pace
        self.timeline: list[tuple[str, int]] = []

    # ---- the interaction clock ------------------------------------------------------------------

    def now(self) -> float:
        """Seconds on the clock of the 3 s first-response limit (``perf_counter`` plus lag)."""
        return time.perf_counter() + self.lag_s

    def elapse(self, seconds: float) -> None:
        """Pretend ``seconds`` of slow work went by: every open interaction's clock runs on."""
        self.lag_s += seconds

    # ---- identities -------------------------------------------------------------------------

    def add_user(self, name: str, *, dms_open: bool = True) -> dict[str, Any]:
        """Create a user; with ``dms_open=False`` every DM to them fails with 403/50007."""
        user: dict[str, Any] = {
            "id": str(self.new_id()),
            "username": name,
            "discriminator": "0",
            "avatar": None,
            "global_name": name,
        }
        self.users[int(user["id"])] = user
        if not dms_open:
            self.closed_dms.add(int(user["id"]))
        return user

    def add_text_channel(self, name: str = "table", *, kind: int = 0) -> dict[str, Any]:
        """Create a guild text channel (``kind=15``: a forum channel)."""
        channel: dict[str, Any] = {
            "id": str(self.new_id()),
            "type": kind,
            "name": name,
            "position": 0,
            "guild_id": str(self.guild_id),
            "permission_overwrites": [],
            "nsfw": False,
        }
        self.channels[int(channel["id"])] = channel
        return channel

    # ---- views on what was sent ----------------------------------------------------------------

    def public_messages(self) -> list[Sent]:
        """Messages everyone in the channel can read."""
        return [m for m in self.messages.values() if m.audience is None]

    def private_messages(self, user_id: int) -> list[Sent]:
        """DMs and ephemeral messages only ``user_id`` can read."""
        return [m for m in self.messages.values() if m.audience == user_id]

    def dms(self, user_id: int) -> list[Sent]:
        """Messages delivered to ``user_id``'s DM channel."""
        channel = self.dm_of.get(user_id)
        return [m for m in self.messages.values() if int(m.payload["channel_id"]) == channel]

    def since(self, mark: int) -> list[tuple[str, Sent]]:
        """``("send" | "edit", message)`` of every public message sent or edited after the
        first ``mark`` entries of :attr:`timeline`, in order (a message deleted since is left
        out)."""
        return [
            (kind, self.messages[message_id])
            for kind, message_id in self.timeline[mark:]
            if message_id in self.messages
        ]

    # ---- the transport hooks ---------------------------------------------------------------------

    async def http_request(
        self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any
    ) -> Any:
        """Stands in for ``discord.http.HTTPClient.request``."""
        payload = kwargs.get("json")
        uploads: dict[str, bytes] = {}
        if form:
            payload, uploads = self._unpack_form(form, files)
        self.requests.append((route.method, route.path, payload))
        params = _route_params(route)
        try:
            self._injected(route, params)
            return self._rest(route, params, payload, uploads)
        except DiscordError as error:
            error.raise_()

    def inject(
        self,
        method: str,
        path: str,
        error: DiscordError,
        *,
        times: int = 1,
        channel_id: int | None = None,
    ) -> None:
        """Answer the next ``times`` requests ``method path`` (discord.py's route template,
        e.g. ``/channels/{channel_id}/messages``; to ``channel_id`` only, when given) with
        ``error``, as Discord does in an outage or a permission change."""
        self.faults.append(Fault(method, path, error, times, channel_id))

    def _injected(self, route: Route, params: dict[str, str]) -> None:
        for fault in self.faults:
            channel = params.get("channel_id")
            if (
                fault.times > 0
                and (fault.method, fault.path) == (route.method, route.path)
                and (fault.channel_id is None or str(fault.channel_id) == channel)
            ):
                fault.times -= 1
                self.injected.append((route.method, route.path, fault.error.status))
                raise fault.error

    async def get_from_cdn(self, url: str) -> bytes:
        """Stands in for ``HTTPClient.get_from_cdn``: attachment bytes by URL."""
        for message in self.messages.values():
            for attachment in message.payload["attachments"]:
                if attachment["url"] == url:
                    return message.files[attachment["filename"]]
        raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "asset not found")

    def adapter(self) -> FakeWebhookAdapter:
        """A webhook adapter answering interaction callbacks and followups."""
        return FakeWebhookAdapter(self)

    @staticmethod
    def _unpack_form(form: Any, files: Any) -> tuple[dict[str, Any], dict[str, bytes]]:
        payload: dict[str, Any] = {}
        uploads: dict[str, bytes] = {}
        for part in form:
            if part["name"] == "payload_json":
                payload = json.loads(part["value"])
            else:
                part["value"].seek(0)
                uploads[part["filename"]] = part["value"].read()
        for file in files or ():
            file.reset()
        return payload, uploads

    def _rest(
        self, route: Route, params: dict[str, str], payload: Any, uploads: dict[str, bytes]
    ) -> Any:
        key = (route.method, route.path)
        if key == ("GET", "/users/@me"):
            return BOT_USER
        if key == ("GET", "/oauth2/applications/@me"):
            return {
                "id": str(APP_ID),
                "name": "Orrery",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0",
                "owner": BOT_USER,
                "flags": 0,
            }
        if route.method == "PUT" and route.path.endswith("/commands"):
            return self._upsert_commands(payload)
        if key == ("GET", "/users/{user_id}"):
            if int(params["user_id"]) not in self.users:
                raise DiscordError(404, 10013, "Unknown User")
            return self.users[int(params["user_id"])]
        if key == ("POST", "/users/@me/channels"):
            return self._open_dm(int(payload["recipient_id"]))
        if key == ("GET", "/channels/{channel_id}"):
            return self._channel(int(params["channel_id"]))
        if key == ("PATCH", "/channels/{channel_id}"):
            return self.edit_channel(int(params["channel_id"]), payload)
        if key == ("POST", "/channels/{channel_id}/messages"):
            channel_id = int(params["channel_id"])
            self._channel(channel_id)
            if any(self.dm_of.get(user) == channel_id for user in self.closed_dms):
                raise DiscordError(403, 50007, "Cannot send messages to this user")
            audience = self._dm_user(channel_id)
            self.post_into(channel_id)
            if audience is None:
                self.rates.count(channel_id, "send")
            return self.create_message(channel_id, payload, uploads, audience=audience)
        if key == ("GET", "/channels/{channel_id}/messages/{message_id}"):
            return self.get_message(int(params["channel_id"]), int(params["message_id"]))
        if key == ("DELETE", "/channels/{channel_id}/messages/{message_id}"):
            return self.delete_message(int(params["channel_id"]), int(params["message_id"]))
        if key == ("POST", "/channels/{channel_id}/threads"):
            return self.create_thread(int(params["channel_id"]), payload)
        if key == ("PATCH", "/channels/{channel_id}/messages/{message_id}"):
            channel_id = int(params["channel_id"])
            if self._dm_user(channel_id) is None:
                self.rates.count(channel_id, "edit")
            return self.edit_message(int(params["message_id"]), payload, uploads)
        raise self.violate(f"unexpected REST call {route.method} {route.path}")

    def _channel(self, channel_id: int) -> dict[str, Any]:
        if channel_id not in self.channels:
            raise DiscordError(404, 10003, "Unknown Channel")
        return self.channels[channel_id]

    def _dm_user(self, channel_id: int) -> int | None:
        return next((user for user, dm in self.dm_of.items() if dm == channel_id), None)

    def _open_dm(self, user_id: int) -> dict[str, Any]:
        if user_id not in self.users:
            raise DiscordError(400, 50033, "Invalid Recipient(s)")
        if user_id not in self.dm_of:
            channel: dict[str, Any] = {
                "id": str(self.new_id()),
                "type": 1,
                "recipients": [self.users[user_id]],
            }
            self.channels[int(channel["id"])] = channel
            self.dm_of[user_id] = int(channel["id"])
        return self.channels[self.dm_of[user_id]]

    def _upsert_commands(self, payload: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for command in payload:
            for problem in check_command(command):
                raise self.violate(problem)
        self.commands = [
            {**c, "id": str(self.new_id()), "application_id": str(APP_ID), "version": "1"}
            for c in payload
        ]
        return self.commands

    # ---- interactions -----------------------------------------------------------------------

    def register_interaction(
        self, user_id: int, channel_id: int, message_id: int | None = None
    ) -> Interaction:
        """Record an interaction about to be injected (its clock starts now)."""
        record = Interaction(
            id=self.new_id(),
            token=f"token-{self.new_id()}",
            user_id=user_id,
            channel_id=channel_id,
            injected_at=self.now(),
            message_id=message_id,
        )
        self.interactions[record.token] = record
        return record

    def interaction_callback(
        self, token: str, payload: dict[str, Any], uploads: dict[str, bytes]
    ) -> dict[str, Any]:
        """``POST /interactions/{id}/{token}/callback``: the first (and only) response."""
        record = self.interactions[token]
        if record.response_type is not None:
            raise self.violate("interaction acknowledged twice (40060)")
        elapsed = self.now() - record.injected_at
        if elapsed > FIRST_RESPONSE_LIMIT_S:
            self.violations.append(f"first response after {elapsed:.2f} s")
            raise DiscordError(404, 10062, "Unknown interaction")
        record.first_response_s = elapsed
        record.response_type = int(payload["type"])
        record.answered.set()
        data = payload.get("data") or {}
        record.ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        return self._callback_resource(record, payload["type"], data, uploads)

    def _callback_resource(
        self, record: Interaction, kind: int, data: dict[str, Any], uploads: dict[str, bytes]
    ) -> dict[str, Any]:
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(record.id),
                "type": 2,
                "response_message_ephemeral": record.ephemeral,
            }
        }
        if kind == 8:
            for problem in check_autocomplete(data.get("choices", [])):
                raise self.violate(problem)
            record.choices = data.get("choices", [])
        elif kind in (4, 5):
            if self._audience(record) is None:
                self.rates.count(record.channel_id, "send", refusable=False)
            message = self.create_message(
                record.channel_id,
                data,
                uploads,
                audience=self._audience(record),
                flags=LOADING if kind == 5 else 0,
            )
            record.original = int(message["id"])
            answer["resource"] = {"type": kind, "message": message}
        elif kind == 7 and record.message_id is not None:
            message = self.edit_message(record.message_id, data, uploads)
            answer["resource"] = {"type": kind, "message": message}
        elif kind not in (6, 7):
            raise self.violate(f"unsupported interaction response type {kind}")
        return answer

    @staticmethod
    def _audience(record: Interaction) -> int | None:
        return record.user_id if record.ephemeral else None

    def followup(
        self, token: str, payload: dict[str, Any], uploads: dict[str, bytes]
    ) -> dict[str, Any]:
        """``POST /webhooks/{app}/{token}``: a followup message."""
        record = self.interactions[token]
        if record.response_type is None:
            raise self.violate("followup before the interaction was acknowledged (10015)")
        flags = int(payload.get("flags") or 0)
        audience = record.user_id if flags & EPHEMERAL else None
        if audience is None:
            self.rates.count(record.channel_id, "send")
        message = self.create_message(record.channel_id, payload, uploads, audience=audience)
        record.followups.append(int(message["id"]))
        return message

    def original(
        self, token: str, method: str, payload: dict[str, Any] | None, uploads: dict[str, bytes]
    ) -> dict[str, Any] | None:
        """``/webhooks/{app}/{token}/messages/@original``: read, edit or delete the response."""
        record = self.interactions[token]
        if record.original is None:
            raise DiscordError(404, 10008, "Unknown Message")
        if method == "GET":
            return self.messages[record.original].payload
        if method == "DELETE":
            del self.messages[record.original]
            record.original = None
            return None
        return self.edit_message(record.original, payload, uploads)


TOKEN_LIFETIME_S = 15 * 60
"""How long an interaction's token answers follow-ups and edits (Discord: 15 minutes)."""


class FakeWebhookAdapter(AsyncWebhookAdapter):
    """Answers interaction callbacks, followups and response edits from :class:`FakeDiscord`."""

    def __init__(self, discord_: FakeDiscord) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.discord = discord_

    async def request(
        self,
        route: Route,
        session: Any = None,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Any = None,
        **kwargs: Any,
    ) -> Any:
        """Stands in for ``AsyncWebhookAdapter.request``."""
        uploads: dict[str, bytes] = {}
        if multipart:
            payload, uploads = FakeDiscord._unpack_form(multipart, files)
        self.discord.requests.append((route.method, route.path, payload))
        try:
            return self._dispatch(route, _route_params(route), payload or {}, uploads)
        except DiscordError as error:
            error.raise_()

    def _dispatch(
        self,
        route: Route,
        params: dict[str, str],
        payload: dict[str, Any],
        uploads: dict[str, bytes],
    ) -> Any:
        fake = self.discord
        token = params.get("webhook_token", "")
        if token not in fake.interactions:
            raise DiscordError(404, 10015, "Unknown Webhook")
        age = fake.now() - fake.interactions[token].injected_at
        if age > TOKEN_LIFETIME_S and not route.path.endswith("/callback"):
            fake.violations.append(f"interaction token used after {age:.0f} s")
            raise DiscordError(401, 50027, "Invalid Webhook Token")
        if route.path.endswith("/callback"):
            return fake.interaction_callback(token, payload, uploads)
        if route.path.endswith("/messages/@original"):
            return fake.original(token, route.method, payload, uploads)
        if route.method == "POST" and route.path == "/webhooks/{webhook_id}/{webhook_token}":
            return fake.followup(token, payload, uploads)
        if route.method == "PATCH" and route.path.endswith("/messages/{message_id}"):
            return fake.edit_message(int(params["message_id"]), payload, uploads)
        raise fake.violate(f"unexpected webhook call {route.method} {route.path}")
