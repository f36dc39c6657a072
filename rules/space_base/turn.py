"""The turn: roll, allocation, the purchase and the end of turn (docs/rules/space-base.md §3,
§5). The off-turn rewards window the allocation opens is :mod:`rules.space_base.windows`."""

from __future__ import annotations

from collections.abc import Iterator

from rules.core.events import Event, public_event
from rules.core.text import Arg, Msg
from rules.space_base.abilities import (
    placement_card,
    spend_placement,
    use_actions,
)
from rules.space_base.actions import (
    PASS,
    ROLL,
    Action,
    Allocate,
    Buy,
    BuyColony,
    shared_buy,
    shared_colony,
)
from rules.space_base.board import (
    place_card,
    roll_dice_event,
    set_sector,
    slot_name,
    take_from_shipyard,
)
from rules.space_base.cards import Pack
from rules.space_base.choices import allocation_choices, allocations, default_allocation, tally_of
from rules.space_base.rewards import grant
from rules.space_base.state import SpaceBaseState
from rules.space_base.windows import gained, open_rewards

END_VP = 40


def is_over(state: SpaceBaseState) -> bool:
    """True once the game has ended (a YOU WIN! may end it in the middle of a step)."""
    return state.phase == "over"


def start_turn(state: SpaceBaseState, seat: int) -> None:
    """Make ``seat`` active, before its roll (docs/rules/space-base.md §3)."""
    state.active = seat
    state.turn_number += 1
    state.round_number += int(seat == state.first_seat)
    state.phase = "before_roll"
    state.dice = None
    state.allocations = {}
    state.bought = False
    for each in state.seats:
        each.fresh.clear()


def roll(state: SpaceBaseState) -> list[Event]:
    """Step 1: roll both dice."""
    state.phase = "allocate"
    return [roll_dice_event(state, state.active)]


def allocate_active(pack: Pack, state: SpaceBaseState, action: Allocate) -> list[Event]:
    """Step 2 for the active seat: blue rewards, then open the off-turn window."""
    seat = state.active
    state.allocations[seat] = action.choice
    tally = tally_of(pack, state, seat, action)
    grant(state.seats[seat], tally)
    state.last_gains = {seat: tally.summary()}
    state.phase = "rewards"
    return [gained(seat, action, tally), *open_rewards(pack, state)]


def skip_step(pack: Pack, state: SpaceBaseState) -> Action:
    """The active seat's next step by its defaults, when the table skips its stalled turn:
    ``roll``, the stated default allocation (:func:`rules.space_base.choices.default_allocation`),
    ``pass`` the purchase."""
    if state.phase == "before_roll":
        return ROLL
    if state.phase == "allocate":
        return default_allocation(allocations(pack, state, state.active))
    return PASS


def only_allocation(pack: Pack, state: SpaceBaseState) -> Allocate | None:
    """The active seat's allocation when it needs no question: one allocation worth asking
    (:func:`rules.space_base.choices.allocation_choices`) and no ability to use first."""
    choices = allocation_choices(pack, state, state.active)
    if len(choices) > 1 or use_actions(pack, state, state.active, "allocate"):
        return None
    return choices[0]


def buy(pack: Pack, state: SpaceBaseState, action: Buy) -> list[Event]:
    """Step 3: buy a shipyard card; credits drop to 0 whatever its cost
    (docs/rules/space-base.md §3 step 3)."""
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
    fields: dict[str, Arg] = {
        "seat": f"{{p{seat}}}",
        "card": card.name,
        "cost": card.cost,
        "sector": sector,
    }
    if deployed:
        text = Msg(
            "space_base.event.bought_deploying",
            "{seat} bought {card} for {cost} into sector {sector}, deploying {deployed}; "
            "credits drop to 0.",
            deployed=pack.card(deployed).name,
            **fields,
        )
    else:
        text = Msg(
            "space_base.event.bought",
            "{seat} bought {card} for {cost} into sector {sector}; credits drop to 0.",
            **fields,
        )
    events.append(public_event("CardBought", text))
    return events + refill


