"""Parsing the Afternova notation (the forms are listed in ``actions.py``).

The text is cut into words and read word by word: no regular expression with nested
quantifiers, so a near miss (``extract 1 | bot fills engineering science gets black black 2``)
is refused at once, and the input is bounded (:data:`MAX_LENGTH` characters). Numbers are ASCII
digits only: ``²`` and ``①`` pass :meth:`str.isdigit` but are no seat, slot or amount. Every
refusal is an :class:`InvalidNotation` with one sentence showing the expected form.
"""

from __future__ import annotations

from rules.afternova.actions import (
    Accept,
    Action,
    AutomaTerms,
    Complete,
    Decline,
    DiscardCard,
    DiscardFragment,
    Extract,
    Gift,
    HelperTerms,
    Pass,
    Sweep,
    Take,
    Withdraw,
)
from rules.core.errors import InvalidNotation
from rules.core.text import Msg

MAX_LENGTH = 500
"""The longest notation read, in characters (a five-helper deal with gifts is ~300)."""

ROW_WORDS = {
    "paw": "paw",
    "paws": "paw",
    "bp": "bp",
    "bps": "bp",
    "blueprint": "bp",
    "blueprints": "bp",
}
MARKET_HELP = Msg(
    "afternova.notation.market_help",
    "The Market action takes three cards one by one: `take paw N` or `take bp N` (N = slot "
    "1–4), or sweep a row first with `sweep paws` / `sweep bps`.",
)
FORMS = Msg(
    "afternova.notation.forms",
    "Forms: `extract N with hp-..`, `propose N with hp-.. | @2 skill:1 gets colour`, "
    "`accept hp-..`, `decline`, `withdraw`, `take paw N`, `take bp N`, `sweep paws`, "
    "`complete bp-..`, `pass`, `discard colour`.",
)
SIMPLE: dict[str, Action] = {"decline": Decline(), "withdraw": Withdraw(), "pass": Pass()}


def is_number(word: str) -> bool:
    """True for a non-empty run of ASCII digits (``"12"``; not ``"²"`` nor ``"①"``)."""
    return word.isascii() and word.isdigit()


def is_word(word: str) -> bool:
    """True for a non-empty run of ASCII letters (a skill or a colour)."""
    return word.isascii() and word.isalpha()


def is_card_id(word: str, prefixes: tuple[str, ...] = ()) -> bool:
    """True for ``<letters>-<digits>`` (``hp-07``), with one of ``prefixes`` if any are given."""
    prefix, dash, number = word.partition("-")
    known = prefix in prefixes if prefixes else True
    return bool(dash) and known and is_word(prefix) and is_number(number)


def seat_of(word: str) -> int | None:
    """``"@2"`` -> seat 1 (0-based); ``None`` unless ``@`` and one ASCII digit 1–9."""
    if len(word) == 2 and word[0] == "@" and word[1] in "123456789":
        return int(word[1]) - 1
    return None


def parse_text(text: str) -> Action:
    """Parse notation into an action, without checking that it is legal.

    Args:
        text: what the player typed (any string; case and spacing are ignored).

    Raises:
        InvalidNotation: the text is longer than :data:`MAX_LENGTH` or not an Afternova action;
            the message shows the expected forms.
    """
    if len(text) > MAX_LENGTH:
        raise InvalidNotation(
            Msg(
                "afternova.notation.too_long",
                "That is too long for a move ({max} characters at most).",
                max=MAX_LENGTH,
            )
        )
    words = text.lower().split()
    if not words:
        raise InvalidNotation(
            Msg(
                "afternova.notation.empty",
                "Type an action, e.g. `take paw 1` or `extract 1 with hp-03`.",
            )
        )
    verb, rest = words[0], words[1:]
    if verb in ("extract", "propose"):
        return _parse_extract(" ".join(words))
    action = _parse_simple(verb, rest)
    if action is None:
        raise InvalidNotation(
            Msg(
                "afternova.notation.unknown",
                "`{text}` is not an Afternova action. {forms}",
                text=text,
                forms=FORMS,
            )
        )
    return action


