"""Passed seats are not asked to react unless they want to (issue #27 item 3): with the table
option ``reactions`` at its default ``never`` a passed seat's turns pass at once (no decision, so
no ping); ``prefer react ask`` (or ``reactions=ask``) asks it on its turns, as §4 allows."""

from __future__ import annotations

import random
from typing import Any

from rules import GAMES

GAME = GAMES["eclipse"]


def _asked_after_passing(state: Any, seat: int) -> int:
    """Decisions ``seat`` owes, once passed, until the Action phase ends (the others play their
    bot's moves, ``seat`` passes whenever asked)."""
    rng, asked = random.Random(3), 0
    round_ = state.round
    while state.round == round_ and (owing := sorted(GAME.to_act(state))):
        who = owing[0]
        if who == seat and state.seats[seat].passed and state.phase == "action":
            asked += 1
            state = GAME.apply(state, seat, GAME.parse_action(state, seat, "pass")).state
            continue
        action = GAME.parse_action(state, who, "pass") if who == seat else None
        state = GAME.apply(state, who, action or GAME.bot_action(state, who, rng)).state
    return asked


def _first_turn(options: dict[str, Any]) -> Any:
    return GAME.setup(3, seed="react", options=options)


def test_a_passed_seat_is_not_asked_by_default() -> None:
    state = _first_turn({})
    assert _asked_after_passing(state, min(GAME.to_act(state))) == 0


def test_prefer_react_ask_asks_it_on_its_turns() -> None:
    state = _first_turn({})
    seat = min(GAME.to_act(state))
    state = GAME.apply(state, seat, GAME.parse_action(state, seat, "prefer react ask")).state
    assert _asked_after_passing(state, seat) > 0


def test_the_table_option_ask_asks_every_passed_seat() -> None:
    state = _first_turn({"reactions": "ask"})
    assert _asked_after_passing(state, min(GAME.to_act(state))) > 0


def test_a_seat_that_asks_is_asked_once_a_round_once_it_lets_a_turn_go_by() -> None:
    """§4 lets a passed seat react on each of its turns; play-by-post asks it until it first
    lets one go by (docs/rules/eclipse.md §4 "reactions on play-by-post"): one ping a round."""
    state = _first_turn({"reactions": "ask"})
    assert _asked_after_passing(state, min(GAME.to_act(state))) == 1


def test_the_decline_lasts_the_round_only() -> None:
    state = _first_turn({"reactions": "ask"})
    seat = min(GAME.to_act(state))
    rng = random.Random(5)
    while not state.seats[seat].declined:
        who = min(GAME.to_act(state))
        action = GAME.parse_action(state, who, "pass") if who == seat else None
        state = GAME.apply(state, who, action or GAME.bot_action(state, who, rng)).state
    round_ = state.round
    while state.round == round_:
        who = min(GAME.to_act(state))
        state = GAME.apply(state, who, GAME.bot_action(state, who, rng)).state
    assert not state.seats[seat].declined and not state.seats[seat].passed
