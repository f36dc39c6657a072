"""Afternova actions (a pydantic discriminated union) and their text notation.

Notation (seats are ``@1``..``@6``, 1-based; planets and market slots are 1-based too)::

    extract 2 with hp-03 hp-05                       solo Extract of Planet 2
    extract 2 with hp-03 | bot fills piloting gets white
                                                     with the automa's help (2-player mode)
    propose 2 with hp-03 | @2 piloting:1 gets purple purple | gift @1 green->@2
                                                     a deal: helpers, their skills and fragments
    accept hp-11 hp-12 / accept / decline / withdraw answers to a deal
    take paw 2 / take bp 4 / sweep paws / sweep bps  one Market pick or sweep
    complete bp-04 / pass                            complete a Blueprint; end a last chance
    discard green / discard hp-07                    storage overflow / hand limit
    skip                                             the table skipped a stalled turn (log only:
                                                     no player may type or choose it)

Market picks name the slot, not the card, so a log line never names a card that is now in a hand.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HelperTerms(_Action):
    """One helper's part of a deal: ``skills`` promised (skill, amount) and fragments ``gets``."""

    seat: int
    skills: tuple[tuple[str, int], ...]
    gets: tuple[str, ...] = ()


class AutomaTerms(_Action):
    """The automa's help: the requirements it ``fills`` (skill names) and the fragments it ``gets``
    (one per requirement, docs/rules/afternova.md §7)."""

    fills: tuple[str, ...]
    gets: tuple[str, ...]


class Gift(_Action):
    """One stored fragment of ``colour`` from seat ``giver`` to seat ``receiver``."""

    giver: int
    colour: str
    receiver: int


class Extract(_Action):
    """The Extract action (docs/rules/afternova.md §4, Extract), solo or as a deal proposal.

    Attributes:
        planet: Planet slot, 0-based.
        paws: the active player's committed Hired Paw ids (sorted).
        helpers: other seats' terms; non-empty means a deal that each helper must accept.
        automa: the automa's help, if any (needs no answer).
        gifts: stored fragments changing hands among participants.
    """

    kind: Literal["extract"] = "extract"
    planet: int
    paws: tuple[str, ...] = ()
    helpers: tuple[HelperTerms, ...] = ()
    automa: AutomaTerms | None = None
    gifts: tuple[Gift, ...] = ()


class Accept(_Action):
    """A helper accepts the open deal, committing these Hired Paws (sorted)."""

    kind: Literal["accept"] = "accept"
    paws: tuple[str, ...] = ()


class Decline(_Action):
    """A helper declines the open deal (the default when the window lapses); the deal fails."""

    kind: Literal["decline"] = "decline"


class Withdraw(_Action):
    """The active player withdraws the open deal and may act again."""

    kind: Literal["withdraw"] = "withdraw"


class Take(_Action):
    """Take the card in market ``row`` at ``slot`` (0-based) (docs/rules/afternova.md §4,
    Market)."""

    kind: Literal["take"] = "take"
    row: Literal["paw", "bp"]
    slot: int


class Sweep(_Action):
    """Sweep a market row: discard its 4 cards, deal 4 new ones, take one card fewer."""

    kind: Literal["sweep"] = "sweep"
    row: Literal["paw", "bp"]


class Complete(_Action):
    """Complete a Blueprint from hand (docs/rules/afternova.md §4, Completing Blueprints); out
    of turn allowed, between turns only (see ``legal``)."""

    kind: Literal["complete"] = "complete"
    blueprint: str


class Pass(_Action):
    """End one's last chance to complete Blueprints (docs/rules/afternova.md §6)."""

    kind: Literal["pass"] = "pass"


class DiscardFragment(_Action):
    """Discard one stored fragment to the fragment discard pile (storage overflow)."""

    kind: Literal["discard_fragment"] = "discard_fragment"
    colour: str


class DiscardCard(_Action):
    """Discard one card from hand (hand limit 8)."""

    kind: Literal["discard_card"] = "discard_card"
    card: str


@cache
def discard_fragment(colour: str) -> DiscardFragment:
    """The shared :class:`DiscardFragment` of ``colour`` (actions are frozen values: a seat over
    its storage is offered the same few on every listing)."""
    return DiscardFragment(colour=colour)


@cache
def discard_card(card: str) -> DiscardCard:
    """The shared :class:`DiscardCard` of ``card`` (see :func:`discard_fragment`)."""
    return DiscardCard(card=card)


class SkipTurn(_Action):
    """The table's skip of the active player's stalled turn (never a player's choice): its
    Market action ends at once with the cards taken so far, none at the start of a turn."""

    kind: Literal["skip"] = "skip"


Action = Annotated[
    Extract
    | Accept
    | Decline
    | Withdraw
    | Take
    | Sweep
    | Complete
    | Pass
    | DiscardFragment
    | DiscardCard
    | SkipTurn,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def plural(count: int, noun: str) -> str:
    """``"1 card"``, ``"2 cards"`` (English nouns of this game that take an -s)."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def describe(action: Action) -> str:
    """Return the notation of ``action`` (the inverse of ``notation.parse_text``)."""
    match action:
        case Extract():
            return _describe_extract(action)
        case Accept(paws=paws):
            return " ".join(("accept", *paws))
        case Take(row=row, slot=slot):
            return f"take {row} {slot + 1}"
        case Sweep(row=row):
            return f"sweep {row}s"
        case Complete(blueprint=blueprint):
            return f"complete {blueprint}"
        case DiscardFragment(colour=colour):
            return f"discard {colour}"
        case DiscardCard(card=card):
            return f"discard {card}"
    return action.kind


def _describe_extract(action: Extract) -> str:
    head = f"{'propose' if action.helpers else 'extract'} {action.planet + 1}"
    if action.paws:
        head += " with " + " ".join(action.paws)
    clauses = [head]
    for terms in action.helpers:
        skills = " ".join(f"{skill}:{n}" for skill, n in terms.skills)
        gets = " gets " + " ".join(terms.gets) if terms.gets else ""
        clauses.append(f"@{terms.seat + 1} {skills}{gets}")
    if action.automa is not None:
        clauses.append(
            f"bot fills {' '.join(action.automa.fills)} gets {' '.join(action.automa.gets)}"
        )
    clauses += [f"gift @{g.giver + 1} {g.colour}->@{g.receiver + 1}" for g in action.gifts]
    return " | ".join(clauses)
