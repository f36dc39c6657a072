"""When a completed Blueprint's upgrade serves (docs/rules/afternova.md §4, Completing Blueprints).

The rulebook excludes only "the turn in which the Blueprint was completed". Completions happen
between turns, at the end of the turn just over, so the upgrade serves from the next turn on:
on another seat's turn when its owner helps a deal (skills) or receives fragments (storage), and
on its owner's own turn (an extra Market pick).
"""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.actions import Accept
from rules.afternova.state import AfternovaState, PublicView
from tests.rules.afternova.an_helpers import (
    act,
    edited,
    give_hand,
    market_turn,
    set_planet,
    set_storage,
    table,
)

PALLAS = "pl-17"  # piloting 3, engineering 2, 4 spaces
HELPER = 3  # of a 4-seat table: seat 0 plays, seat 3 completes, seat 1 asks seat 3, seat 2 is next
DEAL = "propose 1 with hp-02 hp-45 | @4 piloting:1 gets purple green white orange"


def _public(state: AfternovaState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


def _table(helper_hand: list[str], helper_storage: list[str]) -> AfternovaState:
    """Seat 1 can ask the helper for 1 piloting on Pallas; seat 0's turn comes first."""

    def change(state: AfternovaState) -> None:
        set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
        give_hand(state, 1, ["hp-02", "hp-45"])  # engineering 2 / piloting 2, engineering 1
        give_hand(state, HELPER, helper_hand)
        set_storage(state, HELPER, helper_storage)

    return edited(table(4), change)


def test_a_skill_upgrade_completed_after_another_seats_turn_serves_its_owner_as_helper() -> None:
    state = market_turn(_table(["bp-25"], ["black", "black"]))  # bp-25: +1 piloting
    state = act(state, HELPER, "complete bp-25")  # between seat 0's turn and seat 1's
    state = act(state, 1, DEAL)
    assert Accept() in GAME.legal_actions(state, HELPER)
    state = act(state, HELPER, "accept")
    assert state.deal is None
    assert state.seats[HELPER].storage == ["purple", "green", "white", "orange"]


def test_a_storage_upgrade_completed_between_turns_holds_the_fragments_of_the_next_turn() -> None:
    start = _table(["bp-09", "hp-41"], ["white", "orange", "orange", "green"])  # +1 storage
    state = act(market_turn(start), HELPER, "complete bp-09")
    state = act(act(state, 1, DEAL), HELPER, "accept hp-41")
    assert (len(state.seats[HELPER].storage), _public(state).seats[HELPER].capacity) == (5, 5)
    assert GAME.to_act(state) == {2}  # seat 2's turn; the helper owes no discard


def test_an_upgrade_completed_before_its_owners_own_action_serves_that_turn() -> None:
    def ready(state: AfternovaState) -> None:
        give_hand(state, 0, ["bp-14"])  # white 2: +1 card per Market action
        set_storage(state, 0, ["white", "white"])

    state = act(edited(table(), ready), 0, "complete bp-14")
    state = market_turn(state)
    assert (state.active, state.market is not None and state.market.picks_left) == (0, 1)


def test_a_storage_upgrade_counts_as_soon_as_it_is_completed() -> None:
    def storage_upgrade(state: AfternovaState) -> None:
        give_hand(state, 1, ["bp-36"])  # purple 2, black 2; +1 storage
        set_storage(state, 1, ["purple", "purple", "black", "black"])

    state = act(edited(table(), storage_upgrade), 1, "complete bp-36")
    assert _public(state).seats[1].capacity == 5
