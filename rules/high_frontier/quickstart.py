"""The Quick Start variant (docs/rules/high-frontier.md §17; CR C, C5; variant V1), the table
option ``quick_start=yes``.

Every seat starts with 0 Aquas (the Secretary-General still adds its 2). For the first 12 years
there are no Operations, free actions, moves or events: on its turn a seat takes the top card
of any patent deck into its Hand (``take <deck>``; no bonus supports, no academia limit) and the
turn passes. The cube advances after each of these years but the last (no Event Roll: an
advance in the draft crosses no threshold that acts). Then a **bonus round** in turn order: each
seat may sell Hand cards back to their decks' bottoms for 1 Aqua each (``sell <card>``, then
``done``). Then the first Seniority Disk is discarded and the game goes on normally, the 1st
Player first.

Decisions (§23 Q17): the stated default of a draft turn is the first deck in the order
thrusters … radiators that still has a card; of the bonus round, ``done``. The draft years count
as years played.
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import stacks, text, variant_text
from rules.high_frontier.actions import DONE, Action, Sell, Take
from rules.high_frontier.cycle import SPOTS, cycle
from rules.high_frontier.state import HighFrontierState

S = Step[HighFrontierState]
DRAFT_YEARS = 12  # V1: the first 12 years are the draft
SELL_BACK = 1  # Aquas for a card in the bonus round


def listed(state: HighFrontierState, seat: int) -> list[Action]:
    """The actions of ``seat`` in the draft (``take <deck>``) or the bonus round (``sell
    <card>``, ``done``); none off turn."""
    if seat != state.current:
        return []
    if state.phase == "draft":
        return [Take(deck=deck) for deck, cards in state.decks.items() if cards]
    return [*(Sell(card=c) for c in dict.fromkeys(state.players[seat].hand)), DONE]


def default(state: HighFrontierState) -> Action:
    """The stated default: the first deck with a card in the draft, ``done`` after it."""
    if state.phase == "draft":
        return next(Take(deck=d) for d, cards in state.decks.items() if cards)
    return DONE


def take(step: S, action: Take) -> None:
    """A draft turn: the deck's top card into the Hand, then the next seat; a year ends when
    the turn comes back to the 1st Player."""
    state = step.state
    card = state.decks[action.deck].pop(0)
    state.players[step.seat].hand.append(card)
    line = variant_text.QUICK_TAKEN.format(seat=step.seat, card=stacks.name(card), deck=action.deck)
    step.emit(public_event("QuickTaken", line))
    _next_seat(step)


def sell_back(step: S, action: Sell) -> None:
    """A bonus-round sale: the Hand card to its deck's bottom for 1 Aqua."""
    state = step.state
    player = state.players[step.seat]
    player.hand.remove(action.card)
    state.to_bottom(stacks.deck_of(action.card), action.card, seen=True)
    player.aquas += SELL_BACK
    line = variant_text.SOLD_BACK.format(seat=step.seat, card=stacks.name(action.card))
    step.emit(public_event("SoldBack", line))


def done(step: S) -> None:
    """The end of a seat's bonus round; after the last seat the first disk goes and play
    begins."""
    step.emit(public_event("TurnEnded", text.TURN_ENDS.format(seat=step.seat)))
    _next_seat(step)


def _next_seat(step: S) -> None:
    state = step.state
    state.current = (state.current + 1) % state.num_players
    state.turns += 1
    if state.current != state.first:
        return
    if state.phase == "sellback":
        state.disks -= 1
        state.phase = "play"
        step.emit(
            public_event(
                "QuickStartOver",
                variant_text.QUICK_STARTED.format(disks=state.disks),
                closes_undo=True,
            )
        )
        return
    state.year += 1
    state.draft -= 1
    if state.draft > 0:
        state.spot = (state.spot + 1) % SPOTS
        season = cycle().season(state.spot)
        line = text.YEAR_ENDS.format(year=state.year, season=season)
        step.emit(public_event("YearEnded", line))
        return
    state.phase = "sellback"
    step.emit(public_event("DraftOver", variant_text.DRAFT_OVER))


def prompt(state: HighFrontierState, seat: int) -> str:
    """What ``seat`` is asked in the draft or the bonus round."""
    if state.phase == "draft":
        return variant_text.PROMPT_DRAFT.format(seat=seat, year=state.year + 1)
    return variant_text.PROMPT_SELLBACK.format(seat=seat)
