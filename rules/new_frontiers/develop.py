"""Develop (docs/rules/new-frontiers.md §3): each seat may buy one development it does not own,
at its cost in credits; the selector pays 1 credit less.

The window asks every seat at once, in secret; the sealed answers are performed in action order
once all are in (:mod:`rules.new_frontiers.commit`), so the last copy of a development goes to
the seat above and a seat below is asked again. A large 9-cost
development fills 2 spaces; the two red spaces (spaces 11 and 12, decided: 12 spaces in all)
open once 10 are filled, so a development fits when the filled spaces with it are at most 10, or
when 10 are already filled (§3 "Development spaces", §9 #7). The stated default is
``develop nothing``. "Develop: discount" powers lower the price (never below 0); "after" powers
(credits, colonists) pay once the seat has developed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from pydantic import JsonValue

from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import plural_s
from rules.new_frontiers import commit
from rules.new_frontiers.actions import Action, Develop
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import Development, Pack, load
from rules.new_frontiers.powers import action_order, amount, gain_colonists, powers, total
from rules.new_frontiers.state import NewFrontiersState, Seat
from rules.new_frontiers.words import who

OPEN_SPACES = 10
ALL_SPACES = 12
NOTHING = Develop()


@lru_cache(maxsize=256)
def develop_action(dev_id: str) -> Develop:
    """The (frozen, shared) action ``develop <dev_id>``: options are listed at every step."""
    return Develop(dev=dev_id)


def filled(pack: Pack, seat: Seat) -> int:
    """Development spaces ``seat`` has filled."""
    return sum(pack.development(d).spaces for d in seat.developments)


def fits(used: int, dev: Development) -> bool:
    """True when ``dev`` fits beside ``used`` filled spaces (red ones only once 10 are
    filled)."""
    return used + dev.spaces <= OPEN_SPACES or OPEN_SPACES <= used <= ALL_SPACES - dev.spaces


def discount(pack: Pack, state: NewFrontiersState, seat: int) -> int:
    """Credits off every development for ``seat``: 1 for the selector, plus its discounts."""
    return (seat == state.selector) + total(pack, state.seats[seat], "develop", "discount")


def price(pack: Pack, state: NewFrontiersState, seat: int, dev: Development) -> int:
    """Credits ``seat`` pays for ``dev``: the cost, −1 for the selector, − its discounts."""
    return max(0, dev.cost - discount(pack, state, seat))


def start(ctx: Ctx) -> None:
    """Open the Develop window for every seat."""
    ctx.state.window = DecisionWindow.open("develop", action_order(ctx.state), secret=True)


class DevelopRules:
    """A seat's answers in the Develop window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """``develop nothing``, then each development it may buy now."""
        pack = load(state.pack)
        holder = state.seats[seat]
        window = state.window
        assert window is not None
        budget = holder.credits + discount(pack, state, seat)
        used = filled(pack, holder)
        found: list[Action] = [NOTHING]
        index, owned = pack.development_index, holder.developments
        for dev_id, left in state.developments.items():
            dev = index[dev_id]
            if dev.cost <= budget and dev_id not in owned and left > 0 and fits(used, dev):
                found.append(develop_action(dev_id))
        return found

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """``develop nothing``."""
        return NOTHING

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice for Develop."""
        return None


DEVELOP = DevelopRules()


def answer(ctx: Ctx, seat: int, action: Action) -> None:
    """Record ``seat``'s commitment (performed in action order by :func:`progress`)."""
    window = ctx.state.window
    assert window is not None and isinstance(action, Develop)
    window.record(seat, action.dev)


def perform(ctx: Ctx, seat: int, commitment: JsonValue) -> bool:
    """Buy the committed development; False when its last copy is gone."""
    state, pack = ctx.state, ctx.pack
    if commitment is None:
        said = Msg(
            "new_frontiers.event.developed_nothing", "{seat} developed nothing.", seat=who(seat)
        )
        ctx.emit(public_event("DevelopedNothing", said))
        return True
    assert isinstance(commitment, str)
    dev = pack.development(commitment)
    holder = state.seats[seat]
    cost = price(pack, state, seat, dev)
    if state.developments[dev.id] == 0 or cost > holder.credits:
        ctx.emit(
            public_event(
                "DevelopRefused",
                Msg(
                    "new_frontiers.event.develop_refused",
                    "{seat} must choose again: {dev} is gone.",
                    seat=who(seat),
                    dev=dev.name,
                ),
            )
        )
        return False
    holder.credits -= cost
    state.developments[dev.id] -= 1
    holder.developments.append(dev.id)
    text = Msg(
        "new_frontiers.event.developed",
        "{seat} developed {dev} for {cost} credit{s}.",
        seat=who(seat),
        dev=dev.name,
        cost=cost,
        s=plural_s(cost),
    )
    ctx.emit(public_event("Developed", text))
    for _, power in powers(pack, holder, "develop", "credits", after=True):
        holder.credits += amount(pack, holder, power)
    for _, power in powers(pack, holder, "develop", "colonists", after=True):
        gain_colonists(state, seat, amount(pack, holder, power))
    return True


def progress(ctx: Ctx) -> bool:
    """Answer seats with nothing to buy, perform the answers in order; True when all are done."""
    return commit.progress(ctx, DEVELOP, answer, perform)
