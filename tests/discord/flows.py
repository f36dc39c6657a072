"""Reusable steps of the Discord end-to-end tests: open a game, find buttons, watch for leaks."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from bot.discord.client import OrreryBot
from bot.services.context import Table
from rules.afternova.cards import catalog
from rules.core import Game
from rules.core.playout import view_strings
from rules.space_base.engine import SpaceBase
from tests.discord.fake import Sent
from tests.discord.harness import Driver

PUBLIC_CUSTOM_ID = re.compile(
    r"orr:(c:\d+:\d+:\d+:\d+|s:\d+:\d+:\d+|u:\d+:\d+)|orrery:table:[a-z_]+:\d+:\d+:\d+:\d+"
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


@dataclass(frozen=True)
class Knowledge:
    """What was hidden around one step, as lower-cased component ids and displayed names.

    Attributes:
        secrets: per seat, its ``secret_ids`` before or after the step.
        hidden: ``hidden_ids`` (known to no seat) before or after the step.
        public: every string of the public view before or after the step (a card the table saw
            is no leak, even once it is back in a deck or in a hand).
        names: the displayed name of every named component of the game's pack, by id.
    """

    secrets: dict[int, frozenset[str]]
    hidden: frozenset[str]
    public: frozenset[str]
    names: Mapping[str, str] = field(default_factory=dict)

    def unknown_to(self, seat: int | None) -> set[str]:
        """Ids the reader holding ``seat`` (``None``: the channel) must not see."""
        others = (ids for s, ids in self.secrets.items() if s != seat)
        return set().union(self.hidden, *others) - self.public - self._own(seat)

    def unknown_names_to(self, seat: int | None) -> set[str]:
        """Names of the ids unknown to ``seat``'s reader, except a name that a card the reader
        may know (shown in the public view, or its own secret) bears too."""
        unknown = self.unknown_to(seat)
        known = self.public | self._own(seat)
        shared = {name for card, name in self.names.items() if card in known}
        return {self.names[card] for card in unknown if card in self.names} - shared

    def leaks_to(self, seat: int | None, text: str) -> set[str]:
        """The unknown ids (anywhere in ``text``) and names (whole words) ``text`` holds."""
        lowered = text.lower()
        ids = {hidden for hidden in self.unknown_to(seat) if hidden in lowered}
        names = {
            name
            for name in self.unknown_names_to(seat)
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", lowered)
        }
        return ids | names

    def _own(self, seat: int | None) -> frozenset[str]:
        return self.secrets.get(seat, frozenset()) if seat is not None else frozenset()


def _lowered(ids: frozenset[str]) -> frozenset[str]:
    return frozenset(component.lower() for component in ids)


def component_names(game: Game, state: Any) -> dict[str, str]:
    """Lower-cased id -> lower-cased displayed name of every named component of ``state``'s
    pack (Space Base cards; Afternova Blueprints and Planets: Hired Paws have no name)."""
    if isinstance(game, SpaceBase):
        named: list[Any] = list(game.pack.cards_by_id.values())
    else:
        pack = catalog(state.pack).pack
        named = [*pack.blueprints, *pack.planets]
    return {card.id.lower(): card.name.lower() for card in named}


def knowledge(game: Game, before: Any, after: Any) -> Knowledge:
    """The hidden ids of a step from ``before`` (``None`` for the first) to ``after``.

    Like the service's own redaction (``bot.services.posts.secrets_of``), ids hidden *before or
    after* the step count, so a card that stops being secret in the step (a discarded or
    committed card) is still checked; ids the public view shows before or after the step are
    known to all (a card revealed in the step, or a public card shuffled back into a deck).
    Messages name cards by their displayed names too, so those are checked as well.
    """
    states = [after] if before is None else [before, after]
    secrets = {
        seat: frozenset().union(*(_lowered(game.secret_ids(state, seat)) for state in states))
        for seat in range(after.num_players)
    }
    hidden = frozenset().union(*(_lowered(game.hidden_ids(state)) for state in states))
    public = frozenset(
        text.lower() for state in states for text in view_strings(game.view(state, None))
    )
    names = component_names(game, after)
    return Knowledge(secrets=secrets, hidden=hidden, public=public, names=names)


def check_message(message: Sent, seat: int | None, known: Knowledge) -> None:
    """Assert that ``message``, read by the holder of ``seat`` (``None``: the channel), holds
    no id or name unknown to that reader, and that its custom_ids name nothing but indexes.

    Raises:
        AssertionError: naming what leaked and where.
    """
    for custom_id in message.custom_ids():
        assert PUBLIC_CUSTOM_ID.fullmatch(custom_id), f"custom_id {custom_id!r} names more"
    labels = (str(o.get("label", "")) for b in buttons(message) for o in [b, *b.get("options", [])])
    leaked = known.leaks_to(seat, " ".join([message.content, *labels]))
    reader = message.audience
    assert not leaked, f"{sorted(leaked)} reached {reader or 'the channel'}: {message.content!r}"


@dataclass
class LeakWatch:
    """Checks, after each step, that what was sent since holds no hidden information.

    Hidden means a seat's ``secret_ids`` (from every other reader) or the game's ``hidden_ids``
    (from every reader), in the state before or after the step, unless the public view shows it
    before or after the step (see :func:`knowledge`). A hidden id or its card's name must not
    appear in public text, a custom_id, or a DM to a reader who may not know it
    (:func:`check_message`).
    """

    driver: Driver
    seen: set[int] = field(default_factory=set)
    checked: int = 0
    previous: tuple[int, Any] | None = None

    async def check(self) -> None:
        """Inspect every message sent since the last check."""
        table = await current(self.driver)
        fake = self.driver.fake
        fresh = [m for m in fake.messages.values() if m.id not in self.seen]
        self.seen |= {m.id for m in fresh}
        if table.state is None:
            return
        before = self.previous[1] if self.previous and self.previous[0] == table.row.id else None
        self.previous = (table.row.id, table.state)
        known = knowledge(table.game, before, table.state)
        for message in fresh:
            self.checked += 1
            reader = message.audience
            check_message(message, table.find_seat(reader) if reader is not None else None, known)


PING = "> — your "


def pinged_users(message: Sent) -> list[int]:
    """The users ``message`` is allowed to ping."""
    return [int(u) for u in (message.payload.get("allowed_mentions") or {}).get("users") or []]


def latest_board(messages: list[Sent]) -> Sent:
    """The newest of ``messages`` that pings nobody: the board, as pings follow it."""
    return next(m for m in reversed(messages) if not pinged_users(m))


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
