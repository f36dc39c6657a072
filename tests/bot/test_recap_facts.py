"""What the recap says (:mod:`bot.services.recap_facts`): the longest turn by wall time between
moves, the biggest swing of one seat's VP in one move."""

from __future__ import annotations

from datetime import timedelta

from bot.services.recap_facts import biggest_swing, longest_turn
from bot.store.actions import ActionRow


def _move(version: int, seat: int, at: str) -> ActionRow:
    return ActionRow(
        seat=seat,
        user_id=None,
        notation="",
        public_text="",
        payload_json="{}",
        closes_undo=False,
        game_id=1,
        version=version,
        created_at=at,
    )


def test_the_longest_turn_is_the_longest_wait_credited_to_the_later_move() -> None:
    log = [
        _move(0, 0, "2026-01-01T10:00:00+00:00"),
        _move(1, 1, "2026-01-01T10:05:00+00:00"),
        _move(2, 0, "2026-01-02T13:05:00+00:00"),
        _move(3, 1, "2026-01-02T13:06:00+00:00"),
    ]
    longest = longest_turn(log)
    assert longest is not None
    assert (longest.seat, longest.move, longest.span) == (0, 3, timedelta(hours=27))
    assert longest_turn(log[:1]) is None


def test_the_biggest_swing_counts_losses_too_and_the_earliest_wins_a_tie() -> None:
    swing = biggest_swing([[0, 3, 3, 10], [0, 0, 7, 0]])  # +7, +7 and -7: move 2 first
    assert swing is not None
    assert (swing.seat, swing.move, swing.delta) == (1, 2, 7)
    assert biggest_swing([[1, 1], [0, 0]]) is None
