"""Discord's limits on one message, and text split to fit them, never cut
(docs/play-by-post.md §2, "Discord limits").

A text longer than :data:`CONTENT_MAX` characters goes out as several messages, split between
lines (a longer line between words, or anywhere when it has no space), in order; the first
carries the attachments and components.
"""

from __future__ import annotations

CONTENT_MAX = 2000
"""The most characters of one message's content."""


def parts(text: str, limit: int = CONTENT_MAX) -> list[str]:
    """``text`` in parts of at most ``limit`` characters, broken between lines (a line longer
    than ``limit`` between words, or anywhere if it has no space); ``[text]`` when it fits,
    ``[]`` for blank text."""
    if len(text) <= limit:
        return [text] if text.strip() else []
    found: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            cut = line.rfind(" ", 0, limit + 1)
            cut = cut if cut > 0 else limit
            found += [current] if current else []
            current = ""
            found.append(line[:cut])
            line = line[cut:].lstrip()
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            found.append(current)
            candidate = line
        current = candidate
    return [part for part in [*found, current] if part.strip()]
