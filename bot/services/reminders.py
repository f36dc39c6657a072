"""Pings, reminders, stall notices and decision deadlines (docs/play-by-post.md §1, §3).

Registered with :meth:`GameService.write_with`, :meth:`ReminderService.write` compares each
move's ``to_act`` with the decisions the seats already owe (table ``turns``) inside the move's own
transaction, so a move and its decisions and timers commit once; subscribed to
:meth:`GameService.subscribe`, :meth:`ReminderService.on_change` sends the pings once the change
is announced, and does the same comparison first for the changes no writer saw (lobby, seat
changes, undo):

* a seat that enters ``to_act`` opens a decision keyed by ``(game, seat, version it began at)``
  and gets exactly one ping (the row's primary key makes a second ping for the same turn
  impossible); its reminder timer, and for decision windows (``default_action`` is not ``None``)
  its deadline timer, are scheduled;
* a seat whose turn the table voted to skip (:mod:`bot.services.skips`) opens no decision for
  that turn: its remaining steps are skipped, with no ping;
* a seat that leaves ``to_act`` closes its decision (its time to move is recorded for
  ``/stats``) and its timers are cancelled, so no ping or reminder follows a move;
* a bot seat opens and closes its decisions too, with no ping and no timer: the start-up finds
  the bots that owe a decision by these rows (:mod:`bot.services.recovery`).

Reminders come at the player's interval (``/settings``; the game's ``reminder_hours`` table
option, 12 h by default; see :mod:`bot.services.table_options`), postponed through ``/away``
and quiet hours, with escalating wording and a "not today" button. After ``stall_after``
reminders (3 by default) the table gets one stall notice, offering a skip where the rules allow
one (``rules.core.game.skip_action``). Bot seats are never pinged. A player with the daily
digest (:mod:`bot.services.digest`) gets no reminder posts: each is counted all the same, so
the stall notice still comes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import aiosqlite

from bot.i18n import speaking, t
from bot.services.absence import next_ping_time
from bot.services.changes import ChangeKind, GameChanged
from bot.services.clock import Clock
from bot.services.context import Table, TableLoader
from bot.services.errors import NoGameHere
from bot.services.narration import prompt_of
from bot.services.notices import DecisionKey, NoticeButton, Notifier, TableNotice
from bot.services.pings import closing, ping_text
from bot.services.scheduler import Scheduler
from bot.services.skips import turn_of
from bot.services.table_options import TablePolicy
from bot.store import digests
from bot.store import games as games_store
from bot.store import skips as skips_store
from bot.store import table as store
from bot.store import timers as timers_store
from bot.store.db import transaction
from bot.store.table import Turn
from bot.store.timers import Timer
from rules.core.game import skip_action

ActAsSeat = Callable[[int, int, Any], Awaitable[object]]
REMINDER, DEADLINE = "reminder", "deadline"
ESCALATION = 3  # the wording of reminder 3 and later


@dataclass(frozen=True)
class _Seat:
    """What a timer handler needs to know about a game and one seat now."""

    table: Table
    user_id: int
    is_bot: bool
    policy: TablePolicy


@dataclass(frozen=True)
class _Pings:
    """The pings of a change written in its own transaction, waiting for its announcement."""

    version: int
    kind: ChangeKind
    by_seat: dict[int, TableNotice]


async def seat_names(db: aiosqlite.Connection, game_id: int) -> list[str]:
    """The display names of a game's seats, by seat number."""
    seats = sorted(await games_store.list_seats(db, game_id), key=lambda row: row.seat)
    return [row.display_name for row in seats]


