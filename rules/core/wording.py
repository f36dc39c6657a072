"""Words every game shares, as translatable sentences (docs/adding-a-game.md, "Languages").

Joined lists and the engine frame's refusals are the same in every game: each is a
:class:`rules.core.text.Msg` with an id ``core.<area>.<name>``, translated once in the bot's
catalogue (``bot/i18n/locales/<locale>/LC_MESSAGES/bot.po``, where a game's catalogue falls back
to). A list is a chain of two-part messages nested from the right, so each locale joins with its
own comma ("a, b, c" in English, "a、b、c" in Chinese). Notation stays ASCII in code spans.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.text import Msg

MAX_LISTED = 8
"""The most notations a refusal lists before saying how many there are in all."""
GAME_OVER = Msg("core.status.over", "The game is over.")
"""The refusal of any action once the game has ended."""
NO_DECISION = Msg("core.status.no_decision", "You have no decision to make right now.")
"""The refusal of a seat that owes nothing (a game may say who is asked instead)."""
GENERIC = frozenset({"core.error.no_match", "core.error.not_legal"})
"""The ids of the frame's generic refusals (the last resort: "`x` is not a legal action now.
Try …"); a game's :meth:`~rules.core.engine.Engine.explain` is asked for a reason first."""
NO_SEAT = Msg("core.status.no_seat", "There is no such seat at this table.")
"""The refusal of a seat number outside the table (the frame's seat check)."""


def not_asked(verb: str, prompt: str) -> Msg:
    """ "`develop` is not what you are asked now: Choose an action tile."
    (``core.error.not_asked``): a move of a kind the seat may not make now, with what it is
    asked instead."""
    return Msg(
        "core.error.not_asked",
        "`{verb}` is not what you are asked now: {prompt}",
        verb=verb,
        prompt=prompt,
    )


def waiting(seats: Sequence[int]) -> Msg:
    """ "It is not your turn: the table waits for {p1}." (``core.status.waiting``), the seats
    as ``{pN}`` placeholders."""
    return Msg(
        "core.status.waiting",
        "It is not your turn: the table waits for {seats}.",
        seats=either([f"{{p{seat}}}" for seat in seats]),
    )


def plural_s(count: int) -> str:
    """The English plural ending of ``count`` things (``"s"``; ``""`` for 1): the field ``{s}``
    of an English template (``"{left} activation{s} left"``); each translation ignores it
    (docs/adding-a-game.md "Languages": the English plural is chosen in code)."""
    return "" if count == 1 else "s"


def article(word: str) -> str:
    """The English indefinite article before ``word`` (``"an"`` before a vowel: "an
    interceptor", ``"a"`` otherwise: "a cruiser"): the field ``{a}`` of an English template;
    each translation ignores it, as :func:`plural_s`'s ``{s}``."""
    return "an" if word[:1].casefold() in "aeiou" and word else "a"


def chain(key: str, english: str, parts: Sequence[str]) -> str:
    """``parts`` joined by the message ``key`` (``english``: ``"{first}, {rest}"``), nested from
    the right; ``''`` when empty, the part itself when one."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg(key, english, first=part, rest=joined)
    return joined


def commas(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a, b, c"`` (``core.list.comma``)."""
    return chain("core.list.comma", "{first}, {rest}", parts)


def semicolons(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a; b; c"`` (``core.list.semicolon``)."""
    return chain("core.list.semicolon", "{first}; {rest}", parts)


def spaced(parts: Sequence[str]) -> str:
    """Words of one phrase, ``"a b c"`` (``core.list.words``: English spaces them, Chinese does
    not)."""
    return chain("core.list.words", "{first} {rest}", parts)


def sentences(parts: Sequence[str]) -> str:
    """Sentences one after another, ``"a. b."`` (``core.list.sentences``: English puts a space
    between them, Chinese none after its 。)."""
    return chain("core.list.sentences", "{first} {rest}", parts)


def lines(parts: Sequence[str]) -> str:
    """``parts`` one per line (``core.list.lines``)."""
    return chain("core.list.lines", "{first}\n{rest}", parts)


def either(parts: Sequence[str]) -> str:
    """``parts`` joined ``"a, b or c"`` (``core.list.or``); one part as it is."""
    if len(parts) < 2:
        return parts[0] if parts else ""
    return Msg("core.list.or", "{first} or {last}", first=commas(parts[:-1]), last=parts[-1])


def notations(items: Sequence[str], limit: int = MAX_LISTED) -> str:
    """``items`` (notations) in code spans, ``a, b or c``; past ``limit``, the first ``limit``
    and how many in all (``core.list.more``: ``a, b … (12 in all)``)."""
    shown = [f"`{item}`" for item in items[:limit]]
    if len(items) > limit:
        return Msg("core.list.more", "{listed} … ({n} in all)", listed=commas(shown), n=len(items))
    return either(shown)


def not_legal(action: str, legal: Sequence[str]) -> Msg:
    """```buy 2c` is not legal now. Try `pass` or `buy 1a`.`` (``core.error.not_legal``): the
    engine frame's refusal of an unlisted action."""
    return Msg(
        "core.error.not_legal",
        "`{action}` is not legal now. Try {options}.",
        action=action,
        options=notations(legal),
    )


def ambiguous(text: str, could: Sequence[str]) -> Msg:
    """The refusal of a typed ``text`` that fits several actions (``core.error.ambiguous``):
    "`b` could mean `buy 1a` or `buy 1b`." """
    return Msg(
        "core.error.ambiguous",
        "`{text}` could mean {options}.",
        text=text,
        options=notations(could),
    )


def no_match(text: str, alike: Sequence[str]) -> Msg:
    """The refusal of a typed ``text`` that fits no legal action (``core.error.no_match``):
    "`bye` is not a legal action now. Try `buy 1a`." """
    return Msg(
        "core.error.no_match",
        "`{text}` is not a legal action now. Try {options}.",
        text=text,
        options=notations(alike),
    )
