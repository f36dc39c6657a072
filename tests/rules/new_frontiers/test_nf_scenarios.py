"""Scenarios written from the rules' own statements (docs/rules/new-frontiers.md §2–§5)."""

from __future__ import annotations

import pytest

from rules.new_frontiers import GAME
from rules.new_frontiers.views import PublicView
from tests.rules.new_frontiers.nf_helpers import (
    act,
    arranged,
    fresh,
    notations,
    select,
    selector,
)


@pytest.mark.parametrize(("players", "rich"), [(2, 1), (3, 1), (4, 2), (5, 2)])
def test_setup_credits_supplies_copies_and_tiles(players: int, rich: int) -> None:
    """§2: 3 credits, the last seat 4 (the last two with 4–5 seats); 12 VP and 12 colonists per
    seat (each home world's colonist taken from them); 1/2/3 copies of each small development."""
    state = fresh(players)
    credits = [state.seats[s].credits for s in state.priority]
    assert credits == [3] * (players - rich) + [4] * rich
    assert state.vp_supply == 12 * players
    assert state.colonist_supply == 11 * players
    copies = {2: 1, 3: 2, 4: 2, 5: 3}[players]
    small = [d for d in GAME.pack.developments if d.kind == "small" and d.id in state.developments]
    assert len(small) == 8 and all(state.developments[d.id] == copies for d in small)
    large = [d for d in GAME.pack.developments if d.kind == "large" and d.id in state.developments]
    assert len(large) == 8 and all(state.developments[d.id] == 1 for d in large)
    assert len(state.tiles) == 7 and "isolation" in state.tiles
    assert all(len(seat.worlds) == 1 for seat in state.seats)


def test_the_first_game_uses_the_suggested_faces_and_goals_replace_isolation() -> None:
    state = fresh(4, goals=True)
    assert all(GAME.pack.development(d).suggested for d in state.developments)
    assert "goals" in state.tiles and "isolation" not in state.tiles
    assert len(state.goal_stack) == 8


def test_envoys_give_one_vp_and_the_front_of_the_track() -> None:
    state = fresh(3)
    last = state.priority[-1]
    state = select(select(state, "isolation"), "produce")
    state = act(state, last, "select envoys")
    assert state.seats[last].chips == 1
    assert state.priority[0] == last


def test_isolation_gives_two_credits() -> None:
    state = fresh(3)
    seat = selector(state)
    before = state.seats[seat].credits
    state = select(state, "isolation")
    assert state.seats[seat].credits == before + 2


def test_an_unchosen_produce_tile_gains_a_credit_that_its_selector_takes() -> None:
    state = fresh(3)
    for tile in ("isolation", "envoys", "develop"):
        state = select(state, tile)
        while state.phase != "select":
            seat = min(GAME.to_act(state))
            state = act(state, seat, "develop nothing")
    assert state.round == 2 and state.produce_credits == 1
    seat = selector(state)
    before = state.seats[seat].credits
    state = select(state, "produce")
    assert state.produce_credits == 0
    assert state.seats[seat].credits >= before + 1


def test_the_develop_selector_pays_one_credit_less() -> None:
    state = fresh(3)
    seat = selector(state)
    other = state.priority[1]
    state = select(state, "develop")
    marines = GAME.pack.development("d-01")
    before = {s: state.seats[s].credits for s in (seat, other)}
    state = act(state, seat, "develop d-01")
    state = act(state, other, "develop d-01")
    for rest in sorted(GAME.to_act(state)):  # sealed answers are performed once all are in
        state = act(state, rest, "develop nothing")
    assert state.seats[seat].credits == before[seat] - (marines.cost - 1)
    assert state.seats[other].credits == before[other] - marines.cost


def test_the_last_copy_goes_to_the_seat_above_whoever_answers_first() -> None:
    state = fresh(2)  # one copy of each small development
    first, second = state.priority
    state = select(state, "develop")
    state = act(state, second, "develop d-04")  # answers first, but sits below
    state = act(state, first, "develop d-04")
    assert "d-04" in state.seats[first].developments
    assert "d-04" not in state.seats[second].developments
    assert second in GAME.to_act(state) and "develop d-04" not in notations(state, second)


def test_develop_answers_are_sealed_until_every_seat_has_answered() -> None:
    state = fresh(3)
    first, second, third = state.priority
    state = select(state, "develop")
    state = act(state, first, "develop d-01")
    public = GAME.view(state, None)
    assert isinstance(public, PublicView) and public.answers == {}
    assert state.seats[first].developments == []
    state = act(state, second, "develop nothing")
    assert state.seats[first].developments == []  # nothing performed while a seat answers
    state = act(state, third, "develop nothing")
    assert "d-01" in state.seats[first].developments


def test_explore_one_world_each_in_order_and_one_more_for_the_selector() -> None:
    state = fresh(3)
    seat = selector(state)
    state = select(state, "explore")
    order = [seat] + [s for s in state.priority if s != seat]
    assert len(state.pool) == 7
    for picker in [*order, seat]:
        assert GAME.to_act(state) == {picker}
        state = act(state, picker, f"take {state.pool[0]}")
    assert state.phase == "select" and not state.pool
    assert len(state.seats[seat].explored) >= 2
    assert len(state.bag) == 60 - sum(len(s.explored) for s in state.seats)  # the rest went back


def test_the_nine_world_limit_returns_an_explored_world_to_the_bag() -> None:
    state = fresh(3)
    seat = selector(state)
    state = arranged(state)
    full = [w for w in state.bag[:8]]
    state.seats[seat].explored = full
    state.bag = [w for w in state.bag if w not in full]
    state = select(state, "explore")
    taken = state.pool[0]
    state = act(state, seat, f"take {taken}")
    assert GAME.to_act(state) == {seat}
    assert all(n.startswith("return ") for n in notations(state, seat))
    state = act(state, seat, f"return {full[0]}")
    assert len(state.seats[seat].worlds) + len(state.seats[seat].explored) == 9
    assert full[0] in state.bag


