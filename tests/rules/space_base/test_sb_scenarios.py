"""Scenarios from the rulebook's own examples (docs/rules/space-base.md §2–§5)."""

from __future__ import annotations

from rules.space_base import GAME
from rules.space_base.actions import Allocate, Buy, BuyColony, Done, Pass, UseAbility
from rules.space_base.board import set_sector
from rules.space_base.rewards import Walk, activation, sector_rewards
from rules.space_base.state import Preferences, SpaceBaseState
from tests.rules.space_base.sb_helpers import (
    REAL_CHOICE_DICE,
    deploy_starters,
    give_a_real_choice,
    plain,
    put,
)


def _act(state: SpaceBaseState, seat: int, text: str) -> SpaceBaseState:
    return GAME.apply(state, seat, GAME.parse_action(state, seat, text)).state


def test_turn_order_bonus_gives_credits_then_income() -> None:
    state = GAME.setup(5, seed="bonus")
    order = [(state.first_seat + k) % 5 for k in range(5)]
    bonus = []
    for seat in order:
        me = state.seats[seat]
        drawn = next(s.station for s in me.sectors if s.station and not s.station.startswith("s"))
        assert drawn is not None
        bonus.append((me.credits - max(0, 5 - GAME.pack.card(drawn).cost), me.income))
    assert bonus == [(0, 0), (1, 0), (2, 0), (0, 1), (0, 1)]


def test_first_player_drew_the_highest_sector() -> None:
    state = GAME.setup(4, seed="first")
    highest = [
        max(
            GAME.pack.card(s.station).sector
            for s in seat.sectors
            if s.station and not s.station.startswith("s")
        )
        for seat in state.seats
    ]
    assert highest[state.first_seat] == max(highest)


def test_one_and_six_as_their_sum_activate_sector_seven() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    assert state.seats[0].credits == 3  # starting ship 7: +3 credits


def test_one_and_six_split_activate_sectors_one_and_six() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "split")
    assert state.seats[0].credits == 2 + 3


def test_doubles_used_separately_gain_twice() -> None:
    state = _act(plain(2, dice=(2, 2)), 0, "split")
    assert state.seats[0].credits == 2 * 2


def _a_real_choice() -> SpaceBaseState:
    state = plain(2, dice=REAL_CHOICE_DICE)
    give_a_real_choice(state, 1)  # sum: +1 credit; split: +1 VP
    return _act(state, 0, "sum")


def test_idle_seat_gains_red_rewards_with_its_own_choice() -> None:
    state = _a_real_choice()
    assert state.choice_open == [1]
    state = _act(state, 1, "split")
    assert (state.seats[1].vp, state.allocations) == (1, {0: "sum", 1: "split"})


def test_idle_seat_whose_choice_is_dominated_is_not_asked() -> None:
    state = plain(2, dice=(2, 3))
    deploy_starters(state, 1, [2, 3, 5])  # red: sum 5 gives 1 credit, split 2 + 3 gives 2
    state = _act(state, 0, "sum")
    assert (state.seats[1].credits, state.allocations[1]) == (2, "split")
    assert GAME.to_act(state) == {0}


def test_active_seat_whose_choice_is_dominated_is_not_asked() -> None:
    state = plain(2, dice=(1, 6))
    state.phase, state.dice = "before_roll", None
    rolled = GAME.apply(state, 0, GAME.parse_action(state, 0, "roll"))
    kinds = [event.kind for event in rolled.events]
    assert kinds[:2] == ["DiceRolled", "RewardsGained"] and rolled.state.phase != "allocate"


def test_a_seat_holding_2x_weighs_the_sector_it_could_double() -> None:
    state = plain(2, dice=(2, 3))
    deploy_starters(state, 1, [2, 3, 5, 5])  # +2 credits either way; 2X doubles 5 (+2) or 2 (+1)
    put(state, 1, "l3-13", deployed=True)  # a red 2X, in sector 5
    state.seats[1].charges["l3-13"] = GAME.pack.card("l3-13").capacity(2)  # full: no cube
    assert _act(state, 0, "sum").allocations[1] == "sum"  # without 2X the tie goes to split


