"""Reusable steps of the Discord end-to-end tests: open a game, play a decision by its button,
select or ``/play``, watch for leaks and pings. Nothing here knows a particular game."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, cast

from bot.discord.client import OrreryBot
from bot.services.context import Table
from bot.store.actions import list_actions
from rules.core import Game
from rules.core import game as contract
from rules.core.playout import view_strings
from tests.discord.fake import Sent
from tests.discord.harness import Driver

PUBLIC_CUSTOM_ID = re.compile(
    r"orr:(c:\d+:\d+:\d+:\d+|s:\d+:\d+:\d+|u:\d+:\d+)|orrery:table:[a-z_]+:\d+:\d+:\d+:\d+|orrery:rematch:\d+"
)


async def open_game(
    driver: Driver,
    users: list[dict[str, Any]],
    game: str,
    options: str | None = None,
    *,
    bots: int = 0,
    where: str | None = None,
) -> None:
    """``/game new`` by the first user (with ``bots`` bot seats; in its own thread or here as
    ``where`` says), ``/game join`` by the others, ``/game start``."""
    extra: dict[str, Any] = {} if options is None else {"options": options}
    if bots:
        extra["bots"] = bots
    if where is not None:
        extra["where"] = where
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


def user_of(users: list[dict[str, Any]], user_id: int) -> dict[str, Any]:
    """The test user whose id is ``user_id``."""
    return next(user for user in users if int(user["id"]) == user_id)


Sending = Literal["button", "select", "play"]


async def send(
    driver: Driver, user: dict[str, Any], seat: int, action: Any, *, typing: bool = False
) -> Sending:
    """Send ``action`` of ``seat`` as its holder ``user`` would: click its button, or pick it in
    a select, on the newest message ``user`` can read that offers it at the current version;
    else (or with ``typing``, or for an action checked rather than listed: a High Frontier
    ``fly``) type its notation with ``/play``. Returns how it was sent."""
    table = await current(driver)
    state, game = table.state, table.game
    legal = list(game.legal_actions(state, seat))
    if action not in legal:
        await driver.slash(user, "play", action=game.describe_action(state, seat, action))
        return "play"
    index = legal.index(action)
    button = f"orr:c:{table.row.id}:{state.version}:{seat}:{index}"
    select = f"orr:s:{table.row.id}:{state.version}:{seat}"
    fake = driver.fake
    readable = [*fake.public_messages(), *fake.private_messages(int(user["id"]))]
    for message in [] if typing else reversed(readable):
        if button in message.custom_ids():
            await driver.click(user, message, button)
            return "button"
        if select in message.custom_ids() and _offers(message, select, index):
            await driver.click(user, message, select, values=[str(index)])
            return "select"
    await driver.slash(user, "play", action=game.describe_action(state, seat, action))
    return "play"


def _offers(message: Sent, select: str, index: int) -> bool:
    options = next(c for c in buttons(message) if c.get("custom_id") == select)["options"]
    return any(option["value"] == str(index) for option in options)


async def human_step(driver: Driver, users: list[dict[str, Any]], rng: random.Random) -> bool:
    """One decision of the lowest human seat owing one, chosen by the game's ``bot_action`` and
    sent by :func:`send`; ``False`` (nothing sent) once the game is over.

    Raises:
        AssertionError: only bot seats owe a decision (the table's bots should have acted).
    """
    table = await current(driver)
    owing = table.game.to_act(table.state)
    if not owing:
        return False
    humans = owing - table.bot_seats
    assert humans, f"bot seats {sorted(owing)} were left owing a decision"
    seat = min(humans)
    action = table.game.bot_action(table.state, seat, rng)
    await send(driver, user_of(users, table.seat_users[seat]), seat, action)
    return True


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
    pack (``rules.core.game.component_names``).

    Raises:
        TypeError: the game does not declare its component names, so the watch cannot look for
            them.
    """
    names = contract.component_names(game, state)
    return {card.lower(): name.lower() for card, name in names.items()}


def knowledge(game: Game, before: Any, after: Any, *, between: Sequence[Any] = ()) -> Knowledge:
    """The hidden ids of a step from ``before`` (``None`` for the first) to ``after``, through
    the states ``between`` them when the step was several actions (a human's and the bots').

    Like the service's own redaction (``bot.services.posts.secrets_of``), ids hidden *before or
    after* the step count, so a card that stops being secret in the step (a discarded or
    committed card) is still checked; ids the public view shows before, during or after the step
    are known to all (a card revealed in the step, or a public card shuffled back into a deck).
    Messages name cards by their displayed names too, so those are checked as well.
    """
    states = [after] if before is None else [before, *between, after]
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


COMPONENT_TEXTS = ("label", "placeholder", "description")  # of a component or select option


def payload_texts(message: Sent) -> Iterator[str]:
    """Every text a reader of ``message`` may see: its content, its components' labels,
    placeholders and options, its embeds and its attachments' names (not ids or custom_ids)."""
    yield message.content
    for item in buttons(message):
        for part in [item, *item.get("options", [])]:
            yield from (str(part[k]) for k in COMPONENT_TEXTS if part.get(k))
    for embed in message.payload.get("embeds") or []:
        yield from _strings(embed)
    for attachment in message.payload.get("attachments") or []:
        yield from (str(attachment[k]) for k in ("filename", "description") if attachment.get(k))


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


def check_message(message: Sent, seat: int | None, known: Knowledge) -> None:
    """Assert that ``message``, read by the holder of ``seat`` (``None``: the channel), holds
    no id or name unknown to that reader anywhere a reader sees text (:func:`payload_texts`),
    and that its custom_ids name nothing but indexes.

    Raises:
        AssertionError: naming what leaked and where.
    """
    for custom_id in message.custom_ids():
        assert PUBLIC_CUSTOM_ID.fullmatch(custom_id), f"custom_id {custom_id!r} names more"
    leaked = known.leaks_to(seat, " ".join(payload_texts(message)))
    reader = message.audience
    assert not leaked, f"{sorted(leaked)} reached {reader or 'the channel'}: {message.content!r}"


async def states_between(driver: Driver, table: Table, before: Any) -> list[Any]:
    """The states strictly between ``before`` (``None``: none) and the table's, rebuilt from the
    action log: a step may be several actions (a human's, then the bot seats' or a deadline's).

    Raises:
        AssertionError: the log from ``before`` does not lead to the table's state.
    """
    if before is None or table.state is None or table.state.version <= before.version + 1:
        return []
    db = cast(OrreryBot, driver.client).db
    count = table.state.version - before.version
    states, state = [], before
    for row in await list_actions(db, table.row.id, offset=before.version, limit=count):
        action = table.game.action_from_json(row.payload_json)
        state = table.game.apply(state, row.seat, action).state
        states.append(state)
    assert states and states[-1] == table.state, "the log does not lead to the table's state"
    return states[:-1]


@dataclass
class LeakWatch:
    """Checks, after each step, that what was sent since holds no hidden information.

    Hidden means a seat's ``secret_ids`` (from every other reader) or the game's ``hidden_ids``
    (from every reader), in the state before or after the step, unless the public view shows it
    before or after the step or showed it at an earlier check (see :func:`knowledge`). A hidden
    id or its card's name must not appear in public text, a custom_id, or a DM to a reader who
    may not know it (:func:`check_message`).
    """

    driver: Driver
    seen: set[int] = field(default_factory=set)
    checked: int = 0
    previous: tuple[int, Any] | None = None
    shown: frozenset[str] = frozenset()

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
        between = await states_between(self.driver, table, before)
        known = knowledge(table.game, before, table.state, between=between)
        # a card the table once saw is no leak later (a ping's "since your last turn" and a
        # board's gathered lines repeat earlier public lines)
        self.shown |= known.public
        known = replace(known, public=self.shown)
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
        asked: per user, the decisions their seat entered, in any state of the step where no
            bot seat owes a decision (a step may be several actions: a human's, then the bots';
            a decision opened and settled within the bots' chain is never pinged); a seat that
            changes hands while it owes a decision enters a new one for its new owner.
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
    previous: tuple[int, Any] | None = None

    async def check(self) -> None:
        """Count the decisions entered and the pings sent since the last check."""
        table = await current(self.driver)
        over = table.state is None or table.row.status != "active"
        before = self.previous[1] if self.previous and self.previous[0] == table.row.id else None
        self.previous = None if table.state is None else (table.row.id, table.state)
        steps = [*await states_between(self.driver, table, before), table.state]
        for index, state in enumerate(steps):
            last = index == len(steps) - 1
            to_act = frozenset() if last and over else table.game.to_act(state)
            owing = frozenset((seat, table.seat_users[seat]) for seat in to_act - table.bot_seats)
            self.owing &= owing  # a seat that leaves enters a new decision when it comes back
            if not last and to_act & table.bot_seats:
                continue  # a bot seat answers at once: the chain's pings come at its end
            self.asked.update(user for _, user in owing - self.owing)
            self.owing = owing
        owed_by = {user for _, user in self.owing}
        for message in self.driver.fake.public_messages():
            if message.id in self.seen:
                continue
            self.seen.add(message.id)
            for user in pinged_users(message):
                self.pinged[user] += 1
                if PING not in message.content or user not in owed_by:
                    self.wrong.append(f"<@{user}> by {message.content[:80]!r}")


Watch = LeakWatch | PingWatch
MAX_STEPS = 1_500  # human decisions of a whole game at most


async def play(
    driver: Driver,
    users: list[dict[str, Any]],
    *watches: Watch,
    rng: random.Random,
    limit: int,
) -> int:
    """Play the started game's human decisions (:func:`human_step`) to its end or ``limit`` of
    them, checking ``watches`` before each and after the last; returns the decisions played."""
    for steps in range(limit):
        for watch in watches:
            await watch.check()
        if not await human_step(driver, users, rng):
            return steps
    for watch in watches:
        await watch.check()
    return limit


async def play_to_the_end(
    driver: Driver, users: list[dict[str, Any]], *watches: Watch, rng: random.Random | None = None
) -> int:
    """:func:`play` the started game to its end; returns the human decisions played.

    Raises:
        AssertionError: the game did not end within :data:`MAX_STEPS` decisions.
    """
    steps = await play(driver, users, *watches, rng=rng or random.Random(7), limit=MAX_STEPS)
    table = await current(driver)
    assert not table.game.to_act(table.state), f"the game did not end in {MAX_STEPS} decisions"
    return steps


BUTTON, SELECT = 2, 3  # Discord component types
Found = tuple[Sent, dict[str, Any], dict[str, Any]]  # message, component, the user to act


async def component_now(
    driver: Driver, users: list[dict[str, Any]], kind: int, *, public: bool | None = None
) -> Found | None:
    """A component of ``kind`` (:data:`BUTTON`, :data:`SELECT`) for the current version and the
    lowest human seat owing a decision, with that seat's user: on a channel message
    (``public=True``), in its private messages (``False``) or in either (``None``). ``None``
    when there is none or the game is over."""
    table = await current(driver)
    owing = table.game.to_act(table.state) - table.bot_seats
    if not owing:
        return None
    seat = min(owing)
    actor = user_of(users, table.seat_users[seat])
    readable = [
        *(driver.fake.public_messages() if public in (True, None) else []),
        *(driver.fake.private_messages(int(actor["id"])) if public in (False, None) else []),
    ]
    prefix = f"orr:{'s' if kind == SELECT else 'c'}:{table.row.id}:{table.state.version}:{seat}"
    return next(
        (
            (message, item, actor)
            for message in sorted(readable, key=lambda m: -m.id)
            for item in buttons(message)
            if item["type"] == kind and item["custom_id"].startswith(prefix)
        ),
        None,
    )


async def play_until(
    driver: Driver,
    users: list[dict[str, Any]],
    kind: int,
    *,
    public: bool | None = None,
    rng: random.Random | None = None,
    limit: int = 100,
) -> Found:
    """Play human decisions (:func:`human_step`) until :func:`component_now` finds one.

    Raises:
        AssertionError: none within ``limit`` decisions.
    """
    rng = rng or random.Random(0)
    for _ in range(limit):
        if (found := await component_now(driver, users, kind, public=public)) is not None:
            return found
        assert await human_step(driver, users, rng), f"the game ended with no component {kind}"
    raise AssertionError(f"no component of type {kind} within {limit} decisions")
