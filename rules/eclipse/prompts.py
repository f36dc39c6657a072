"""What a seat is asked, in one public sentence, and its choices in words
(docs/rules/eclipse.md §4–§12; the odds in them: :mod:`rules.eclipse.foresight`, §12.8).

A move activation's prompt names the sectors within reach where a battle waits, with the best
chance to win it; the battle window's prompt gives the seat's chance in its first battle there;
a move into a battle is labelled with its chance. Other choices are labelled by their notation.
"""

from __future__ import annotations

from rules.core.text import Listing
from rules.eclipse import foresight, move, text
from rules.eclipse.actions import Action, Move, describe
from rules.eclipse.state import EclipseState

WINDOW_PROMPTS = {
    "colonies": text.PROMPT_COLONIES,
    "reputation": text.PROMPT_KEEP,
    "species": text.PROMPT_SPECIES,
    "diplomacy": text.PROMPT_DIPLOMACY,
}
PENDING_PROMPTS = {
    "place": text.PROMPT_PLACE,
    "discovery": text.PROMPT_DISCOVERY,
    "claim": text.PROMPT_CLAIM,
    "install": text.PROMPT_INSTALL,
    "portal": text.PROMPT_PORTAL,
}


def prompt(state: EclipseState, seat: int) -> str:
    """What ``seat``, one of the seats to act, is asked now."""
    if state.window is not None:
        kind = state.window.kind
        if kind == "battle" and state.combat and state.combat.sectors:
            where = state.sector(state.combat.sectors[0])
            odds = foresight.window_odds(state, where, seat)
            if odds is None:
                return text.PROMPT_BATTLE.format(seat=seat, sector=text.sector(where.id))
            return text.PROMPT_BATTLE_ODDS.format(
                seat=seat, sector=text.sector(where.id), odds=odds
            )
        return WINDOW_PROMPTS[kind].format(seat=seat)
    if state.pending is not None:
        return PENDING_PROMPTS[state.pending.kind].format(seat=seat)
    if state.turn is not None:
        kind, left = state.turn.kind, state.turn.left
        fights = (
            foresight.reach_odds(state, seat, move.options(state, seat)) if kind == "move" else []
        )
        if fights:
            return text.PROMPT_MOVE_ODDS.format(
                seat=seat, kind=kind, left=left, fights=Listing(fights)
            )
        return text.PROMPT_ACTIVATION.format(seat=seat, kind=kind, left=left)
    board = state.seats[seat]
    return (text.PROMPT_REACT if board.passed else text.PROMPT_TURN).format(seat=seat)


def label(state: EclipseState, seat: int, action: Action) -> str:
    """``action`` in words for a button, a select or ``/play``'s autocomplete: its notation,
    and for a move into a battle the chance to win it."""
    notation = describe(action)
    if isinstance(action, Move):
        return foresight.move_label(state, seat, action, notation)
    return notation
