"""Preparing an opened turn (bot/services/preparing.py, rules.core.game.HasPreparation): the
service runs ``game.prepare(state, seat)`` off the event loop for each human seat a change
leaves to act, and never for a game without the member."""

from __future__ import annotations

import threading
from typing import Any

from bot.services.changes import ChangeKind, GameChanged
from bot.services.outputs import Outputs
from bot.services.preparing import Preparer


class Prepared:
    """A game with ``prepare`` only (what the service reads of it), recording each call."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, int, int]] = []  # (state, seat, thread id)

    def prepare(self, state: Any, seat: int) -> None:
        self.calls.append((state, seat, threading.get_ident()))


class Unprepared:
    """A game without ``prepare``."""


def _change(kind: ChangeKind, to_act: set[int], bots: set[int], key: str = "g") -> GameChanged:
    return GameChanged(
        kind=kind,
        game_id=7,
        channel_id=1,
        game_key=key,
        status="active",
        version=3,
        state="the state",
        to_act=frozenset(to_act),
        seat_users=(10, 11, 12),
        bot_seats=frozenset(bots),
        actor_seat=0,
        outputs=Outputs(),
    )


async def test_each_human_seat_to_act_is_prepared_in_a_worker_thread() -> None:
    game = Prepared()
    preparer = Preparer({"g": game})  # type: ignore[dict-item]
    await preparer.on_change(_change(ChangeKind.ACTED, {0, 1, 2}, bots={1}))
    await preparer.settled()
    assert sorted((state, seat) for state, seat, _ in game.calls) == [
        ("the state", 0),
        ("the state", 2),
    ]
    assert all(thread != threading.get_ident() for _, _, thread in game.calls)


async def test_a_change_that_opens_no_turn_or_a_game_without_the_member_prepares_nothing() -> None:
    game = Prepared()
    preparer = Preparer({"g": game, "u": Unprepared()})  # type: ignore[dict-item]
    await preparer.on_change(_change(ChangeKind.SEAT_CHANGED, {0}, bots=set()))
    await preparer.on_change(_change(ChangeKind.FINISHED, set(), bots=set()))
    await preparer.on_change(_change(ChangeKind.ACTED, {0}, bots=set(), key="u"))
    await preparer.settled()
    assert game.calls == []


async def test_a_failing_preparation_is_logged_and_the_next_one_runs() -> None:
    class Failing(Prepared):
        def prepare(self, state: Any, seat: int) -> None:
            super().prepare(state, seat)
            raise RuntimeError("boom")

    game = Failing()
    preparer = Preparer({"g": game})  # type: ignore[dict-item]
    await preparer.on_change(_change(ChangeKind.STARTED, {0}, bots=set()))
    await preparer.settled()
    await preparer.on_change(_change(ChangeKind.UNDONE, {0}, bots=set()))
    await preparer.settled()
    assert [seat for _, seat, _ in game.calls] == [0, 0]
