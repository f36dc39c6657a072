"""Space Base's router: one small handler per action type, and the forced steps after them.

Each handler mutates the transition's private copy (:class:`Ctx`, the engine frame's
:class:`rules.core.engine.Step` with the pack) and emits what happened; :func:`advance` then
resolves the steps nobody must choose (docs/rules/space-base.md §3): an allocation with one
choice worth asking and no ability before it, the window answers that need no question
(:func:`rules.space_base.windows.settle`), a buy step with nothing affordable. The roll is always
the active seat's own move: the log shows who rolled what, and the seat that just ended its turn
never stays asked into the next seat's window (each decision is its own ping and deadline).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.core.engine import Handler, Step
from rules.core.events import Event, private_event
from rules.core.text import Msg
from rules.space_base import light_speed, turn, windows
from rules.space_base.abilities import use_ability
from rules.space_base.actions import (
    Allocate,
    Buy,
    BuyColony,
    Done,
    Keep,
    Pass,
    Roll,
    SetAllocationPref,
    SetAutoUse,
    UseAbility,
    describe,
)
from rules.space_base.cards import Pack
from rules.space_base.state import SpaceBaseState


@dataclass
class Ctx(Step[SpaceBaseState]):
    """One transition's working state (:class:`rules.core.engine.Step`) and the pack in use."""

    pack: Pack = field(kw_only=True)


def _after_window(ctx: Ctx) -> None:
    """Re-evaluate the acting seat in the off-turn window after it acted there."""
    state, seat = ctx.state, ctx.seat
    if state.phase == "rewards" and state.window is not None and seat in state.window.pending:
        ctx.emit(*windows.refresh(ctx.pack, state, seat))


def _keep(ctx: Ctx, action: Keep) -> None:
    ctx.emit(*light_speed.keep(ctx.pack, ctx.state, ctx.seat, action))


def _roll(ctx: Ctx, action: Roll) -> None:
    ctx.emit(*turn.roll(ctx.state))


def _allocate(ctx: Ctx, action: Allocate) -> None:
    if ctx.state.phase == "allocate":
        ctx.emit(*turn.allocate_active(ctx.pack, ctx.state, action))
    else:
        ctx.emit(*windows.answer_window(ctx.pack, ctx.state, ctx.seat, action))


def _done(ctx: Ctx, action: Done) -> None:
    ctx.emit(*windows.answer_window(ctx.pack, ctx.state, ctx.seat, action))


def _buy(ctx: Ctx, action: Buy) -> None:
    ctx.emit(*turn.buy(ctx.pack, ctx.state, action), *turn.end_turn(ctx.state))


def _colony(ctx: Ctx, action: BuyColony) -> None:
    ctx.emit(*turn.buy_colony(ctx.pack, ctx.state, action), *turn.end_turn(ctx.state))


def _pass(ctx: Ctx, action: Pass) -> None:
    ctx.emit(*turn.end_turn(ctx.state))


def _use(ctx: Ctx, action: UseAbility) -> None:
    ctx.emit(*use_ability(ctx.pack, ctx.state, ctx.seat, action))
    _after_window(ctx)


def _preference_set(ctx: Ctx, action: SetAllocationPref | SetAutoUse) -> None:
    """A standing preference is the seat's own business: only it reads the event."""
    ctx.emit(
        private_event(
            "PreferenceSet",
            {ctx.seat},
            Msg(
                "space_base.event.preference",
                "Standing preference saved: `{preference}`.",
                preference=describe(action),
            ),
            None,
        )
    )
    _after_window(ctx)


def _prefer_allocation(ctx: Ctx, action: SetAllocationPref) -> None:
    me = ctx.state.seats[ctx.seat]
    me.prefs = me.prefs.model_copy(update={"allocation": action.value})  # a value: replaced
    _preference_set(ctx, action)


def _prefer_use(ctx: Ctx, action: SetAutoUse) -> None:
    me = ctx.state.seats[ctx.seat]
    auto_use = {**me.prefs.auto_use, action.card: action.value}
    me.prefs = me.prefs.model_copy(update={"auto_use": auto_use})
    _preference_set(ctx, action)


ROUTER: Mapping[type, Handler] = {
    Keep: _keep,
    Roll: _roll,
    Allocate: _allocate,
    Done: _done,
    Buy: _buy,
    BuyColony: _colony,
    Pass: _pass,
    UseAbility: _use,
    SetAllocationPref: _prefer_allocation,
    SetAutoUse: _prefer_use,
}


def advance(pack: Pack, state: SpaceBaseState) -> list[Event]:
    """Resolve forced steps until a seat has a real decision (or the game ends)."""
    events: list[Event] = []
    while state.phase != "over":
        if state.phase == "rewards":
            events += windows.settle(pack, state)
            if not windows.is_settled(state):
                break
            state.phase, state.window = "buy", None
        elif state.phase == "allocate" and (choice := turn.only_allocation(pack, state)):
            events += turn.allocate_active(pack, state, choice)
        elif state.phase == "buy" and turn.nothing_to_buy(pack, state):
            events += turn.end_turn(state)
        else:
            break
    return events