def _parse_simple(verb: str, rest: list[str]) -> Action | None:
    """Every verb but ``extract``/``propose``; ``None`` when the words fit no form."""
    if verb in SIMPLE and not rest:
        return SIMPLE[verb]
    if verb == "accept":
        return Accept(paws=tuple(sorted(rest)))
    if verb == "take" and len(rest) == 2 and rest[0] in ROW_WORDS and is_number(rest[1]):
        return Take(row=ROW_WORDS[rest[0]], slot=int(rest[1]) - 1)
    if verb == "market" and not rest:
        raise InvalidNotation(MARKET_HELP)
    if verb == "sweep" and len(rest) == 1 and rest[0] in ROW_WORDS:
        return Sweep(row=ROW_WORDS[rest[0]])
    if verb == "complete" and len(rest) == 1:
        return Complete(blueprint=rest[0])
    if verb == "discard" and len(rest) == 1:
        if is_card_id(rest[0], ("hp", "bp")):
            return DiscardCard(card=rest[0])
        return DiscardFragment(colour=rest[0])
    return None


def _parse_head(head: str) -> tuple[int, tuple[str, ...]]:
    """``extract N [with hp-.. …]`` -> (Planet slot, 0-based; sorted Hired Paw ids)."""
    words = head.split()
    paws = words[3:]
    well_formed = (
        len(words) >= 2
        and is_number(words[1])
        and (len(words) == 2 or (words[2] == "with" and bool(paws)))
        and all(is_card_id(paw) for paw in paws)
    )
    if not well_formed:
        raise InvalidNotation(
            Msg(
                "afternova.notation.extract",
                "`{text}`: write `extract N with hp-.. hp-..` (N = Planet 1-3).",
                text=head,
            )
        )
    return int(words[1]) - 1, tuple(sorted(paws))


def _parse_extract(text: str) -> Extract:
    head, *clauses = [part.strip() for part in text.split("|")]
    planet, paws = _parse_head(head)
    helpers: list[HelperTerms] = []
    automa: AutomaTerms | None = None
    gifts: list[Gift] = []
    for clause in clauses:
        words = clause.replace("->", " -> ").split()
        if words[:1] == ["gift"]:
            gifts.append(_parse_gift(clause, words))
        elif words[:1] == ["bot"]:
            automa = _parse_automa(clause, words)
        else:
            helpers.append(_parse_helper(clause, words))
    return Extract(
        planet=planet,
        paws=paws,
        helpers=tuple(sorted(helpers, key=lambda t: t.seat)),
        automa=automa,
        gifts=tuple(gifts),
    )


def _parse_gift(clause: str, words: list[str]) -> Gift:
    """``gift @1 green->@2`` (spaces around ``->`` optional)."""
    if len(words) == 5 and is_word(words[2]) and words[3] == "->":
        giver, receiver = seat_of(words[1]), seat_of(words[4])
        if giver is not None and receiver is not None:
            return Gift(giver=giver, colour=words[2], receiver=receiver)
    raise InvalidNotation(
        Msg(
            "afternova.notation.gift",
            "`{text}`: a gift looks like `gift @1 green->@2`.",
            text=clause,
        )
    )


def _parse_automa(clause: str, words: list[str]) -> AutomaTerms:
    """``bot fills piloting science gets white orange``."""
    cut = words.index("gets") if "gets" in words else len(words)
    fills, gets = words[2:cut], words[cut + 1 :]
    if words[1:2] != ["fills"] or not fills or not gets or not all(map(is_word, fills + gets)):
        raise InvalidNotation(
            Msg(
                "afternova.notation.bot",
                "`{text}`: write `bot fills piloting gets white`.",
                text=clause,
            )
        )
    return AutomaTerms(fills=tuple(fills), gets=tuple(gets))


def _parse_helper(clause: str, words: list[str]) -> HelperTerms:
    """``@2 piloting:1 engineering:2 gets purple purple``."""
    seat = seat_of(words[0]) if words else None
    if seat is None:
        raise InvalidNotation(
            Msg(
                "afternova.notation.helper",
                "`{text}`: a helper's terms look like `@2 piloting:1 gets purple`.",
                text=clause,
            )
        )
    rest, gets = words[1:], []
    if "gets" in rest:
        cut = rest.index("gets")
        rest, gets = rest[:cut], rest[cut + 1 :]
    skills: list[tuple[str, int]] = []
    for word in rest:
        skill, colon, amount = word.partition(":")
        if not (colon and is_word(skill) and is_number(amount)):
            raise InvalidNotation(
                Msg(
                    "afternova.notation.skills",
                    "`{text}`: promised skills look like `piloting:1`.",
                    text=word,
                )
            )
        skills.append((skill, int(amount)))
    if not all(map(is_word, gets)):
        raise InvalidNotation(
            Msg(
                "afternova.notation.gets",
                "`{text}`: the fragments a helper gets are colours, e.g. `purple`.",
                text=clause,
            )
        )
    return HelperTerms(seat=seat, skills=tuple(sorted(skills)), gets=tuple(gets))
