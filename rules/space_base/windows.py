"""The off-turn rewards window (docs/rules/space-base.md §3, step 2) on the kit's decision window.

After the active seat allocates and gains its blue rewards, every other seat gains its red
rewards with its *own* sum-or-split choice (:class:`rules.core.window.DecisionWindow`, kind
``rewards``, answered all at once). Each seat, in turn order:

1. uses at once its charged red/green abilities whose standing preference is ``always`` (first
   legal target);
2. has its choice made without a question when it needs none (:class:`RewardsRules`): the two
   choices give the same, or one gives at least as much of everything and more of something
   (the other is *dominated*), or its standing preference (``larger-credits`` / ``larger-vp``)
   answers. Then step 1 runs again: 2X only has a target after the choice, and the roll may
   have charged an ability;
3. stays asked while its choice is open or it holds a charged red/green ability whose
   preference is ``ask``.

Pending seats answer ``sum``/``split`` (``use`` before it if they like), then ``use`` or
``done``. The stated default (:meth:`RewardsRules.default`) is ``done``: while the choice is open
it takes the larger gain (more VP, then income, then credits, then charges; split on a tie), and
it uses no ability, so one answer at the deadline closes the seat's window. Dominance also
spares the active seat its question (:func:`allocation_choices`). A seat with a 2X on its
console compares each choice with the best sector 2X could then double added (2X doubles a
sector the choice activated, docs/rules/space-base.md §6).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rules.core.events import Event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow, Settler
from rules.space_base.abilities import use_ability, use_actions
from rules.space_base.actions import DONE, Action, Allocate, Done, describe, shared_allocate
from rules.space_base.cards import Pack, load
from rules.space_base.choices import (
    allocation_choices,
    allocations,
    default_allocation,
    preferred,
    tally_of,
)
from rules.space_base.rewards import Tally, grant
from rules.space_base.state import Allocation, SpaceBaseState
from rules.space_base.words import gains, or_nothing


def window_actions(
    pack: Pack, state: SpaceBaseState, seat: int, choices: Sequence[Allocate] | None = None
) -> list[Action]:
    """``seat``'s legal answers: ``choices`` while its choice is open, then its window
    abilities, then ``done`` (with the choice open: the default choice and no ability). Both
    choices stay legal (the rulebook lets a seat take either); only the question skips a
    dominated one."""
    uses: list[Action] = list(use_actions(pack, state, seat, "window"))
    if seat in state.choice_open:
        if choices is None:
            choices = [action for action, _ in allocations(pack, state, seat)]
        return [*choices, *uses, DONE]
    return [*uses, DONE]


class RewardsRules:
    """A seat's answers in the rewards window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: SpaceBaseState, seat: int) -> Sequence[Action]:
        """:func:`window_actions` with identical and dominated choices removed (and ``done``
        while the choice is open: it repeats the default choice)."""
        pack = _pack(state)
        found = window_actions(pack, state, seat, allocation_choices(pack, state, seat))
        return found[:-1] if seat in state.choice_open else found

    def default(self, state: SpaceBaseState, seat: int) -> Action:
        """``done``: the larger gain if the choice is still open, and no ability. One answer
        closes the seat's whole window, so the table's deadline applies it once."""
        return DONE

    def standing(self, state: SpaceBaseState, seat: int) -> Action | None:
        """The choice its standing preference makes; after the choice, ``done`` when no
        ability it would be asked about is left."""
        pack = _pack(state)
        if seat in state.choice_open:
            return preferred(pack, state, seat)
        return None if has_askable(pack, state, seat) else DONE


def _pack(state: SpaceBaseState) -> Pack:
    return load(state.pack)


REWARDS = RewardsRules()


def open_rewards(pack: Pack, state: SpaceBaseState) -> list[Event]:
    """Open the window for every other seat, in turn order, after their ``always`` abilities
    (:func:`settle` then answers what needs no question)."""
    others = [(state.active + k) % state.num_players for k in range(1, state.num_players)]
    state.window = DecisionWindow.open("rewards", others)
    state.choice_open = list(others)
    events: list[Event] = []
    for seat in others:
        events += auto_uses(pack, state, seat)
    return events


