"""Sum or split, and the "1/2" arrows: every allocation of a roll, and which are worth asking.

An allocation is ``sum`` or ``split`` with one pick (1st or 2nd card) per "1/2" reward arrow it
reaches (docs/rules/space-base.md §3 step 2, §6). A seat is asked only about the allocations
worth asking: of two that give the same, one is kept (the stated default's order: split before
sum, the 1st before the 2nd), and one that gives at most as much of everything as another, and
less of something, is dropped (it is *dominated*). A seat with a 2X on its console compares each
allocation with the best sector 2X could then double added (2X doubles an activated sector).

What a roll gives a console is remembered (:func:`allocations`): the window asks it of every
seat after every answer, the prompt and the bot ask again, and a console changes only when its
seat gains or buys (sectors are frozen values, replaced whole; charges are part of the key).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product

from rules.space_base.actions import Allocate, shared_allocate
from rules.space_base.cards import Pack, load
from rules.space_base.rewards import Tally, Walk, activation, gain_key, roll_tally, sectors_for
from rules.space_base.state import SectorState, SpaceBaseState

Found = list[tuple[Allocate, Tally]]
MEMO_SIZE = 256
"""Consoles and rolls remembered by :func:`allocations` (cleared whole when full)."""


@dataclass
class _Known:
    """What a roll gives one console: its allocations and, once asked, those worth asking.

    ``sectors`` keeps the console's sectors alive, so that its id in the memo's key stays
    theirs."""

    sectors: tuple[SectorState, ...]
    found: Found
    choices: list[Allocate] | None = None


_memo: dict[tuple[object, ...], _Known] = {}


def tally_of(pack: Pack, state: SpaceBaseState, seat: int, action: Allocate) -> Tally:
    """What ``action`` gives ``seat`` on the current roll (blue boxes for the active seat, red
    boxes for an idle one). Shared with :func:`allocations`: never mutate it."""
    found = allocations(pack, state, seat)
    for known, tally in found:  # listed actions are the shared values: identity first
        if known is action:
            return tally
    for known, tally in found:
        if known == action:
            return tally
    return _roll(pack, state, seat, action)


def _roll(pack: Pack, state: SpaceBaseState, seat: int, action: Allocate) -> Tally:
    assert state.dice is not None
    colour = "blue" if seat == state.active else "red"
    me = state.seats[seat]
    return roll_tally(pack, me, state.dice, action.choice, colour, state.num_players, action.picks)


def allocations(pack: Pack, state: SpaceBaseState, seat: int) -> Found:
    """Every allocation of the current roll for ``seat`` with what it gives: ``sum`` then
    ``split``, each with every pick of the "1/2" arrows it reaches.

    Remembered by console (its sectors' identities, which the memo keeps alive, and its
    charges) and roll; the tallies are shared: never mutate them.
    """
    return _known(pack, state, seat).found


def _known(pack: Pack, state: SpaceBaseState, seat: int) -> _Known:
    me = state.seats[seat]
    key = (
        pack.id,
        state.dice,
        seat == state.active,
        state.num_players,
        id(me.sectors),
        tuple(me.charges.items()),
    )
    if (known := _memo.get(key)) is not None:
        return known
    found: Found = []
    for choice in ("sum", "split"):
        base = _roll(pack, state, seat, shared_allocate(choice))
        for picks in product((1, 2), repeat=base.arrows):
            action = shared_allocate(choice, picks)
            found.append((action, _roll(pack, state, seat, action) if picks else base))
    if len(_memo) >= MEMO_SIZE:
        _memo.clear()
    _memo[key] = known = _Known(me.sectors, found)
    return known


def _rank(action: Allocate) -> tuple[bool, int]:
    """The default's order among equal gains: split first, then the 1st cards."""
    return action.choice == "split", -sum(action.picks)


def default_allocation(found: Found) -> Allocate:
    """The stated default: the larger gain (VP, income, credits, charges); split, then the 1st
    card, on a tie."""
    return max(found, key=lambda pair: (gain_key(pair[1]), _rank(pair[0])))[0]


