"""Canary for the discord.py internals the fake transport hooks into (discord.py is pinned <2.8).

If one of these fails after a discord.py upgrade, fix tests/discord/fake.py and harness.py first.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import AsyncIterator

import discord
import pytest
from discord import app_commands
from discord.http import HTTPClient
from discord.webhook import async_ as webhook_async

from tests.discord.fake import FakeDiscord
from tests.discord.harness import Driver, install


def test_discord_py_is_the_pinned_minor() -> None:
    assert discord.version_info[:2] == (2, 7)


def test_http_request_takes_route_files_and_form() -> None:
    parameters = inspect.signature(HTTPClient.request).parameters
    assert list(parameters)[:4] == ["self", "route", "files", "form"]


def test_webhook_adapter_is_read_from_a_context_variable() -> None:
    assert isinstance(webhook_async.async_context.get(), webhook_async.AsyncWebhookAdapter)


def test_webhook_adapter_request_takes_payload_multipart_and_files() -> None:
    parameters = inspect.signature(webhook_async.AsyncWebhookAdapter.request).parameters
    assert {"route", "session", "payload", "multipart", "files", "params"} <= set(parameters)


@pytest.fixture
async def echo() -> AsyncIterator[Driver]:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)

    @tree.command(name="echo", description="Say it back")
    @app_commands.describe(text="what to say")
    async def echo_command(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message(text, ephemeral=True)

    fake = FakeDiscord()
    install(client, fake)
    async with client:
        await client.login("fake")
        yield Driver(client, tree, fake, fake.add_text_channel())


def test_interaction_create_parser_exists() -> None:
    client = discord.Client(intents=discord.Intents.none())
    assert "INTERACTION_CREATE" in client._connection.parsers


async def test_injected_slash_command_is_answered_through_the_fake_adapter(echo: Driver) -> None:
    user = echo.fake.add_user("ana")
    record = await echo.slash(user, "echo", text="hello")
    assert [m.content for m in echo.fake.private_messages(int(user["id"]))] == ["hello"]
    assert record.first_response_s is not None and echo.fake.violations == []


def test_command_parameters_are_replaceable_dataclasses() -> None:
    @app_commands.command(name="pick", description="Pick one")
    async def pick(interaction: discord.Interaction, choice: str) -> None:
        del interaction, choice

    assert dataclasses.is_dataclass(pick._params["choice"])
