"""The seat order at the start: a shuffle of the lobby drawn from the game's seed."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import rng_for, shuffled


def seat_order(seed: str, user_ids: Sequence[int]) -> list[int]:
    """Return ``user_ids`` (in join order) shuffled by ``seed``: seat 0 first.

    The same seed and lobby give the same order, so a game is reproducible from its row.
    """
    return shuffled(user_ids, rng_for(seed, 0, "seating"))
