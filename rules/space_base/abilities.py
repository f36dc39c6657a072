"""Charged abilities: when each may be used, its legal targets, and its effect
(docs/rules/space-base.md §4, §6).

Which ability a card offers depends on where it sits: a station card's blue ability works on its
owner's turn, a deployed card's red ability on others' turns (in the off-turn window), and a green
ability in both. Using one spends the card's cubes (1, or every present slot when linked).

Windows (``Context``):
    ``before_roll``: active seat, before rolling (Set Dice and the any-time abilities).
    ``allocate``: active seat, after the roll, before allocating (Reroll, Dice Arrow, any-time).
    ``buy``: active seat, after its rewards (2X, Dice Arrow, any-time).
    ``window``: an idle seat in the off-turn window (Dice Arrow, 2X, any-time).
Any-time abilities: Claim a Card, Buy a Card, Swap Sectors, Place a Charge Anywhere, All Players
Lose VP, Exchange this Card, YOU WIN!. Place a Card in 7–12 is used through ``buy <slot> to <n>``.

2X and Dice Arrow gain a sector's reward again, so on a charge box they place a cube
(:mod:`rules.space_base.rewards`). Decision: such a cube fills its slot at once but is spent only
from the next turn (``SeatState.fresh``), so no ability pays for itself, directly or through
another card, for ever; the rulebook's cards are recharged by the dice ("可以先使用行动，然后在
分配阶段用骰子为此卡牌充能", docs/rules/space-base.md §4).
"""

from __future__ import annotations

from typing import Literal

from rules.core.events import Event, public_event
from rules.core.text import Arg, Msg
from rules.space_base.actions import UseAbility
from rules.space_base.board import (
    board_cards,
    is_colonised,
    locate,
    open_slots,
    place_card,
    roll_dice_event,
    set_sector,
    take_from_shipyard,
)
from rules.space_base.cards import Ability, Pack
from rules.space_base.rewards import Walk, activation, grant, sectors_for
from rules.space_base.state import SpaceBaseState
from rules.space_base.words import ability as ability_name
from rules.space_base.words import or_nothing

Context = Literal["before_roll", "allocate", "buy", "window"]
ANY_TIME = {
    "claim_card",
    "buy_card",
    "swap_sectors",
    "charge_anywhere",
    "all_lose_vp",
    "exchange",
    "you_win",
}
ONLY_IN = {
    "set_dice": {"before_roll"},
    "reroll": {"allocate"},
    "dice_arrow": {"allocate", "buy", "window"},
    "double": {"buy", "window"},
    "place_7_12": set(),
}


def ability_of(pack: Pack, state: SpaceBaseState, seat: int, card_id: str) -> Ability | None:
    """The ability ``card_id`` offers ``seat`` now: its position's colour, else its green box."""
    where = locate(state.seats[seat], card_id)
    if where is None:
        return None
    card = pack.card(card_id)
    is_active = seat == state.active
    if where[1] == "station" and is_active and card.blue.ability is not None:
        return card.blue.ability
    if where[1] == "deployed" and not is_active and card.red.ability is not None:
        return card.red.ability
    return card.green


def is_charged(pack: Pack, state: SpaceBaseState, seat: int, card_id: str) -> bool:
    """True when ``card_id`` holds enough cubes for one use (docs/rules/space-base.md §4), not
    counting the cubes 2X or a Dice Arrow placed this turn (:func:`_gain_sector`)."""
    me = state.seats[seat]
    held = me.charges.get(card_id, 0) - me.fresh.get(card_id, 0)
    return held >= max(1, pack.card(card_id).use_cost(state.num_players))


def charged_abilities(
    pack: Pack, state: SpaceBaseState, seat: int, context: Context
) -> list[tuple[str, Ability]]:
    """``(card id, ability)`` for every charged ability ``seat`` may use in ``context``."""
    found = []
    for card_id in state.seats[seat].charges:
        if not is_charged(pack, state, seat, card_id):  # the cheaper test first
            continue
        ability = ability_of(pack, state, seat, card_id)
        if ability is None:
            continue
        if ability.kind in ANY_TIME or context in ONLY_IN[ability.kind]:
            found.append((card_id, ability))
    return found


def use_actions(pack: Pack, state: SpaceBaseState, seat: int, context: Context) -> list[UseAbility]:
    """Every legal ``use`` action of ``seat`` in ``context``, targets enumerated."""
    actions: list[UseAbility] = []
    for card_id, ability in charged_abilities(pack, state, seat, context):
        actions.extend(_targets(pack, state, seat, card_id, ability))
    return actions


