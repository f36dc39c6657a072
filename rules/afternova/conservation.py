"""Afternova's component counts (docs/rules/afternova.md §1 "Components"): every Hired Paw,
Blueprint and Planet card in exactly one place, and the fragments of every colour neither made
nor lost. The kit's :class:`rules.core.game.HasConservation` member; the conformance playouts
check it after every action."""

from __future__ import annotations

from collections import Counter

from rules.afternova.cards import catalog
from rules.afternova.state import AfternovaState


def card_locations(state: AfternovaState) -> Counter[str]:
    """Every card id wherever it is (a card in two places shows up with count 2)."""
    seen: Counter[str] = Counter()
    for pile in (
        state.paw_deck,
        state.paw_discard,
        state.bp_deck,
        state.bp_discard,
        state.planet_deck,
        state.planet_discard,
    ):
        seen.update(pile)
    seen.update(c for c in (*state.market_paws, *state.market_bps) if c is not None)
    seen.update(p.id for p in state.planets)
    for player in state.seats:
        seen.update(player.hand)
        seen.update(c.id for c in player.completed)
    if state.deal is not None:
        seen.update(state.deal.proposal.paws)
        for paws in state.deal.accepted().values():
            seen.update(paws)
    if state.automa is not None:
        seen.update(b.id for b in state.automa.row)
        seen.update((*state.automa.completed, *state.automa.hidden))
    return seen


def fragment_totals(state: AfternovaState) -> Counter[str]:
    """Fragments by colour over bag, discard pile, Planets, storages and the automa."""
    total = Counter(state.bag) + Counter(state.fragment_discard)
    for planet in state.planets:
        total.update(planet.fragments)
    for player in state.seats:
        total.update(player.storage)
    if state.automa is not None:
        total.update(state.automa.storage)
        for blueprint in state.automa.row:
            total.update(blueprint.covered)
    return total


def problems(state: AfternovaState) -> list[str]:
    """Cards missing, extra or in two places, and fragment colours whose count changed."""
    pack = catalog(state.pack).pack
    cards = card_locations(state)
    expected = {c.id for group in (pack.hired_paws, pack.blueprints, pack.planets) for c in group}
    found = [f"card {c} is missing" for c in sorted(expected - set(cards))]
    found += [f"card {c} is not in the pack" for c in sorted(set(cards) - expected)]
    found += [f"card {c} is in {n} places" for c, n in sorted(cards.items()) if n > 1]
    fragments, printed = fragment_totals(state), Counter(pack.fragments)
    found += [
        f"{colour} fragments: {fragments[colour]}, the pack has {printed[colour]}"
        for colour in sorted(set(fragments) | set(printed))
        if fragments[colour] != printed[colour]
    ]
    return found