def settle(pack: Pack, state: SpaceBaseState) -> list[Event]:
    """Answer every pending seat that needs no question (:class:`rules.core.window.Settler`).

    A seat's settled answer (its choice, or ``done``) changes only its own console, tracks and
    choice, so the others are asked again only after an ability was used in it (one used at once
    by preference ``always`` may take a shipyard card, cost every seat VP or end the game)."""
    events: list[Event] = []
    touched: list[int] = []

    def answer(working: SpaceBaseState, seat: int, action: Action) -> None:
        found = answer_window(pack, working, seat, action)
        if any(event.kind == "AbilityUsed" for event in found):
            touched.append(seat)
        events.extend(found)

    def affected(working: SpaceBaseState, seat: int) -> list[int]:
        window = working.window
        return list(window.pending) if touched and window is not None else []

    if state.window is not None and state.phase == "rewards":
        Settler(REWARDS, answer, affected=affected).settle(state, state.window)
    return events


def is_settled(state: SpaceBaseState) -> bool:
    """True when the rewards window asks nobody more and the game goes on (the buy step)."""
    window = state.window
    return state.phase == "rewards" and (window is None or window.is_closed)


def auto_uses(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Use every charged red/green ability of ``seat`` whose preference is ``always``, each card
    once (two Place a Charge Anywhere cards would otherwise feed each other for ever)."""
    events: list[Event] = []
    prefs = state.seats[seat].prefs.auto_use
    used: set[str] = set()
    while state.phase != "over":
        found = [
            a
            for a in use_actions(pack, state, seat, "window")
            if prefs.get(a.card) == "always" and a.card not in used
        ]
        if not found:
            break
        used.add(found[0].card)
        events.extend(use_ability(pack, state, seat, found[0]))
    return events


def has_askable(pack: Pack, state: SpaceBaseState, seat: int) -> bool:
    """True when ``seat`` holds a window ability with a legal target and preference ``ask``."""
    prefs = state.seats[seat].prefs.auto_use
    return any(prefs.get(a.card, "ask") == "ask" for a in use_actions(pack, state, seat, "window"))


def gained(seat: int, action: Allocate, tally: Tally) -> Event:
    """``{p1} used the split: +2 credits.`` (``the sum 2nd`` with a "1/2" pick)."""
    cubes = sum(tally.cubes.values())
    return _gained(seat, action.choice, action.picks, tally.credits, tally.income, tally.vp, cubes)


@lru_cache(maxsize=4096)
def _gained(
    seat: int,
    choice: Allocation,
    picks: tuple[int, ...],
    credits: int,
    income: int,
    vp: int,
    cubes: int,
) -> Event:
    """The event of :func:`gained`, remembered: every seat gains after every roll, from a few
    values, and an event is an immutable value."""
    return public_event(
        "RewardsGained",
        Msg(
            "space_base.event.rewards_gained",
            "{seat} used the {choice}: {gains}.",
            seat=f"{{p{seat}}}",
            choice=describe(shared_allocate(choice, picks)),
            gains=or_nothing(gains(credits, income, vp, cubes)),
        ),
    )


def resolve_choice(pack: Pack, state: SpaceBaseState, seat: int, action: Allocate) -> list[Event]:
    """Give idle ``seat`` its red rewards for ``choice`` and close its choice.

    Returns:
        The "RewardsGained" event, or nothing when the seat gained nothing (the log after a
        window names only the seats that gained something; the board still shows the choice).
    """
    tally = tally_of(pack, state, seat, action)
    grant(state.seats[seat], tally)
    state.allocations[seat] = action.choice
    state.last_gains[seat] = tally.summary()
    state.choice_open.remove(seat)
    return [] if tally.is_empty() else [gained(seat, action, tally)]


def answer_window(pack: Pack, state: SpaceBaseState, seat: int, action: Action) -> list[Event]:
    """Apply a pending seat's ``sum``/``split`` or ``done``, then its ``always`` abilities; the
    seat leaves the window once nothing is left to ask it."""
    window = state.window
    assert window is not None
    events: list[Event] = []
    if isinstance(action, Allocate):
        events += resolve_choice(pack, state, seat, action)
    if isinstance(action, Done):
        if seat in state.choice_open:
            found = allocations(pack, state, seat)
            events += resolve_choice(pack, state, seat, default_allocation(found))
            events += auto_uses(pack, state, seat)
        if seat in window.pending:
            window.record(seat)
        return events
    return events + refresh(pack, state, seat)


def refresh(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Re-evaluate ``seat`` after it acted or changed a preference in the window."""
    events = auto_uses(pack, state, seat)
    window = state.window
    if state.phase == "over" or window is None or seat not in window.pending:
        return events
    if seat not in state.choice_open and not has_askable(pack, state, seat):
        window.record(seat)
    return events
