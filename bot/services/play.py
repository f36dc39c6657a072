"""Playing: one action (the write path of docs/design.md §5) and undo (docs/play-by-post.md §6).

Called by :class:`GameService` under the game's lock with a freshly read :class:`Table`.

One board per turn (docs/play-by-post.md §2): each move's board post carries the game's board
number (:mod:`bot.store.boards`), written in the move's transaction. A human's move in the same
turn as the current board (``turn_number``; the acting seat for games without turns), and every
automatic move (``act_as_seat``: bot seats, lapsed windows' defaults, skips), keep the number: the
front end edits that message in place, and its text gathers the log lines of every move since
the board began. A human's move in a new turn, and the move that ends the game, start the next
number: a new message. An undo
keeps the board, its text rebuilt from the log without the undone action.

Undo policy (Board Game Arena's): a seat may undo only the game's *last* action, only if it is
its own, and only if that action drew, rolled, shuffled or revealed nothing (no event with
``closes_undo``). Repeated undos walk back through the seat's own consecutive actions under the
same rule. The state is rebuilt by replaying the log without the action, never by keeping old
snapshots, so an undo cannot bring back information the table never had.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel

from bot.i18n import N_, Lazy, speaking, t, viewers
from bot.services.changes import ChangeKind, GameChanged, Subscriber
from bot.services.compose import board_post, private_post, table_decisions
from bot.services.context import Table, TableLoader
from bot.services.errors import NoGameHere, NotAnOption, NothingToUndo, StaleVersion
from bot.services.narration import table_sentence
from bot.services.outputs import Outputs, PrivatePost
from bot.services.posts import (
    Decisions,
    private_event_lines,
    public_event_lines,
    public_log_line,
    secrets_of,
    sentences,
)
from bot.store.actions import (
    ActionRow,
    NewAction,
    commit_action,
    last_action,
    list_actions,
    rewrite_log,
)
from bot.store.boards import Board, board_lines, current_board, put_board
from bot.store.db import transaction
from bot.store.games import VersionConflict
from bot.store.replay import replay_actions
from bot.store.results import ResultRow
from bot.store.timers import to_ms
from rules.core import Event, RulesError, Transition
from rules.core.game import answers_sealed, is_private_action, turn_number

Result = tuple[Outputs, GameChanged | None]
BOARD_LINES = 40
"""The most log lines a board post reads back (older ones are counted, not shown)."""


def stale(table: Table, conflict: VersionConflict) -> StaleVersion | NoGameHere:
    """The error for a lost compare-and-swap: the game moved on, or it is no longer active."""
    current = conflict.current_version
    if current is None or current == table.row.version:
        return NoGameHere()
    return StaleVersion(current_version=current)


@dataclass(frozen=True)
class Picked:
    """A component's answer: the action at ``index`` of ``game.legal_actions(state, seat)`` of
    the version the component was made on (:attr:`bot.services.outputs.Choice.index`)."""

    index: int


def _parse(table: Table, seat: int, action: str | BaseModel | Picked) -> Any:
    """The engine's action for ``action``.

    Raises:
        NotAnOption: a picked index outside the seat's legal actions.
        RulesError: notation the game refuses.
    """
    if isinstance(action, str):
        return table.game.parse_action(table.state, seat, action)
    if isinstance(action, Picked):
        legal = table.game.legal_actions(table.state, seat)
        if not 0 <= action.index < len(legal):
            raise NotAnOption()
        return legal[action.index]
    return action


def _record(
    table: Table,
    seat: int,
    user_id: int | None,
    action: BaseModel,
    notation: str,
    transition: Transition[Any],
) -> NewAction:
    """The log entry of an applied action: its public line (redacted by the secrets before and
    after it), its line with the notation shown (for the log once the game is over) and its
    payload. An action private to its actor (a standing choice,
    :func:`rules.core.game.is_private_action`) logs only its public events, even once the game
    is over. Lines are written in the table's language (a stored line keeps the language it was
    written in)."""
    with speaking(table.locale):
        return _entry(table, seat, user_id, action, notation, transition)


def _entry(
    table: Table,
    seat: int,
    user_id: int | None,
    action: BaseModel,
    notation: str,
    transition: Transition[Any],
) -> NewAction:
    name, names, events = table.names[seat], table.names, transition.events
    full = public_log_line(name, notation, events, names, frozenset())
    if is_private_action(table.game, table.state, seat, action):
        public = sentences(public_event_lines(events, names))
        return NewAction(
            seat, user_id, notation, public, action.model_dump_json(), transition.closes_undo
        )
    if answers_sealed(table.state, seat):
        public = sentences(public_event_lines(events, names)) or t("service.answered", name=name)
        return NewAction(
            seat,
            user_id,
            notation,
            public,
            action.model_dump_json(),
            transition.closes_undo,
            full_text=full,
        )
    secrets = secrets_of(table.game, (table.state, transition.state))
    return NewAction(
        seat,
        user_id,
        notation,
        public_log_line(name, notation, events, names, secrets),
        action.model_dump_json(),
        transition.closes_undo,
        full_text=full,
    )


def _results(tables: TableLoader, table: Table, after: Any) -> list[ResultRow]:
    """Each seat's result when ``after`` is a finished game's state, else none."""
    outcome = table.game.outcome(after)
    if outcome is None:
        return []
    now = to_ms(tables.now())
    return [
        ResultRow(
            table.row.id,
            table.row.game_key,
            seat.seat,
            seat.user_id,
            seat.is_bot,
            outcome.scores[seat.seat],
            seat.seat in outcome.winners,
            now,
        )
        for seat in table.seats
    ]


def turn_key(table: Table, seat: int) -> str:
    """The turn a move of ``seat`` in ``table``'s state belongs to: ``turn:<n>`` by the game's
    ``turn_number``, or ``seat:<seat>`` for a game without turns."""
    number = turn_number(table.game, table.state)
    return f"seat:{seat}" if number is None else f"turn:{number}"


def next_board(
    board: Board | None, table: Table, seat: int, *, automatic: bool, ends: bool = False
) -> Board:
    """The board a move of ``seat`` goes on (see the module docstring): ``board`` itself when
    the move is ``automatic`` or of the board's turn, else the next number, starting at the
    version the move is applied to. A move that ``ends`` the game always starts a new board:
    the final scores are a new message at the bottom of the channel, not an edit above it."""
    turn = turn_key(table, seat)
    if board is not None and not ends and (automatic or board.turn == turn):
        return board
    number = 1 if board is None else board.number + 1
    return Board(number, table.row.version, turn)


async def _commit(
    tables: TableLoader,
    table: Table,
    record: NewAction,
    after: Any,
    write: Subscriber | None,
    board: tuple[Board | None, Board],
) -> Table:
    """Commit ``record`` and the state ``after`` it with compare-and-swap, with the seats'
    results when it ends the game, the board it goes on (``board``: before, after), and what
    ``write`` writes for the change (the table services' rows: decisions owed, timers), in one
    transaction; the table after it.

    Raises:
        StaleVersion, NoGameHere: the game moved on or is no longer active.
    """
    finished = not table.game.to_act(after)
    status = "finished" if finished else "active"
    done = replace(table, row=replace(table.row, version=after.version, status=status), state=after)
    try:
        async with transaction(tables.db):
            await commit_action(
                tables.db,
                table.row.id,
                table.row.version,
                record,
                new_state_json=after.model_dump_json(),
                new_status=status,
                now=tables.now(),
                results=_results(tables, table, after) if finished else (),
            )
            if board[0] != board[1]:
                await put_board(tables.db, table.row.id, board[1])
            if write is not None:
                await write(done.changed(_kind(done), Outputs(), record.seat))
    except VersionConflict as conflict:
        raise stale(table, conflict) from None
    tables.remember(table.row.id, after)
    return done


def _kind(done: Table) -> ChangeKind:
    return ChangeKind.FINISHED if done.row.status == "finished" else ChangeKind.ACTED


async def act(
    tables: TableLoader,
    table: Table,
    seat: int,
    user_id: int | None,
    action: str | BaseModel | Picked,
    expected_version: int | None,
    write: Subscriber | None = None,
) -> Result:
    """Apply, commit with compare-and-swap, and build the outputs (see :meth:`GameService.act`).

    ``write(change)`` runs inside the transaction that commits the action (its change's
    outputs are empty: they are built once it is committed).

    Raises:
        StaleVersion, NoGameHere, RulesError.
    """
    if expected_version is not None and expected_version != table.row.version:
        raise StaleVersion(current_version=table.row.version)
    game, before = table.game, table.state
    try:
        parsed = _parse(table, seat, action)
        transition = game.apply(before, seat, parsed)
    except RulesError as error:  # a refusal may name seats as {pN}
        raise type(error)(table_sentence(error.message, table.names)) from None
    notation = game.describe_action(before, seat, parsed)
    record = _record(table, seat, user_id, parsed, notation, transition)
    board = await current_board(tables.db, table.row.id)
    ends = not game.to_act(transition.state)
    following = next_board(board, table, seat, automatic=user_id is None, ends=ends)
    done = await _commit(tables, table, record, transition.state, write, (board, following))
    pending = table_decisions(done)
    lines, earlier = await board_lines(
        tables.db, table.row.id, following.first_version, BOARD_LINES
    )
    (public, _), private = await asyncio.gather(
        board_post(tables, done, lines, pending, board=following.number, earlier=earlier),
        _private_after(tables, done, before, seat, transition.events, pending),
    )
    outputs = Outputs(
        public=(public,), private=private, reply=t("service.played", notation=notation)
    )
    return outputs, done.changed(_kind(done), outputs, seat)


async def _private_after(
    tables: TableLoader,
    table: Table,
    before: Any,
    actor: int,
    events: tuple[Event, ...],
    pending: Decisions,
) -> tuple[PrivatePost, ...]:
    """One post per seat with private news: its hidden components changed, it read a private
    event, or it is newly asked (or the actor, asked again) a decision whose prompt or choices
    name its hidden components (a seat still pending since an earlier post is not sent them
    again)."""
    game, after = table.game, table.state
    asked_before = game.to_act(before)
    posts = []  # coroutines, rendered concurrently
    for seat in range(after.num_players):
        if seat in table.bot_seats:
            continue
        with speaking(viewers.locale_of(table.seat_users[seat], table.locale)):
            lines = private_event_lines(events, seat, table.names)  # in the reader's language
        changed = game.secret_ids(before, seat) != game.secret_ids(after, seat)
        newly_asked = seat == actor or seat not in asked_before
        choices = pending.private_choices.get(seat, ()) if newly_asked else ()
        secret_prompt = newly_asked and seat in pending.private_prompts
        if lines or changed or choices or secret_prompt:
            posts.append(private_post(tables, table, seat, lines, choices, with_view=changed))
    return tuple(await asyncio.gather(*posts))


def _undo_refusal(last: ActionRow | None, seat: int) -> str | None:
    """The catalogued reason ``seat`` may not undo ``last``, or ``None`` when it may."""
    if last is None:
        return N_("service.undo_none")
    if last.seat != seat:
        return N_("service.undo_not_yours")
    if last.closes_undo:
        return N_("service.undo_closed")
    return None


async def undo(tables: TableLoader, table: Table, seat: int, *, confirm: bool) -> Result:
    """Preview or perform the undo of ``seat``'s last action (see :meth:`GameService.undo`).

    Raises:
        NothingToUndo, StaleVersion, NoGameHere.
    """
    last = await last_action(tables.db, table.row.id)
    reason = _undo_refusal(last, seat)
    if reason is not None:
        raise NothingToUndo(reason=Lazy(reason))
    assert last is not None
    if not confirm:
        return Outputs(reply=t("service.undo_preview", notation=last.notation)), None
    kept = await list_actions(tables.db, table.row.id, limit=last.version)
    state = replay_actions(table.game, table.row, len(table.seats), kept)
    try:
        await rewrite_log(
            tables.db,
            table.row.id,
            table.row.version,
            last.version,
            new_state_json=state.model_dump_json(),
            reseeds={v: seed for v, seed in table.row.reseeds.items() if v <= last.version},
            now=tables.now(),
        )
    except VersionConflict as conflict:
        raise stale(table, conflict) from None
    tables.remember(table.row.id, state)
    done = replace(table, row=replace(table.row, version=state.version), state=state)
    head = t("service.undo_done", table.locale, name=table.names[seat])
    board = await current_board(tables.db, table.row.id)
    lines: list[str] = []
    earlier, number = 0, 0
    if board is not None:
        number = board.number
        first = min(board.first_version, state.version)
        lines, earlier = await board_lines(tables.db, table.row.id, first, BOARD_LINES)
    public, pending = await board_post(tables, done, [*lines, head], board=number, earlier=earlier)
    private = await _private_after_undo(tables, table.state, done, seat, pending)
    outputs = Outputs(
        public=(public,), private=private, reply=t("service.undo_reply", notation=last.notation)
    )
    return outputs, done.changed(ChangeKind.UNDONE, outputs, seat)


async def _private_after_undo(
    tables: TableLoader, before: Any, done: Table, seat: int, pending: Decisions
) -> tuple[PrivatePost, ...]:
    """The undoing seat's private post (its view, and its decision's choices when they name its
    hidden components), when its hidden components changed or its decision is private; none
    for a bot seat."""
    game = done.game
    tell = seat not in done.bot_seats and (
        game.secret_ids(before, seat) != game.secret_ids(done.state, seat)
        or seat in pending.private_prompts
        or seat in pending.private_choices
    )
    if not tell:
        return ()
    choices = pending.private_choices.get(seat, ())
    return (await private_post(tables, done, seat, [], choices, with_view=True),)
