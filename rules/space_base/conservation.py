"""Space Base's component counts (docs/rules/space-base.md §1): every shipyard card in exactly
one place, every console keeping its 12 starting ships, every colony in one place, and no card
charged past its capacity. The kit's :class:`rules.core.game.HasConservation` member; the
conformance playouts check it after every action."""

from __future__ import annotations

from collections import Counter

from rules.space_base.board import board_cards
from rules.space_base.cards import Pack
from rules.space_base.state import SpaceBaseState


def problems(pack: Pack, state: SpaceBaseState) -> list[str]:
    """Each count of ``state`` that does not add up against ``pack``."""
    shipyard = Counter(c.id for c in pack.shipyard)
    starting = Counter(c.id for c in pack.starting)
    placed: Counter[str] = Counter()
    for deck in state.shipyard.decks:
        placed.update(deck)
    for row in state.shipyard.rows:
        placed.update(c for c in row if c is not None)
    colonies = Counter(state.colonies)
    found: list[str] = []
    for n, seat in enumerate(state.seats):
        cards = Counter(board_cards(seat)) + Counter(seat.hand)
        if cards & starting != starting:
            found.append(f"seat {n} lost a starting ship")
        placed.update(cards - starting)
        colonies.update(s.colony for s in seat.sectors if s.colony)
        found += [
            f"seat {n}: {c} holds {k} charges"
            for c, k in seat.charges.items()
            if k > pack.card(c).capacity(state.num_players)
        ]
    found += [
        f"card {c}: {placed[c]} in play, the pack has {shipyard[c]}"
        for c in sorted(shipyard | placed)
        if placed[c] != shipyard[c]
    ]
    if sorted(colonies) != sorted(c.id for c in pack.colonies):
        found.append(f"colonies: {sorted(colonies)}")
    return found
