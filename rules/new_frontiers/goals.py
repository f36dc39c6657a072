"""The goals variant (docs/rules/new-frontiers.md §6): Chart Galactic Goals, face-down goals,
reveals and stockpiles.

Chart Galactic Goals: the selector moves one step up the priority track, gains 1 credit, draws
the top 3 goals and keeps 1 face down; the other 2 go under the stack in the order the selector
chooses (``keep g-03`` keeps the order drawn, ``keep g-03 g-07 g-01`` puts g-07 under first,
g-01 at the bottom; decided: the order is the selector's private choice, offered because it
decides which goal a later Chart Galactic Goals draws first). If another goal was already face
down, the selector then reveals one of the two (``reveal new`` / ``reveal old``), so at most one
goal is ever face down. A goal's holder may reveal it (``reveal mine``) while any selected
action is resolving, i.e. after a selection and before its action is over. At the end every
face-down goal is revealed; every seat scores every revealed goal
(:mod:`rules.new_frontiers.scoring`).

Stockpiles: after the action a revealed stockpile goal names, every seat whose standing choice
is not ``prefer stockpile no`` sets one item aside: a credit, or a good: of the colour it named
(``prefer stockpile alien``), else its cheapest. Nothing stockpiled comes back (decided: the
"may" and the "which good" are a standing choice, so nobody is asked each time).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import private_event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow, Settler
from rules.core.wording import plural_s
from rules.new_frontiers.actions import Action, Keep, Reveal
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import TRADE_PRICE
from rules.new_frontiers.powers import take_good
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.words import article, item, who

DRAW = 3


def face_down(state: NewFrontiersState) -> int | None:
    """The seat holding the face-down goal, if any."""
    return next((s for s, seat in enumerate(state.seats) if seat.goal is not None), None)


def start(ctx: Ctx) -> None:
    """One step up, 1 credit, 3 goals drawn (the selector keeps 1)."""
    state = ctx.state
    seat = state.selector
    assert seat is not None
    place = state.priority.index(seat)
    if place:
        state.priority[place - 1], state.priority[place] = seat, state.priority[place - 1]
    holder = state.seats[seat]
    holder.credits += 1
    holder.drawn = state.goal_stack[:DRAW]
    del state.goal_stack[:DRAW]
    text = Msg(
        "new_frontiers.event.goals_charted",
        "{seat} moved up, gained 1 credit and drew {count} goal{s}.",
        seat=who(seat),
        count=len(holder.drawn),
        s=plural_s(len(holder.drawn)),
    )
    ctx.emit(public_event("GoalsCharted", text, closes_undo=True))
    if holder.drawn:
        state.window = DecisionWindow.open("goals", [seat])


class GoalRules:
    """The selector's goal choices (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """Keep one drawn goal (the others under the stack in the order drawn, or reversed);
        then reveal the new or the old face-down goal."""
        window = state.window
        if window is not None and window.kind == "goals":
            drawn = state.seats[seat].drawn
            found: list[Action] = []
            for goal in drawn:
                rest = tuple(g for g in drawn if g != goal)
                found.append(Keep(goal=goal))
                if len(rest) > 1:
                    found.append(Keep(goal=goal, under=rest[::-1]))
            return found
        return [Reveal(whose="new"), Reveal(whose="old")]

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """The last goal drawn, the others under the stack in the order drawn; then reveal the
        old goal."""
        window = state.window
        if window is not None and window.kind == "goals":
            return Keep(goal=state.seats[seat].drawn[-1])
        return self.options(state, seat)[-1]

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice."""
        return None


GOALS = GoalRules()


