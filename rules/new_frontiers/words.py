"""New Frontiers' terms and joined lists as translatable sentences (docs/adding-a-game.md,
"Languages").

Every sentence of the game is a :class:`rules.core.text.Msg` with an id
``new_frontiers.<area>.<name>`` (catalogues
``bot/i18n/locales/<locale>/LC_MESSAGES/new_frontiers.po``, terms spelled as the glossary
``bot/i18n/glossary/new_frontiers.yaml`` says: the Traditional Chinese rulebook's words,
docs/rules/new-frontiers.md). This module holds the pieces other sentences nest: action tiles,
goods colours, world kinds and traits, what a goal or a "?" bonus counts, and joined lists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from rules.core.errors import AmbiguousAction, IllegalAction
from rules.core.notation import MAX_LISTED, alike, match_legal, normalize
from rules.core.text import Msg
from rules.new_frontiers.pack import Count, Stockpile
from rules.new_frontiers.state import TILE_NAMES

A = TypeVar("A")
"""An action type (:func:`matched` returns one of the legal actions given)."""


def who(number: int) -> str:
    """Seat ``number``'s name placeholder ``{pN}``."""
    return f"{{p{number}}}"


def tile(name: str) -> Msg:
    """An action tile's rulebook name (``Trade/Consume``), id ``new_frontiers.tile.<name>``."""
    return Msg(f"new_frontiers.tile.{name}", TILE_NAMES[name])


def colour(name: str) -> Msg:
    """A goods colour (``novelty``), id ``new_frontiers.colour.<name>``."""
    return Msg(f"new_frontiers.colour.{name}", name)


def chain(key: str, english: str, parts: Sequence[str]) -> str:
    """``parts`` joined by the message ``key`` (``english``: ``"{first}, {rest}"``), nested from
    the right; '' when empty."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg(key, english, first=part, rest=joined)
    return joined


def commas(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a, b, c"`` ('' when empty), each locale with its own comma."""
    return chain("new_frontiers.list.comma", "{first}, {rest}", parts)


def lines(parts: Sequence[str]) -> str:
    """``parts`` one per line (a summary's lines)."""
    return chain("new_frontiers.list.lines", "{first}\n{rest}", parts)


def either(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a, b or c"``; one part as it is."""
    if len(parts) < 2:
        return parts[0] if parts else ""
    return Msg(
        "new_frontiers.list.or", "{first} or {last}", first=commas(parts[:-1]), last=parts[-1]
    )


def semicolons(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a; b; c"``, each locale with its own semicolon."""
    return chain("new_frontiers.list.semicolon", "{first}; {rest}", parts)


def not_legal(action: str, legal: Sequence[str]) -> Msg:
    """```take w-12` is not legal now. Try `take w-03` or `take w-40`.`` (at most
    :data:`rules.core.notation.MAX_LISTED` notations, then how many in all), the engine frame's
    refusal in the game's words."""
    return Msg(
        "new_frontiers.error.not_legal",
        "`{action}` is not legal now. Try {options}.",
        action=action,
        options=notation_list(legal),
    )


def notation_list(notations: Sequence[str]) -> str:
    """``notations`` in code spans, ``a, b or c`` (``a, b … (12 in all)`` past
    :data:`rules.core.notation.MAX_LISTED`), as :func:`rules.core.notation.listing` says it."""
    shown = [f"`{n}`" for n in notations[:MAX_LISTED]]
    if len(notations) > MAX_LISTED:
        return Msg(
            "new_frontiers.list.more",
            "{listed} … ({n} in all)",
            listed=commas(shown),
            n=len(notations),
        )
    return either(shown)


def spaced(parts: Sequence[str]) -> str:
    """Words of one phrase (``rebel military world``): English spaces them, Chinese does not."""
    return chain("new_frontiers.list.words", "{first} {rest}", parts)


def count_text(per: Count) -> str:
    """What ``per`` counts, in words: ``rebel military world``, ``2 developments``."""
    words: list[str] = []
    if per.colour:
        words.append(colour(per.colour))
    if per.kind:
        words.append(Msg(f"new_frontiers.kind.{per.kind}", per.kind))
    if per.tag:
        words.append(Msg(f"new_frontiers.tag.{per.tag}", per.tag))
    if per.military is not None:
        military = "military" if per.military else "non-military"
        words.append(Msg(f"new_frontiers.count.{military}", military))
    if per.dev_kind:
        words.append(Msg(f"new_frontiers.devkind.{per.dev_kind}", per.dev_kind))
    noun = {"worlds": "world", "developments": "development", "goods": "good"}.get(
        per.what, "stockpiled item"
    )
    words.append(Msg(f"new_frontiers.noun.{per.what}", noun))
    said = spaced(words)
    if per.every > 1:
        return Msg("new_frontiers.count.every", "{every} {said}s", every=per.every, said=said)
    return Msg("new_frontiers.count.one", "{said}", said=said)


def goal_text(vp: int, per: Count, stockpile: Stockpile | None) -> str:
    """A goal's scoring in words: ``2 VP per rebel world; stockpile a good after settle``."""
    text = Msg("new_frontiers.goal.per", "{vp} VP per {count}", vp=vp, count=count_text(per))
    if stockpile is None:
        return text
    return Msg(
        "new_frontiers.goal.stockpile",
        "{text}; stockpile a {item} after {after}",
        text=text,
        item=item(stockpile.item),
        after=Msg(f"new_frontiers.action.{stockpile.after}", stockpile.after),
    )


def item(name: str) -> Msg:
    """A stockpiled item: ``credit``, ``good`` or a goods colour."""
    if name in ("credit", "good"):
        return Msg(f"new_frontiers.item.{name}", name)
    return colour(name)


def colonists_gained(number: int, got: int) -> Msg:
    """``{p0} gained 2 colonists.``"""
    return Msg(
        "new_frontiers.event.colonists",
        "{seat} gained {count} colonists.",
        seat=who(number),
        count=got,
    )


def matched(text: str, legal: Sequence[A], notation: Callable[[A], str]) -> A:
    """:func:`rules.core.notation.match_legal` (exact notation, then a unique prefix), its
    refusals in the game's words.

    Raises:
        AmbiguousAction: several notations start with ``text`` and none equals it.
        IllegalAction: nothing matches; the sentence lists legal notations of the same kind.
    """
    try:
        return match_legal(text, legal, notation)
    except AmbiguousAction:
        wanted = normalize(text)
        could = [n for n in (normalize(notation(a)) for a in legal) if n.startswith(wanted)]
        said = Msg(
            "new_frontiers.error.ambiguous",
            "'{text}' could mean {options}.",
            text=text,
            options=notation_list(could),
        )
        raise AmbiguousAction(said) from None
    except IllegalAction:
        notations = [(normalize(notation(a)), a) for a in legal]
        options = notation_list(alike(normalize(text), notations))
        said = Msg(
            "new_frontiers.error.no_match",
            "'{text}' is not a legal action now. Try {options}.",
            text=text,
            options=options,
        )
        raise IllegalAction(said) from None
