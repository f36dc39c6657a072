"""The player chooses, as the rulebook says (issue #26 item 3; docs/rules/new-frontiers.md §3
Trade/Consume): which good is traded (「交易:可以將一個貨物按照此價格販賣」, any good) and which
goods each consume power takes (「玩家自己決定貨物要用哪個強化能力賣出」) and which good is
stockpiled (「$,貨物,或星球板塊」, goals variant §6)."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.new_frontiers import GAME, goals
from rules.new_frontiers.flow import next_selector
from rules.new_frontiers.pack import World
from rules.new_frontiers.state import NewFrontiersState
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


def _stockpiling(preference: str) -> NewFrontiersState:
    """Seat 0 holds a novelty and an alien good, says ``prefer stockpile <preference>``, and the
    revealed Seed Vault (g-04: stockpile a good after Produce) lets it stockpile."""
    pack = GAME.pack
    novelty = next(w.id for w in pack.worlds if w.kind == "production" and w.colour == "novelty")
    alien = next(w.id for w in pack.worlds if w.kind == "production" and w.colour == "alien")
    state = fresh(3, goals=True)
    if preference != "no":
        state = act(state, 0, f"prefer stockpile {preference}")
    state.seats[0].worlds += [novelty, alien]
    state.seats[0].goods += [novelty, alien]
    state.revealed.append("g-04")
    ctx = GAME.begin(state, 0)
    goals.stockpile_after(ctx, "produce")
    return ctx.state


def test_the_player_chooses_which_good_is_stockpiled() -> None:
    """``prefer stockpile alien`` sets the alien good aside; ``yes`` the cheapest (novelty); a
    colour the seat does not hold falls back to the cheapest; ``no`` stockpiles nothing."""
    assert _stockpiling("alien").seats[0].stockpile == ["alien"]
    assert _stockpiling("yes").seats[0].stockpile == ["novelty"]
    assert _stockpiling("genes").seats[0].stockpile == ["novelty"]
    assert _stockpiling("no").seats[0].stockpile == []
    state = fresh(3, goals=True)
    assert "prefer stockpile alien" in [
        GAME.describe_action(state, 0, a) for a in GAME.legal_actions(state, 0)
    ]


def test_a_whole_standing_choice_is_not_read_as_a_longer_one() -> None:
    """``no`` begins ``novelty``: typing the choice already made is refused, not stockpiling."""
    state = fresh(3, goals=True)
    with pytest.raises(IllegalAction, match="already `prefer stockpile no`"):
        GAME.parse_action(state, 0, "prefer stockpile no")
    assert act(state, 0, "prefer stockpile nov").seats[0].prefs.stockpile == "novelty"
    again = act(act(state, 0, "prefer stockpile yes"), 0, "prefer stockpile no")
    assert again.seats[0].prefs.stockpile == "no"
