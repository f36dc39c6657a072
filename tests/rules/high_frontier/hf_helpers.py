"""Shared look-ups for the High Frontier tests: faces of the official pack by printed name."""

from __future__ import annotations

from rules.high_frontier import pack
from rules.high_frontier.patents import Face


def face(name: str) -> Face:
    """The card face printed ``name`` (a patent or a Crew face)."""
    found = [
        f
        for deck in pack.load().decks.values()
        for c in deck.cards
        for f in c.faces
        if f.name == name
    ]
    assert len(found) == 1, name
    return found[0]
