"""What the Discord leak watch counts as hidden around one step (``flows.knowledge``).

Like the service's redaction, ids hidden before *or* after the step are checked, minus what the
public view shows after it; ``hidden_ids`` (face-down decks) are hidden from every reader.
"""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.state import AfternovaState
from tests.discord.flows import knowledge
from tests.rules.afternova.an_helpers import act, edited, give_hand, set_planet, table


def _nine_cards(state: AfternovaState) -> None:
    give_hand(state, 0, state.paw_deck[:9])


def test_a_card_discarded_in_the_step_stays_hidden_from_the_others() -> None:
    before = edited(table(), _nine_cards)
    card = before.seats[0].hand[0]
    known = knowledge(GAME, before, act(before, 0, f"discard {card}"))
    assert card in known.unknown_to(None) and card in known.unknown_to(1)


def test_a_seat_may_read_its_own_discarded_card() -> None:
    before = edited(table(), _nine_cards)
    card = before.seats[0].hand[0]
    assert card not in knowledge(GAME, before, act(before, 0, f"discard {card}")).unknown_to(0)


def _deal(state: AfternovaState) -> None:
    set_planet(state, 0, "pl-17", ["purple", "green", "white", "orange"])
    give_hand(state, 0, ["hp-45"])
    give_hand(state, 2, ["hp-02"])


def test_paws_committed_to_a_deal_are_public_once_proposed() -> None:
    before = edited(table(), _deal)
    after = act(before, 0, "propose 1 with hp-45 | @3 piloting:1 engineering:1")
    assert "hp-45" not in knowledge(GAME, before, after).unknown_to(None)


def test_a_card_dealt_from_the_deck_to_the_market_is_public() -> None:
    before = table()
    after = act(act(act(before, 0, "take paw 1"), 0, "take paw 2"), 0, "take paw 3")
    dealt = before.paw_deck[0]
    assert dealt in after.market_paws and dealt not in knowledge(GAME, before, after).unknown_to(1)


def test_the_face_down_decks_are_hidden_from_every_seat() -> None:
    state = table()
    unknown = knowledge(GAME, None, state).unknown_to(0)
    assert {state.paw_deck[0], state.bp_deck[0], state.planet_deck[0]} <= unknown
