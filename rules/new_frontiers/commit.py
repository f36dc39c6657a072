"""Answers given at once and sealed, performed in priority order (Develop and Settle windows).

Every seat answers the window at the same time (nobody waits for the seats above it) and in
secret: an answer is a sealed commitment (a secret window, :mod:`rules.core.window`), shown to
nobody and logged only as "X has answered" until every seat has answered (issue #26 item 2). The
rules then perform the action down the priority track, the selector first
(docs/rules/new-frontiers.md §3). A commitment that can no longer be kept when its turn comes
(the last copy of a development went to a seat above) is withdrawn and that seat is asked again;
the seats after it wait for its new answer.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import JsonValue

from rules.core.window import Settler, WindowRules
from rules.new_frontiers.actions import Action
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.state import NewFrontiersState

Perform = Callable[[Ctx, int, JsonValue], bool]


def perform_ready(ctx: Ctx, perform: Perform) -> bool:
    """Perform the answered seats in action order, once no seat is left to answer (sealed
    answers are revealed together), up to the first seat asked again.

    Args:
        ctx: the transition.
        perform: ``perform(ctx, seat, commitment)`` applies one seat's answer; ``False`` when it
            can no longer be kept (the seat is then asked again).

    Returns:
        True once every seat asked has been performed.
    """
    state = ctx.state
    window = state.window
    assert window is not None
    if window.pending:
        return False
    for seat in window.asked:
        if seat in state.resolved:
            continue
        if seat in window.pending:
            return False
        if not perform(ctx, seat, window.answers.pop(seat, None)):
            window.pending = [s for s in window.asked if s == seat or s in window.pending]
            return False
        state.resolved.append(seat)
    return True


def progress(
    ctx: Ctx,
    rules: WindowRules[NewFrontiersState, Action],
    answer: Callable[[Ctx, int, Action], None],
    perform: Perform,
) -> bool:
    """Answer the seats that need no question (:class:`rules.core.window.Settler`) and perform
    what is ready, until nothing more moves; True once every seat has been performed."""
    state = ctx.state
    window = state.window
    assert window is not None
    settler = Settler(rules, lambda _, seat, action: answer(ctx, seat, action))
    while True:
        answered = settler.settle(state, window)
        done = len(state.resolved)
        if perform_ready(ctx, perform):
            return True
        if not answered and len(state.resolved) == done:
            return False