@cache
def _doubles(pack_id: str) -> frozenset[str]:
    """The ids of the cards of pack ``pack_id`` with a 2X box."""
    found = set()
    for card in load(pack_id).shipyard:
        abilities = (card.blue.ability, card.red.ability, card.green)
        if any(ability is not None and ability.kind == "double" for ability in abilities):
            found.add(card.id)
    return frozenset(found)


_double_memo: dict[tuple[str, int], tuple[tuple[SectorState, ...], bool]] = {}


def _holds_double(pack: Pack, state: SpaceBaseState, seat: int) -> bool:
    """True when a card on ``seat``'s console has 2X (its target depends on the choice).

    Remembered by console (its sectors' identity, kept alive with the answer, as
    :func:`allocations` does): asked at every roll, it changes only when the seat buys."""
    sectors = state.seats[seat].sectors
    key = (pack.id, id(sectors))
    if (known := _double_memo.get(key)) is not None and known[0] is sectors:
        return known[1]
    doubles = _doubles(pack.id)
    found = bool(doubles) and any(
        sector.station in doubles or not doubles.isdisjoint(sector.deployed) for sector in sectors
    )
    if len(_double_memo) >= MEMO_SIZE:
        _double_memo.clear()
    _double_memo[key] = (sectors, found)
    return found


def _with_double(
    pack: Pack, state: SpaceBaseState, seat: int, action: Allocate, tally: Tally
) -> Tally:
    """``tally`` plus the best sector 2X could double after ``action`` (its sectors)."""
    assert state.dice is not None
    colour = "blue" if seat == state.active else "red"
    me = state.seats[seat]
    sectors = sectors_for(state.dice, action.choice)
    doubled = [
        activation(
            pack, me, sector, colour, Walk(players=state.num_players, placed=dict(tally.cubes))
        )
        for sector in sectors
    ]
    total = Tally()
    total.add(tally)
    total.add(max(doubled, key=gain_key))
    return total


def allocation_choices(pack: Pack, state: SpaceBaseState, seat: int) -> list[Allocate]:
    """The allocations worth asking ``seat`` about (see the module docstring), in listing order
    (remembered with :func:`allocations`)."""
    known = _known(pack, state, seat)
    if known.choices is None:
        known.choices = _worth_asking(pack, state, seat, known.found)
    return list(known.choices)


def _worth_asking(pack: Pack, state: SpaceBaseState, seat: int, found: Found) -> list[Allocate]:
    if _holds_double(pack, state, seat):
        found = [(a, _with_double(pack, state, seat, a, t)) for a, t in found]
    # Allocations that give the same (many "1/2" picks do) form one group: of a group, those
    # after the first in the default's order are dropped; a whole group is dropped when another
    # group's gain covers its own (distinct gains never cover each other both ways).
    groups: dict[tuple[int, int, int, frozenset[tuple[str, int]]], list[int]] = {}
    for index, (_, tally) in enumerate(found):
        key = (tally.credits, tally.income, tally.vp, frozenset(tally.cubes.items()))
        groups.setdefault(key, []).append(index)
    dropped: set[int] = set()
    for key, members in groups.items():
        credits, income, vp, cubes = key
        if any(
            other is not key
            and other[0] >= credits
            and other[1] >= income
            and other[2] >= vp
            and all(dict(other[3]).get(card, 0) >= n for card, n in cubes)
            for other in groups
        ):
            dropped.update(members)
            continue
        ranks = [_rank(found[index][0]) for index in members]
        best = max(ranks)
        dropped.update(index for index, rank in zip(members, ranks, strict=True) if rank < best)
    return [action for index, (action, _) in enumerate(found) if index not in dropped]


def preferred(pack: Pack, state: SpaceBaseState, seat: int) -> Allocate | None:
    """The allocation ``seat``'s standing preference makes, or ``None`` (it is asked):
    ``larger-credits`` (then VP) or ``larger-vp`` (then credits), then the default's order."""
    pref = state.seats[seat].prefs.allocation
    if pref == "ask":
        return None

    def key(pair: tuple[Allocate, Tally]) -> tuple[int, int, tuple[int, ...], tuple[bool, int]]:
        action, t = pair
        first = (t.credits, t.vp) if pref == "larger-credits" else (t.vp, t.credits)
        return (*first, gain_key(t), _rank(action))

    return max(allocations(pack, state, seat), key=key)[0]
