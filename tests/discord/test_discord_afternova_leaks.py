"""What the Discord leak watch counts as hidden around one step (``flows.knowledge``).

Like the service's redaction, ids hidden before *or* after the step are checked, minus what the
public view shows before or after it; ``hidden_ids`` (face-down decks) are hidden from every
reader. Cards are found by id and by displayed name (``flows.check_message``).
"""

from __future__ import annotations

import pytest

from rules.afternova import GAME
from rules.afternova.state import AfternovaState
from tests.discord.fake import Sent
from tests.discord.flows import Knowledge, check_message, knowledge
from tests.rules.afternova.an_helpers import CAT, act, edited, give_hand, set_planet, table


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


def _message(content: str, *, audience: int | None = None, label: str = "") -> Sent:
    button = {"type": 2, "label": label, "custom_id": "orr:c:1:1:0:0"}
    components = [{"type": 1, "components": [button]}] if label else []
    return Sent(payload={"id": 1, "content": content, "components": components}, audience=audience)


def test_the_watch_catches_a_face_down_blueprint_named_in_the_channel() -> None:
    state = table()
    name = CAT.blueprint[state.bp_deck[0]].name
    with pytest.raises(AssertionError, match=name.lower()):
        check_message(_message(f"ana drew {name}."), None, knowledge(GAME, None, state))


def test_the_watch_catches_a_face_down_planet_named_in_a_button_label() -> None:
    state = table()
    name = CAT.planet[state.planet_deck[0]].name
    with pytest.raises(AssertionError, match=name.lower()):
        check_message(_message("Extract?", label=name), None, knowledge(GAME, None, state))


def _blueprint_in_hand(state: AfternovaState) -> None:
    give_hand(state, 0, [state.bp_deck[0]])


def test_the_watch_catches_a_hand_card_named_to_another_seat() -> None:
    state = edited(table(), _blueprint_in_hand)
    name = CAT.blueprint[state.seats[0].hand[0]].name
    with pytest.raises(AssertionError, match=name.lower()):
        check_message(_message(name, audience=12), 1, knowledge(GAME, None, state))


def test_the_watch_lets_a_seat_read_its_own_card_by_name() -> None:
    state = edited(table(), _blueprint_in_hand)
    name = CAT.blueprint[state.seats[0].hand[0]].name
    check_message(_message(name, audience=11), 0, knowledge(GAME, None, state))


def test_a_name_shared_with_a_public_card_is_no_leak() -> None:
    known = Knowledge(
        secrets={},
        hidden=frozenset({"b-1"}),
        public=frozenset({"b-2"}),
        names={"b-1": "twin", "b-2": "twin"},
    )
    assert known.leaks_to(None, "Twin was bought.") == set()


def test_a_name_is_matched_as_whole_words_only() -> None:
    known = Knowledge(
        secrets={}, hidden=frozenset({"b-1"}), public=frozenset(), names={"b-1": "scanner mk i"}
    )
    assert known.leaks_to(None, "Scanner Mk II was bought.") == set()
