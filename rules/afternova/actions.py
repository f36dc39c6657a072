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

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.core.errors import InvalidNotation


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

ROW_WORDS = {
    "paw": "paw",
    "paws": "paw",
    "bp": "bp",
    "bps": "bp",
    "blueprint": "bp",
    "blueprints": "bp",
}


def plural(count: int, noun: str) -> str:
    """``"1 card"``, ``"2 cards"`` (English nouns of this game that take an -s)."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def describe(action: Action) -> str:
    """Return the notation of ``action`` (the inverse of :func:`parse_text`)."""
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


MARKET_HELP = (
    "The Market action takes three cards one by one: `take paw N` or `take bp N` (N = slot "
    "1–4), or sweep a row first with `sweep paws` / `sweep bps`."
)
_SEAT = re.compile(r"^@([1-9])$")
_GIFT = re.compile(r"^gift @([1-9]) ([a-z]+) ?-> ?@([1-9])$")
_SKILL = re.compile(r"^([a-z]+):([0-9]+)$")


def parse_text(text: str) -> Action:
    """Parse notation into an action, without checking that it is legal.

    Raises:
        InvalidNotation: the text is not an Afternova action; the message shows the forms.
    """
    words = text.lower().split()
    if not words:
        raise InvalidNotation("Type an action, e.g. `take paw 1` or `extract 1 with hp-03`.")
    verb, rest = words[0], words[1:]
    if verb in ("extract", "propose"):
        return _parse_extract(" ".join(words))
    simple: dict[str, Action] = {"decline": Decline(), "withdraw": Withdraw(), "pass": Pass()}
    if verb in simple and not rest:
        return simple[verb]
    if verb == "accept":
        return Accept(paws=tuple(sorted(rest)))
    if verb == "take" and len(rest) == 2 and rest[0] in ROW_WORDS and rest[1].isdigit():
        return Take(row=ROW_WORDS[rest[0]], slot=int(rest[1]) - 1)
    if verb == "market" and not rest:
        raise InvalidNotation(MARKET_HELP)
    if verb == "sweep" and len(rest) == 1 and rest[0] in ROW_WORDS:
        return Sweep(row=ROW_WORDS[rest[0]])
    if verb == "complete" and len(rest) == 1:
        return Complete(blueprint=rest[0])
    if verb == "discard" and len(rest) == 1:
        card = re.fullmatch(r"(hp|bp)-\d+", rest[0])
        return DiscardCard(card=rest[0]) if card else DiscardFragment(colour=rest[0])
    raise InvalidNotation(
        f"'{text}' is not an Afternova action. Forms: `extract N with hp-..`, `propose N with "
        "hp-.. | @2 skill:1 gets colour`, `accept hp-..`, `decline`, `withdraw`, `take paw N`, "
        "`take bp N`, `sweep paws`, `complete bp-..`, `pass`, `discard colour`."
    )


def _parse_extract(text: str) -> Extract:
    head, *clauses = [part.strip() for part in text.split("|")]
    match = re.fullmatch(r"(?:extract|propose) ([0-9]+)(?: with((?: [a-z]+-[0-9]+)+))?", head)
    if match is None:
        raise InvalidNotation(f"'{head}': write `extract N with hp-.. hp-..` (N = Planet 1-3).")
    helpers: list[HelperTerms] = []
    automa: AutomaTerms | None = None
    gifts: list[Gift] = []
    for clause in clauses:
        if gift := _GIFT.fullmatch(clause):
            gifts.append(Gift(giver=int(gift[1]) - 1, colour=gift[2], receiver=int(gift[3]) - 1))
        elif clause.startswith("bot "):
            automa = _parse_automa(clause)
        else:
            helpers.append(_parse_helper(clause))
    return Extract(
        planet=int(match[1]) - 1,
        paws=tuple(sorted((match[2] or "").split())),
        helpers=tuple(sorted(helpers, key=lambda t: t.seat)),
        automa=automa,
        gifts=tuple(gifts),
    )


def _parse_automa(clause: str) -> AutomaTerms:
    match = re.fullmatch(r"bot fills ((?:[a-z]+ ?)+?) gets ((?:[a-z]+ ?)+)", clause)
    if match is None:
        raise InvalidNotation(f"'{clause}': write `bot fills piloting gets white`.")
    return AutomaTerms(fills=tuple(match[1].split()), gets=tuple(match[2].split()))


def _parse_helper(clause: str) -> HelperTerms:
    words = clause.split()
    seat = _SEAT.match(words[0]) if words else None
    if seat is None:
        raise InvalidNotation(
            f"'{clause}': a helper's terms look like `@2 piloting:1 gets purple`."
        )
    skills: list[tuple[str, int]] = []
    gets: list[str] = []
    rest = words[1:]
    if "gets" in rest:
        cut = rest.index("gets")
        rest, gets = rest[:cut], rest[cut + 1 :]
    for word in rest:
        skill = _SKILL.fullmatch(word)
        if skill is None:
            raise InvalidNotation(f"'{word}': promised skills look like `piloting:1`.")
        skills.append((skill[1], int(skill[2])))
    return HelperTerms(seat=int(seat[1]) - 1, skills=tuple(sorted(skills)), gets=tuple(gets))
