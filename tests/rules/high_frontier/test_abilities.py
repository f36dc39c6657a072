"""Every printed ability and privilege of the core pack is either encoded or listed as text
only (docs/rules/high-frontier.md §2, §20), and the decided placard data says so
(``data/cycle.yaml``, §23 Q3, Q8)."""

from __future__ import annotations

from rules.high_frontier import pack
from rules.high_frontier.abilities import EFFECTS, TEXT_ONLY, key_of
from rules.high_frontier.cycle import SPOTS, cycle


def test_every_face_ability_is_encoded_or_text_only() -> None:
    keys = {
        key_of(printed.keyword)
        for deck in pack.load().decks.values()
        for card in deck.cards
        for face in card.faces
        for printed in (face.ability, face.privilege)
        if printed is not None
    }
    assert keys <= EFFECTS.keys() | TEXT_ONLY.keys()
    assert not EFFECTS.keys() & TEXT_ONLY.keys()
    assert keys == (EFFECTS.keys() | TEXT_ONLY.keys())  # no entry for a face that is not printed


def test_the_cycle_is_decided_data() -> None:
    decided = cycle()
    records = (decided.spots, decided.events, decided.seniority, decided.glory, decided.heroism)
    assert all(r.confidence == "decided" and r.decision for r in records)
    seasons = [decided.season(s) for s in range(SPOTS)]
    assert [seasons.count(c) for c in ("blue", "yellow", "red")] == [4, 4, 4]
    assert (decided.glory.low, decided.glory.high) == (1, 2)
