"""The components of a game as printed: what ``/card`` and the terminal's ``card`` show
(docs/adding-a-game.md, "Components").

A game declares its components once (:class:`HasReference`): each an :class:`Entry` holding its
printed name, its kind and its printed facts as translatable sentences (cost, defence, goods,
powers; mass, thrust, fuel use; planets, wormholes …). The kit looks an entry up by id, by
printed name or by an unambiguous prefix of a name (:func:`lookup`: case-, accent- and
space-insensitive; also by the name in the reader's language), and the bot shows it as text and as
a picture (``render.entry_png``).

Only printed, public information belongs in an entry: where a component is, who holds it or
in which order a deck lies is never part of it, so looking a card up reveals nothing hidden.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True)
class Entry:
    """One component as printed.

    Attributes:
        id: the component's id in notation (``d-05``, ``cq039``, ``232``).
        name: its printed name, in English as printed (translated by the bot where a glossary
            gives the rulebook's Chinese name).
        kind: what it is, one translatable word or phrase (``Msg``: "development", "sector").
        facts: its printed information, one translatable sentence (``Msg``) a line, in the order
            a player reads the component.
    """

    id: str
    name: str
    kind: str
    facts: tuple[str, ...]


@runtime_checkable
class HasReference(Protocol):
    """The kit's member declaring a game's components for ``/card``."""

    def reference(self, state: Any) -> Sequence[Entry]:
        """Every component of ``state``'s pack a player may look up, in a stable order (the
        same for every seat: entries hold printed information only)."""


def reference(game: object, state: Any) -> Sequence[Entry]:
    """``game.reference(state)``.

    Raises:
        TypeError: the game does not declare its components (:class:`HasReference`).
    """
    if not isinstance(game, HasReference):
        raise TypeError(f"{type(game).__name__} does not declare its components (HasReference)")
    return game.reference(state)


def folded(text: str) -> str:
    """``text`` for comparing names: case-folded, accents removed, hyphens, underscores and
    runs of white space as one space (``"Churyumov–Gerasimenko"`` →
    ``"churyumov gerasimenko"``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    for mark in "-_–—'’":
        plain = plain.replace(mark, " ")
    return " ".join(plain.split())


def lookup(
    entries: Sequence[Entry],
    typed: str,
    local_name: Callable[[Entry], str] | None = None,
    *,
    widest: bool = False,
) -> list[Entry]:
    """The entries ``typed`` names: one when it names one, several when it is ambiguous, none
    when nothing matches.

    Matching, each step only when the one before found nothing: the id or a name equal to
    ``typed``; a name or id starting with it; a name with a word starting with it. Names are
    the printed name and, with ``local_name``, the name in the reader's language. Comparisons
    use :func:`folded`.

    Args:
        entries: a game's components (:func:`reference`).
        typed: what the reader typed.
        local_name: an entry's name in the reader's language, or ``None`` for English only.
        widest: every entry any step matches, those of the earlier steps first (autocomplete's
            suggestions), instead of the first step's.
    """
    wanted = folded(typed)
    if not wanted:
        return []

    def names(entry: Entry) -> list[str]:
        found = [folded(entry.id), folded(entry.name)]
        if local_name is not None:
            found.append(folded(local_name(entry)))
        return found

    steps: list[Callable[[str], bool]] = [
        lambda name: name == wanted,
        lambda name: name.startswith(wanted),
        lambda name: any(word.startswith(wanted) for word in name.split()),
    ]
    found: list[Entry] = []
    for matches in steps:
        more = [
            entry
            for entry in entries
            if entry not in found and any(matches(name) for name in names(entry))
        ]
        found += more
        if found and not widest:
            return found
    return found
