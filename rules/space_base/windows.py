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

from rules.core.events import Event, public_event
from rules.core.window import DecisionWindow, Settler
from rules.space_base.abilities import use_ability, use_actions
from rules.space_base.actions import Action, Allocate, Done
from rules.space_base.board import board_cards
from rules.space_base.cards import Pack, load
from rules.space_base.rewards import Tally, gain_key, grant, roll_tally, sector_rewards, sectors_for
from rules.space_base.state import Allocation, SpaceBaseState

CHOICES: tuple[Allocation, Allocation] = ("sum", "split")


def options(pack: Pack, state: SpaceBaseState, seat: int) -> dict[Allocation, Tally]:
    """What sum and split would give ``seat`` on the current roll (blue boxes for the active
    seat, red boxes for an idle one)."""
    assert state.dice is not None
    me = state.seats[seat]
    colour = "blue" if seat == state.active else "red"
    return {
        choice: roll_tally(pack, me, state.dice, choice, colour, state.num_players)
        for choice in CHOICES
    }


def default_choice(found: dict[Allocation, Tally]) -> Allocation:
    """The stated default: the larger gain (VP, income, credits, charges); split on a tie."""
    return "sum" if gain_key(found["sum"]) > gain_key(found["split"]) else "split"


def _covers(more: Tally, less: Tally) -> bool:
    """True when ``more`` gives at least as much of everything as ``less``."""
    cards = set(more.cubes) | set(less.cubes)
    return (
        more.credits >= less.credits
        and more.income >= less.income
        and more.vp >= less.vp
        and all(more.cubes.get(c, 0) >= less.cubes.get(c, 0) for c in cards)
    )


def _holds_double(pack: Pack, state: SpaceBaseState, seat: int) -> bool:
    """True when a card on ``seat``'s console has 2X (its target depends on the choice)."""
    for card_id in board_cards(state.seats[seat]):
        card = pack.card(card_id)
        abilities = (card.blue.ability, card.red.ability, card.green)
        if any(ability is not None and ability.kind == "double" for ability in abilities):
            return True
    return False


def allocation_choices(pack: Pack, state: SpaceBaseState, seat: int) -> list[Allocation]:
    """The choices worth asking ``seat`` about: both, unless they give the same or one covers
    the other (then only the one the default picks, or the covering one)."""
    found = options(pack, state, seat)
    if _holds_double(pack, state, seat):
        found = {
            choice: _with_double(pack, state, seat, choice, found[choice]) for choice in CHOICES
        }
    if _covers(found["sum"], found["split"]) and _covers(found["split"], found["sum"]):
        return [default_choice(found)]
    return [c for c in CHOICES if not _covers(found[_other(c)], found[c])] or list(CHOICES)


def _with_double(
    pack: Pack, state: SpaceBaseState, seat: int, choice: Allocation, tally: Tally
) -> Tally:
    """``tally`` plus the best sector 2X could double after ``choice`` (its sectors)."""
    assert state.dice is not None
    colour = "blue" if seat == state.active else "red"
    me = state.seats[seat]
    doubled = [
        sector_rewards(pack, me, sector, colour, set())
        for sector in sectors_for(state.dice, choice)
    ]
    total = Tally()
    total.add(tally)
    total.add(max(doubled, key=gain_key))
    return total


def _other(choice: Allocation) -> Allocation:
    return "split" if choice == "sum" else "sum"


def _preferred(pack: Pack, state: SpaceBaseState, seat: int) -> Allocation | None:
    """The choice ``seat``'s standing preference makes, or ``None`` (it is asked)."""
    pref = state.seats[seat].prefs.allocation
    if pref == "ask":
        return None
    found = options(pack, state, seat)

    def key(t: Tally) -> tuple[int, int]:
        return (t.credits, t.vp) if pref == "larger-credits" else (t.vp, t.credits)

    if key(found["sum"]) == key(found["split"]):
        return default_choice(found)
    return "sum" if key(found["sum"]) > key(found["split"]) else "split"


