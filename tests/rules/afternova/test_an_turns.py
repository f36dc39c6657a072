"""Unit tests of each transition: setup, Extract, deals, Market, discards, completion, the end."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.actions import Complete, Decline, DiscardFragment, Pass
from rules.afternova.state import AfternovaState, CompletedBlueprint
from tests.rules.afternova.an_helpers import (
    CAT,
    act,
    edited,
    give_hand,
    set_planet,
    set_storage,
    table,
)

PALLAS = "pl-17"  # piloting 3, engineering 2, 4 spaces


def test_setup_lays_out_markets_and_three_full_planets() -> None:
    state = table(4)
    assert len(state.market_paws) == len(state.market_bps) == 4
    assert [len(p.fragments) for p in state.planets] == [
        CAT.planet[p.id].spaces for p in state.planets
    ]


def test_setup_deals_one_blueprint_and_3_4_5_hired_paws() -> None:
    state = table(4)
    paws = [sum(1 for c in s.hand if c in CAT.paw) for s in state.seats]
    blueprints = [sum(1 for c in s.hand if c in CAT.blueprint) for s in state.seats]
    assert (paws, blueprints) == ([3, 4, 4, 5], [1, 1, 1, 1])


def test_two_player_setup_adds_an_automa_that_already_played() -> None:
    state = table(2)
    assert state.automa is not None
    assert len(state.automa.row) == 3
    assert sum(len(b.covered) for b in state.automa.row) + len(state.automa.storage) == 1


def _pallas(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45", "hp-41", "hp-02"])  # piloting 3, engineering 3


def test_solo_extract_stores_every_fragment_and_discards_the_paws() -> None:
    state = act(edited(table(), _pallas), 0, "extract 1 with hp-02 hp-41 hp-45")
    assert state.seats[0].storage == ["purple", "green", "white", "orange"]
    assert {"hp-02", "hp-41", "hp-45"} <= set(state.paw_discard)


def test_extract_replaces_the_planet_and_ends_the_turn() -> None:
    state = act(edited(table(), _pallas), 0, "extract 1 with hp-02 hp-41 hp-45")
    assert (state.planets[0].id != PALLAS, PALLAS in state.planet_discard, state.active) == (
        True,
        True,
        1,
    )


def test_storage_overflow_makes_the_seat_owe_a_discard_with_a_default() -> None:
    def crowded(state: AfternovaState) -> None:
        _pallas(state)
        set_storage(state, 0, ["black", "black"])

    state = act(edited(table(), crowded), 0, "extract 1 with hp-02 hp-41 hp-45")
    assert GAME.to_act(state) == {0}
    assert GAME.default_action(state, 0) == DiscardFragment(colour="black")


def test_overflow_discards_go_to_the_discard_pile_not_the_bag() -> None:
    def crowded(state: AfternovaState) -> None:
        _pallas(state)
        set_storage(state, 0, ["black"])

    state = act(edited(table(), crowded), 0, "extract 1 with hp-02 hp-41 hp-45")
    bag = dict(state.bag)
    state = act(state, 0, "discard black")
    assert (state.fragment_discard["black"], state.bag) == (1, bag)


def _deal(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])
    give_hand(state, 2, ["hp-02"])


def test_a_proposal_waits_only_for_its_helpers() -> None:
    state = act(edited(table(), _deal), 0, "propose 1 with hp-45 | @3 piloting:1 engineering:1")
    assert GAME.to_act(state) == {2}
    assert GAME.default_action(state, 2) == Decline()


def test_declining_returns_the_paws_and_the_active_player_acts_again() -> None:
    state = act(edited(table(), _deal), 0, "propose 1 with hp-45 | @3 engineering:1 piloting:1")
    state = act(state, 2, "decline")
    assert GAME.to_act(state) == frozenset({0})
    assert (state.seats[0].hand, state.deal) == (["hp-45"], None)


def test_the_proposer_may_withdraw_while_waiting() -> None:
    state = act(edited(table(), _deal), 0, "propose 1 with hp-45 | @3 engineering:1 piloting:1")
    state = act(state, 0, "withdraw")
    assert state.deal is None and "hp-45" in state.seats[0].hand


def test_market_takes_three_cards_then_refills() -> None:
    state = table()
    hand = len(state.seats[0].hand)
    for text in ("take paw 1", "take bp 2", "take paw 3"):
        state = act(state, 0, text)
    assert len(state.seats[0].hand) == hand + 3
    assert None not in state.market_paws + state.market_bps
    assert state.active == 1


def test_a_sweep_costs_one_pick() -> None:
    state = act(act(table(), 0, "sweep paws"), 0, "take bp 1")
    assert state.market is not None and state.market.picks_left == 1


def test_hand_limit_eight_makes_the_seat_discard() -> None:
    state = table(4)  # seat 3 holds 6 cards
    for seat in range(3):
        state = act(act(act(state, seat, "take paw 1"), seat, "take paw 2"), seat, "take paw 3")
    state = act(act(act(state, 3, "take paw 1"), 3, "take paw 2"), 3, "take paw 3")
    assert GAME.to_act(state) == {3}
    assert GAME.prompt(state, 3).startswith("Discard 1 card")


def _full_hand(state: AfternovaState) -> None:
    give_hand(state, 0, state.paw_deck[:8])


def test_the_hand_limit_waits_until_the_market_action_is_over() -> None:
    state = act(act(edited(table(), _full_hand), 0, "take paw 1"), 0, "take paw 2")
    assert GAME.prompt(state, 0) == "Take 1 more card or sweep a row."


def test_the_hand_limit_applies_once_the_market_action_is_over() -> None:
    state = edited(table(), _full_hand)
    state = act(act(act(state, 0, "take paw 1"), 0, "take paw 2"), 0, "take paw 3")
    assert GAME.to_act(state) == {0}
    assert GAME.prompt(state, 0).startswith("Discard 3 card")


def _ready(state: AfternovaState) -> None:
    give_hand(state, 1, ["bp-19", "bp-13"])  # black 2 (4 VP), purple 2 (2 VP)
    set_storage(state, 1, ["purple", "purple", "black", "black"])


def test_an_idle_seat_may_complete_out_of_turn() -> None:
    state = edited(table(), _ready)
    assert 1 not in GAME.to_act(state)
    assert Complete(blueprint="bp-19") in GAME.legal_actions(state, 1)


def test_completing_pays_fragments_to_the_discard_pile() -> None:
    state = act(edited(table(), _ready), 1, "complete bp-19")
    assert (state.seats[1].storage, state.fragment_discard["black"]) == (["purple", "purple"], 2)


def test_identical_storage_upgrades_stack() -> None:
    def two_upgrades(state: AfternovaState) -> None:
        state.seats[0].completed = [
            CompletedBlueprint(id="bp-36"),
            CompletedBlueprint(id="bp-12"),
        ]

    assert GAME.view(edited(table(), two_upgrades), 0).capacity == 6  # type: ignore[union-attr]


def _five_done(state: AfternovaState) -> None:
    _ready(state)
    state.seats[1].completed = [
        CompletedBlueprint(id=b) for b in ("bp-01", "bp-02", "bp-03", "bp-05", "bp-07")
    ]


def test_the_sixth_blueprint_gives_every_other_seat_a_last_chance() -> None:
    state = act(edited(table(), _five_done), 1, "complete bp-19")
    assert (state.phase, GAME.to_act(state)) == ("last_chance", frozenset({0, 2}))
    assert GAME.default_action(state, 0) == Pass()


def test_no_seventh_blueprint() -> None:
    state = act(edited(table(), _five_done), 1, "complete bp-19")
    assert not GAME.legal_actions(state, 1)


def test_the_game_ends_when_every_last_chance_is_answered() -> None:
    state = act(edited(table(), _five_done), 1, "complete bp-19")
    state = act(act(state, 0, "pass"), 2, "pass")
    assert GAME.to_act(state) == frozenset() and GAME.outcome(state) is not None


def test_finish_round_option_plays_the_round_out() -> None:
    state = act(edited(table(end_rule="finish_round"), _five_done), 1, "complete bp-19")
    assert (state.phase, GAME.to_act(state)) == ("turn", frozenset({0}))
    state = act(act(act(state, 0, "take paw 1"), 0, "take paw 2"), 0, "take paw 3")
    for seat in (1, 2):
        state = act(act(act(state, seat, "take bp 1"), seat, "take bp 2"), seat, "take bp 3")
    assert state.phase == "last_chance"


def test_ties_go_to_the_seat_later_in_turn_order() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    outcome = GAME.outcome(edited(table(), over))
    assert outcome is not None
    assert outcome.winners == (2,) and outcome.tie_break is not None


def test_the_tie_break_names_the_winner_first() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    outcome = GAME.outcome(edited(table(), over))
    assert outcome is not None
    assert outcome.tie_break == (
        "{p2} wins the tie at 0 with {p0} and {p1}: the player later in turn order wins."
    )


def test_score_breakdowns_follow_the_ranking() -> None:
    def over(state: AfternovaState) -> None:
        state.phase = "over"

    outcome = GAME.outcome(edited(table(), over))
    assert outcome is not None
    assert [detail[:4] for detail in outcome.details] == ["{p2}", "{p1}", "{p0}"]
