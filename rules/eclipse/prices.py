"""What a Research or Build activation costs ``seat`` (docs/rules/eclipse.md §6, §8), and the
trades it makes to pay (:mod:`rules.eclipse.trading`): for the bot's plans and a move's label."""

from __future__ import annotations

from rules.eclipse import build, pack, research, trading
from rules.eclipse.actions import Action, Build, Research, Trade
from rules.eclipse.state import EclipseState, Resource


def price(state: EclipseState, seat: int, action: Action) -> tuple[Resource, int] | None:
    """``(resource, units)`` ``action`` costs ``seat``; ``None`` for an action without a price."""
    if isinstance(action, Research):
        record = pack.load().tech_by_id[action.tech]
        track = action.track or str(getattr(record, "track", ""))
        return "science", research.price(state, seat, action.tech, track)
    if isinstance(action, Build):
        return "materials", build.cost(state, seat, action.what)
    return None


def trades(state: EclipseState, seat: int, action: Action) -> list[Trade]:
    """The trades ``seat`` makes as part of ``action`` taken as an activation: none when its
    stock pays, or when even trading cannot pay (the action is refused)."""
    cost = price(state, seat, action)
    if cost is None:
        return []
    resource, units = cost
    if state.seats[seat].storage[resource] >= units or trading.reach(state, seat, resource) < units:
        return []
    return trading.needed(state, seat, resource, units)