def test_idle_seat_without_a_real_choice_is_not_asked() -> None:
    state = plain(2, dice=(1, 6))
    deploy_starters(state, 1, [1, 6, 7])  # red: sum 7 gives 2 credits, split 1 + 6 gives 2
    state = _act(state, 0, "sum")
    assert state.seats[1].credits == 2
    assert GAME.to_act(state) == {0}


def test_roll_log_names_only_the_idle_seats_that_gained() -> None:
    state = plain(3, dice=(1, 6))
    deploy_starters(state, 1, [1, 6, 7])  # red: +2 credits either way; seat 2 gains nothing
    events = GAME.apply(state, 0, Allocate(choice="sum")).events
    assert [e.text for e in events] == [
        "{p0} used the sum: +3 credits.",
        "{p1} used the split: +2 credits.",
    ]


def test_window_default_is_the_larger_gain() -> None:
    state = _a_real_choice()
    assert GAME.default_action(state, 1) == Done()
    assert GAME.apply(state, 1, Done()).state.allocations[1] == "split"  # +1 VP beats +1 credit


def test_standing_preference_answers_the_window() -> None:
    state = _a_real_choice()
    state = _act(state, 1, "prefer larger-credits")
    assert (state.seats[1].credits, GAME.to_act(state)) == (1, frozenset({0}))


def test_standing_preference_skips_later_windows() -> None:
    state = plain(3, dice=REAL_CHOICE_DICE)
    give_a_real_choice(state, 1)
    give_a_real_choice(state, 2)
    state.seats[1].prefs = Preferences(allocation="larger-vp")
    state = _act(state, 0, "sum")
    assert GAME.to_act(state) == {2}


def test_buying_drops_credits_to_zero_whatever_the_cost() -> None:
    state = plain(2, dice=(1, 6))
    state.seats[0].credits = 11
    state = _act(state, 0, "sum")  # +3 credits: 14
    slot, card = next(
        (s.slot, s.card) for s in GAME.view(state, None).shipyard if s.card and s.card.cost < 14
    )
    bought = GAME.apply(state, 0, Buy(slot=slot))
    assert any("credits drop to 0" in event.text for event in bought.events)
    assert bought.state.seats[0].sectors[card.sector - 1].station == card.id


def test_passing_keeps_credits() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    assert GAME.apply(state, 0, Pass()).state.seats[0].credits == 3


def test_bought_card_deploys_the_station_card() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    state.seats[0].credits = 30
    slot = next(s for s in GAME.view(state, None).shipyard if s.card)
    assert slot.card is not None
    state = GAME.apply(state, 0, Buy(slot=slot.slot)).state
    assert state.seats[0].sectors[slot.card.sector - 1].deployed == (f"s{slot.card.sector:02d}",)


def test_credits_rise_to_income_at_end_of_turn() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    state.seats[0].income = 7
    assert GAME.apply(state, 0, Pass()).state.seats[0].credits == 7


def test_colony_scores_at_once_and_closes_the_station() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    state.seats[0].credits = 30
    state = GAME.apply(state, 0, BuyColony(sector=7)).state
    sector = state.seats[0].sectors[6]
    assert (sector.station, sector.deployed, sector.colony) == (None, ("s07",), "c07")
    assert (state.seats[0].vp, state.seats[0].credits) == (GAME.pack.colony("c07").vp, 0)


def test_colonised_sector_gives_no_blue_reward() -> None:
    state = plain(2, dice=(3, 4))
    set_sector(state.seats[0], 7, station=None, colony="c07")
    assert _act(state, 0, "sum").seats[0].credits == 0


def test_colonised_sector_keeps_its_red_rewards() -> None:
    state = plain(2, dice=(3, 4), active=1)
    set_sector(state.seats[0], 7, station=None, colony="c07", deployed=("s07",))
    state = _act(state, 1, "sum")  # seat 0's sum (sector 7) beats its split: taken unasked
    assert state.seats[0].credits == 2


def test_all_players_lose_four_vp_never_below_zero() -> None:
    state = plain(2)
    put(state, 0, "l3-31")
    state.seats[0].charges["l3-31"] = 2
    state.seats[0].vp, state.seats[1].vp = 10, 3
    state = GAME.apply(state, 0, UseAbility(card="l3-31")).state
    assert [s.vp for s in state.seats] == [6, 0]


