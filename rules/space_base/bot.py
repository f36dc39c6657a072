"""The bot player's greedy heuristic for Space Base.

Order of preference: YOU WIN!; Set Dice to the best pair; for sum/split the larger gain; buy
the affordable card or colony worth most (blue and red gains weighted by how often they pay);
use any other charged ability at once; otherwise roll, pass or close the window. A random legal
action is the fallback (e.g. the Light-Speed keep, beyond the cheapest sensible pick).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from rules.space_base.actions import (
    Action,
    Allocate,
    Buy,
    BuyColony,
    Done,
    Keep,
    Pass,
    Roll,
    UseAbility,
)
from rules.space_base.board import shipyard_card
from rules.space_base.cards import Box, Pack, load
from rules.space_base.choices import tally_of
from rules.space_base.rewards import Tally
from rules.space_base.state import SpaceBaseState

ABILITY_WORTH = 3


def choose(
    pack: Pack, state: SpaceBaseState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    """A legal action for ``seat`` by the greedy heuristic (``legal`` must be non-empty)."""
    purchases: list[Buy | BuyColony] = []
    uses: list[UseAbility] = []
    allocations: list[Allocate] = []
    keeps: list[Keep] = []
    plain: dict[type, Action] = {}
    for action in legal:  # one pass, the most frequent kinds first
        if isinstance(action, Buy | BuyColony):
            purchases.append(action)
        elif isinstance(action, Allocate):
            allocations.append(action)
        elif isinstance(action, UseAbility):
            uses.append(action)
        elif isinstance(action, Keep):
            keeps.append(action)
        else:
            plain.setdefault(type(action), action)
    if wins := [a for a in uses if pack.card(a.card).green is None and _is_win(pack, a)]:
        return wins[0]
    if allocations:
        return max(allocations, key=lambda a: _value(tally_of(pack, state, seat, a)))
    if keeps:
        hand = state.seats[seat].hand
        return max(keeps, key=lambda k: sum(pack.card(hand[p - 1]).cost for p in k.positions))
    if purchases:
        worth, best = max(((_purchase_worth(pack, state, a), a) for a in purchases), key=_first)
        if worth > 0:
            return best
    if uses:
        return uses[0]
    for kind in (Roll, Pass, Done):
        if kind in plain:
            return plain[kind]
    return rng.choice(list(legal))


def _first(pair: tuple[float, Action]) -> float:
    return pair[0]


def _is_win(pack: Pack, action: UseAbility) -> bool:
    card = pack.card(action.card)
    return any(
        box.ability is not None and box.ability.kind == "you_win" for box in (card.blue, card.red)
    )


def _value(tally: Tally) -> float:
    return tally.credits + 2.5 * tally.income + 3 * tally.vp + sum(tally.cubes.values())


def _box_worth(box: Box) -> float:
    gains = sum(
        getattr(e, "credits", 0) + 2.5 * getattr(e, "income", 0) + 3 * getattr(e, "vp", 0)
        for e in box.rewards
    )
    return gains + (ABILITY_WORTH if box.charge or box.ability else 0) + len(box.rewards) - 1


@cache
def _card_worth(pack_id: str, card_id: str, num_players: int) -> float:
    card = load(pack_id).card(card_id)
    return _box_worth(card.blue) + 0.5 * (num_players - 1) * _box_worth(card.red) + card.cost / 4


@cache
def _station_worth(pack_id: str, card_id: str) -> float:
    return _box_worth(load(pack_id).card(card_id).blue)


def _purchase_worth(pack: Pack, state: SpaceBaseState, action: Buy | BuyColony) -> float:
    me = state.seats[state.active]
    if isinstance(action, BuyColony):
        colony = next(
            pack.colony(c) for c in state.colonies if pack.colony(c).sector == action.sector
        )
        return 3.0 * colony.vp * (2 if me.vp >= 25 else 1)
    card_id = shipyard_card(state, action.slot)
    assert card_id is not None
    card = pack.card(card_id)
    station = me.sectors[(action.sector or card.sector) - 1].station
    replaced = _station_worth(pack.id, station) if station else 0.0
    return _card_worth(pack.id, card_id, state.num_players) - replaced / 2
