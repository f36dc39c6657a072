"""``/play`` choices pinned to the state they were offered at.

An autocomplete choice's value carries the version it was listed at (``#12 take paw 1``; the
player sees the notation as the choice's name), so submitting the same choice twice — a slow
connection, a double press — is refused as stale like a double click on a button, instead of
applying twice while the move is still legal. Text the player types stays unpinned (``/help``
says so): it applies to the game as it is.

A choice's name shows the notation and, beside it, the move's label in the caller's language
(:func:`choice_name`: ``take paw 1 — 拿取市场第 1 格的雇佣工``); the value stays the notation.
"""

from __future__ import annotations

import re

PINNED = re.compile(r"#([0-9]{1,9}) (\S.*)", re.DOTALL)


def pin(version: int, notation: str) -> str:
    """The autocomplete value of ``notation`` listed at ``version``."""
    return f"#{version} {notation}"


def unpin(text: str) -> tuple[int | None, str]:
    """``(version, notation)`` of a pinned value; ``(None, text)`` for typed text."""
    found = PINNED.fullmatch(text.strip())
    if found is None:
        return None, text
    return int(found.group(1)), found.group(2)


NAME_MAX = 100
"""Discord's limit on an autocomplete choice's name, in characters."""
BESIDE = " — "


def choice_name(notation: str, label: str | None) -> str:
    """The name an autocomplete choice shows: ``"<notation> — <label>"`` within
    :data:`NAME_MAX` characters (the label cut with ``…``), or the notation alone when there is
    no label, it says nothing more, or no room is left for it."""
    if not label or label == notation:
        return notation
    room = NAME_MAX - len(notation) - len(BESIDE)
    if room < 2:
        return notation
    shown = label if len(label) <= room else label[: room - 1].rstrip() + "…"
    return f"{notation}{BESIDE}{shown}"
