"""Reusable steps of the Discord end-to-end tests: open a game, find buttons, watch for leaks."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, cast

from bot.discord.client import OrreryBot
from bot.services.context import Table
from tests.discord.fake import Sent
from tests.discord.harness import Driver

PUBLIC_CUSTOM_ID = re.compile(
    r"orr:(c:\d+:\d+:\d+:\d+|s:\d+:\d+:\d+|u:\d+:\d+)|orrery:table:[a-z_]+:\d+:\d+:\d+"
)


async def open_game(
    driver: Driver, users: list[dict[str, Any]], game: str, options: str | None = None
) -> None:
    """``/game new`` by the first user, ``/game join`` by the others, ``/game start``."""
    extra = {} if options is None else {"options": options}
    await driver.slash(users[0], "game new", game=game, **extra)
    for user in users[1:]:
        await driver.slash(user, "game join")
    await driver.slash(users[0], "game start")


async def current(driver: Driver) -> Table:
    """The channel's live game as the service reads it now."""
    service = cast(OrreryBot, driver.client).service
    table = await service.table_of(int(driver.channel["id"]))
    assert table is not None
    return table


def buttons(message: Sent) -> list[dict[str, Any]]:
    """The buttons and selects of ``message``, in order."""
    return [
        item for row in message.payload.get("components", []) for item in row.get("components", [])
    ]


def decision_message(driver: Driver, user_id: int, version: int) -> Sent:
    """The newest message ``user_id`` can read with components for ``version``.

    Raises:
        AssertionError: there is none.
    """
    readable = [*driver.fake.public_messages(), *driver.fake.private_messages(user_id)]
    found = [m for m in readable if any(c.split(":")[3] == str(version) for c in m.custom_ids())]
    assert found, f"no components for version {version}"
    return max(found, key=lambda m: m.id)


@dataclass
class LeakWatch:
    """Checks, after each step, that what was sent since holds no hidden information.

    Secrets are the seats' ``secret_ids`` in the state after the step: a card that is still
    hidden must not appear in public text, a custom_id, or another seat's DM.
    """

    driver: Driver
    seen: set[int] = field(default_factory=set)
    checked: int = 0

    async def check(self) -> None:
        """Inspect every message sent since the last check."""
        table = await current(self.driver)
        fake = self.driver.fake
        fresh = [m for m in fake.messages.values() if m.id not in self.seen]
        self.seen |= {m.id for m in fresh}
        if table.state is None:
            return
        secrets = {
            seat: {s.lower() for s in table.game.secret_ids(table.state, seat)}
            for seat in range(table.state.num_players)
        }
        for message in fresh:
            self.checked += 1
            self._check_message(message, table, secrets)

    def _check_message(self, message: Sent, table: Table, secrets: dict[int, set[str]]) -> None:
        for custom_id in message.custom_ids():
            assert PUBLIC_CUSTOM_ID.fullmatch(custom_id), f"custom_id {custom_id!r} names more"
        reader = message.audience
        seat = table.find_seat(reader) if reader is not None else None
        hidden = set().union(*(ids for s, ids in secrets.items() if s != seat))
        text = (
            message.content
            + " ".join(
                str(o.get("label", ""))
                for b in buttons(message)
                for o in [b, *b.get("options", [])]
            )
        ).lower()
        leaked = {secret for secret in hidden if secret in text}
        assert not leaked, (
            f"{sorted(leaked)} reached {reader or 'the channel'}: {message.content!r}"
        )


PING = "it is your turn"


def pinged_users(message: Sent) -> list[int]:
    """The users ``message`` is allowed to ping."""
    return [int(u) for u in (message.payload.get("allowed_mentions") or {}).get("users") or []]


@dataclass
class PingWatch:
    """Checks, after each step, the pings sent since: one per human decision, none elsewhere.

    Attributes:
        asked: per user, the decisions their seat entered (a seat that changes hands while it
            owes a decision enters a new one for its new owner).
        pinged: per user, the ping notices that named them.
        wrong: pings that do not follow the rules: sent by a post other than a ping notice
            (a board, a log line), or to a user whose seat owes no decision now (it has moved,
            or it changed hands).
    """

    driver: Driver
    asked: Counter[int] = field(default_factory=Counter)
    pinged: Counter[int] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)
    owing: frozenset[tuple[int, int]] = frozenset()
    seen: set[int] = field(default_factory=set)

    async def check(self) -> None:
        """Count the decisions entered and the pings sent since the last check."""
        table = await current(self.driver)
        over = table.state is None or table.row.status != "active"
        to_act = frozenset() if over else table.game.to_act(table.state) - table.bot_seats
        owing = frozenset((seat, table.seat_users[seat]) for seat in to_act)
        self.asked.update(user for _, user in owing - self.owing)
        self.owing = owing
        owed_by = {user for _, user in owing}
        for message in self.driver.fake.public_messages():
            if message.id in self.seen:
                continue
            self.seen.add(message.id)
            for user in pinged_users(message):
                self.pinged[user] += 1
                if PING not in message.content or user not in owed_by:
                    self.wrong.append(f"<@{user}> by {message.content[:80]!r}")
