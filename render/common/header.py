"""The header every board starts with, drawn and described from one value (docs/design.md §4).

A :class:`Header` holds what the top of a board says: the game's title and a muted note (round,
turn), status pills (whose turn, the phase, the last round), sentences (what is pending, an open
deal) and the last move. :func:`draw_header` draws it 1200 px wide with 28 px type;
:meth:`Header.sentences` gives the same facts in words, so a board's alt text and text form
(``render.<game>.describe``) open with exactly what its picture shows, in the language being
drawn (:mod:`render.common.language`; the words of their own are ids ``render.header.*``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import ImageDraw

from render.common.draw import draw_text, fit_text, pill, wrap_text
from render.common.fonts import text_width
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, page_title
from render.common.palette import LAST_MOVE, RGB, TEXT
from rules.core.text import Msg

#: Header type (px in a 1200 px page: the phone floor is 27, docs/design.md §4).
TYPE = 28
LINE = 36
PILL_HEIGHT = round(TYPE * 1.5)
PILL_ROW = PILL_HEIGHT + 10
#: The last move wraps to at most this many lines (long Afternova Extracts with automa turns).
LAST_MOVE_LINES = 3
LAST_MOVE_LABEL = "Last move"

#: Something drawn beside the pills when it fits (Space Base's dice), else on its own row:
#: its width in px and a function drawing it from a top-left point, returning the y below it.
Beside = tuple[int, Callable[[ImageDraw.ImageDraw, tuple[int, int]], int]]


@dataclass(frozen=True)
class HeaderLine:
    """A sentence under the pills.

    Attributes:
        text: the sentence, seat names filled.
        fill: its colour.
        max_lines: it wraps to at most this many lines (the last one cut with an ellipsis).
    """

    text: str
    fill: RGB = TEXT
    max_lines: int = 2


@dataclass(frozen=True)
class Header:
    """What the top of a board says.

    Attributes:
        title: the game's name.
        note: round or turn, drawn muted on the right.
        pills: ``(label, colour)`` status pills, left to right, wrapping onto new rows.
        lines: sentences under the pills.
        last: the last move with seat names filled ("" for none), after a pink pill.
        last_label: the pill's word, in the language being drawn (English by default).
    """

    title: str
    note: str
    pills: tuple[tuple[str, RGB], ...] = ()
    lines: tuple[HeaderLine, ...] = ()
    last: str = ""
    last_label: str = LAST_MOVE_LABEL

    def sentences(self) -> list[str]:
        """The header in words: ``"Space Base, round 2 · turn 5."``, each pill and line as a
        sentence, then ``"Last move: …"``."""
        opening = Msg("render.header.opening", "{title}, {note}", title=self.title, note=self.note)
        found = [_sentence(say(opening))]
        found += [_sentence(label) for label, _ in self.pills]
        found += [_sentence(line.text) for line in self.lines if line.text]
        if self.last:
            last = Msg(
                "render.header.last", "{label}: {last}", label=self.last_label, last=self.last
            )
            found.append(_sentence(say(last)))
        return found


def _sentence(text: str) -> str:
    """``text`` ending with a full stop (unless it already ends a sentence): ``。`` after a
    Chinese character or full-width punctuation, else ``.``."""
    text = text.strip()
    if text.endswith((".", "!", "?", "…", ":", "。", "！", "？", "：")):
        return text
    return text + ("。" if text and _is_chinese(text[-1]) else ".")


def _is_chinese(char: str) -> bool:
    """A CJK ideograph or full-width punctuation (a Chinese sentence ends with ``。``)."""
    return (
        "\u4e00" <= char <= "\u9fff" or "\u3000" <= char <= "\u303f" or "\uff00" <= char <= "\uffef"
    )


def draw_header(
    d: ImageDraw.ImageDraw, header: Header, y: int, *, beside: Beside | None = None
) -> int:
    """Draw ``header`` from ``y`` across the page; return the y below it.

    Args:
        d: the page's drawing context.
        header: what to draw.
        y: the top in px.
        beside: drawn right of the last pill row when it fits there, else below the pills.
    """
    width = PAGE_WIDTH - 2 * PAGE_MARGIN
    y = page_title(d, y, header.title, header.note)
    x, row = _pills(d, header.pills, y)
    if beside is not None and x + 20 + beside[0] <= PAGE_WIDTH - PAGE_MARGIN:
        y = max(beside[1](d, (x + 20, row - 9)), row + PILL_ROW)
    elif beside is not None:
        y = beside[1](d, (PAGE_MARGIN, row + PILL_ROW if header.pills else row))
    else:
        y = row + PILL_ROW if header.pills else row
    for line in header.lines:
        for part in wrap_text(line.text, TYPE, width, max_lines=line.max_lines):
            draw_text(d, (PAGE_MARGIN, y), part, size=TYPE, fill=line.fill)
            y += LINE
    if header.last:
        y = _last_move(d, header.last, y + 6, header.last_label)
    return y


def _pills(d: ImageDraw.ImageDraw, pills: tuple[tuple[str, RGB], ...], y: int) -> tuple[int, int]:
    """Pills left to right from the margin, wrapping; returns the x after the last one and the
    top of its row."""
    x = PAGE_MARGIN
    for label, colour in pills:
        label = fit_text(label, TYPE, PAGE_WIDTH - 2 * PAGE_MARGIN - TYPE)
        if x > PAGE_MARGIN and x + text_width(label, TYPE) + TYPE > PAGE_WIDTH - PAGE_MARGIN:
            x, y = PAGE_MARGIN, y + PILL_ROW
        x = pill(d, (x, y), label, size=TYPE, fill=colour) + 10
    return x - 10, y


def _last_move(d: ImageDraw.ImageDraw, text: str, y: int, label: str) -> int:
    """The pink "Last move" pill with the move beside it, continued across the page for at most
    :data:`LAST_MOVE_LINES` lines; returns the y below."""
    x = pill(d, (PAGE_MARGIN, y), label, size=TYPE, fill=LAST_MOVE) + 12
    first, rest = _last_move_lines(text, PAGE_WIDTH - PAGE_MARGIN - x)
    draw_text(d, (x, y + PILL_HEIGHT // 2), first, size=TYPE, anchor="lm")
    y += PILL_HEIGHT + 2
    for line in rest:
        draw_text(d, (PAGE_MARGIN, y), line, size=TYPE)
        y += LINE
    return y


def _last_move_lines(text: str, first_width: int) -> tuple[str, list[str]]:
    """The last move in at most :data:`LAST_MOVE_LINES` lines: the first beside its pill
    (``first_width`` px), the others across the page; only a text longer than that ends in an
    ellipsis."""
    first = wrap_text(text, TYPE, first_width, max_lines=len(text))[0] if text else ""
    if not text.startswith(first) or first == text:
        return first, []
    rest = text[len(first) :].strip()
    return first, wrap_text(rest, TYPE, PAGE_WIDTH - 2 * PAGE_MARGIN, max_lines=LAST_MOVE_LINES - 1)