def _targets(
    pack: Pack, state: SpaceBaseState, seat: int, card_id: str, ability: Ability
) -> list[UseAbility]:
    me = state.seats[seat]
    kind = ability.kind
    if kind == "set_dice":
        return [UseAbility(card=card_id, dice=(a, b)) for a in range(1, 7) for b in range(a, 7)]
    if kind == "dice_arrow" and state.dice is not None:
        total = sum(state.dice)
        near = sorted({total - ability.steps, total + ability.steps} & set(range(1, 13)))
        return [UseAbility(card=card_id, sector=s) for s in near]
    if kind == "double" and seat in state.allocations and state.dice is not None:
        done = sorted(set(sectors_for(state.dice, state.allocations[seat])))
        return [UseAbility(card=card_id, sector=s) for s in done]
    if kind in ("claim_card", "buy_card"):
        return [
            UseAbility(card=card_id, slot=slot)
            for slot, other in open_slots(state)
            if _can_take(pack, state, seat, other, ability)
        ]
    if kind == "charge_anywhere":
        return [
            UseAbility(card=card_id, target=other)
            for other in board_cards(me)
            if other != card_id
            and me.charges.get(other, 0) < pack.card(other).capacity(state.num_players)
        ]
    if kind == "exchange":
        return [
            UseAbility(card=card_id, target=other) for other in _same_sector(state, seat, card_id)
        ]
    if kind == "swap_sectors" and not any(is_colonised(me, s) for s in ability.sectors):
        return [UseAbility(card=card_id)]
    if kind in ("reroll", "all_lose_vp", "you_win"):
        return [UseAbility(card=card_id)]
    return []


def _can_take(pack: Pack, state: SpaceBaseState, seat: int, card_id: str, ability: Ability) -> bool:
    card = pack.card(card_id)
    me = state.seats[seat]
    if is_colonised(me, card.sector):
        return False
    if ability.kind == "claim_card":
        return card.level <= ability.level
    return card.cost <= me.credits


def _same_sector(state: SpaceBaseState, seat: int, card_id: str) -> list[str]:
    me = state.seats[seat]
    where = locate(me, card_id)
    assert where is not None
    sector = me.sectors[where[0] - 1]
    if where[1] == "station":
        return list(sector.deployed)
    return [sector.station] if sector.station is not None else []


def use_ability(pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility) -> list[Event]:
    """Spend the cubes of ``action.card`` and apply its ability (mutates ``state``).

    Returns:
        The events, beginning with the use itself.
    """
    card = pack.card(action.card)
    ability = ability_of(pack, state, seat, action.card)
    assert ability is not None
    _spend(pack, state, seat, action.card)
    events = [public_event("AbilityUsed", used(seat, ability.kind, card.name))]
    events.extend(_EFFECTS[ability.kind](pack, state, seat, action, ability))
    return events


