"""What a seat is asked, in one public sentence, and its choices in words
(docs/rules/eclipse.md §4–§12; the odds in them: :mod:`rules.eclipse.foresight`, §12.8).

The battle window's prompt names the retreat sectors when several qualify; the ``attack``,
``claim`` and ``bankruptcy`` windows' prompts name the sector or the money short.
A move activation's prompt names the sectors within reach where a battle waits, with the best
chance to win it; the battle window's prompt gives the seat's chance in its first battle there;
a move into a battle is labelled with its chance (the labels: :mod:`rules.eclipse.labels`).
"""

from __future__ import annotations

from rules.core.text import Listing
from rules.core.wording import plural_s
from rules.eclipse import aftermath, battles, explore, foresight, move, text
from rules.eclipse.board import income
from rules.eclipse.state import EclipseState, SectorState

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
    "ancient": text.PROMPT_ANCIENT,
    "artifact": text.PROMPT_ARTIFACT,
}


def prompt(state: EclipseState, seat: int) -> str:
    """What ``seat``, one of the seats to act, is asked now."""
    if state.window is not None:
        kind = state.window.kind
        if kind == "battle" and state.combat and state.combat.sectors:
            return _battle(state, seat, state.sector(state.combat.sectors[0]))
        if kind in ("attack", "claim") and state.combat and state.combat.asking:
            return _aftermath(state, seat, kind, state.sector(state.combat.asking))
        if kind == "bankruptcy":
            seat_board = state.seats[seat]
            short = -(seat_board.storage["money"] + income(seat_board))
            return text.PROMPT_BANKRUPTCY.format(seat=seat, short=short)
        return WINDOW_PROMPTS[kind].format(seat=seat)
    if state.pending is not None and state.pending.kind == "place":
        where = text.sector(state.pending.sector)
        sentence = (
            text.PROMPT_PLACE_OR_DRAW if explore.may_draw_another(state) else text.PROMPT_PLACE
        )
        return sentence.format(seat=seat, sector=where, turns=explore.turns_said(state))
    if state.pending is not None:
        return PENDING_PROMPTS[state.pending.kind].format(seat=seat)
    if state.turn is not None and state.turn.placing:
        left = state.turn.left
        return text.PROMPT_PLACE_PART.format(seat=seat, left=left, s=plural_s(left))
    if state.turn is not None:
        kind, left = state.turn.kind, state.turn.left
        fights = (
            foresight.reach_odds(state, seat, move.options(state, seat)) if kind == "move" else []
        )
        if fights:
            return text.PROMPT_MOVE_ODDS.format(
                seat=seat, kind=kind, left=left, s=plural_s(left), fights=Listing(fights)
            )
        return text.PROMPT_ACTIVATION.format(seat=seat, kind=kind, left=left, s=plural_s(left))
    board = state.seats[seat]
    return (text.PROMPT_REACT if board.passed else text.PROMPT_TURN).format(seat=seat)


def _battle(state: EclipseState, seat: int, where: SectorState) -> str:
    """The battle window's question, its odds, and the retreat sectors when there are several."""
    odds = foresight.window_odds(state, where, seat)
    if odds is None:
        said = text.PROMPT_BATTLE.format(seat=seat, sector=text.sector(where.id))
    else:
        said = text.PROMPT_BATTLE_ODDS.format(seat=seat, sector=text.sector(where.id), odds=odds)
    places = battles.retreat_options(state, where, seat)
    if len(places) < 2:
        return said
    return text.PROMPT_RETREATS.format(
        prompt=said,
        first=text.sector(places[0].id),
        others=Listing(tuple(text.sector(s.id) for s in places[1:])),
    )


def _aftermath(state: EclipseState, seat: int, kind: str, where: SectorState) -> str:
    """Combat step 3's or 4's question about sector ``where``."""
    name = text.sector(where.id)
    if kind == "claim":
        return text.PROMPT_CLAIM_WON.format(seat=seat, sector=name)
    assert where.owner is not None
    bombs = aftermath.bombs(state, seat, where.owner)
    sentence = text.PROMPT_BOMBS if bombs else text.PROMPT_ATTACK
    return sentence.format(seat=seat, owner=where.owner, sector=name)