def test_deployed_card_keeps_its_charges() -> None:
    state = plain(2, dice=(3, 4))
    put(state, 0, "l2-25")
    state.seats[0].credits = 30
    state = _act(state, 0, "sum")  # blue charge box of sector 7
    sector_7 = next(s for s in GAME.view(state, None).shipyard if s.card and s.card.sector == 7)
    state = GAME.apply(state, 0, Buy(slot=sector_7.slot)).state
    assert "l2-25" in state.seats[0].sectors[6].deployed
    assert state.seats[0].charges == {"l2-25": 1}


def test_deployed_charged_red_ability_is_offered_off_turn() -> None:
    state = plain(2, dice=(1, 1), active=1)
    put(state, 0, "l2-25", deployed=True)
    state.seats[0].charges["l2-25"] = 1
    state = _act(state, 1, "sum")
    assert UseAbility(card="l2-25", target="s07") in GAME.legal_actions(state, 0)


def test_reaching_forty_vp_ends_the_game_when_the_round_completes() -> None:
    state = _act(plain(2, dice=(1, 6)), 0, "sum")
    state.seats[0].vp = 40
    state = GAME.apply(state, 0, Pass()).state
    assert state.end_triggered and GAME.outcome(state) is None
    state = _finish_turn(state, 1)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,)


def test_tie_at_forty_plays_on() -> None:
    state = plain(2, dice=(1, 6), active=1)
    state.first_seat = 0
    state = _act(state, 1, "sum")
    for seat in state.seats:
        seat.vp = 40
    state = GAME.apply(state, 1, Pass()).state
    assert GAME.outcome(state) is None and state.active == 0


def test_you_win_ends_the_game_at_once() -> None:
    state = plain(3)
    put(state, 0, "l3-19")
    state.seats[0].charges["l3-19"] = 6
    state = GAME.apply(state, 0, UseAbility(card="l3-19")).state
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and GAME.to_act(state) == frozenset()


def test_linked_slots_need_every_cube() -> None:
    state = plain(2)
    put(state, 0, "l3-31")
    state.seats[0].charges["l3-31"] = 1
    assert UseAbility(card="l3-31") not in GAME.legal_actions(state, 0)


def test_player_count_slot_counts_from_its_player_count() -> None:
    card = GAME.pack.card("l2-29")  # slots [0, 0, 4], linked
    assert (card.use_cost(3), card.use_cost(4)) == (2, 3)


def test_set_dice_replaces_the_roll() -> None:
    state = plain(2)
    state.phase, state.dice = "before_roll", None
    put(state, 0, "l1-17")
    state.seats[0].charges["l1-17"] = 2
    state = _act(state, 0, "use l1-17 6 6")  # sum 12 and split 6 + 6 both give +6: unasked
    assert (state.dice, state.last_gains[0]) == ((6, 6), "+6 credits")


def test_reroll_is_an_event_that_closes_undo() -> None:
    state = plain(2)
    put(state, 0, "l1-05")
    state.seats[0].charges["l1-05"] = 1
    transition = GAME.apply(state, 0, UseAbility(card="l1-05"))
    assert any(e.kind == "DiceRolled" and e.closes_undo for e in transition.events)


def test_reward_arrow_adds_the_next_card_reward() -> None:
    state = plain(2, dice=(3, 3))
    put(state, 0, "l1-22")  # sector 6: arrow down to the 1st card (starting ship 5: +2)
    assert _act(state, 0, "split").seats[0].credits == 2 * 2


def _finish_turn(state: SpaceBaseState, seat: int) -> SpaceBaseState:
    while GAME.outcome(state) is None and state.active == seat:
        acting = min(GAME.to_act(state))
        state = GAME.apply(state, acting, GAME.legal_actions(state, acting)[0]).state
    return state


def _either_arrow() -> SpaceBaseState:
    state = plain(2, dice=(5, 6))
    put(state, 0, "l2-42")  # sector 11: "1/2" arrow down: sector 10 (+5 credits) or sector 9
    put(state, 0, "l2-34")  # sector 9: +2 VP
    return state


