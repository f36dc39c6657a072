"""Seeded chance for the rules engines (docs/design.md §2, "Chance").

All chance flows from ``(state.seed, state.version)`` so that replaying the action list from the
seed reproduces the game bit for bit. The engines never touch the global ``random`` module state:
each draw comes from a private :class:`random.Random` built here.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def rng_for(seed: str, version: int, salt: str = "") -> random.Random:
    """Return a private generator for one transition.

    Args:
        seed: the game's seed string.
        version: the state version the transition starts from.
        salt: separates independent streams within one transition (e.g. ``"bag"``).

    Returns:
        A :class:`random.Random` whose sequence depends only on the three arguments.
    """
    digest = hashlib.sha256(f"{seed}\x1f{version}\x1f{salt}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """Return a shuffled copy of ``items`` (the input is left untouched)."""
    out = list(items)
    rng.shuffle(out)
    return out


def draw(pile: MutableSequence[T], count: int) -> list[T]:
    """Remove and return up to ``count`` items from the top (the front) of ``pile``."""
    taken = list(pile[:count])
    del pile[:count]
    return taken


def roll_dice(rng: random.Random, count: int = 2, sides: int = 6) -> tuple[int, ...]:
    """Roll ``count`` dice with ``sides`` faces each."""
    return tuple(rng.randint(1, sides) for _ in range(count))


def new_seed() -> str:
    """Return a fresh random seed string for a new game (the only non-replayable chance)."""
    return hashlib.sha256(random.SystemRandom().randbytes(32)).hexdigest()[:16]
