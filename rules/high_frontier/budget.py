"""Budget cuts (docs/rules/high-frontier.md §12; CR K2f): each player discards a Hand card **of
his choice** to the bottom of its deck.

The event opens a ``cut`` decision window asking at once every seat whose Hand holds two or
more different cards (a seat with one card, or copies of one, has no choice: it is discarded
at once). ``discard <card>`` answers; the stated default, applied by a bot or at the deadline,
is the **heaviest** card (the first of them in the Hand), the engine's rule until November 2026.
The Hand is private (§23 Q17 "Hands are private"), so the card stays secret: the seat alone is
told which card it discarded, the table only that it discarded one, and the window keeps no
answer (nothing to reveal when it closes). If the same advance of the cube ends the game, the
pending seats' discards are the default.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import private_event
from rules.core.window import DecisionWindow
from rules.high_frontier import stacks, text
from rules.high_frontier.actions import Action, Discard
from rules.high_frontier.state import HighFrontierState

S = Step[HighFrontierState]
CUT = "cut"  # the window's kind


def event(step: S) -> None:
    """Budget cuts: a seat with one choice discards at once; the others are asked."""
    state = step.state
    asked = []
    for seat, player in enumerate(state.players):
        if len(set(player.hand)) == 1:
            _discard(step, seat, player.hand[0])
        elif player.hand:
            asked.append(seat)
    if asked:
        state.window = DecisionWindow.open(CUT, asked)


def answer(step: S, action: Discard) -> None:
    """``step.seat`` discards ``action.card``; the window closes with the last seat."""
    state = step.state
    assert state.window is not None and state.window.kind == CUT
    state.window.record(step.seat)
    _discard(step, step.seat, action.card)
    if state.window.is_closed:
        state.window = None


def lapse(step: S) -> None:
    """The game ended with the window open: every pending seat discards the default."""
    window = step.state.window
    assert window is not None and window.kind == CUT
    for seat in list(window.pending):
        default = CUT_RULES.default(step.state, seat)
        assert isinstance(default, Discard)
        window.record(seat)
        _discard(step, seat, default.card)
    step.state.window = None


def _discard(step: S, seat: int, card: str) -> None:
    state = step.state
    state.players[seat].hand.remove(card)
    state.to_bottom(stacks.deck_of(card), card, seen=False)
    said = text.CUT_OWN.format(card=stacks.name(card))
    step.emit(private_event("BudgetCut", {seat}, said, text.CUT_LOST.format(seat=seat)))


class CutRules:
    """A seat's answers in the ``cut`` window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """``discard <card>`` for each different Hand card, the stated default first."""
        hand = state.players[seat].hand
        heaviest = max(hand, key=stacks.mass)
        return [Discard(card=c) for c in dict.fromkeys([heaviest, *hand])]

    def default(self, state: HighFrontierState, seat: int) -> Action:
        """The heaviest Hand card (the first of them)."""
        return self.options(state, seat)[0]

    def standing(self, state: HighFrontierState, seat: int) -> Action | None:
        """No standing choice."""
        return None


CUT_RULES = CutRules()
