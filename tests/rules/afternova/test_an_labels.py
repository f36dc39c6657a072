"""Afternova's choices in words (``label_action``): Market cards, hand cards, no deal proposals."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.actions import (
    Complete,
    DiscardCard,
    Extract,
    HelperTerms,
    Sweep,
    Take,
)
from tests.rules.afternova.an_helpers import CAT, give_hand, set_planet, table

PALLAS = "pl-17"
PAWS = ("hp-41", "hp-45")


def test_a_market_pick_names_the_card_in_its_slot() -> None:
    state = table()
    paw = state.market_paws[1]
    assert paw is not None
    skills = ", ".join(f"{s} {n}" for s, n in CAT.paw[paw].skills.items())
    assert GAME.label_action(state, 0, Take(row="paw", slot=1)) == f"Take Hired Paw #2 — {skills}"


def test_a_blueprint_pick_names_the_blueprint_and_its_vp() -> None:
    state = table()
    card = state.market_bps[0]
    assert card is not None
    blueprint = CAT.blueprint[card]
    label = GAME.label_action(state, 0, Take(row="bp", slot=0))
    assert label == f"Take Blueprint #1 — {blueprint.name} ({blueprint.vp} VP)"


def test_a_sweep_names_the_row() -> None:
    assert GAME.label_action(table(), 0, Sweep(row="bp")) == "Sweep the Blueprint row"


def test_a_solo_extract_names_the_planet_and_the_paws_by_their_skills() -> None:
    state = table()
    set_planet(state, 0, PALLAS, [])
    label = GAME.label_action(state, 0, Extract(planet=0, paws=PAWS))
    first, second = (", ".join(f"{s} {n}" for s, n in CAT.paw[p].skills.items()) for p in PAWS)
    assert label == f"Extract {CAT.planet[PALLAS].name} alone with ({first}), ({second})"


def test_a_deal_proposal_has_no_label() -> None:
    deal = Extract(planet=0, paws=("hp-41",), helpers=(HelperTerms(seat=1, skills=()),))
    assert GAME.label_action(table(), 0, deal) is None


def test_a_completion_names_the_blueprint_and_its_vp() -> None:
    blueprint = next(iter(CAT.blueprint.values()))
    label = GAME.label_action(table(), 0, Complete(blueprint=blueprint.id))
    assert label == f"Complete {blueprint.name} — {blueprint.vp} VP"


def test_a_discarded_paw_names_its_skills_not_its_id() -> None:
    state = table()
    give_hand(state, 0, ["hp-41"])
    skills = ", ".join(f"{s} {n}" for s, n in CAT.paw["hp-41"].skills.items())
    label = GAME.label_action(state, 0, DiscardCard(card="hp-41"))
    assert label == f"Discard a Hired Paw ({skills})"


def test_a_discarded_blueprint_names_it_not_its_id() -> None:
    state = table()
    blueprint = next(iter(CAT.blueprint.values()))
    give_hand(state, 0, [blueprint.id])
    label = GAME.label_action(state, 0, DiscardCard(card=blueprint.id))
    assert label == f"Discard {blueprint.name} ({blueprint.vp} VP)"


def test_the_labels_of_a_turn_are_distinct() -> None:
    state = table()
    labels = [GAME.label_action(state, 0, a) for a in GAME.legal_actions(state, 0)]
    offered = [label for label in labels if label is not None]
    assert len(offered) == len(set(offered)) > 0
