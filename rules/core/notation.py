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
    """Lower-case and fold white space, for comparing notations; a typographic minus (U+2212,
    as boards draw negative numbers so they read at phone width) is the ASCII one."""
    return " ".join(text.lower().replace("\u2212", "-").split())


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


def name_readings(text: str, names: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """The readings of ``text`` with the component it names by its printed name written as its
    id (``boost dumbo`` -> ``boost thruster-05``), and the names they stand for.

    After the verb, the longest run of words that is a component's whole name (case-, accent-
    and dash-insensitive: :func:`rules.core.reference.folded`), else the start of names, is
    replaced by each such component's id: one reading per component (two sides of a card, or
    several names one start begins). A name's leading number that is its id (``223 Altair``)
    may be left out. Ids already typed, and words without a letter (a count, a coordinate), are
    left alone.

    Args:
        names: component id -> its printed name (the game's ``component_names``).

    Returns:
        The readings (none when ``text`` names no component) and, for each, ``"Name (id)"``.
    """
    words = text.split()
    ids = {component.lower() for component in names}
    by_name: list[tuple[str, str]] = []
    for component, name in names.items():
        printed = folded(name)
        by_name.append((printed, component))
        number = folded(component) + " "
        if printed.startswith(number):
            by_name.append((printed.removeprefix(number), component))
    for start in range(1, len(words)):
        typed_id = words[start].lower() in ids  # only a whole name goes on from an id
        if not typed_id and not any(ch.isalpha() for ch in words[start]):
            continue
        for end in range(len(words), start + typed_id, -1):
            phrase = folded(" ".join(words[start:end]))
            whole = {component for name, component in by_name if name == phrase}
            begun = set() if typed_id else {c for name, c in by_name if name.startswith(phrase)}
            found = whole or begun
            if found:
                chosen = sorted(found)
                readings = [" ".join([*words[:start], c, *words[end:]]) for c in chosen]
                return readings, [f"{names[c]} ({c})" for c in chosen]
    return [], []
