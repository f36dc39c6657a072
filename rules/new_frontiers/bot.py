"""The bot player's heuristic: a greedy choice for every decision (docs/design.md §2,
``bot_action``). It values VP, then engines (powers, "?" bonuses), then credits; it chooses the
empire side whose home world is worth more (:func:`home_value`). A tile it selects is performed
by every seat (docs/rules/new-frontiers.md §3), so it weighs what the tile gives the others too
(:func:`selection_value`): that weighing, with the stand-in pack's costs, sets how long a game
between bots lasts (``python -m bench.nf_length``)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from rules.new_frontiers.actions import (
    Action,
    Develop,
    Prefer,
    Return,
    Reveal,
    Select,
    Settle,
    Side,
    Take,
    Trade,
)
from rules.new_frontiers.pack import Pack, World
from rules.new_frontiers.powers import WORLD_LIMIT, powers, total, world_count
from rules.new_frontiers.settle import can_settle
from rules.new_frontiers.state import NewFrontiersState


def world_value(pack: Pack, state: NewFrontiersState, seat: int, world: World) -> float:
    """How much ``seat`` wants ``world``: VP, powers, goods, and whether it can settle it."""
    holder = state.seats[seat]
    value = world.vp + 0.8 * len(world.powers) + (2 if world.bonus else 0)
    value += 0.8 if world.kind != "gray" else 0
    value -= 0.25 * (world.cost if not world.military else world.defence)
    return value + (1.5 if can_settle(pack, holder, world) else 0)


def home_value(home: World) -> float:
    """How much a home world is worth from the start: VP, powers, a good (windfall) or goods
    to come (production); the recommended side wins a tie."""
    value = home.vp + 0.8 * len(home.powers) + (2 if home.bonus else 0)
    return value + {"windfall": 1.0, "production": 0.8, "gray": 0.0}[home.kind]


#: Every seat performs the tile its selector chooses (docs/rules/new-frontiers.md §3), so a tile
#: is worth less to its selector by this share of each opponent's own value of it: the more
#: opponents, the more a generous tile gives away. With two players the game is zero-sum (what
#: the only opponent gains, the selector loses), so the share is whole. Tuned with the stand-in
#: pack on the published length, 12–15 rounds (bench/nf_length.py).
GENEROSITY = 0.2
ZERO_SUM = 1.0
#: The tiles only their selector gains from.
SELFISH = frozenset({"envoys", "isolation", "goals"})


def selection_value(
    pack: Pack, state: NewFrontiersState, seat: int, tile: str, own: float
) -> float:
    """What selecting ``tile`` is worth to ``seat``, whose own :func:`tile_value` of it is
    ``own``: that value less :data:`GENEROSITY` (:data:`ZERO_SUM` with two players) times the
    value each opponent puts on performing it too."""
    if tile in SELFISH:
        return own
    share = ZERO_SUM if state.num_players == 2 else GENEROSITY
    others = (tile_value(pack, state, s, tile) for s in range(state.num_players) if s != seat)
    return own - share * sum(others)


def _select(
    pack: Pack, state: NewFrontiersState, seat: int, tiles: Sequence[Select], rng: random.Random
) -> Select:
    """The tile of highest :func:`selection_value` plus a random tie-break in [0, 1), the first
    such tile on a tie. Tile values are never negative, so a tile's own value plus its tie-break
    bounds its selection value: tiles whose bound falls below the best found are not weighed
    against the opponents (the same choice for less work)."""
    noise = [rng.random() for _ in tiles]
    own = [tile_value(pack, state, seat, a.tile) for a in tiles]
    best, best_value = 0, -math.inf
    for index in sorted(range(len(tiles)), key=lambda i: -(own[i] + noise[i])):
        if own[index] + noise[index] < best_value:
            break
        value = selection_value(pack, state, seat, tiles[index].tile, own[index]) + noise[index]
        if value > best_value or (value == best_value and index < best):
            best, best_value = index, value
    return tiles[best]


def tile_value(pack: Pack, state: NewFrontiersState, seat: int, tile: str) -> float:
    """How much ``seat`` wants to select ``tile`` now."""
    holder = state.seats[seat]
    if tile == "explore":
        return 3.0 if len(holder.explored) < 2 and world_count(holder) < WORLD_LIMIT else 0.3
    if tile == "develop":
        budget = holder.credits + 1 + total(pack, holder, "develop", "discount")
        best, index = -1, pack.development_index
        for dev_id, left in state.developments.items():
            cost = index[dev_id].cost
            if best < cost <= budget and left and dev_id not in holder.developments:
                best = cost
        return 1.0 + 0.6 * best
    if tile == "settle":
        ready = any(can_settle(pack, holder, pack.world(w), bonus=1) for w in holder.explored)
        return 3.0 if ready else 1.0 if holder.explored else 0.3
    if tile == "produce":
        empty = [
            w for w in holder.worlds if pack.world(w).kind == "production" and w not in holder.goods
        ]
        return 1.4 * len(empty) + 0.6 * state.produce_credits
    if tile == "trade":
        consumers = len(powers(pack, holder, "consume", "consume"))
        return 1.1 * len(holder.goods) + 0.8 * min(consumers, len(holder.goods))
    return {"envoys": 1.2, "isolation": 1.6 if holder.credits < 4 else 0.8, "goals": 1.6}[tile]


def choose(
    pack: Pack, state: NewFrontiersState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    """The bot's action among ``legal`` (never a standing choice or an optional reveal)."""
    decisions = [a for a in legal if not isinstance(a, Prefer) and not _reveals_mine(a)]
    if not decisions:  # an idle seat: only its standing choices and optional reveal
        return legal[0]
    first = decisions[0]
    if isinstance(first, Side):
        sides = [a for a in decisions if isinstance(a, Side)]
        return max(sides, key=lambda a: home_value(pack.empire_by_id[a.empire].home))
    if isinstance(first, Select):
        return _select(pack, state, seat, [a for a in decisions if isinstance(a, Select)], rng)
    if isinstance(first, Take | Return):
        picks = [a for a in decisions if isinstance(a, Take | Return)]
        sign = 1 if isinstance(first, Take) else -1
        return max(picks, key=lambda a: sign * world_value(pack, state, seat, pack.world(a.world)))
    if isinstance(first, Develop):
        return max(
            (a for a in decisions if isinstance(a, Develop)), key=lambda a: _dev_value(pack, a)
        )
    if isinstance(first, Settle):
        settles = [a for a in decisions if isinstance(a, Settle)]
        return max(settles, key=lambda a: _settle_value(pack, state, seat, a))
    if isinstance(first, Trade):
        return _trade(pack, state, seat, [a for a in decisions if isinstance(a, Trade)])
    return first


def _reveals_mine(action: Action) -> bool:
    return isinstance(action, Reveal) and action.whose == "mine"


def _dev_value(pack: Pack, action: Develop) -> float:
    if action.dev is None:
        return 0.5
    dev = pack.development(action.dev)
    return dev.vp + 1.2 * len(dev.powers) + (4 if dev.bonus else 0) + 0.1 * dev.cost


def _settle_value(pack: Pack, state: NewFrontiersState, seat: int, action: Settle) -> float:
    if action.world is None:
        return 1.0
    return 2 + world_value(pack, state, seat, pack.world(action.world))


def _trade(pack: Pack, state: NewFrontiersState, seat: int, trades: Sequence[Trade]) -> Action:
    """Trade the best good when the consume powers cannot take them all or credits are low."""
    holder = state.seats[seat]
    consumers = sum(p.goods for _, p in powers(pack, holder, "consume", "consume"))
    if len(holder.goods) > consumers or holder.credits < 3:
        return trades[-1]
    return trades[0]
