"""Seeded whole games of Eclipse's options (species dealt, warp portals) with the component
counts checked after every step (``rules.eclipse.conservation``: influence discs and population
cubes are conserved, the round never passes 8), and the state copy. The default game at every
seat count, with every invariant, is the conformance suite's (tests/conformance)."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest
from pydantic import BaseModel

from rules.core.game import Game
from rules.core.playout import bot_policy, half_random_policy, play
from rules.eclipse.state import EclipseState, copy_state
from tests.conformance.kit import kit_problems
from tests.rules.eclipse.game_helpers import GAME, table

AS_GAME = cast(Game, GAME)


def conserved(state: EclipseState) -> None:
    """Discs and cubes all somewhere, the round never past 8 (``rules.eclipse.conservation``)."""
    assert GAME.conservation_problems(state) == []


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