def _gain_sector(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    assert action.sector is not None
    colour = "blue" if seat == state.active else "red"
    me = state.seats[seat]
    tally = activation(pack, me, action.sector, colour, Walk(players=state.num_players))
    grant(me, tally)
    for card_id, cubes in tally.cubes.items():
        me.fresh[card_id] = me.fresh.get(card_id, 0) + cubes
    return [
        public_event(
            "RewardGained",
            Msg(
                "space_base.event.sector_gained",
                "{seat} gained sector {sector}: {gains}.",
                seat=f"{{p{seat}}}",
                sector=action.sector,
                gains=or_nothing(tally.summary()),
            ),
        )
    ]


def _take_card(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    assert action.slot is not None
    card_id, events = take_from_shipyard(pack, state, action.slot)
    card = pack.card(card_id)
    me = state.seats[seat]
    if ability.kind == "buy_card":
        me.credits -= card.cost
    place_card(me, card_id, card.sector)
    fields: dict[str, Arg] = {"seat": f"{{p{seat}}}", "card": card.name, "sector": card.sector}
    if ability.kind == "claim_card":
        text = Msg(
            "space_base.event.claimed", "{seat} claimed {card} into sector {sector}.", **fields
        )
    else:
        text = Msg(
            "space_base.event.bought_ability",
            "{seat} bought {card} into sector {sector}.",
            **fields,
        )
    return [public_event("CardTaken", text), *events]


def _swap(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    a, b = ability.sectors
    me = state.seats[seat]
    sectors = list(me.sectors)
    sectors[a - 1], sectors[b - 1] = sectors[b - 1], sectors[a - 1]
    me.sectors = tuple(sectors)
    text = Msg(
        "space_base.event.swapped",
        "{seat} swapped sectors {a} and {b}.",
        seat=f"{{p{seat}}}",
        a=a,
        b=b,
    )
    return [public_event("SectorsSwapped", text)]


def _reroll(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    return [roll_dice_event(state, seat, "rerolled")]


def _charge(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    assert action.target is not None
    me = state.seats[seat]
    me.charges[action.target] = me.charges.get(action.target, 0) + 1
    name = pack.card(action.target).name
    text = Msg(
        "space_base.event.charge_placed",
        "{seat} placed a charge on {card}.",
        seat=f"{{p{seat}}}",
        card=name,
    )
    return [public_event("ChargePlaced", text)]


def _lose_vp(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    for other in state.seats:
        other.vp = max(0, other.vp - ability.amount)
    text = Msg(
        "space_base.event.vp_lost",
        "Every player lost {amount} VP (never below 0).",
        amount=ability.amount,
    )
    return [public_event("VpLost", text)]


def _set_dice(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    assert action.dice is not None
    state.dice = action.dice
    state.phase = "allocate"
    a, b = action.dice
    text = Msg(
        "space_base.event.dice_set",
        "{seat} set the dice to {a} and {b}.",
        seat=f"{{p{seat}}}",
        a=a,
        b=b,
    )
    return [public_event("DiceSet", text)]


def _exchange(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    assert action.target is not None
    me = state.seats[seat]
    where = locate(me, action.card)
    assert where is not None
    sector = me.sectors[where[0] - 1]
    station, deployed = (
        (action.card, action.target) if where[1] == "station" else (action.target, action.card)
    )
    stack = tuple(station if card == deployed else card for card in sector.deployed)
    set_sector(me, where[0], station=deployed, deployed=stack)
    text = Msg(
        "space_base.event.exchanged",
        "{seat} exchanged two cards in sector {sector}.",
        seat=f"{{p{seat}}}",
        sector=where[0],
    )
    return [public_event("CardsExchanged", text)]


def _win(
    pack: Pack, state: SpaceBaseState, seat: int, action: UseAbility, ability: Ability
) -> list[Event]:
    state.instant_winner = seat
    state.phase = "over"
    if state.window is not None:
        for pending in list(state.window.pending):
            state.window.withdraw(pending)
    state.choice_open = []
    text = Msg(
        "space_base.event.won", "{seat} used YOU WIN! and wins the game.", seat=f"{{p{seat}}}"
    )
    return [public_event("GameWon", text)]


_EFFECTS = {
    "dice_arrow": _gain_sector,
    "double": _gain_sector,
    "claim_card": _take_card,
    "buy_card": _take_card,
    "swap_sectors": _swap,
    "reroll": _reroll,
    "charge_anywhere": _charge,
    "all_lose_vp": _lose_vp,
    "set_dice": _set_dice,
    "exchange": _exchange,
    "you_win": _win,
}


def placement_card(pack: Pack, state: SpaceBaseState, seat: int) -> str | None:
    """A charged Place a Card in 7–12 card of ``seat`` usable now, or ``None``
    (docs/rules/space-base.md §6)."""
    for card_id in state.seats[seat].charges:
        ability = ability_of(pack, state, seat, card_id)
        if (
            ability is not None
            and ability.kind == "place_7_12"
            and is_charged(pack, state, seat, card_id)
        ):
            return card_id
    return None


def spend_placement(pack: Pack, state: SpaceBaseState, seat: int, card_id: str) -> Event:
    """Spend the cubes of the Place a Card in 7–12 card ``card_id``."""
    _spend(pack, state, seat, card_id)
    return public_event("AbilityUsed", used(seat, "place_7_12", pack.card(card_id).name))


def used(seat: int, kind: str, card: str) -> Msg:
    """``{p0} used Set Dice (Frigate Merak).``"""
    return Msg(
        "space_base.event.ability_used",
        "{seat} used {ability} ({card}).",
        seat=f"{{p{seat}}}",
        ability=ability_name(kind),
        card=card,
    )


def _spend(pack: Pack, state: SpaceBaseState, seat: int, card_id: str) -> None:
    me = state.seats[seat]
    me.charges[card_id] -= max(1, pack.card(card_id).use_cost(state.num_players))
    if not me.charges[card_id]:
        del me.charges[card_id]
