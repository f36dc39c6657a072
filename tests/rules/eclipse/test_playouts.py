"""Seeded whole games to the end of round 8 at 2, 4 and 6 seats, with the contract's invariants
after every step (``rules.core.playout``: JSON round trip, to_act against the outcome, no
face-down or secret id in another seat's view, input untouched, notation round trip) and
Eclipse's own: influence discs and population cubes are conserved, the round never passes 8."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest
from pydantic import BaseModel

from rules.core.game import Game
from rules.core.playout import bot_policy, half_random_policy, play
from rules.eclipse import board, pack
from rules.eclipse.state import EclipseState, copy_state
from tests.conformance.kit import kit_problems
from tests.rules.eclipse.game_helpers import GAME, table

AS_GAME = cast(Game, GAME)

CUBES = 33
RESERVE = 3


def conserved(state: EclipseState) -> None:
    """Discs and cubes of every seat still in the game are all somewhere (§1)."""
    assert 1 <= state.round <= 8
    for seat, seat_board in enumerate(state.seats):
        if seat_board.eliminated:
            continue
        usable = pack.load().side_by_id[seat_board.side].influence_discs
        placed = len(board.controlled(state, seat))
        discs = seat_board.discs + seat_board.reserve + seat_board.action_discs + placed
        assert discs == usable + RESERVE, f"seat {seat}: {discs} discs"
        on_sectors = sum(
            sum(c is not None for c in s.cubes) + (s.orbital_cube is not None)
            for s in board.controlled(state, seat)
        )
        given = sum(giver == seat for b in state.seats for giver, _ in b.ambassadors)
        cubes = sum(seat_board.track.values()) + sum(seat_board.graveyard.values())
        cubes += on_sectors + given
        assert cubes == CUBES, f"seat {seat}: {cubes} cubes"


@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("policy", ["bot", "half-random"])
def test_a_seeded_game_reaches_the_end_of_round_8(seats: int, policy: str) -> None:
    chosen: Any = bot_policy if policy == "bot" else half_random_policy
    result = play(
        AS_GAME,
        seats,
        seed=f"eclipse-{policy}-{seats}",
        policy=chosen,
        extra_check=conserved,
        idle_rate=0.1,
    )
    assert result.state.round == 8 and result.state.phase == "over"
    assert len(result.outcome.scores) == seats
    assert sorted(result.outcome.ranking) == list(range(seats))


def test_alien_species_play_a_whole_game() -> None:
    result = play(
        AS_GAME,
        6,
        seed="eclipse-aliens",
        policy=bot_policy,
        options={"species": "dealt"},
        extra_check=conserved,
    )
    assert result.state.phase == "over"


def test_the_same_seed_and_choices_give_the_same_game() -> None:
    first = play(AS_GAME, 3, seed="same", policy=bot_policy, check=False)
    second = play(AS_GAME, 3, seed="same", policy=bot_policy, check=False)
    assert first.state == second.state


def mutable_ids(value: Any, found: set[int]) -> set[int]:
    """Ids of every list, dict, set and model inside ``value``."""
    if isinstance(value, (list, dict, set, BaseModel)):
        found.add(id(value))
    children: Any = ()
    if isinstance(value, dict):
        children = value.values()
    elif isinstance(value, (list, tuple, set)):
        children = value
    elif isinstance(value, BaseModel):
        children = [getattr(value, name) for name in type(value).model_fields]
    for child in children:
        mutable_ids(child, found)
    return found


def test_the_state_copy_shares_no_mutable_object_but_sectors_until_edited() -> None:
    state = table(4, seed="copy")
    rng = random.Random(3)
    checked = 0
    while not GAME.is_over(state):
        if state.version % 7 == 0 or state.window is not None or state.pending is not None:
            copied = copy_state(state)
            assert copied == state
            shared = mutable_ids(state, set()) & mutable_ids(copied, set())
            assert shared == {id(sector) for sector in state.sectors}
            before = state.model_dump_json()
            for sector in copied.sectors:
                edited = copied.edit(sector)
                assert edited is not sector and copied.edit(edited) is edited
                edited.ships += ((0, "interceptor"),)
                if edited.cubes:
                    copied.set_cube(edited, 0, "money")
            assert state.model_dump_json() == before
            assert not mutable_ids(state, set()) & mutable_ids(copied, set())
            checked += 1
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, rng)).state
    assert checked > 20


def test_a_sector_not_edited_is_not_changed_in_a_copy() -> None:
    state = table(2, seed="copy")
    copied = copy_state(state)
    with pytest.raises(AssertionError):
        copied.set_cube(copied.sectors[0], 0, "money")
    edited = copied.edit(copied.sectors[-1])
    with pytest.raises(KeyError):
        copied.edit(state.sectors[-1])  # the shared sector is no longer on the copy's table
    assert edited in copied.sectors and edited == state.sectors[-1]


def test_the_game_has_what_the_kit_needs() -> None:
    # The board is the renderer's business (render/eclipse and its tests): counted as present.
    assert kit_problems("eclipse", AS_GAME, {"eclipse": "render.eclipse"}) == []


def test_the_warp_portals_module_plays_a_whole_game() -> None:
    result = play(
        AS_GAME,
        4,
        seed="eclipse-portals",
        policy=half_random_policy,
        options={"warp_portals": "yes", "species": "dealt"},
        extra_check=conserved,
    )
    assert result.state.phase == "over"
