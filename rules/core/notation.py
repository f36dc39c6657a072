"""Notation helpers shared by the engines' ``parse_action``.

Matching follows python-chess: an exact notation first, then a unique prefix.

The notation of an action is whatever the game's ``describe_action`` prints. Parsing matches the
text against the legal actions' notations, case- and space-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from rules.core.errors import AmbiguousAction, IllegalAction, NotYourTurn
from rules.core.reference import folded
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


def with_ids(text: str, names: Mapping[str, str]) -> str | None:
    """``text`` with the component it names by its printed name written as its id
    (``boost dumbo`` -> ``boost thruster-05``), or ``None`` when it names none.

    After the verb, the longest run of words that is a component's whole name (case-, accent-
    and dash-insensitive: :func:`rules.core.reference.folded`), else the start of exactly one
    name, is replaced by that component's id. Ids already typed are left alone.

    Args:
        names: component id -> its printed name (the game's ``component_names``).

    Raises:
        AmbiguousAction: the words begin several names; the message lists them with their ids.
    """
    words = text.split()
    ids = {component.lower() for component in names}
    by_name = [(folded(name), component) for component, name in names.items()]
    for start in range(1, len(words)):
        if words[start].lower() in ids:
            continue
        for end in range(len(words), start, -1):
            phrase = folded(" ".join(words[start:end]))
            whole = [component for name, component in by_name if name == phrase]
            begun = whole or [c for name, c in by_name if name.startswith(phrase)]
            if len(begun) > 1 and not whole:
                shown = [f"{names[c]} ({c})" for c in sorted(begun)]
                raise AmbiguousAction(ambiguous(" ".join(words[start:end]), shown))
            if begun:
                return " ".join([*words[:start], begun[0], *words[end:]])
    return None