def test_the_either_arrow_is_the_players_choice() -> None:
    state = _either_arrow()
    notations = [GAME.describe_action(state, 0, a) for a in GAME.legal_actions(state, 0)]
    assert {"sum 1st", "sum 2nd"} <= set(notations)
    assert "`sum 2nd` (+2 VP) or `split` (+5 credits)" in GAME.prompt(state, 0)  # = sum 1st
    first = _act(state, 0, "sum 1st")
    assert (first.seats[0].vp, first.last_gains[0]) == (0, "+5 credits")
    second = _act(state, 0, "sum 2nd")
    assert (second.seats[0].vp, second.last_gains[0]) == (2, "+2 VP")


def test_the_either_arrow_default_is_the_larger_gain() -> None:
    assert GAME.skip_action(_either_arrow(), 0) == Allocate(choice="sum", picks=(2,))


def test_the_starting_player_is_named_and_its_first_roll_is_logged() -> None:
    state = GAME.setup(3, seed="start")
    first = state.first_seat
    assert GAME.to_act(state) == {first}
    assert f"{{p{first}}} is the Starting Player" in GAME.view(state, None).prompt
    assert "Starting Player" in GAME.prompt(state, first)
    rolled = GAME.apply(state, first, GAME.parse_action(state, first, "roll"))
    assert rolled.events[0].kind == "DiceRolled"


def _charge_card() -> str:
    """A Level 1 card whose blue box places a charge cube, with a slot at 2 players."""
    return next(c.id for c in GAME.pack.level(1) if c.blue.charge and c.capacity(2) >= 1)


def test_another_activation_of_a_charge_sector_places_one_more_cube() -> None:
    charge = _charge_card()  # 2X and Dice Arrow activate the sector again (rewards.activation)
    state = plain(2)
    put(state, 0, charge)
    sector = GAME.pack.card(charge).sector
    found = activation(GAME.pack, state.seats[0], sector, "blue", Walk(players=2))
    assert found.cubes == {charge: 1}
    state.seats[0].charges[charge] = GAME.pack.card(charge).capacity(2)
    assert activation(GAME.pack, state.seats[0], sector, "blue", Walk(players=2)).cubes == {}


def test_an_arrow_pointing_at_a_charge_card_places_a_cube() -> None:
    charge = _charge_card()
    state = plain(2)
    put(state, 0, charge)
    sector = GAME.pack.card(charge).sector
    pointed = sector_rewards(GAME.pack, state.seats[0], sector, "blue", {0}, Walk(players=2))
    assert pointed.cubes == {charge: 1}


def test_a_dice_arrow_on_its_own_charge_sector_recharges_itself_for_the_next_turn() -> None:
    state = plain(2, dice=(1, 2))  # sum 3: Dice Arrow ±2 reaches sector 1
    put(state, 1, "l2-01", deployed=True)  # sector 1, red: a charge box and Dice Arrow
    state.seats[1].charges["l2-01"] = 1
    asked = _act(state, 0, "sum")
    used = GAME.apply(asked, 1, UseAbility(card="l2-01", sector=1))
    assert "{p1} gained sector 1: 1 charge." in [event.text for event in used.events]
    assert used.state.seats[1].charges["l2-01"] == 1
    assert not _uses(used.state, 1)
    ended = GAME.apply(used.state, 0, Pass()).state  # seat 1 left the window: nothing to ask
    assert (ended.active, ended.seats[1].fresh) == (1, {})  # spent from seat 1's own turn on


def test_a_dice_arrow_and_a_charge_anywhere_cannot_feed_each_other() -> None:
    state = plain(2, dice=(2, 2))  # sum 4: Dice Arrow ±1 reaches sectors 3 and 5
    put(state, 0, "l1-13")  # sector 4, blue: Dice Arrow ±1
    put(state, 0, "l1-09")  # sector 3, blue: a charge box; green: Place a Charge Anywhere
    state.seats[0].charges["l1-13"] = 1
    used = GAME.apply(state, 0, UseAbility(card="l1-13", sector=3)).state
    assert used.seats[0].charges == {"l1-09": 1}  # placed, but spent only from the next turn
    assert not any(a.card == "l1-09" for a in _uses(used, 0))


def _uses(state: SpaceBaseState, seat: int) -> list[UseAbility]:
    return [a for a in GAME.legal_actions(state, seat) if isinstance(a, UseAbility)]
