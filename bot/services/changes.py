"""The subscriber hook: every committed change of a game, for the table services.

The scheduler, reminders and bot players subscribe with :meth:`GameService.subscribe`; the
service awaits each callback after the change is committed, in subscription order. A callback's
exception is logged and does not undo the change or stop the other callbacks.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.services.outputs import Outputs


class ChangeKind(StrEnum):
    """What happened to the game."""

    CREATED = "created"
    JOINED = "joined"
    LEFT = "left"
    STARTED = "started"
    ACTED = "acted"
    UNDONE = "undone"
    SEAT_CHANGED = "seat_changed"
    FINISHED = "finished"
    ABANDONED = "abandoned"


@dataclass(frozen=True)
class GameChanged:
    """One committed change.

    Attributes:
        kind: what happened (``FINISHED`` replaces ``ACTED`` for the action that ended the game;
            ``SEAT_CHANGED``: a seat passed to another player or to the bot player, with no
            move: the state and version are unchanged).
        game_id, channel_id, game_key: which game.
        status: ``lobby``, ``active``, ``finished`` or ``abandoned`` after the change.
        version: the state version after the change (0 in the lobby).
        state: the rules state after the change (``None`` in the lobby); never show it publicly.
        to_act: the seats that owe a decision now (empty in the lobby and once over).
        seat_users: the user id of each seat, by seat number.
        bot_seats: the seats played by bot players.
        actor_seat: the seat that acted or undid, or that changed hands (``SEAT_CHANGED``);
            ``None`` for lobby changes.
        outputs: what the service returned for this change.
    """

    kind: ChangeKind
    game_id: int
    channel_id: int
    game_key: str
    status: str
    version: int
    state: Any
    to_act: frozenset[int]
    seat_users: tuple[int, ...]
    bot_seats: frozenset[int]
    actor_seat: int | None
    outputs: Outputs


Subscriber = Callable[[GameChanged], Awaitable[None]]