def buy_colony(pack: Pack, state: SpaceBaseState, action: BuyColony) -> list[Event]:
    """Step 3: buy a colony; it closes the sector's station rewards for good
    (docs/rules/space-base.md §3)."""
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
            Msg(
                "space_base.event.colony",
                "{seat} bought the sector {sector} colony for {cost} and scored {vp} VP.",
                seat=f"{{p{seat}}}",
                sector=colony.sector,
                cost=colony.cost,
                vp=colony.vp,
            ),
        )
    ]


def buy_actions(pack: Pack, state: SpaceBaseState) -> list[Buy | BuyColony]:
    """Every purchase the active seat can afford now (step 3)."""
    return list(_purchases(pack, state))


def _purchases(pack: Pack, state: SpaceBaseState) -> Iterator[Buy | BuyColony]:
    me = state.seats[state.active]
    credits = me.credits
    free = {n for n, sector in enumerate(me.sectors, start=1) if sector.colony is None}
    elsewhere = sorted(free) if placement_card(pack, state, state.active) else []
    for level, row in enumerate(state.shipyard.rows, start=1):
        for index, card_id in enumerate(row):
            if card_id is None or (card := pack.card(card_id)).cost > credits:
                continue
            slot = slot_name(level, index)
            if card.sector in free:
                yield shared_buy(slot)
            yield from (shared_buy(slot, n) for n in elsewhere if n >= 7 and n != card.sector)
    for colony_id in state.colonies:
        colony = pack.colony(colony_id)
        if colony.cost <= me.credits and colony.sector in free:
            yield shared_colony(colony.sector)


def end_turn(state: SpaceBaseState) -> list[Event]:
    """Step 4: credits up to income, the 40-VP check, then the next seat
    (docs/rules/space-base.md §3 step 4, §5)."""
    me = state.seats[state.active]
    events: list[Event] = []
    if me.credits < me.income:
        me.credits = me.income
        events.append(
            public_event(
                "CreditsReset",
                Msg(
                    "space_base.event.credits_reset",
                    "{seat}'s credits rise to their income, {income}.",
                    seat=f"{{p{state.active}}}",
                    income=me.income,
                ),
            )
        )
    if not state.end_triggered and any(s.vp >= END_VP for s in state.seats):
        state.end_triggered = True
        events.append(
            public_event(
                "EndTriggered",
                Msg(
                    "space_base.event.end_triggered",
                    "A player reached {vp} VP: this round is the last (a tie for first plays on).",
                    vp=END_VP,
                ),
            )
        )
    following = (state.active + 1) % state.num_players
    if following == state.first_seat and state.end_triggered and has_unique_leader(state):
        state.phase = "over"
        state.dice = None
        over = Msg("space_base.event.game_over", "The round is complete: the game is over.")
        events.append(public_event("GameEnded", over))
        return events
    start_turn(state, following)
    return events


def has_unique_leader(state: SpaceBaseState) -> bool:
    """True when exactly one seat has the most VP (docs/rules/space-base.md §5: a tie plays on)."""
    best = max(s.vp for s in state.seats)
    return sum(1 for s in state.seats if s.vp == best) == 1


def nothing_to_buy(pack: Pack, state: SpaceBaseState) -> bool:
    """True when the active seat can neither afford a purchase nor use an ability of step 3."""
    purchase = next(_purchases(pack, state), None)
    return purchase is None and not use_actions(pack, state, state.active, "buy")


def main_actions(pack: Pack, state: SpaceBaseState) -> list[Action]:
    """The active seat's actions in its own phases, preferences excluded."""
    if state.phase == "before_roll":
        return [ROLL, *use_actions(pack, state, state.active, "before_roll")]
    if state.phase == "allocate":
        return [
            *(action for action, _ in allocations(pack, state, state.active)),
            *use_actions(pack, state, state.active, "allocate"),
        ]
    return [PASS, *buy_actions(pack, state), *use_actions(pack, state, state.active, "buy")]