class ReminderService:
    """Turns committed game changes into pings, reminders, stall notices and deadlines.

    Args:
        db: the bot's connection.
        scheduler: where reminder and deadline timers go (handlers are registered here).
        clock: the time source.
        notifier: posts the notices.
        act_as_seat: ``GameService.act_as_seat(game_id, seat, action)``, used to apply a
            decision window's default at its deadline.
        tables: the GameService's loader: the rules games and the games' states (a game that
            cannot be read is refused there, logged once).
    """

    def __init__(
        self,
        db: aiosqlite.Connection,
        scheduler: Scheduler,
        clock: Clock,
        notifier: Notifier,
        act_as_seat: ActAsSeat,
        tables: TableLoader,
    ) -> None:
        self.db, self.scheduler, self.clock, self.tables = db, scheduler, clock, tables
        self.notifier, self.act_as_seat = notifier, act_as_seat
        self._locks: dict[int, asyncio.Lock] = {}
        self._written: dict[int, _Pings] = {}
        self.timeouts: Callable[[DecisionKey, str, int], Awaitable[bool]] | None = None
        """Applies the table's ``on_timeout`` to a stalled decision; ``True`` when it did, so no
        stall notice is posted (set by ``TableServices.build``: :mod:`bot.services.timeouts`)."""
        scheduler.register(REMINDER, self.on_reminder)
        scheduler.register(DEADLINE, self.on_deadline)

    async def write(self, change: GameChanged) -> None:
        """Reconcile the decisions owed with ``change`` inside the transaction that commits it
        (the GameService's change writer): a move, its decisions and its timers are committed
        once, together. The pings it owes wait for :meth:`on_change` (its announcement), with
        those of an earlier change not announced yet whose seats still owe their decision.
        """
        closed, opened = await self._reconcile(change)
        self._written[change.game_id] = _Pings(
            change.version, change.kind, self._carried(change.game_id, closed) | opened
        )

    def _carried(self, game_id: int, closed: set[int]) -> dict[int, TableNotice]:
        """The pings written for the game and not sent yet, but for the seats in ``closed``."""
        earlier = self._written.pop(game_id, None)
        by_seat = {} if earlier is None else earlier.by_seat
        return {seat: notice for seat, notice in by_seat.items() if seat not in closed}

    async def on_change(self, change: GameChanged) -> None:
        """Send the pings of a committed change; reconcile it first if no writer did (the
        GameService subscriber).

        Changes of one game are handled one at a time, and a change the game has already moved
        past is skipped: the GameService announces after releasing the game's lock, so a newer
        change can be committed (and even announced) first. Its pings wait for the newer
        change's announcement, but for the seats that have moved since. While a bot seat owes
        a decision the pings wait too: the bot answers at once, and a chain of automatic moves
        pings once, at its end, only the seats that still owe a decision then.
        """
        async with self._locks.setdefault(change.game_id, asyncio.Lock()):
            written = self._written.get(change.game_id)
            if written is not None and (written.version, written.kind) == (
                change.version,
                change.kind,
            ):
                pings = self._written.pop(change.game_id).by_seat
            elif await games_store.current_version(self.db, change.game_id) != change.version:
                return
            else:
                async with transaction(self.db):
                    closed, opened = await self._reconcile(change)
                pings = self._carried(change.game_id, closed) | opened
            if change.status == "active" and change.to_act & change.bot_seats:
                # A bot seat moves next, at once: the pings wait for the end of the chain,
                # carried by the bot's change but for the seats whose decision it closes (a
                # window settled by the bot's answer must not have pinged anyone).
                self._written[change.game_id] = _Pings(change.version, change.kind, pings)
                return
            for seat in sorted(pings):
                await self.notifier.notify(pings[seat])

    async def _reconcile(self, change: GameChanged) -> tuple[set[int], dict[int, TableNotice]]:
        """Close the decisions of seats that left ``to_act``, open those of seats that entered
        it (bot seats' too, with no ping and no timer: the start-up finds the bots that owe a
        decision by them). Call inside a transaction.

        Returns:
            The seats whose decisions closed, and the ping of each seat whose decision opened
            (to send once committed).
        """
        owed = await store.open_turns(self.db, change.game_id)
        to_act = change.to_act if change.status == "active" else frozenset()
        closed = {seat for seat in owed if seat not in to_act}
        for seat in sorted(closed):
            await self._close(owed[seat], change)
        opened = {}
        for seat in sorted(to_act - owed.keys()):
            notice = await self._open(change, seat)
            if notice is not None:
                opened[seat] = notice
        return closed, opened

    async def _close(self, turn: Turn, change: GameChanged) -> None:
        user = None if turn.seat in change.bot_seats else change.seat_users[turn.seat]
        await store.close_turn(self.db, turn, user, self.clock.now())
        await timers_store.settle_seat(self.db, turn.game_id, turn.seat)

    async def _open(self, change: GameChanged, seat: int) -> TableNotice | None:
        """Open ``seat``'s decision and plan its timers; return its ping (``None``: a bot seat,
        a skipped turn, or a decision already open)."""
        now = self.clock.now()
        turn = Turn(change.game_id, seat, change.version, now)
        if seat in change.bot_seats:
            await store.open_turn(self.db, turn)
            return None
        number = turn_of(self.tables.game(change.game_key), change.state)
        if number is not None and await skips_store.is_skipped(self.db, turn.game_id, seat, number):
            return None
        if not await store.open_turn(self.db, turn):
            return None
        game = self.tables.game(change.game_key)
        user = change.seat_users[seat]
        seating = await store.seating(self.db, change.game_id)
        policy = TablePolicy.from_options(seating.table_options if seating else {})
        paused = seating.paused_since if seating else None
        names = seating.names if seating else []
        start = paused or now
        settings, away = await store.settings_and_away(self.db, user, now)
        await self._add_reminder(
            turn, next_ping_time(start + policy.reminder_interval, settings, away), 1
        )
        default = game.default_action(change.state, seat)
        due = None
        if default is not None:
            if away is not None and policy.away_stretches_deadlines:
                start = max(start, away)
            due = start + policy.deadline
            await self.scheduler.add(
                DEADLINE,
                due,
                game_id=turn.game_id,
                seat=seat,
                payload={"since": turn.since_version},
            )
        if paused is not None:  # frozen now; resuming pushes them back by the pause's length
            await timers_store.pause_game(self.db, change.game_id)
        with speaking(policy.language):
            closes = None if due is None else closing(due, now, paused=paused is not None)
            text = ping_text(game, change.state, seat, user, closes, names)
        return TableNotice(change.channel_id, text, (user,), game_id=change.game_id)

    async def _schedule_reminder(
        self, turn: Turn, user_id: int, when: datetime, number: int
    ) -> None:
        """Plan reminder ``number`` of ``turn`` at ``when``, or later if ``user_id`` is away or
        in quiet hours then."""
        settings, away = await store.settings_and_away(self.db, user_id, self.clock.now())
        await self._add_reminder(turn, next_ping_time(when, settings, away), number)

    async def _add_reminder(self, turn: Turn, when: datetime, number: int) -> None:
        await self.scheduler.add(
            REMINDER,
            when,
            game_id=turn.game_id,
            seat=turn.seat,
            payload={"since": turn.since_version, "n": number},
        )

    async def _interval(self, user_id: int, policy: TablePolicy) -> timedelta:
        minutes = (await store.get_settings(self.db, user_id)).reminder_minutes
        return timedelta(minutes=minutes) if minutes else policy.reminder_interval

    async def _current(self, timer: Timer) -> tuple[Turn, _Seat] | None:
        """Return the decision and seat a timer is about, or ``None`` if the seat moved on."""
        assert timer.game_id is not None and timer.seat is not None
        turn = await store.get_turn(self.db, timer.game_id, timer.seat)
        if turn is None or turn.since_version != timer.payload.get("since"):
            return None
        seat = await self._seat_of(turn)
        return None if seat is None else (turn, seat)

    async def _seat_of(self, turn: Turn) -> _Seat | None:
        """The game, seat owner and policy of ``turn`` (``None`` if the game is gone).

        Raises:
            UnreadableGame: the game's stored row cannot be read.
        """
        try:
            table = await self.tables.by_id(turn.game_id)
        except NoGameHere:
            return None
        seat = table.seats[turn.seat]
        policy = TablePolicy.from_options(table.row.table_options)
        return _Seat(table, seat.user_id, seat.is_bot, policy)

    async def on_reminder(self, timer: Timer) -> None:
        """Send reminder ``n`` unless the seat moved, is skipped ("not today") or is away."""
        current = await self._current(timer)
        if current is None or current[1].is_bot or current[0].stalled:
            return
        turn, seat = current
        now = self.clock.now()
        interval = await self._interval(seat.user_id, seat.policy)
        settings = await store.get_settings(self.db, seat.user_id)
        allowed = next_ping_time(now, settings, await store.away_until(self.db, seat.user_id, now))
        if allowed > now:
            await self._schedule_reminder(turn, seat.user_id, allowed, int(timer.payload["n"]))
            return
        if turn.skip_next:
            await store.update_turn(self.db, replace(turn, skip_next=False))
            await self._schedule_reminder(
                turn, seat.user_id, now + interval, int(timer.payload["n"])
            )
            return
        await self._remind(turn, seat, now, interval)

    async def _remind(self, turn: Turn, seat: _Seat, now: datetime, interval: timedelta) -> None:
        sent = turn.reminders_sent + 1
        game, state = seat.table.game, seat.table.state
        hours = round((now - turn.since_at).total_seconds() / 3600)
        names = await seat_names(self.db, turn.game_id)
        key = await self.decision_key(turn)
        with speaking(seat.policy.language):
            text = t(
                f"table.reminder.{min(sent, ESCALATION)}",
                user=seat.user_id,
                title=game.title,
                hours=hours,
                prompt=prompt_of(game, state, turn.seat, names),
            )
            button = self._button("not_today", key)
        if await digests.digest_hour(self.db, seat.user_id) is None:  # a digest replaces it
            await self.notifier.notify(
                TableNotice(
                    seat.table.row.channel_id, text, (seat.user_id,), (button,), turn.game_id
                )
            )
        stalled = sent >= seat.policy.stall_after
        await store.update_turn(self.db, replace(turn, reminders_sent=sent, stalled=stalled))
        if stalled and self.timeouts and await self.timeouts(key, seat.policy.on_timeout, sent):
            return
        if stalled:
            await self._post_stall(key, seat, skip_action(game, state, turn.seat), hours, sent)
        else:
            await self._schedule_reminder(turn, seat.user_id, now + interval, sent + 1)

    async def _post_stall(
        self, key: DecisionKey, seat: _Seat, skip: object, hours: int, reminders: int
    ) -> None:
        actions = ["wait", "skip", "replace", "bot", "abandon"]
        if skip is None:
            actions.remove("skip")
        with speaking(seat.policy.language):
            text = t(
                "table.stall",
                user=seat.user_id,
                seat=key.seat + 1,
                hours=hours,
                reminders=reminders,
            )
            buttons = tuple(self._button(action, key) for action in actions)
        await self.notifier.notify(
            TableNotice(seat.table.row.channel_id, text, (), buttons, key.game_id)
        )

    @staticmethod
    def _button(action: str, key: DecisionKey) -> NoticeButton:
        return NoticeButton(action, t(f"table.button.{action}"), key)

    async def decision_key(self, turn: Turn) -> DecisionKey:
        """The key of ``turn`` for its notices' buttons: its owner's decision."""
        handovers = await store.seat_handovers(self.db, turn.game_id, turn.seat)
        return DecisionKey(turn.game_id, turn.seat, turn.since_version, handovers)

    async def current_turn(self, key: DecisionKey) -> Turn | None:
        """The decision ``key`` names if it is still owed by the same owner, else ``None``."""
        turn = await store.get_turn(self.db, key.game_id, key.seat)
        if turn is None or await self.decision_key(turn) != key:
            return None
        return turn

    async def on_deadline(self, timer: Timer) -> None:
        """Close a decision window with the engine's stated default (if still open)."""
        current = await self._current(timer)
        if current is None:
            return
        turn, seat = current
        default = seat.table.game.default_action(seat.table.state, turn.seat)
        if default is not None:
            await self.act_as_seat(turn.game_id, turn.seat, default)

    async def set_away(self, user_id: int, until: datetime | None) -> int:
        """``/away``: record ``user_id`` away until ``until`` (``None``: back now).

        Reminders already read the absence when they come due. A decision window the player
        owes now has had its deadline planned already: where the game's
        ``away_stretches_deadlines`` option is on, it moves to ``deadline`` after ``until``
        (never earlier than planned).

        Returns:
            How many deadlines moved.
        """
        await store.set_away(self.db, user_id, until, self.clock.now())
        if until is None:
            return 0
        moved = 0
        for turn in await store.open_turns_of(self.db, user_id):
            current = await self._seat_of(turn)
            if current is None or not current.policy.away_stretches_deadlines:
                continue
            due = until + current.policy.deadline
            for timer in await timers_store.pending(self.db, turn.game_id, kind=DEADLINE):
                if timer.seat == turn.seat and timer.payload.get("since") == turn.since_version:
                    moved += await timers_store.postpone(self.db, timer.id, due)
        return moved

    async def resync(self, game_id: int) -> None:
        """At start-up, re-plan the reminders and deadlines of game ``game_id`` that a crash
        left without a timer.

        A missing reminder comes one interval from now; a missing deadline at its planned time,
        or at once when that has passed (its timer was interrupted while firing).
        """
        now = self.clock.now()
        for turn in await store.turns_without_timer(self.db, REMINDER, game_id):
            current = await self._seat_of(turn)
            if current is not None and not current.is_bot:
                interval = await self._interval(current.user_id, current.policy)
                await self._schedule_reminder(
                    turn, current.user_id, now + interval, turn.reminders_sent + 1
                )
        for turn in await store.turns_without_timer(self.db, DEADLINE, game_id):
            current = await self._seat_of(turn)
            if current is None or current.is_bot:
                continue
            if current.table.game.default_action(current.table.state, turn.seat) is not None:
                due = max(now, turn.since_at + current.policy.deadline)
                await self.scheduler.add(
                    DEADLINE,
                    due,
                    game_id=game_id,
                    seat=turn.seat,
                    payload={"since": turn.since_version},
                )

    async def not_today(self, key: DecisionKey) -> bool:
        """Skip the seat's next reminder; return ``False`` when that decision is over."""
        turn = await self.current_turn(key)
        if turn is None:
            return False
        await store.update_turn(self.db, replace(turn, skip_next=True))
        return True

    async def wait(self, key: DecisionKey) -> int | None:
        """The table chose to wait: restart reminders; return the seat's user (``None``: over)."""
        turn = await self.current_turn(key)
        seat = None if turn is None else await self._seat_of(turn)
        if turn is None or seat is None:
            return None
        await store.update_turn(self.db, replace(turn, reminders_sent=0, stalled=False))
        interval = await self._interval(seat.user_id, seat.policy)
        await timers_store.cancel(self.db, key.game_id, kind=REMINDER, seat=key.seat)
        await self._schedule_reminder(turn, seat.user_id, self.clock.now() + interval, 1)
        return seat.user_id
