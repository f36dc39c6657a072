"""New Frontiers' terms and joined lists as translatable sentences (docs/adding-a-game.md,
"Languages").

Every sentence of the game is a :class:`rules.core.text.Msg` with an id
``new_frontiers.<area>.<name>`` (catalogues
``rules/new_frontiers/locales/<locale>/LC_MESSAGES/new_frontiers.po``, terms spelled as the glossary
``rules/new_frontiers/glossary.yaml`` says: the Traditional Chinese rulebook's words,
docs/rules/new-frontiers.md). This module holds the pieces other sentences nest: action tiles,
goods colours, world kinds and traits, what a goal or a "?" bonus counts, and joined lists.
"""

from __future__ import annotations

from typing import TypeVar

from rules.core.text import Msg
from rules.core.wording import plural_s, spaced
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
        "{text}; stockpile {a} {item} after {after}",
        text=text,
        a=article(stockpile.item),
        item=item(stockpile.item),
        after=Msg(f"new_frontiers.action.{stockpile.after}", stockpile.after),
    )


def article(word: str) -> str:
    """The English indefinite article before ``word`` (``an`` alien good, ``a`` rare good): the
    field ``{a}`` of an English template; each translation ignores it."""
    return "an" if word[:1] in "aeiou" else "a"


def credits_text(n: int) -> Msg:
    """``1 credit``, ``3 credits`` (``new_frontiers.gain.credits``)."""
    return Msg("new_frontiers.gain.credits", "{n} credit{s}", n=n, s=plural_s(n))


def item(name: str) -> Msg:
    """A stockpiled item: ``credit``, ``good`` or a goods colour."""
    if name in ("credit", "good"):
        return Msg(f"new_frontiers.item.{name}", name)
    return colour(name)


def colonists_gained(number: int, got: int) -> Msg:
    """``{p0} gained 2 colonists.``"""
    return Msg(
        "new_frontiers.event.colonists",
        "{seat} gained {count} colonist{s}.",
        seat=who(number),
        count=got,
        s=plural_s(got),
    )
