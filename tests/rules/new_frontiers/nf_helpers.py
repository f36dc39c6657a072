"""Helpers for the New Frontiers tests: a fresh game, acting by notation, arranging a seat."""

from __future__ import annotations

from typing import Any

from rules.new_frontiers import GAME
from rules.new_frontiers.flow import next_selector
from rules.new_frontiers.state import NewFrontiersState


def fresh(players: int = 3, seed: str = "nf", **options: Any) -> NewFrontiersState:
    """A new game."""
    return GAME.setup(players, seed=seed, options=options or None)


def act(state: NewFrontiersState, seat: int, text: str) -> NewFrontiersState:
    """``seat`` plays ``text`` (parsed against its legal actions)."""
    return GAME.apply(state, seat, GAME.parse_action(state, seat, text)).state


def select(state: NewFrontiersState, tile: str) -> NewFrontiersState:
    """The next selector selects ``tile``."""
    return act(state, selector(state), f"select {tile}")


def selector(state: NewFrontiersState) -> int:
    """The seat that selects the next phase tile (the test fails if none does)."""
    seat = next_selector(state)
    assert seat is not None
    return seat


def notations(state: NewFrontiersState, seat: int) -> list[str]:
    """``seat``'s legal notations, standing choices left out."""
    return [
        GAME.describe_action(state, seat, a)
        for a in GAME.legal_actions(state, seat)
        if a.type != "prefer"
    ]


def arranged(state: NewFrontiersState, **changes: Any) -> NewFrontiersState:
    """A copy of ``state`` with top-level fields replaced (tests arrange positions directly)."""
    return state.model_copy(deep=True, update=changes)


def trading(worlds: list[str], developments: list[str]) -> tuple[NewFrontiersState, int]:
    """A 3-seat game in Trade/Consume, its selector holding ``worlds`` each with a good, and
    ``developments``; and that selector."""
    state = fresh(3).model_copy(deep=True)
    seat = next_selector(state)
    assert seat is not None
    holder = state.seats[seat]
    holder.worlds += worlds
    holder.goods += worlds
    holder.developments += developments
    return select(state, "trade"), seat
