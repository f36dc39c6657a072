"""Research auctions go on until nobody bids more; the initiator wins ties and chooses among
tied others (docs/rules/high-frontier.md §9 I2, CR I2e, W21; a Marketeer wins every tie)."""

from __future__ import annotations

import random

from rules.high_frontier import GAME, auction
from rules.high_frontier.actions import PASS, Award, Bid, Research
from rules.high_frontier.state import HighFrontierState

from .felony_table import NASA, ROSCOSMOS, UN, play, seated

SPACEX = ("crew-cq043", "front")  # Marketeer


def _opened(*crews: tuple[str, str]) -> tuple[HighFrontierState, str]:
    state = seated(*crews, seed="auction")
    for player in state.players:
        player.aquas = 6
    top = state.decks["thrusters"][0]
    return play(state, 0, Research(deck="thrusters", bid=0)), top


def test_w21_the_rounds_go_on_until_nobody_bids_and_the_initiator_chooses() -> None:
    state, top = _opened(NASA, ROSCOSMOS, UN)  # A = seat 0 opens at 0
    assert GAME.to_act(state) == {1, 2}
    state = play(state, 1, Bid(amount=1))  # B 1
    state = play(state, 2, PASS)
    assert GAME.to_act(state) == {0, 2}  # B leads alone; A may match, C may raise
    assert Bid(amount=1) in GAME.legal_actions(state, 0)  # the initiator matches
    assert Bid(amount=1) not in GAME.legal_actions(state, 2)  # the others raise
    state = play(state, 0, Bid(amount=1))  # A 1: A leads on the tie
    state = play(state, 2, PASS)
    assert GAME.to_act(state) == {1, 2}
    state = play(state, 1, Bid(amount=2))  # B 2
    state = play(state, 2, Bid(amount=2))  # C 2
    assert GAME.to_act(state) == {0, 1, 2}
    for seat in (0, 1, 2):  # A stops, and so do B and C
        state = play(state, seat, PASS)
    assert GAME.to_act(state) == {0}  # A picks B or C
    assert list(GAME.legal_actions(state, 0)) == [Award(seat=1), Award(seat=2)]
    assert GAME.default_action(state, 0) == Award(seat=1)  # the first after him, as before
    assert GAME.parse_action(state, 0, "award 3") == Award(seat=2)
    state = play(state, 0, Award(seat=2))
    assert top in state.players[2].hand and state.auction is None and state.window is None
    assert [p.aquas for p in state.players] == [8, 6, 4]  # C pays 2 to A


def test_the_initiator_wins_a_tie_he_is_in() -> None:
    state, top = _opened(NASA, ROSCOSMOS)
    state = play(state, 1, Bid(amount=3))
    state = play(state, 0, Bid(amount=3))  # the match: B may answer it
    assert GAME.to_act(state) == {1}
    state = play(state, 1, PASS)
    assert top in state.players[0].hand
    assert [p.aquas for p in state.players] == [3, 6]  # the initiator pays the Pool


def test_a_marketeer_wins_every_tie_even_against_the_initiator() -> None:
    state, top = _opened(NASA, SPACEX)
    state = play(state, 1, Bid(amount=2))
    state = play(state, 0, Bid(amount=2))
    state = play(state, 1, PASS)
    assert top in state.players[1].hand


def test_bids_stay_sealed_until_the_round_closes() -> None:
    state, _ = _opened(NASA, ROSCOSMOS, UN)
    step = GAME.apply(state, 1, Bid(amount=4))
    assert all("4" not in str(e.text_for(None)) for e in step.events)
    assert step.state.window is not None and step.state.window.visible_answers() == {}


def test_the_bot_answers_a_tie_with_the_stated_default() -> None:
    state, _ = _opened(NASA, ROSCOSMOS, UN)
    state = play(state, 1, Bid(amount=2))
    state = play(state, 2, Bid(amount=2))
    for seat in (0, 1, 2):
        state = play(state, seat, PASS)
    assert state.window is not None and state.window.kind == auction.AWARD
    assert GAME.bot_action(state, 0, random.Random(0)) == Award(seat=1)
