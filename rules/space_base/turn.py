"""The turn: roll, allocation, the off-turn window, the purchase and the end of turn (facts §3, §5).

Off-turn window (the heart of play-by-post Space Base). After the active seat allocates and gains
its blue rewards, every other seat is visited in turn order:

1. its charged red/green abilities whose standing preference is ``always`` are used at once (first
   legal target);
2. if sum and split would give it the same thing, that is applied with no question; otherwise its
   standing allocation preference (``larger-credits`` / ``larger-vp``) answers; with ``ask`` (the
   default) its choice stays open. Once the choice is made, step 1 runs again: 2X only has a
   target after the choice, and the roll may have charged an ability;
3. it joins ``pending`` when its choice is open or it holds a charged red/green ability whose
   preference is ``ask`` (the default).

Pending seats answer in any order and at the same time: ``sum``/``split`` (and ``use`` before it),
then, if an ability is still on offer, ``use`` or ``done``. :func:`default_for` is the stated
default the table applies at the window's deadline: the larger gain (more VP, then income, then
credits, then charges; split on a tie), or ``done``. ``prefer …`` answers the open question too.
When no seat is pending the active seat's turn goes on with step 3.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.core.events import Event, public_event
from rules.space_base.abilities import (
    placement_card,
    spend_placement,
    use_ability,
    use_actions,
)
from rules.space_base.actions import Action, Allocate, Buy, BuyColony, Done, Pass, Roll
from rules.space_base.board import (
    place_card,
    roll_dice_event,
    set_sector,
    slot_name,
    take_from_shipyard,
)
from rules.space_base.cards import Pack
from rules.space_base.rewards import Tally, gain_key, grant, roll_tally
from rules.space_base.state import Allocation, SpaceBaseState

END_VP = 40


def is_over(state: SpaceBaseState) -> bool:
    """True once the game has ended (a YOU WIN! may end it in the middle of a step)."""
    return state.phase == "over"


def start_turn(state: SpaceBaseState, seat: int) -> None:
    """Make ``seat`` active, before its roll (facts §3)."""
    state.active = seat
    state.turn_number += 1
    state.round_number += int(seat == state.first_seat)
    state.phase = "before_roll"
    state.dice = None
    state.allocations = {}
    state.bought = False


def roll(state: SpaceBaseState) -> list[Event]:
    """Step 1: roll both dice."""
    state.phase = "allocate"
    return [roll_dice_event(state, state.active)]


def allocate_active(pack: Pack, state: SpaceBaseState, choice: Allocation) -> list[Event]:
    """Step 2 for the active seat: blue rewards, then open the off-turn window."""
    assert state.dice is not None
    seat = state.active
    state.allocations[seat] = choice
    tally = roll_tally(pack, state.seats[seat], state.dice, choice, "blue", state.num_players)
    grant(state.seats[seat], tally)
    state.last_gains = {seat: tally.summary()}
    events = [_gained(seat, choice, tally)]
    state.phase = "rewards"
    state.pending, state.choice_open = [], []
    for offset in range(1, state.num_players):
        events.extend(_enter_window(pack, state, (seat + offset) % state.num_players))
        if is_over(state):
            break
    return events


def _gained(seat: int, choice: Allocation, tally: Tally) -> Event:
    return public_event(
        "RewardsGained", f"{{p{seat}}} used the {choice}: {tally.summary() or 'nothing'}."
    )


def options(pack: Pack, state: SpaceBaseState, seat: int) -> dict[Allocation, Tally]:
    """What sum and split would give ``seat`` on the current roll (blue boxes for the active
    seat, red boxes for an idle one)."""
    assert state.dice is not None
    me = state.seats[seat]
    colour = "blue" if seat == state.active else "red"
    return {
        choice: roll_tally(pack, me, state.dice, choice, colour, state.num_players)
        for choice in ("sum", "split")
    }


def default_choice(found: dict[Allocation, Tally]) -> Allocation:
    """The stated default: the larger gain (VP, income, credits, charges); split on a tie."""
    return "sum" if gain_key(found["sum"]) > gain_key(found["split"]) else "split"


def _preferred(
    state: SpaceBaseState, seat: int, found: dict[Allocation, Tally]
) -> Allocation | None:
    if found["sum"] == found["split"]:
        return default_choice(found)
    pref = state.seats[seat].prefs.allocation
    if pref == "ask":
        return None

    def key(t: Tally) -> tuple[int, int]:
        return (t.credits, t.vp) if pref == "larger-credits" else (t.vp, t.credits)

    if key(found["sum"]) == key(found["split"]):
        return default_choice(found)
    return "sum" if key(found["sum"]) > key(found["split"]) else "split"


def _enter_window(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    events = auto_uses(pack, state, seat)
    if is_over(state):
        return events
    state.choice_open.append(seat)
    events += _answer_unasked(pack, state, seat)
    if not is_over(state) and (seat in state.choice_open or has_askable(pack, state, seat)):
        state.pending.append(seat)
    return events


def _answer_unasked(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Close ``seat``'s open choice when it needs no question or a standing preference answers
    it, then use the ``always`` abilities the choice made usable (window steps 2 and 1)."""
    chosen = _preferred(state, seat, options(pack, state, seat))
    if chosen is None:
        return []
    return resolve_choice(pack, state, seat, chosen) + auto_uses(pack, state, seat)


