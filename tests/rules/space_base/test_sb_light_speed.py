"""The Light-Speed keep: refusals that say why."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.space_base import GAME
from rules.space_base.actions import Keep
from rules.space_base.state import SpaceBaseState


def _dealt() -> tuple[SpaceBaseState, list[int]]:
    """A 2-seat Light-Speed deal and seat 0's card costs, in hand order."""
    state = GAME.setup(2, seed="ls", options={"light_speed": True})
    return state, [GAME.pack.card(card).cost for card in state.seats[0].hand]


def _too_dear(costs: list[int]) -> tuple[int, ...]:
    """The first positions, in hand order, whose cards cost more than 15 credits together."""
    total = 0
    for position, cost in enumerate(costs, start=1):
        total += cost
        if total > 15:
            return tuple(range(1, position + 1))
    raise AssertionError("the deal is affordable whole; pick another seed")


def test_a_typed_keep_over_the_credits_is_refused_with_its_cost() -> None:
    state, costs = _dealt()
    positions = _too_dear(costs)
    total = sum(costs[p - 1] for p in positions)
    typed = "keep " + " ".join(str(p) for p in positions)
    with pytest.raises(IllegalAction) as refused:
        GAME.parse_action(state, 0, typed)
    said = str(refused.value)
    assert f"cost {total} credits" in said and "you have 15" in said, said
    assert " + ".join(str(costs[p - 1]) for p in positions) in said


def test_an_applied_keep_over_the_credits_is_refused_with_its_cost() -> None:
    state, costs = _dealt()
    positions = _too_dear(costs)
    with pytest.raises(IllegalAction, match=f"cost {sum(costs[p - 1] for p in positions)} "):
        GAME.apply(state, 0, Keep(positions=positions))


def test_an_affordable_typed_keep_is_parsed() -> None:
    state, costs = _dealt()
    cheapest = min(range(len(costs)), key=costs.__getitem__) + 1
    assert GAME.parse_action(state, 0, f"keep {cheapest}") == Keep(positions=(cheapest,))


def test_keep_buttons_name_the_cards_by_position_name_and_cost() -> None:
    state, costs = _dealt()
    hand = state.seats[0].hand
    cheapest = min(range(len(costs)), key=costs.__getitem__) + 1
    label = GAME.label_action(state, 0, Keep(positions=(cheapest,)))
    name = GAME.pack.card(hand[cheapest - 1]).name
    assert label == f"keep {cheapest}: {name} ({costs[cheapest - 1]} of 15 credits)"
    assert GAME.label_action(state, 0, Keep(positions=())) == "keep none (0 of 15 credits)"


def test_every_keep_label_is_distinct_and_fits_a_button() -> None:
    state, _ = _dealt()
    labels = [GAME.label_action(state, 0, action) for action in GAME.legal_actions(state, 0)]
    assert len(set(labels)) == len(labels)
    assert all(label is not None and len(label) <= 80 for label in labels)
