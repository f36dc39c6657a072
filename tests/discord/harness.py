"""Drives a discord.py client through its own dispatch with :class:`FakeDiscord`
(docs/design.md §7).

Install with :func:`install` (before ``login``), then :class:`Driver` injects slash commands,
autocomplete requests and component clicks with ``state.parsers["INTERACTION_CREATE"]`` and awaits
every task discord.py spawned for them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands
from discord.webhook.async_ import async_context

from bot.discord.outbox import use_pace
from tests.discord.fake import FakeDiscord, Interaction, Sent
from tests.discord.threads import APP_ID
from tests.discord.transport import CHANNEL_WINDOW_S

SETTLE_TIMEOUT_S = 10.0
MEMBER_PERMISSIONS = 2248473465835073  # a member's usual permissions, without Manage Server
MANAGE_GUILD = discord.Permissions(manage_guild=True).value
OPTION_PYTHON_TYPES: dict[int, type | tuple[type, ...]] = {
    3: str,
    4: int,
    5: bool,
    6: int,
    10: (int, float),
}


ALL_PERMISSIONS = 2248439106096705
"""The bot's permissions in the test guild's channels (every one the README's invite asks for:
not Create Public Threads, which :attr:`FakeDiscord.may_open_threads` adds)."""
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value


def install(client: discord.Client, fake: FakeDiscord) -> None:
    """Route ``client``'s REST calls and CDN reads to ``fake``, and have its outbox wait on the
    fake's virtual clock (call before ``login``). A start takes one rate window on that clock:
    a restarted bot's outbox does not know what the previous one sent."""
    client.http.request = fake.http_request  # type: ignore[method-assign]
    client.http.get_from_cdn = fake.get_from_cdn  # type: ignore[method-assign]
    use_pace(client, fake.pace)
    fake.pace.advance(CHANNEL_WINDOW_S)  # a bot (re)starting knows nothing of earlier sends


