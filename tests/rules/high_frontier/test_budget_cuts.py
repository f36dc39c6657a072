"""Budget cuts: each player discards a Hand card of his choice to the bottom of its deck
(docs/rules/high-frontier.md §12, CR K2f), in a ``cut`` window whose default is the heaviest
card; the card stays secret to its seat."""

from __future__ import annotations

import random

from rules.core.engine import Step
from rules.high_frontier import GAME, budget, stacks
from rules.high_frontier.actions import Discard
from rules.high_frontier.state import HighFrontierState

from .dice import Dice
from .felony_table import NASA, ROSCOSMOS, UN, seated

LIGHT, HEAVY = "thruster-08", "generator-08"  # mass 0, mass 4


def _cut() -> HighFrontierState:
    state = seated(NASA, ROSCOSMOS, UN)
    for player in state.players:
        for card in player.hand:
            state.decks[stacks.deck_of(card)].append(card)
        player.hand = []
    for deck in state.decks.values():
        for card in (LIGHT, HEAVY):
            if card in deck:
                deck.remove(card)
    state.players[0].hand = [LIGHT, HEAVY]
    state.players[1].hand = [HEAVY.replace("08", "14")]  # one card: no choice
    step = Step(state=state, seat=0, chance=lambda: Dice())
    budget.event(step)
    return step.state


def test_a_seat_with_a_choice_is_asked_and_one_without_discards_at_once() -> None:
    state = _cut()
    assert state.players[1].hand == [] and state.decks["generators"][-1] == "generator-14"
    assert GAME.to_act(state) == {0}
    assert list(GAME.legal_actions(state, 0)) == [Discard(card=HEAVY), Discard(card=LIGHT)]
    assert GAME.default_action(state, 0) == Discard(card=HEAVY)  # the heaviest, as before
    assert GAME.bot_action(state, 0, random.Random(0)) == Discard(card=HEAVY)
    assert "budget cuts" in GAME.prompt(state, 0).lower()


def test_the_chosen_card_goes_to_its_deck_bottom_and_stays_secret() -> None:
    state = _cut()
    after = GAME.apply(state, 0, GAME.parse_action(state, 0, f"discard {LIGHT}"))
    player = after.state.players[0]
    assert player.hand == [HEAVY] and after.state.decks["thrusters"][-1] == LIGHT
    assert after.state.window is None and GAME.to_act(after.state) == {after.state.current}
    (event,) = after.events
    assert "Photon Heliogyro" in str(event.text_for(0))
    assert "Photon Heliogyro" not in str(event.text_for(None))
    assert "Photon Heliogyro" not in str(event.text_for(1))
