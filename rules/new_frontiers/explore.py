"""Explore (docs/rules/new-frontiers.md §3): 7 worlds from the bag, one each in priority order
(the selector first), then one more for the selector; the rest go back into the bag.

The picks are one ordered window (``in_order``): the seats in action order, then the selector
again for its bonus pick. A taken world lies explored (gray side up) round the mat. Worlds over
the 9-world limit go back into the bag, explored ones only, chosen by their owner, before the
next seat picks. "Explore: draw" powers draw their worlds from the bag after the owner's last
pick; "Explore: colonists" powers pay at the start, for every seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow, Settler
from rules.core.wording import plural_s
from rules.new_frontiers.actions import Action, Return, Take, world_action
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.powers import (
    WORLD_LIMIT,
    action_order,
    gain_colonists,
    total,
    world_count,
)
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.words import colonists_gained, who

DRAWN = 7


def draw_worlds(ctx: Ctx, count: int) -> list[str]:
    """Draw ``count`` worlds (fewer if the bag runs short) at random from the bag."""
    bag = ctx.state.bag
    found = ctx.rng.sample(bag, min(count, len(bag)))
    for world in found:
        bag.remove(world)
    return found


def start(ctx: Ctx) -> None:
    """Draw the 7 worlds and open the ordered window of picks; pay Explore colonist powers."""
    state = ctx.state
    state.pool = draw_worlds(ctx, DRAWN)
    order = action_order(state)
    seats = [*order, order[0]]
    state.window = DecisionWindow(kind="explore", asked=seats, pending=list(seats), in_order=True)
    names = ", ".join(ctx.pack.world(w).name for w in state.pool)
    drew = Msg("new_frontiers.event.explore_drew", "Explore drew {names}.", names=names)
    ctx.emit(public_event("WorldsDrawn", drew, closes_undo=True))
    for seat in order:
        wanted = total(ctx.pack, state.seats[seat], "explore", "colonists")
        if wanted and (got := gain_colonists(state, seat, wanted)):
            ctx.emit(public_event("ColonistsGained", colonists_gained(seat, got)))


class ExploreRules:
    """A seat's answers in the Explore window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """A world to return while over the limit, else a world to take."""
        holder = state.seats[seat]
        if world_count(holder) > WORLD_LIMIT:
            return [world_action("return", w) for w in holder.explored]
        return [world_action("take", w) for w in state.pool]

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """The first option (the first world drawn; the first explored world)."""
        return self.options(state, seat)[0]

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice for a pick."""
        return None


EXPLORE = ExploreRules()


def answer(ctx: Ctx, seat: int, action: Action) -> None:
    """Apply ``seat``'s ``take`` or ``return``."""
    if isinstance(action, Take):
        take(ctx, seat, action.world)
    elif isinstance(action, Return):
        give_back(ctx, seat, action.world)


def take(ctx: Ctx, seat: int, world: str) -> None:
    """Take a drawn world; after the seat's last pick its draw powers work."""
    state = ctx.state
    state.pool.remove(world)
    state.seats[seat].explored.append(world)
    name = ctx.pack.world(world).name
    took = Msg(
        "new_frontiers.event.took",
        "{seat} took {name} ({id}).",
        seat=who(seat),
        name=name,
        id=world,
    )
    ctx.emit(public_event("WorldTaken", took))
    _after_pick(ctx, seat)


def give_back(ctx: Ctx, seat: int, world: str) -> None:
    """Return an explored world to the bag (over the 9-world limit)."""
    state = ctx.state
    state.seats[seat].explored.remove(world)
    state.bag.append(world)
    state.bag.sort()
    back = Msg(
        "new_frontiers.event.returned",
        "{seat} put an explored world back in the bag.",
        seat=who(seat),
    )
    ctx.emit(public_event("WorldReturned", back))
    _after_pick(ctx, seat, picked=False)


def _after_pick(ctx: Ctx, seat: int, *, picked: bool = True) -> None:
    state = ctx.state
    window = state.window
    assert window is not None
    if picked and window.pending.count(seat) == 1:
        wanted = total(ctx.pack, state.seats[seat], "explore", "draw")
        drawn = draw_worlds(ctx, wanted)
        state.seats[seat].explored.extend(drawn)
        if drawn:
            names = ", ".join(ctx.pack.world(w).name for w in drawn)
            drew = Msg(
                "new_frontiers.event.drew", "{seat} drew {names}.", seat=who(seat), names=names
            )
            ctx.emit(public_event("WorldsDrawn", drew, closes_undo=True))
    if world_count(state.seats[seat]) <= WORLD_LIMIT:
        window.record(seat)


def progress(ctx: Ctx) -> bool:
    """Answer picks that need no question (one world left, one world to return; nothing left to
    take); True once every pick is made."""
    state = ctx.state
    window = state.window
    assert window is not None
    while not window.is_closed:
        Settler(EXPLORE, lambda _, seat, action: answer(ctx, seat, action)).settle(state, window)
        first = window.pending[0] if window.pending else None
        if first is None or EXPLORE.options(state, first):
            break
        _after_pick(ctx, first, picked=True)
    if window.is_closed and state.pool:
        state.bag.extend(state.pool)
        state.bag.sort()
        ctx.emit(
            public_event(
                "WorldsReturned",
                Msg(
                    "new_frontiers.event.back_to_bag",
                    "{count} world{s} went back into the bag.",
                    count=len(state.pool),
                    s=plural_s(len(state.pool)),
                ),
            )
        )
        state.pool = []
    return window.is_closed