def window_actions(
    pack: Pack, state: SpaceBaseState, seat: int, choices: Sequence[Allocation] = CHOICES
) -> list[Action]:
    """``seat``'s legal answers: ``choices`` while its choice is open, then its window
    abilities, then ``done`` (with the choice open: the default choice and no ability). Both
    choices stay legal (the rulebook lets a seat take either); only the question skips a
    dominated one."""
    uses: list[Action] = list(use_actions(pack, state, seat, "window"))
    if seat in state.choice_open:
        return [*(Allocate(choice=c) for c in choices), *uses, Done()]
    return [*uses, Done()]


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
        return Done()

    def standing(self, state: SpaceBaseState, seat: int) -> Action | None:
        """The choice its standing preference makes; after the choice, ``done`` when no
        ability it would be asked about is left."""
        pack = _pack(state)
        if seat in state.choice_open:
            chosen = _preferred(pack, state, seat)
            return None if chosen is None else Allocate(choice=chosen)
        return None if has_askable(pack, state, seat) else Done()


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
    """Answer every pending seat that needs no question (:class:`rules.core.window.Settler`)."""
    events: list[Event] = []

    def answer(working: SpaceBaseState, seat: int, action: Action) -> None:
        events.extend(answer_window(pack, working, seat, action))

    if state.window is not None and state.phase == "rewards":
        Settler(REWARDS, answer).settle(state, state.window)
    return events


def is_settled(state: SpaceBaseState) -> bool:
    """True when the rewards window asks nobody more and the game goes on (the buy step)."""
    window = state.window
    return state.phase == "rewards" and (window is None or window.is_closed)


def auto_uses(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Use every charged red/green ability of ``seat`` whose preference is ``always``."""
    events: list[Event] = []
    prefs = state.seats[seat].prefs.auto_use
    while state.phase != "over":
        found = [
            a for a in use_actions(pack, state, seat, "window") if prefs.get(a.card) == "always"
        ]
        if not found:
            break
        events.extend(use_ability(pack, state, seat, found[0]))
    return events


def has_askable(pack: Pack, state: SpaceBaseState, seat: int) -> bool:
    """True when ``seat`` holds a window ability with a legal target and preference ``ask``."""
    prefs = state.seats[seat].prefs.auto_use
    return any(prefs.get(a.card, "ask") == "ask" for a in use_actions(pack, state, seat, "window"))


def gained(seat: int, choice: Allocation, tally: Tally) -> Event:
    """``{p1} used the split: +2 credits.``"""
    return public_event(
        "RewardsGained", f"{{p{seat}}} used the {choice}: {tally.summary() or 'nothing'}."
    )


def resolve_choice(pack: Pack, state: SpaceBaseState, seat: int, choice: Allocation) -> list[Event]:
    """Give idle ``seat`` its red rewards for ``choice`` and close its choice.

    Returns:
        The "RewardsGained" event, or nothing when the seat gained nothing (the log after a
        window names only the seats that gained something; the board still shows the choice).
    """
    tally = options(pack, state, seat)[choice]
    grant(state.seats[seat], tally)
    state.allocations[seat] = choice
    state.last_gains[seat] = tally.summary()
    state.choice_open.remove(seat)
    return [] if tally.is_empty() else [gained(seat, choice, tally)]


def answer_window(pack: Pack, state: SpaceBaseState, seat: int, action: Action) -> list[Event]:
    """Apply a pending seat's ``sum``/``split`` or ``done``, then its ``always`` abilities; the
    seat leaves the window once nothing is left to ask it."""
    window = state.window
    assert window is not None
    events: list[Event] = []
    if isinstance(action, Allocate):
        events += resolve_choice(pack, state, seat, action.choice)
    if isinstance(action, Done):
        if seat in state.choice_open:
            events += resolve_choice(pack, state, seat, default_choice(options(pack, state, seat)))
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