def test_a_military_world_is_settled_by_military_not_credits() -> None:
    state = fresh(3)
    seat = selector(state)
    state = arranged(state)
    target = next(w for w in GAME.pack.worlds if w.military and w.defence <= 2)
    state.bag.remove(target.id)
    state.seats[seat].explored = [target.id]
    state.seats[seat].developments = ["d-01"]  # Space Marines: Settle +2 military
    state.seats[seat].colonists = target.colonists - 1  # the selector's colonist completes it
    credits = state.seats[seat].credits
    state = select(state, "settle")
    state = act(state, seat, f"settle {target.id}")
    assert target.id in state.seats[seat].worlds
    assert state.seats[seat].credits == credits
    assert state.seats[seat].colonists == 0


def test_a_seat_with_no_world_to_settle_takes_two_colonists_unasked() -> None:
    state = fresh(3)
    seat = selector(state)
    supply = state.colonist_supply
    state = select(state, "settle")
    assert state.phase == "select"
    assert state.seats[seat].colonists == 3
    assert state.colonist_supply == supply - 1 - 2 * 3


def test_the_consume_order_may_leave_a_good() -> None:
    """Galactic Exchange takes any 1 good, Consumer Markets only novelty: using the Exchange on
    the novelty good first leaves the rare good unconsumed, legally."""
    state = fresh(3)
    seat = selector(state)
    state = arranged(state)
    novelty = next(w for w in GAME.pack.worlds if w.colour == "novelty").id
    rare = next(w for w in GAME.pack.worlds if w.colour == "rare").id
    holder = state.seats[seat]
    holder.worlds = [holder.worlds[0], novelty, rare]
    holder.goods = [novelty, rare]
    holder.developments = ["d-02", "d-06"]
    state.bag = [w for w in state.bag if w not in (novelty, rare)]
    state = select(state, "trade")
    state = act(state, seat, "trade nothing")
    options = notations(state, seat)
    assert f"consume d-06 {novelty}" in options and f"consume d-06 {rare}" in options
    state = act(state, seat, f"consume d-06 {novelty}")
    assert state.seats[seat].goods == [rare]
    assert seat not in GAME.to_act(state)


@pytest.mark.parametrize("condition", ["spaces", "colonies", "chips"])
def test_an_end_condition_finishes_the_round_then_ends(condition: str) -> None:
    state = fresh(3)
    seat = selector(state)
    state = arranged(state)
    if condition == "spaces":
        state.seats[seat].developments = ["d-25", "d-26", "d-27", "d-28", "d-29", "d-01"]
    elif condition == "colonies":
        extra = state.bag[:7]
        state.seats[seat].worlds += extra
        state.bag = state.bag[7:]
    else:
        state.vp_supply = 1
    state = select(state, "envoys" if condition == "chips" else "isolation")
    assert state.ending and state.phase == "select"
    state = select(select(state, "produce"), "develop")
    while state.phase == "develop":
        state = act(state, min(GAME.to_act(state)), "develop nothing")
    assert state.phase == "over" and GAME.outcome(state) is not None


def test_four_colonists_left_after_a_settle_ends_the_game() -> None:
    state = arranged(fresh(3), colonist_supply=10)
    state = select(state, "settle")
    assert state.ending and state.colonist_supply <= 4


def test_the_tie_break_is_goods_plus_credits_then_a_shared_win() -> None:
    state = arranged(fresh(2), phase="over")
    for holder in state.seats:
        holder.worlds, holder.developments, holder.goods, holder.chips = [], [], [], 5
        holder.credits = 2
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0, 1) and outcome.tie_break
    state.seats[1].credits = 3
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,)


def test_two_players_select_twice_and_envoys_can_give_two_in_a_row() -> None:
    state = fresh(2)
    first, second = state.priority
    state = select(state, "isolation")
    state = act(state, second, "select envoys")
    assert state.priority[0] == second and selector(state) == second
    state = select(state, "produce")
    assert selector(state) == first


def test_the_bag_and_the_goal_stack_stay_out_of_every_view() -> None:
    state = fresh(3, goals=True)
    hidden = GAME.hidden_ids(state)
    assert len(hidden) == 60 + 8
    dumped = GAME.view(state, None).model_dump_json() + GAME.view(state, 0).model_dump_json()
    assert not any(f'"{item}"' in dumped for item in hidden)


def test_chart_galactic_goals_keeps_one_secret_and_reveals_the_older() -> None:
    state = fresh(3, goals=True)
    seat = selector(state)
    state = select(state, "goals")
    assert state.priority[0] == seat or state.priority.index(seat) == 0
    drawn = list(state.seats[seat].drawn)
    assert len(drawn) == 3 and set(drawn) == set(GAME.secret_ids(state, seat))
    state = act(state, seat, f"keep {drawn[1]}")
    assert state.seats[seat].goal == drawn[1] and state.goal_stack[-2:] == [drawn[0], drawn[2]]
    state = select(select(state, "produce"), "develop")
    while state.phase == "develop":
        state = act(state, min(GAME.to_act(state)), "develop nothing")
    second = selector(state)  # round 2
    assert second is not None and state.round == 2
    state = act(state, second, "select goals")
    state = act(state, second, f"keep {state.seats[second].drawn[0]}")
    state = act(state, second, "reveal old")
    assert state.revealed == [drawn[1]] and state.seats[second].goal is not None
