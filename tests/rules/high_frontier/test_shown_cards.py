"""A card sold on the free market goes to its deck's bottom in front of every seat
(docs/rules/high-frontier.md §9 I3): the leak watch no longer counts it hidden, so the public
line naming it is no leak; a card put back face down (a Budget Cuts discard, §12) is hidden
again, even one that was sold before."""

from __future__ import annotations

from rules.high_frontier import GAME, stacks
from rules.high_frontier.state import HighFrontierState

from .felony_table import NASA, ROSCOSMOS, seated


def _holding() -> tuple[HighFrontierState, str]:
    """Two seats, seat 0 on turn holding a thruster taken from below its deck's top."""
    state = seated(NASA, ROSCOSMOS)
    card = state.decks["thrusters"].pop(3)
    state.players[0].hand = [card]
    return state, card


def test_a_sold_card_is_public_at_its_deck_bottom_until_it_goes_back_face_down() -> None:
    state, card = _holding()
    deck = stacks.deck_of(card)
    state.players[0].hand.remove(card)
    state.to_bottom(deck, card, seen=True)
    assert state.decks[deck][-1] == card and card not in GAME.hidden_ids(state)
    state.decks[deck].remove(card)
    state.to_bottom(deck, card, seen=False)
    assert card in GAME.hidden_ids(state)


def test_the_sale_itself_marks_the_card_seen() -> None:
    state, card = _holding()
    after = GAME.apply(state, 0, GAME.parse_action(state, 0, f"sell {card}")).state
    assert after.decks["thrusters"][-1] == card and card in after.shown
    assert card not in GAME.hidden_ids(after)
