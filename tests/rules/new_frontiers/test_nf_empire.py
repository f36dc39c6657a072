"""The empire-side option (docs/rules/new-frontiers.md §2 step 4): recommended, random, or chosen
by every seat at once, secretly, before the first selection (rules/new_frontiers/empire.py)."""

from __future__ import annotations

import random

import pytest

from rules.core.errors import IllegalAction
from rules.core.playout import play
from rules.new_frontiers import GAME
from rules.new_frontiers.actions import Side
from rules.new_frontiers.bot import home_value
from rules.new_frontiers.state import NewFrontiersState
from tests.rules.new_frontiers.nf_helpers import fresh, notations


def sides_of(state: NewFrontiersState, seat: int) -> tuple[str, str]:
    """(recommended side id, other side id) of ``seat``'s dealt mat."""
    mat = state.seats[seat].mat
    found = [e for e in GAME.pack.empires if e.mat == mat]
    recommended = next(e.id for e in found if e.recommended)
    return recommended, next(e.id for e in found if not e.recommended)


def answer(state: NewFrontiersState, seat: int, empire: str) -> NewFrontiersState:
    return GAME.apply(state, seat, GAME.parse_action(state, seat, f"empire {empire}")).state


def test_recommended_and_random_place_the_home_worlds_at_once() -> None:
    recommended = fresh(4, seed="mats")
    assert recommended.phase == "select"
    assert all(GAME.pack.empire_by_id[s.empire].recommended for s in recommended.seats)
    assert all(s.worlds == [GAME.pack.empire_by_id[s.empire].home.id] for s in recommended.seats)
    mats = [GAME.pack.empire_by_id[s.empire].mat for s in recommended.seats]
    sides = {
        GAME.pack.empire_by_id[s.empire].recommended
        for seed in range(6)
        for s in fresh(5, seed=f"random-{seed}", empire="random").seats
    }
    assert sides == {True, False}
    # the same seed deals the same mats whichever way their sides are decided
    chosen = fresh(4, seed="mats", empire="chosen")
    assert [s.mat for s in chosen.seats] == mats


def test_chosen_asks_every_seat_at_once_before_the_first_selection() -> None:
    state = fresh(3, seed="choose", empire="chosen")
    assert state.phase == "empire" and state.turn_number == 0
    assert GAME.to_act(state) == frozenset({0, 1, 2})
    assert all(s.worlds == [] and s.empire == "" for s in state.seats)
    recommended, other = sides_of(state, 1)
    assert notations(state, 1) == [f"empire {recommended}", f"empire {other}"]
    assert GAME.default_action(state, 1) == Side(empire=recommended)
    assert GAME.skip_action(state, 1) == Side(empire=recommended)
    mat = state.seats[1].mat
    assert f"empire mat {mat}" in GAME.prompt(state, 1) and "recommended" in GAME.prompt(state, 1)
    home = GAME.pack.empire_by_id[recommended].home.name
    assert GAME.label_action(state, 1, Side(empire=recommended)) == (
        f"empire {recommended}: {home} (recommended)"
    )
    assert "choose the side of their empire mat" in GAME.view(state, None).model_dump()["status"]


def test_a_choice_stays_secret_until_every_seat_has_chosen() -> None:
    state = fresh(3, seed="secret", empire="chosen")
    _, other = sides_of(state, 0)
    home = GAME.pack.empire_by_id[other].home
    action = Side(empire=other)
    assert GAME.is_private_action(state, 0, action)
    step = GAME.apply(state, 0, action)
    after = step.state
    public = [e for e in step.events if e.visible_to is None]
    assert [e.text for e in public] == ["{p0} chose the side of their empire mat."]
    private = [e for e in step.events if e.visible_to == frozenset({0})]
    assert len(private) == 1 and home.name in private[0].text
    assert GAME.to_act(after) == frozenset({1, 2}) and after.phase == "empire"
    assert {other, home.id} <= GAME.secret_ids(after, 0)
    for seat in (None, 1, 2):
        shown = GAME.view(after, seat).model_dump_json()
        assert other not in shown and home.id not in shown and home.name not in shown
    with pytest.raises(IllegalAction):
        GAME.parse_action(after, 0, "empire e-1a")


def test_the_homes_are_placed_together_once_all_have_chosen() -> None:
    state = fresh(3, seed="placed", empire="chosen")
    picks = {0: sides_of(state, 0)[1], 1: sides_of(state, 1)[0], 2: sides_of(state, 2)[1]}
    for seat in (2, 0, 1):
        assert state.seats[seat].worlds == []
        state = answer(state, seat, picks[seat])
    assert state.phase == "select" and state.window is None
    for seat, empire in picks.items():
        holder = state.seats[seat]
        home = GAME.pack.empire_by_id[empire].home
        assert holder.empire == empire and holder.worlds == [home.id] and holder.mat is None
        assert holder.goods == ([home.id] if home.kind == "windfall" else [])
        assert home.name in state.last
    assert GAME.secret_ids(state, 0) == frozenset()
    assert notations(state, state.priority[0])[0].startswith("select ")


def test_a_lapsed_window_takes_the_recommended_side() -> None:
    state = fresh(2, seed="lapse", empire="chosen")
    for seat in (0, 1):
        default = GAME.default_action(state, seat)
        assert default is not None
        state = GAME.apply(state, seat, default).state
    assert all(GAME.pack.empire_by_id[s.empire].recommended for s in state.seats)


def test_the_bot_takes_the_home_world_worth_more() -> None:
    state = fresh(4, seed="bot", empire="chosen")
    for seat in range(4):
        chosen = GAME.bot_action(state, seat, random.Random(0))
        assert isinstance(chosen, Side)
        values = {e: home_value(GAME.pack.empire_by_id[e].home) for e in sides_of(state, seat)}
        assert values[chosen.empire] == max(values.values())


def test_the_option_takes_only_its_three_values() -> None:
    with pytest.raises(IllegalAction):
        fresh(3, empire="both")
    with pytest.raises(IllegalAction):
        fresh(3, empire_side="random")


@pytest.mark.parametrize("players", [2, 5])
def test_a_whole_game_with_chosen_sides_keeps_every_invariant(players: int) -> None:
    result = play(GAME, players, seed=f"chosen-{players}", options={"empire": "chosen"})
    homes = {e.id: e.home.id for e in GAME.pack.empires}
    assert all(s.worlds[0] == homes[s.empire] for s in result.state.seats)
