"""Trade, then act (issue #27 item 4; docs/rules/eclipse.md §1, §4): a Research or Build
activation the seat can pay for once it trades at its species' rate is offered, and the trades
it needs are made as part of it, just before the price is paid.

Decided (play-by-post, docs/rules/eclipse.md §4 "trade, then act"): the trades give, one at a
time, from the other resource the seat has most of (money before science before materials on a
tie), since the player who wants other trades makes them first (``trade <give> <get>``, free on
its turn, §1); each automatic trade is a public ``Traded`` event like a typed one, and a move's
label names them (:mod:`rules.eclipse.labels`).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, text
from rules.eclipse.actions import Trade
from rules.eclipse.state import RESOURCES, EclipseState, Resource

#: The order of the resources given on a tie (money first: the track most often full).
GIVE_ORDER: tuple[Resource, ...] = ("money", "science", "materials")


def reach(state: EclipseState, seat: int, resource: Resource) -> int:
    """The most of ``resource`` (units) ``seat`` can hold after trading every other resource at
    its rate (:func:`rules.eclipse.board.trade_ratio`)."""
    ratio = board.trade_ratio(state, seat)
    storage = state.seats[seat].storage
    return storage[resource] + sum(storage[r] // ratio for r in RESOURCES if r != resource)


def needed(state: EclipseState, seat: int, resource: Resource, cost: int) -> list[Trade]:
    """The trades (in order) that bring ``seat``'s ``resource`` up to ``cost``: none when it
    has enough, each from the other resource it has most of (:data:`GIVE_ORDER` on a tie).

    Raises:
        ValueError: ``cost`` is beyond :func:`reach`.
    """
    ratio = board.trade_ratio(state, seat)
    storage = dict(state.seats[seat].storage)
    trades: list[Trade] = []
    while storage[resource] < cost:
        givers = [r for r in GIVE_ORDER if r != resource and storage[r] >= ratio]
        if not givers:
            raise ValueError(f"{cost} {resource} is beyond what seat {seat} can trade for")
        give = max(givers, key=lambda r: (storage[r], -GIVE_ORDER.index(r)))
        storage[give] -= ratio
        storage[resource] += 1
        trades.append(Trade(give=give, get=resource))
    return trades


def trade_for(step: Step[EclipseState], seat: int, action: Trade) -> None:
    """``seat`` gives its trade value of ``action.give`` for 1 ``action.get`` (a typed trade,
    :func:`pay`'s, and Upkeep's bankruptcy trades, :mod:`rules.eclipse.bankruptcy`)."""
    state = step.state
    ratio = board.trade_ratio(state, seat)
    storage = state.seats[seat].storage
    storage[action.give] -= ratio
    storage[action.get] += 1
    step.emit(
        public_event(
            "Traded", text.TRADED.format(seat=seat, n=ratio, give=action.give, get=action.get)
        )
    )


def pay(step: Step[EclipseState], seat: int, resource: Resource, cost: int) -> None:
    """``seat`` makes the trades :func:`needed` for ``cost`` of ``resource``, then pays it.

    Raises:
        ValueError: ``cost`` is beyond :func:`reach` (the action's ``problem`` refuses it first).
    """
    for trade in needed(step.state, seat, resource, cost):
        trade_for(step, seat, trade)
    step.state.seats[seat].storage[resource] -= cost
