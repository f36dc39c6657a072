"""The player chooses, as the rulebook says (issue #26 item 3; docs/rules/new-frontiers.md §3
Trade/Consume): which good is traded (「交易:可以將一個貨物按照此價格販賣」, any good) and which
goods each consume power takes (「玩家自己決定貨物要用哪個強化能力賣出」)."""

from __future__ import annotations

from rules.new_frontiers import GAME
from rules.new_frontiers.flow import next_selector
from rules.new_frontiers.pack import World
from tests.rules.new_frontiers.nf_helpers import act, fresh, notations, select, trading


def novelties() -> list[World]:
    """Three worlds producing novelty goods: two production worlds and a windfall world."""
    pack = GAME.pack
    production = [w for w in pack.worlds if w.kind == "production" and w.colour == "novelty"]
    windfall = next(w for w in pack.worlds if w.kind == "windfall" and w.colour == "novelty")
    return [*production[:2], windfall]


def test_any_good_may_be_traded_not_one_per_colour() -> None:
    worlds = novelties()
    state, seat = trading([w.id for w in worlds], [])
    listed = notations(state, seat)
    assert all(f"trade {w.id}" in listed for w in worlds)
    later = act(state, seat, f"trade {worlds[2].id}")
    holder = later.seats[seat]
    assert worlds[2].id not in holder.goods
    assert [w.id for w in worlds[:2]] == [g for g in holder.goods if g != holder.worlds[0]]


def test_the_player_chooses_which_goods_a_consume_power_takes() -> None:
    """Consumer Markets (d-02) takes 2 novelty goods: any 2 of the 3, the windfall world's good
    kept if the player wants (it is not produced again)."""
    worlds = novelties()
    state, seat = trading([w.id for w in worlds], ["d-02"])
    state = act(state, seat, "trade nothing")
    chosen = f"consume d-02 {worlds[0].id} {worlds[1].id}"
    assert chosen in notations(state, seat)
    later = act(state, seat, chosen)
    assert worlds[2].id in later.seats[seat].goods
    assert worlds[0].id not in later.seats[seat].goods


def test_the_selector_orders_the_goals_it_returns() -> None:
    """§6 Chart Galactic Goals: the 2 goals not kept go under the stack in the order the selector
    chooses (the order drawn by default)."""
    state = fresh(3, goals=True)
    seat = next_selector(state)
    assert seat is not None
    state = select(state, "goals")
    first, second, third = state.seats[seat].drawn
    listed = notations(state, seat)
    assert f"keep {first}" in listed and f"keep {first} {third} {second}" in listed
    drawn_order = act(state, seat, f"keep {first}")
    assert drawn_order.goal_stack[-2:] == [second, third]
    chosen = act(state, seat, f"keep {first} {third} {second}")
    assert chosen.goal_stack[-2:] == [third, second]
    assert chosen.seats[seat].goal == first
    said = GAME.explain(state, seat, f"keep {first} {second} {third}")
    assert said == f"That is the order drawn: type `keep {first}`."
