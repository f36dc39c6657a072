"""Reading a seat's powers and counts, and the gains every action shares
(docs/rules/new-frontiers.md §3 "Tile effects", §8; the vocabulary is in ``PACK.md``).

A seat's powers are those of its settled worlds (home included) and its developments; explored
worlds have none until settled. Powers of the same action combine (they add up).
"""

from __future__ import annotations

from functools import lru_cache

from rules.new_frontiers.pack import Count, Pack, Power, World, load
from rules.new_frontiers.state import NewFrontiersState, Seat

#: Worlds round an empire mat at most, colonies, home and explored together (§3, "World limit").
WORLD_LIMIT = 9


def powers(
    pack: Pack, seat: Seat, action: str, effect: str, *, after: bool | None = None
) -> list[tuple[str, Power]]:
    """``seat``'s powers of ``action`` with ``effect`` (``after``: only those with or without
    the "after you …" condition; ``None``: both)."""
    tiles = (*seat.worlds, *seat.developments)
    found = _powers(pack.id, tiles, action, effect)
    return [(tile, power) for tile, power in found if after is None or power.after == after]


@lru_cache(maxsize=8192)
def _powers(
    pack_id: str, tiles: tuple[str, ...], action: str, effect: str
) -> tuple[tuple[str, Power], ...]:
    """The powers of ``tiles`` for ``action``/``effect`` (remembered: empires change rarely)."""
    pack = load(pack_id)
    return tuple(
        (tile, power)
        for tile in tiles
        for power in pack.by_id[tile].powers  # type: ignore[union-attr]
        if power.action == action and power.effect == effect
    )


def count(pack: Pack, seat: Seat, what: Count) -> int:
    """How many of ``seat``'s things ``what`` counts (divided by ``what.every``, rounded down)."""
    if what.what == "developments":
        found = sum(
            1
            for dev_id in seat.developments
            if what.dev_kind in (None, pack.development(dev_id).kind)
        )
    elif what.what == "stockpile":
        found = len(seat.stockpile)
    else:
        worlds = seat.goods if what.what == "goods" else seat.worlds
        found = sum(1 for world_id in worlds if matches(pack.world(world_id), what))
    return found // what.every


def matches(world: World, what: Count) -> bool:
    """True when ``world`` has every property ``what`` asks for."""
    return (
        what.colour in (None, world.colour)
        and what.kind in (None, world.kind)
        and (what.tag is None or what.tag in world.tags)
        and what.military in (None, world.military)
    )


def amount(pack: Pack, seat: Seat, power: Power) -> int:
    """``power.amount``, times its ``per`` count when it has one."""
    return power.amount * (count(pack, seat, power.per) if power.per else 1)


def total(pack: Pack, seat: Seat, action: str, effect: str, *, after: bool = False) -> int:
    """The summed amounts of ``seat``'s ``action``/``effect`` powers without a colour or tag
    condition."""
    return sum(
        amount(pack, seat, power)
        for _, power in powers(pack, seat, action, effect, after=after)
        if power.colour is None and power.tag is None
    )


def military(pack: Pack, seat: Seat, world: World) -> int:
    """``seat``'s military against ``world``: every Settle military power, those limited to a
    trait or colour only when ``world`` has it (§3 Settle; §8)."""
    return sum(
        amount(pack, seat, power)
        for _, power in powers(pack, seat, "settle", "military")
        if (power.tag is None or power.tag in world.tags) and power.colour in (None, world.colour)
    )


def settle_price(pack: Pack, seat: Seat, world: World) -> int:
    """Credits to settle non-military ``world``: its cost less the Settle discounts that apply
    (never below 0)."""
    discount = sum(
        amount(pack, seat, power)
        for _, power in powers(pack, seat, "settle", "discount")
        if (power.tag is None or power.tag in world.tags) and power.colour in (None, world.colour)
    )
    return max(0, world.cost - discount)


def world_count(seat: Seat) -> int:
    """Worlds round ``seat``'s mat: colonies, home and explored (the 9-world limit)."""
    return len(seat.worlds) + len(seat.explored)


def gain_colonists(state: NewFrontiersState, seat: int, wanted: int) -> int:
    """Move up to ``wanted`` colonists from the supply to ``seat``'s mat; return how many."""
    got = min(wanted, state.colonist_supply)
    state.colonist_supply -= got
    state.seats[seat].colonists += got
    return got


def gain_vp(state: NewFrontiersState, seat: int, vp: int) -> None:
    """Give ``seat`` ``vp`` in VP chips. Chips taken once the supply is empty come from the box
    (decided, as in Race for the Galaxy): the supply running out ends the game (§4), a gain is
    never lost."""
    state.vp_supply = max(0, state.vp_supply - vp)
    state.seats[seat].chips += vp


def put_good(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> bool:
    """Put a good of ``world_id``'s colour on it when it has none and the supply has one."""
    colour = pack.world(world_id).colour
    holder = state.seats[seat]
    if colour is None or world_id in holder.goods or state.goods_supply[colour] == 0:
        return False
    state.goods_supply[colour] -= 1
    holder.goods.append(world_id)
    return True


def take_good(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str:
    """Take the good off ``world_id`` back to the supply; return its colour."""
    colour = pack.world(world_id).colour
    assert colour is not None
    state.seats[seat].goods.remove(world_id)
    state.goods_supply[colour] += 1
    return colour


def action_order(state: NewFrontiersState) -> list[int]:
    """The seats in the order they perform the resolving action: the selector first, then the
    others down the priority track (§3)."""
    first = state.selector
    return ([first] if first is not None else []) + [s for s in state.priority if s != first]
