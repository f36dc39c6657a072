"""Afternova's decision windows as :class:`rules.core.window.WindowRules`.

Two windows are state (:class:`rules.core.window.DecisionWindow`), both answered all at once:

* **Deal answers** (``AfternovaState.deal.answers``, docs/rules/afternova.md §4, Extract: every
  participant must agree): each named helper accepts with Hired Paws that keep its promise or
  declines; stated default **decline**.
* **Last chance** (``AfternovaState.last_chance``, docs/rules/afternova.md §6): after the 6th
  Blueprint every seat below 6 completes what it can, then passes; stated default **pass**.

Neither has a standing choice, and no seat is answered for when it has a single option (no
:class:`rules.core.window.Settler`): declining at once would tell the table that the helper holds
no Hired Paw that fits, and passing at once that the seat can complete nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.afternova import extract
from rules.afternova.actions import Action, Decline, Pass
from rules.afternova.cards import catalog
from rules.afternova.flow import completions
from rules.afternova.options import accept_options
from rules.afternova.state import AfternovaState
from rules.core.window import WindowRules


class DealAnswers:
    """A helper's answer to the open deal."""

    def options(self, state: AfternovaState, seat: int) -> Sequence[Action]:
        """The smallest sets of Hired Paws that keep ``seat``'s promise, then ``decline``."""
        terms = extract.helper_terms(state, seat)
        if terms is None:
            return []
        cat = catalog(state.pack)
        return [*accept_options(state, cat, seat, terms.skills), Decline()]

    def default(self, state: AfternovaState, seat: int) -> Action:
        """Decline: the deal fails and every committed Hired Paw goes back."""
        return Decline()

    def standing(self, state: AfternovaState, seat: int) -> Action | None:
        """None: a deal's answer is never declared ahead."""
        return None


class LastChance:
    """A seat's last chance to complete Blueprints."""

    def options(self, state: AfternovaState, seat: int) -> Sequence[Action]:
        """The Blueprints ``seat`` can complete now, then ``pass``."""
        window = state.last_chance
        if window is None or seat not in window.pending:
            return []
        return [*completions(state, catalog(state.pack), seat), Pass()]

    def default(self, state: AfternovaState, seat: int) -> Action:
        """Pass: complete nothing more."""
        return Pass()

    def standing(self, state: AfternovaState, seat: int) -> Action | None:
        """None: a last chance is never answered ahead."""
        return None


DEAL_ANSWERS: WindowRules[AfternovaState, Action] = DealAnswers()
LAST_CHANCE: WindowRules[AfternovaState, Action] = LastChance()
