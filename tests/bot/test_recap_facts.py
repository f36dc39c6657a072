"""What the recap says (:mod:`bot.services.recap_facts`): the longest turn by wall time between
moves, the biggest swing of one seat's VP in one move, the public moves only."""

from __future__ import annotations

from datetime import timedelta

from bot.services.recap_facts import biggest_swing, longest_turn, replay_recap
from bot.store.actions import ActionRow
from bot.store.games import GameRow
from rules import GAMES
from rules.core.chance import rng_for
from rules.space_base.actions import SetAllocationPref


def _move(version: int, seat: int, at: str, payload: str = "{}") -> ActionRow:
    return ActionRow(
        seat=seat,
        user_id=None,
        notation="",
        public_text="",
        payload_json=payload,
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


def test_an_action_private_to_its_actor_is_no_move_of_the_recap() -> None:
    """Space Base's standing allocation choice stays out of the moves counted, numbered and
    timed, as it stays out of the public log."""
    game = GAMES["space_base"]
    state = game.setup(2, seed="x")
    rng = rng_for("x", 0, "p")
    log: list[ActionRow] = []
    private = SetAllocationPref(value="larger-credits")
    chosen = False
    while owing := game.to_act(state):
        seat = min(owing)
        action = game.bot_action(state, seat, rng)
        choosers = [k for k in range(2) if private in game.legal_actions(state, k)]
        if choosers and not chosen:
            seat, action, chosen = choosers[0], private, True
        at = "2026-01-01T10:00:00+00:00"
        log.append(_move(state.version, seat, at, action.model_dump_json()))
        state = game.apply(state, seat, action).state
    row = GameRow(
        1,
        1,
        None,
        "space_base",
        state.pack,
        "finished",
        state.version,
        "x",
        {},
        None,
        0,
        "",
        "",
        {},
    )
    replayed = replay_recap(game, row, 2, log)
    assert any(entry.payload_json == private.model_dump_json() for entry in log)
    assert all(entry.payload_json != private.model_dump_json() for entry in replayed.log)
    assert replayed.moves < len(log)
    assert all(len(points) == replayed.moves + 1 for points in replayed.series)