class ErrorLog(logging.Handler):
    """Collects ERROR records, which discord.py writes for exceptions it only logs."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def messages(self) -> list[str]:
        """One line per record (with the exception type when there is one)."""
        return [
            f"{r.name}: {r.getMessage()} {r.exc_info[1]!r}"
            if r.exc_info
            else f"{r.name}: {r.getMessage()}"
            for r in self.records
        ]


class Driver:
    """Injects interactions into one logged-in client and waits for its answers."""

    def __init__(
        self,
        client: discord.Client,
        tree: app_commands.CommandTree[Any],
        fake: FakeDiscord,
        channel: dict[str, Any],
    ) -> None:
        self.client, self.tree, self.fake, self.channel = client, tree, fake, channel
        self.app_permissions = ALL_PERMISSIONS  # the bot's permissions, as interactions say
        self._background = set(asyncio.all_tasks())
        self.managers: set[int] = set()  # user ids with Manage Server in the guild
        self.locales: dict[int, str] = {}  # user id -> their Discord client's locale

    # ---- payloads -----------------------------------------------------------------------------

    def bot_permissions(self) -> int:
        """The bot's permissions as interactions carry them: :attr:`app_permissions`, with
        Create Public Threads when the fake grants it (:attr:`FakeDiscord.may_open_threads`)."""
        granted = CREATE_PUBLIC_THREADS if self.fake.may_open_threads else 0
        return self.app_permissions | granted

    def _base(
        self,
        record: Interaction,
        user: dict[str, Any],
        kind: int,
        locale: str,
        channel: dict[str, Any],
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(record.id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": record.token,
            "version": 1,
            "channel_id": channel["id"],
            "channel": channel,
            "locale": self.locales.get(int(user["id"]), locale),
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
            "app_permissions": str(self.bot_permissions()),
        }
        if channel["type"] == 1:
            payload |= {"user": user, "context": 1}
        else:
            payload |= {
                "guild_id": str(self.fake.guild_id),
                "guild_locale": "en-US",
                "context": 0,
                "member": self._member(user),
            }
        return payload

    def _member(self, user: dict[str, Any]) -> dict[str, Any]:
        """The guild member payload of ``user`` (Manage Server if in :attr:`managers`)."""
        managing = int(user["id"]) in self.managers
        return {
            "user": user,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": str(MEMBER_PERMISSIONS | (MANAGE_GUILD if managing else 0)),
        }

    def command_data(
        self, path: str, options: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        """``data`` of a slash command built from ``command.to_dict(tree)``, options checked.

        Raises:
            AssertionError: no such command, or an option Discord's client would refuse.
        """
        names = path.split()
        top = next((c for c in self.tree.get_commands() if c.name == names[0]), None)
        assert top is not None, f"no command /{names[0]}"
        spec = top.to_dict(self.tree)
        chain: list[dict[str, Any]] = []
        for name in names[1:]:
            spec = next((o for o in spec.get("options", []) if o["name"] == name), {})
            assert spec.get("type") in (1, 2), f"no subcommand {name} in /{path}"
            chain.append({"name": name, "type": spec["type"]})
        leaf = [_option(spec, name, value, focused == name) for name, value in options.items()]
        missing = {o["name"] for o in spec.get("options", []) if o.get("required")} - set(options)
        assert focused or not missing, f"/{path} misses required options {missing}"
        for link in reversed(chain):
            leaf = [{**link, "options": leaf}]
        return {"id": str(APP_ID), "name": names[0], "type": 1, "options": leaf}

    # ---- injection ----------------------------------------------------------------------------

    def begin(self, payload: dict[str, Any]) -> None:
        """Hand ``payload`` to discord.py's gateway parser with the fake webhook adapter set."""
        async_context.set(self.fake.adapter())
        self.client._connection.parsers["INTERACTION_CREATE"](payload)

    async def settle(self) -> None:
        """Await every task discord.py spawned since this driver started (and their children).

        Raises:
            AssertionError: a task still runs after :data:`SETTLE_TIMEOUT_S`.
        """
        current = asyncio.current_task()
        while True:
            pending = {
                t
                for t in asyncio.all_tasks()
                if t is not current
                and t not in self._background
                and not _is_view_timer(t)
                and not _is_recap(t)
            }
            if not pending:
                return
            _, late = await asyncio.wait(pending, timeout=SETTLE_TIMEOUT_S)
            assert not late, f"handler tasks still running: {late}"

    async def run(self, payloads: Iterable[tuple[Interaction, dict[str, Any]]]) -> None:
        """Inject every payload at once, settle, and check each got an answer in time."""
        pairs = list(payloads)
        for _, payload in pairs:
            self.begin(payload)
        await self.settle()
        for record, _ in pairs:
            if record.response_type is None:
                self.fake.violations.append(f"interaction {record.id} was never answered")

    def slash_payload(
        self,
        user: dict[str, Any],
        path: str,
        *,
        locale: str = "en-US",
        channel: dict[str, Any] | None = None,
        **options: Any,
    ) -> tuple[Interaction, dict[str, Any]]:
        """An application-command interaction by ``user`` (not yet injected)."""
        channel = channel or self.channel
        record = self.fake.register_interaction(int(user["id"]), int(channel["id"]))
        payload = self._base(record, user, 2, locale, channel)
        payload["data"] = self.command_data(path, options)
        return record, payload

    async def slash(self, user: dict[str, Any], path: str, **options: Any) -> Interaction:
        """Run ``/path`` with ``options`` as ``user`` and wait for every consequence."""
        pair = self.slash_payload(user, path, **options)
        await self.run([pair])
        return pair[0]

    async def autocomplete(
        self, user: dict[str, Any], path: str, option: str, typed: str, **others: Any
    ) -> list[dict[str, Any]]:
        """Ask for the choices of ``option`` while ``user`` types ``typed``."""
        record = self.fake.register_interaction(int(user["id"]), int(self.channel["id"]))
        payload = self._base(record, user, 4, "en-US", self.channel)
        payload["data"] = self.command_data(path, {**others, option: typed}, focused=option)
        await self.run([(record, payload)])
        return record.choices or []

    def click_payload(
        self,
        user: dict[str, Any],
        message: Sent,
        custom_id: str,
        *,
        values: list[str] | None = None,
    ) -> tuple[Interaction, dict[str, Any]]:
        """A component interaction on ``message`` (not yet injected).

        Raises:
            AssertionError: ``message`` carries no component ``custom_id``.
        """
        assert custom_id in message.custom_ids(), f"{custom_id!r} is not on that message"
        channel = self.fake.channels[int(message.payload["channel_id"])]
        record = self.fake.register_interaction(int(user["id"]), int(channel["id"]), message.id)
        payload = self._base(record, user, 3, "en-US", channel)
        payload["message"] = message.payload
        kind = 2 if values is None else 3
        payload["data"] = {
            "custom_id": custom_id,
            "component_type": kind,
            **({"values": values} if values is not None else {}),
        }
        return record, payload

    async def click(
        self,
        user: dict[str, Any],
        message: Sent,
        custom_id: str,
        *,
        values: list[str] | None = None,
    ) -> Interaction:
        """Click a button (or pick ``values`` in a select) as ``user`` and wait."""
        pair = self.click_payload(user, message, custom_id, values=values)
        await self.run([pair])
        return pair[0]


def _is_recap(task: asyncio.Task[Any]) -> bool:
    """A finished game's recap being drawn (:mod:`bot.services.recap`): background work of
    seconds, awaited by the tests that read it (``Recaps.idle``), not handler work."""
    return task.get_name().startswith("orrery-recap-")


def _is_view_timer(task: asyncio.Task[Any]) -> bool:
    """discord.py's 15-minute expiry timer of an ephemeral view: a clock, not handler work."""
    name: str = getattr(task.get_coro(), "__qualname__", "")
    return name.endswith("__timeout_task_impl")


def _option(spec: dict[str, Any], name: str, value: Any, focused: bool) -> dict[str, Any]:
    option = next((o for o in spec.get("options", []) if o["name"] == name), None)
    assert option is not None, f"no option {name!r}"
    kind = option["type"]
    if focused:
        assert option.get("autocomplete"), f"option {name!r} has no autocomplete"
        return {"name": name, "type": kind, "value": value, "focused": True}
    assert isinstance(value, OPTION_PYTHON_TYPES[kind]), f"{name!r} must be of type {kind}"
    choices = [c["value"] for c in option.get("choices") or []]
    assert not choices or value in choices, f"{value!r} is not a choice of {name!r}"
    if kind in (4, 10):
        assert option.get("min_value", value) <= value <= option.get("max_value", value), name
    if kind == 3:
        assert option.get("min_length", 0) <= len(str(value)) <= option.get("max_length", 6000), (
            name
        )
    return {"name": name, "type": kind, "value": str(value) if kind == 6 else value}
