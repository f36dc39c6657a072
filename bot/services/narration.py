"""Rules sentences as the table reads them.

A rules engine writes its sentences — prompts, choice labels, private summaries, event texts,
refusals, tie-breaks — with ``{pN}`` placeholders for seat N (docs/design.md §2, "Events"); it
knows seats, not people, and no language but English. This module is the only place ``bot/``
reads a sentence of a game: every accessor returns it in the language spoken now
(:func:`bot.i18n.speaking`: the table's for channel posts, the reader's for private ones) —
a :class:`rules.core.text.Msg` through the game's catalogue domain, a plain string as the game
wrote it — with the placeholders filled with the table's display names, so a raw ``{p0}`` can
reach no player (a test scans ``bot/`` for direct calls and whole games for placeholders).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import say
from rules.core import Event, Game, fill_names
from rules.core.game import label_action, notation_hints, private_summary


def table_sentence(text: str, names: Sequence[str], domain: str | None = None) -> str:
    """``text`` in the language spoken now (a :class:`~rules.core.text.Msg` translated through
    its game's catalogue, ``domain`` or the first part of its id; plain text as it is), every
    ``{pN}`` placeholder replaced by ``names[N]``."""
    return fill_names(say(text, domain=domain), names)


def event_line(event: Event, seat: int | None, names: Sequence[str]) -> str | None:
    """What ``seat`` (``None``: everyone else) reads of ``event`` in the language spoken now,
    names filled (``None``: it reads nothing); :meth:`rules.core.Event.render`, translated."""
    text = event.text_for(seat)
    return None if text is None else table_sentence(text, names)


def prompt_of(game: Game, state: Any, seat: int, names: Sequence[str]) -> str:
    """What ``seat`` is asked now, names filled ('' if nothing)."""
    return table_sentence(game.prompt(state, seat), names, game.key)


def label_of(game: Game, state: Any, seat: int, action: Any, names: Sequence[str]) -> str | None:
    """``action``'s label for a button or select, names filled (``None``: no button)."""
    label = label_action(game, state, seat, action)
    return None if label is None else table_sentence(label, names, game.key)


def hints_of(
    game: Game, state: Any, seat: int, typed: str, names: Sequence[str]
) -> list[tuple[str, str]]:
    """The game's ``/play`` hints for what ``seat`` ``typed`` (:func:`rules.core.game.
    notation_hints`), as ``(label, notation)`` with each label in the language spoken now,
    names filled."""
    return [
        (table_sentence(label, names, game.key), notation)
        for label, notation in notation_hints(game, state, seat, typed)
    ]


def summary_of(game: Game, state: Any, seat: int, names: Sequence[str]) -> str | None:
    """``seat``'s private view in words, names filled (``None``: the game has no summary)."""
    summary = private_summary(game, state, seat)
    return None if summary is None else table_sentence(summary, names, game.key)
