"""Notation helpers shared by the engines' ``parse_action``.

Matching follows python-chess: an exact notation first, then a unique prefix.

The notation of an action is whatever the game's ``describe_action`` prints. Parsing matches the
text against the legal actions' notations, case- and space-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from rules.core.errors import AmbiguousAction, IllegalAction, NotYourTurn

A = TypeVar("A")

MAX_LISTED = 8


def normalize(text: str) -> str:
    """Lower-case and fold white space, for comparing notations."""
    return " ".join(text.lower().split())


def match_legal(text: str, legal: Sequence[A], describe: Callable[[A], str]) -> A:
    """Return the legal action whose notation ``text`` names.

    Args:
        text: what the player typed.
        legal: the seat's legal actions now.
        describe: action -> notation.

    Raises:
        NotYourTurn: ``legal`` is empty.
        AmbiguousAction: several notations start with ``text`` and none equals it.
        IllegalAction: nothing matches; the message lists some legal notations.
    """
    if not legal:
        raise NotYourTurn("You have no decision to make right now.")
    wanted = normalize(text)
    notations = [(normalize(describe(action)), action) for action in legal]
    for notation, action in notations:
        if notation == wanted:
            return action
    prefixed = [(n, a) for n, a in notations if n.startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0][1]
    if prefixed:
        raise AmbiguousAction(f"'{text}' could mean {listing([n for n, _ in prefixed])}.")
    raise IllegalAction(
        f"'{text}' is not a legal action now. Try {listing(alike(wanted, notations))}."
    )


def alike(wanted: str, notations: Sequence[tuple[str, object]]) -> list[str]:
    """The legal notations of the same kind as ``wanted`` (same first word), else all of them."""
    verb = wanted.split(" ", 1)[0]
    same = [n for n, _ in notations if n.split(" ", 1)[0] == verb]
    return same or [n for n, _ in notations]


def listing(items: Sequence[str], limit: int = MAX_LISTED) -> str:
    """Return ``a, b or c`` (with ``…`` after ``limit`` items), each in backticks."""
    shown = [f"`{item}`" for item in items[:limit]]
    if len(items) > limit:
        return ", ".join(shown) + f" … ({len(items)} in all)"
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + " or " + shown[-1]