def answer(ctx: Ctx, seat: int, action: Action) -> None:
    """Apply a ``keep`` or the selector's ``reveal new|old``."""
    state = ctx.state
    holder = state.seats[seat]
    if isinstance(action, Keep):
        holder.drawn.remove(action.goal)
        state.goal_stack.extend(action.under or holder.drawn)
        holder.drawn = [action.goal]
        name = ctx.pack.goal(action.goal).name
        ctx.emit(
            private_event(
                "GoalKept",
                {seat},
                Msg(
                    "new_frontiers.event.goal_kept",
                    "{seat} kept {name}.",
                    seat=who(seat),
                    name=name,
                ),
                Msg(
                    "new_frontiers.event.goal_kept_public",
                    "{seat} kept a goal face down.",
                    seat=who(seat),
                ),
            )
        )
        if face_down(state) is not None:
            assert state.window is not None
            state.window.kind = "reveal"
            return
        holder.goal = action.goal
    elif isinstance(action, Reveal) and action.whose == "new":
        reveal(ctx, seat, holder.drawn[0])
    else:
        old = face_down(state)
        assert old is not None
        goal = state.seats[old].goal
        assert goal is not None
        reveal(ctx, old, goal)
        holder.goal = holder.drawn[0]
    holder.drawn = []
    assert state.window is not None
    state.window.record(seat)


def reveal(ctx: Ctx, seat: int, goal: str) -> None:
    """Turn ``seat``'s goal ``goal`` face up."""
    holder = ctx.state.seats[seat]
    if holder.goal == goal:
        holder.goal = None
    ctx.state.revealed.append(goal)
    text = Msg(
        "new_frontiers.event.goal_revealed",
        "{seat} revealed the goal {name}.",
        seat=who(seat),
        name=ctx.pack.goal(goal).name,
    )
    ctx.emit(public_event("GoalRevealed", text, closes_undo=True))


def reveal_mine(ctx: Ctx, seat: int) -> None:
    """The holder reveals its own face-down goal."""
    goal = ctx.state.seats[seat].goal
    assert goal is not None
    reveal(ctx, seat, goal)


def reveal_all(ctx: Ctx) -> None:
    """At the end, every face-down goal is revealed."""
    for seat, holder in enumerate(ctx.state.seats):
        if holder.goal is not None:
            reveal(ctx, seat, holder.goal)


def progress(ctx: Ctx) -> bool:
    """True once the selector has kept (and revealed, if it must)."""
    state = ctx.state
    window = state.window
    if window is None:
        return True
    if window.kind == "reveal" and face_down(state) is None and not window.is_closed:
        seat = window.pending[0]  # the old goal was revealed by its holder meanwhile
        state.seats[seat].goal = state.seats[seat].drawn.pop()
        window.record(seat)
    Settler(GOALS, lambda _, seat, action: answer(ctx, seat, action)).settle(state, window)
    return window.is_closed


def stockpile_after(ctx: Ctx, tile: str) -> None:
    """Stockpile one item for each seat that wants to, after a revealed goal's action."""
    state, pack = ctx.state, ctx.pack
    for goal_id in state.revealed:
        rule = pack.goal(goal_id).stockpile
        if rule is None or rule.after != tile:
            continue
        for seat, holder in enumerate(state.seats):
            wanted = holder.prefs.stockpile
            if wanted == "no":
                continue
            if rule.item == "credit" and holder.credits:
                holder.credits -= 1
                holder.stockpile.append("credit")
            elif rule.item == "good" and holder.goods:
                good = min(
                    holder.goods,
                    key=lambda w: (
                        pack.world(w).colour != wanted,
                        TRADE_PRICE[pack.world(w).colour or "novelty"],
                    ),
                )
                colour = take_good(pack, state, seat, good)
                state.goods_supply[colour] -= 1
                holder.stockpile.append(colour)
            else:
                continue
            ctx.emit(
                public_event(
                    "Stockpiled",
                    Msg(
                        "new_frontiers.event.stockpiled",
                        "{seat} stockpiled {a} {item}.",
                        seat=who(seat),
                        a=article(holder.stockpile[-1]),
                        item=item(holder.stockpile[-1]),
                    ),
                )
            )
