"""Words for the boards' text forms: alt text and the text board (docs/design.md §4).

Each game's ``render.<key>.describe`` module says what its picture shows, from the same public
view: ``describe(view, *, names)`` one paragraph for the image's alt text (at most
:data:`ALT_TEXT_MAX` characters, Discord's limit for an attachment description), and
``text_board(view, *, names)`` the whole board as lines of text for screen readers. These helpers
keep the wording the same across games.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from render.common.language import say
from render.common.layout import seat_name
from render.common.seats import seat_marker_words
from rules.core.text import Msg

#: Discord's limit on an attachment's description (its alt text), in characters.
ALT_TEXT_MAX = 1024
NONE = Msg("render.none", "none")
#: The end of an alt text too long for :data:`ALT_TEXT_MAX`: where the rest of it is.
MORE = Msg("render.alt_more", "The whole board in words: `/game board text:yes`.")


def plural(count: int, noun: str) -> str:
    """``1 Paw``, ``3 Paws``, ``0 Paws``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def seat_words(names: Sequence[str], seat: int) -> str:
    """A seat as the text forms name it: ``"Ana (orange circle)"``, its marker on the board (in
    the language being drawn: ``Ana（橙色圆形）``)."""
    name, marker = seat_name(names, seat), seat_marker_words(seat)
    return say(Msg("render.seat_words", "{name} ({marker})", name=name, marker=marker))


def listed(items: Iterable[str], *, empty: str | None = None) -> str:
    """``"a, b, c"``, or ``empty`` when there is nothing (by default ``none`` in the language
    being drawn)."""
    joined = ", ".join(item for item in items if item)
    return joined or (say(NONE) if empty is None else empty)


def paragraph(sentences: Iterable[str], limit: int = ALT_TEXT_MAX) -> str:
    """``sentences`` joined by spaces when they fit in ``limit`` characters. When they do not,
    as many whole sentences as fit with :data:`MORE` after them ("The whole board in words:
    /game board text:yes."): the rest is moved to the text board, never cut (issue #33 item 2;
    docs/play-by-post.md "Discord limits").

    Raises:
        ValueError: ``limit`` is shorter than :data:`MORE` in the language being drawn.
    """
    listed = [sentence for sentence in sentences if sentence]
    whole = " ".join(listed)
    if len(whole) <= limit:
        return whole
    more = say(MORE)
    if limit < len(more):
        raise ValueError(f"limit must be at least {len(more)}, got {limit}")
    kept: list[str] = []
    for sentence in listed:
        if len(" ".join([*kept, sentence, more])) > limit:
            break
        kept.append(sentence)
    return " ".join([*kept, more])


def section(title: str, lines: Iterable[str]) -> list[str]:
    """A heading line ``"## Title"`` and its lines (``"- "`` each), or ``"- none"``."""
    body = [f"- {line}" for line in lines if line]
    return [f"## {title}", *(body or [f"- {say(NONE)}"])]


def turn_of(name: str) -> str:
    """The status pill ``Ana's turn`` (``render.turn_of``), the same on every board."""
    return say(Msg("render.turn_of", "{name}'s turn", name=name))


def game_over(winners: str) -> str:
    """The status pill ``Game over · winner: Ana`` (``render.game_over``)."""
    return say(Msg("render.game_over", "Game over · winner: {who}", who=winners))
