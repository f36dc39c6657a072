"""Text summaries of a seat's private view, for readers without the picture (phones, failed images).

A summary is Markdown in sections: a heading line, then one line per item (a card, a
preference). It must fit one Discord message with the bot's header and prompt, so
:func:`join_sections` keeps it within :data:`SUMMARY_LIMIT` characters by leaving out items from
the end of the longest sections and saying how many ("…and 3 more").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

SUMMARY_LIMIT = 1500
"""Characters a private summary may take (Discord allows 2000 per message, header included)."""


@dataclass(frozen=True)
class Section:
    """One part of a summary.

    Attributes:
        heading: the section's first line (Markdown), e.g. ``"**Hired Paws** (5):"``.
        items: the section's item lines, each already formatted (bullet included).
    """

    heading: str
    items: tuple[str, ...] = ()


def _render(sections: Sequence[Section], kept: Sequence[int]) -> str:
    lines: list[str] = []
    for section, count in zip(sections, kept, strict=True):
        lines.append(section.heading)
        lines.extend(section.items[:count])
        if count < len(section.items):
            lines.append(f"…and {len(section.items) - count} more")
    return "\n".join(lines)


def join_sections(sections: Sequence[Section], limit: int = SUMMARY_LIMIT) -> str:
    """The sections as Markdown lines, at most ``limit`` characters.

    When the whole text is too long, items are left out one at a time from the end of the
    section that keeps the most, and each shortened section ends with "…and N more". Headings
    are never left out; should they alone exceed ``limit``, the text is cut and ends with "…".

    Args:
        sections: in display order.
        limit: the most characters the result may hold.

    Returns:
        The summary text (``len(result) <= limit``).
    """
    kept = [len(section.items) for section in sections]
    text = _render(sections, kept)
    while len(text) > limit and any(kept):
        longest = max(range(len(kept)), key=lambda i: kept[i])
        kept[longest] -= 1
        text = _render(sections, kept)
    return text if len(text) <= limit else text[: limit - 1] + "…"
