"""Notation helpers shared by the engines' ``parse_action``.

Matching follows python-chess: an exact notation first, then a unique prefix.

The notation of an action is whatever the game's ``describe_action`` prints. Parsing matches the
text against the legal actions' notations, case- and space-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from rules.core.errors import AmbiguousAction, IllegalAction, NotYourTurn
from rules.core.wording import NO_DECISION, ambiguous, no_match

A = TypeVar("A")


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
        raise NotYourTurn(NO_DECISION)
    wanted = normalize(text)
    notations = [(normalize(describe(action)), action) for action in legal]
    for notation, action in notations:
        if notation == wanted:
            return action
    prefixed = [(n, a) for n, a in notations if n.startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0][1]
    if prefixed:
        raise AmbiguousAction(ambiguous(text, [n for n, _ in prefixed]))
    raise IllegalAction(no_match(text, alike(wanted, notations)))


def alike(wanted: str, notations: Sequence[tuple[str, object]]) -> list[str]:
    """The legal notations of the same kind as ``wanted`` (same first word), else all of them."""
    verb = wanted.split(" ", 1)[0]
    same = [n for n, _ in notations if n.split(" ", 1)[0] == verb]
    return same or [n for n, _ in notations]