def auto_uses(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Use every charged red/green ability of ``seat`` whose preference is ``always``."""
    events: list[Event] = []
    prefs = state.seats[seat].prefs.auto_use
    while not is_over(state):
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
    if seat in state.choice_open:
        state.choice_open.remove(seat)
    return [] if tally.is_empty() else [_gained(seat, choice, tally)]


def answer_window(pack: Pack, state: SpaceBaseState, seat: int, action: Action) -> list[Event]:
    """Apply a pending seat's answer (choice, ability use or ``done``), then refresh ``pending``."""
    events: list[Event] = []
    if isinstance(action, Allocate):
        events += resolve_choice(pack, state, seat, action.choice)
    elif isinstance(action, Done):
        state.pending.remove(seat)
        return events
    return events + refresh_pending(pack, state, seat)


def refresh_pending(pack: Pack, state: SpaceBaseState, seat: int) -> list[Event]:
    """Re-evaluate ``seat`` after it acted or changed a preference in the window."""
    events = auto_uses(pack, state, seat)
    if is_over(state) or seat not in state.pending:
        return events
    if seat in state.choice_open:
        events += _answer_unasked(pack, state, seat)
    if seat not in state.choice_open and not has_askable(pack, state, seat):
        state.pending.remove(seat)
    return events


def default_for(pack: Pack, state: SpaceBaseState, seat: int) -> Action:
    """The stated default of a pending seat: its larger-gain choice, or ``done``."""
    if seat in state.choice_open:
        return Allocate(choice=default_choice(options(pack, state, seat)))
    return Done()


def skip_step(pack: Pack, state: SpaceBaseState) -> Action:
    """The active seat's next step by its defaults, when the table skips its stalled turn:
    ``roll``, the stated default allocation (:func:`default_choice`), ``pass`` the purchase."""
    if state.phase == "before_roll":
        return Roll()
    if state.phase == "allocate":
        return Allocate(choice=default_choice(options(pack, state, state.active)))
    return Pass()


def buy(pack: Pack, state: SpaceBaseState, action: Buy) -> list[Event]:
    """Step 3: buy a shipyard card; credits drop to 0 whatever its cost (facts §3 step 3)."""
    seat = state.active
    events: list[Event] = []
    if action.sector is not None:
        via = placement_card(pack, state, seat)
        assert via is not None
        events.append(spend_placement(pack, state, seat, via))
    card_id, refill = take_from_shipyard(pack, state, action.slot)
    card = pack.card(card_id)
    sector = action.sector or card.sector
    me = state.seats[seat]
    me.credits = 0
    deployed = place_card(me, card_id, sector)
    note = f", deploying {pack.card(deployed).name}" if deployed else ""
    events.append(
        public_event(
            "CardBought",
            f"{{p{seat}}} bought {card.name} for {card.cost} "
            f"into sector {sector}{note}; credits drop to 0.",
        )
    )
    return events + refill


def buy_colony(pack: Pack, state: SpaceBaseState, action: BuyColony) -> list[Event]:
    """Step 3: buy a colony; it closes the sector's station rewards for good (facts §3)."""
    seat = state.active
    colony = next(pack.colony(c) for c in state.colonies if pack.colony(c).sector == action.sector)
    state.colonies.remove(colony.id)
    me = state.seats[seat]
    me.credits = 0
    me.vp += colony.vp
    sector = me.sectors[colony.sector - 1]
    stack = sector.deployed if sector.station is None else (*sector.deployed, sector.station)
    set_sector(me, colony.sector, station=None, deployed=stack, colony=colony.id)
    return [
        public_event(
            "ColonyBought",
            f"{{p{seat}}} bought the sector {colony.sector} colony "
            f"for {colony.cost} and scored {colony.vp} VP.",
        )
    ]


def buy_actions(pack: Pack, state: SpaceBaseState) -> list[Buy | BuyColony]:
    """Every purchase the active seat can afford now (step 3)."""
    return list(_purchases(pack, state))


def _purchases(pack: Pack, state: SpaceBaseState) -> Iterator[Buy | BuyColony]:
    me = state.seats[state.active]
    free = {n for n, sector in enumerate(me.sectors, start=1) if sector.colony is None}
    elsewhere = sorted(free) if placement_card(pack, state, state.active) else []
    for level, row in enumerate(state.shipyard.rows, start=1):
        for index, card_id in enumerate(row):
            card = pack.card(card_id) if card_id is not None else None
            if card is None or card.cost > me.credits:
                continue
            slot = slot_name(level, index)
            if card.sector in free:
                yield Buy(slot=slot)
            yield from (Buy(slot=slot, sector=n) for n in elsewhere if n >= 7 and n != card.sector)
    for colony_id in state.colonies:
        colony = pack.colony(colony_id)
        if colony.cost <= me.credits and colony.sector in free:
            yield BuyColony(sector=colony.sector)


def end_turn(state: SpaceBaseState) -> list[Event]:
    """Step 4: credits up to income, the 40-VP check, then the next seat (facts §3 step 4, §5)."""
    me = state.seats[state.active]
    events: list[Event] = []
    if me.credits < me.income:
        me.credits = me.income
        events.append(
            public_event(
                "CreditsReset", f"{{p{state.active}}}'s credits rise to their income, {me.income}."
            )
        )
    if not state.end_triggered and any(s.vp >= END_VP for s in state.seats):
        state.end_triggered = True
        events.append(
            public_event(
                "EndTriggered",
                f"A player reached {END_VP} VP: this round is the last (a tie for first plays on).",
            )
        )
    following = (state.active + 1) % state.num_players
    if following == state.first_seat and state.end_triggered and has_unique_leader(state):
        state.phase = "over"
        state.dice = None
        events.append(public_event("GameEnded", "The round is complete: the game is over."))
        return events
    start_turn(state, following)
    return events


def has_unique_leader(state: SpaceBaseState) -> bool:
    """True when exactly one seat has the most VP (facts §5: a tie plays on)."""
    best = max(s.vp for s in state.seats)
    return sum(1 for s in state.seats if s.vp == best) == 1


def only_roll(pack: Pack, state: SpaceBaseState) -> bool:
    """True when nothing could come before the active seat's roll (it is made for the seat)."""
    return not use_actions(pack, state, state.active, "before_roll")


def nothing_to_buy(pack: Pack, state: SpaceBaseState) -> bool:
    """True when the active seat can neither afford a purchase nor use an ability of step 3."""
    purchase = next(_purchases(pack, state), None)
    return purchase is None and not use_actions(pack, state, state.active, "buy")


def main_actions(pack: Pack, state: SpaceBaseState) -> list[Action]:
    """The active seat's actions in its own phases, preferences excluded."""
    if state.phase == "before_roll":
        return [Roll(), *use_actions(pack, state, state.active, "before_roll")]
    if state.phase == "allocate":
        return [
            Allocate(choice="sum"),
            Allocate(choice="split"),
            *use_actions(pack, state, state.active, "allocate"),
        ]
    return [Pass(), *buy_actions(pack, state), *use_actions(pack, state, state.active, "buy")]
