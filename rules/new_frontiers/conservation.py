"""New Frontiers' component counts (docs/rules/new-frontiers.md §1): every world tile in one
place, the goods of each colour neither made nor lost (supply, worlds and stockpiles), no
development twice on one empire, the colonist and VP supplies never below zero, and the goals
(none, or all 8) each in one place. The kit's :class:`rules.core.game.HasConservation` member;
the conformance playouts check it after every action."""

from __future__ import annotations

from collections import Counter

from rules.new_frontiers.pack import GOODS_SUPPLY, Pack
from rules.new_frontiers.state import NewFrontiersState


def problems(pack: Pack, state: NewFrontiersState) -> list[str]:
    """Each count of ``state`` that does not add up against ``pack``."""
    places: Counter[str] = Counter([*state.bag, *state.pool])
    for seat in state.seats:
        places.update([*seat.worlds[1:], *seat.explored])
    worlds = Counter(w.id for w in pack.worlds)
    found = [
        f"world {w}: {places[w]} in play, the pack has {worlds[w]}"
        for w in sorted(worlds | places)
        if places[w] != worlds[w]
    ]
    for colour, total in GOODS_SUPPLY.items():
        on_worlds = sum(1 for s in state.seats for w in s.goods if pack.world(w).colour == colour)
        stockpiled = sum(s.stockpile.count(colour) for s in state.seats)
        if state.goods_supply[colour] + on_worlds + stockpiled != total:
            found.append(f"{colour} goods do not add up to {total}")
    found += [
        f"seat {n} has a development twice"
        for n, s in enumerate(state.seats)
        if len(set(s.developments)) != len(s.developments)
    ]
    if state.colonist_supply < 0 or state.vp_supply < 0:
        found.append("a supply below zero")
    goals = [*state.goal_stack, *state.revealed]
    goals += [g for s in state.seats for g in [*s.drawn, *([s.goal] if s.goal else [])]]
    if len(goals) != len(set(goals)) or len(goals) not in (0, 8):
        found.append(f"goals: {sorted(goals)}")
    return found
