"""Settle (docs/rules/new-frontiers.md §3): each seat takes 2 colonists or settles one explored
world; the selector first gains 1 colonist, usable at once.

A world needs its colonists (1–2), which stand on it once settled. A military world (red
border) needs the seat's military against it at least its defence; a non-military world costs
its credits, less the seat's Settle discounts. A windfall world receives a good of its colour.
The window asks every seat at once; answers are performed in action order
(:mod:`rules.new_frontiers.commit`: the colonist supply and the goods are shared).

Decided: the rules offer "+2 colonists **or** settle a world" (二選一), so there is no "settle
nothing": a seat with no world it can settle takes the colonists without being asked, and the
stated default is ``settle colonists``. "Settle: colonists" powers without a condition pay at the
start, for every seat; "after" powers (colonists, credits) pay once the seat has settled a world.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import JsonValue

from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import plural_s
from rules.new_frontiers import commit
from rules.new_frontiers.actions import SETTLE_COLONISTS, Action, Settle, world_action
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import Pack, World, load
from rules.new_frontiers.powers import (
    action_order,
    amount,
    gain_colonists,
    military,
    powers,
    put_good,
    settle_price,
    total,
)
from rules.new_frontiers.state import NewFrontiersState, Seat
from rules.new_frontiers.words import colonists_gained, who

COLONISTS = 2


def can_settle(pack: Pack, seat: Seat, world: World, bonus: int = 0) -> bool:
    """True when ``seat`` has the colonists (with ``bonus`` more, e.g. the selector's) and the
    military or the credits for ``world``."""
    if seat.colonists + bonus < world.colonists:
        return False
    if world.military:
        return military(pack, seat, world) >= world.defence
    return seat.credits >= settle_price(pack, seat, world)


def start(ctx: Ctx) -> None:
    """The selector's colonist, every seat's Settle colonist powers, then the window."""
    state, pack = ctx.state, ctx.pack
    assert state.selector is not None
    if gain_colonists(state, state.selector, 1):
        one = Msg(
            "new_frontiers.event.colonist", "{seat} gained 1 colonist.", seat=who(state.selector)
        )
        ctx.emit(public_event("ColonistsGained", one))
    for seat in action_order(state):
        wanted = total(pack, state.seats[seat], "settle", "colonists")
        if wanted and (got := gain_colonists(state, seat, wanted)):
            ctx.emit(public_event("ColonistsGained", colonists_gained(seat, got)))
    state.window = DecisionWindow.open("settle", action_order(state), secret=True)


class SettleRules:
    """A seat's answers in the Settle window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """``settle colonists``, then each explored world it can settle."""
        pack = load(state.pack)
        holder = state.seats[seat]
        worlds = [w for w in holder.explored if can_settle(pack, holder, pack.world(w))]
        return [SETTLE_COLONISTS, *(world_action("settle", w) for w in worlds)]

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """``settle colonists``."""
        return SETTLE_COLONISTS

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice for Settle."""
        return None


SETTLE = SettleRules()


def answer(ctx: Ctx, seat: int, action: Action) -> None:
    """Record ``seat``'s commitment (performed in action order)."""
    window = ctx.state.window
    assert window is not None and isinstance(action, Settle)
    window.record(seat, action.world or "colonists")


def perform(ctx: Ctx, seat: int, commitment: JsonValue) -> bool:
    """Take the colonists or settle the committed world (always possible)."""
    state, pack = ctx.state, ctx.pack
    if commitment == "colonists":
        got = gain_colonists(state, seat, COLONISTS)
        ctx.emit(public_event("ColonistsGained", colonists_gained(seat, got)))
        return True
    assert isinstance(commitment, str)
    settle_world(ctx, seat, pack.world(commitment))
    return True


def settle_world(ctx: Ctx, seat: int, world: World) -> None:
    """Settle ``world``: colonists onto it, credits paid, its windfall good, "after" powers."""
    state, pack = ctx.state, ctx.pack
    holder = state.seats[seat]
    paid = 0 if world.military else settle_price(pack, holder, world)
    holder.colonists -= world.colonists
    holder.credits -= paid
    holder.explored.remove(world.id)
    holder.worlds.append(world.id)
    if world.military:
        text = Msg(
            "new_frontiers.event.settled_military",
            "{seat} settled {world} by military.",
            seat=who(seat),
            world=world.name,
        )
    else:
        text = Msg(
            "new_frontiers.event.settled",
            "{seat} settled {world} for {cost} credit{s}.",
            seat=who(seat),
            world=world.name,
            cost=paid,
            s=plural_s(paid),
        )
    ctx.emit(public_event("WorldSettled", text))
    if world.kind == "windfall":
        put_good(pack, state, seat, world.id)
    for _, power in powers(pack, holder, "settle", "colonists", after=True):
        gain_colonists(state, seat, amount(pack, holder, power))
    for _, power in powers(pack, holder, "settle", "credits", after=True):
        holder.credits += amount(pack, holder, power)


def progress(ctx: Ctx) -> bool:
    """Answer seats with one option, perform answers in order; True when all are done."""
    return commit.progress(ctx, SETTLE, answer, perform)
