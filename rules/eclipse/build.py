"""Build: one ship or structure in a sector you control (docs/rules/eclipse.md §8).

Paid in materials at the board's cost; starbases, orbitals and monoliths need their tech; at most
one orbital and one monolith a sector; no ship whose miniatures are all in play. Building in a
controlled sector that holds opponent ships is allowed (decision §21 Q13: no source forbids it).
"""

from __future__ import annotations

from collections import Counter

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, pack, text, trading
from rules.eclipse.actions import Build
from rules.eclipse.state import EclipseState

NEEDS_TECH = {"starbase": "starbase", "orbital": "orbital", "monolith": "monolith"}
WHAT = ("interceptor", "cruiser", "dreadnought", "starbase", "orbital", "monolith")


def cost(state: EclipseState, seat: int, what: str) -> int:
    """Materials ``seat`` pays to build ``what``."""
    return board.side_of(state, seat).build_costs[what]  # type: ignore[index]


def problem(state: EclipseState, seat: int, action: Build) -> str | None:
    """Why ``seat`` may not build this now, or ``None`` (§8)."""
    if action.what not in WHAT:
        return text.NOT_BUILDABLE.format(what=action.what)
    board_ = state.seats[seat]
    tech = NEEDS_TECH.get(action.what)
    if tech is not None and not board_.owns(tech):
        return text.BUILD_NEEDS_TECH.format(what=action.what)
    where = next((s for s in state.sectors if s.id == action.sector), None)
    if where is None or where.owner != seat:
        return text.BUILD_NOT_YOURS.format(sector=text.sector(action.sector))
    if (action.what == "orbital" and where.orbital) or (
        action.what == "monolith" and where.monolith
    ):
        return text.ONE_STRUCTURE.format(what=action.what)
    ship = action.what not in ("orbital", "monolith")
    if ship and board.stock(state, seat, action.what) <= 0:
        return text.NO_STOCK.format(what=action.what)
    price = cost(state, seat, action.what)
    if trading.reach(state, seat, "materials") < price:
        return text.SHORT_MATERIALS.format(what=text.article(action.what), cost=price)
    return None


def options(state: EclipseState, seat: int) -> list[Build]:
    """Everything ``seat`` can build and pay for now, trading for the materials it lacks
    (:mod:`rules.eclipse.trading`)."""
    kinds = _kinds(state, seat)
    found = []
    for sector in board.controlled(state, seat) if kinds else ():
        for what in kinds:
            if (what == "orbital" and sector.orbital) or (what == "monolith" and sector.monolith):
                continue
            found.append(Build(what=what, sector=sector.id))
    return found


def possible(state: EclipseState, seat: int) -> bool:
    """Whether :func:`options` lists anything (without making the actions)."""
    kinds = _kinds(state, seat)
    if not kinds:
        return False
    ships = any(w not in ("orbital", "monolith") for w in kinds)
    return any(
        ships
        or ("orbital" in kinds and not sector.orbital)
        or ("monolith" in kinds and not sector.monolith)
        for sector in board.controlled(state, seat)
    )


def _kinds(state: EclipseState, seat: int) -> list[str]:
    """What ``seat`` has the tech, the materials (trading included) and the miniatures for."""
    board_ = state.seats[seat]
    materials = trading.reach(state, seat, "materials")
    costs = board.side_of(state, seat).build_costs
    kinds = [
        w
        for w in WHAT
        if materials >= costs[w]  # type: ignore[index]
        and (w not in NEEDS_TECH or board_.owns(NEEDS_TECH[w]))
    ]
    if not kinds:
        return []
    in_play = Counter(k for s in state.sectors if s.ships for o, k in s.ships if o == seat)
    supply = pack.load().species.per_player.ships
    return [
        w
        for w in kinds
        if w in ("orbital", "monolith") or supply[w] - in_play[w] > 0  # type: ignore[index]
    ]


def apply(step: Step[EclipseState], action: Build) -> None:
    """Pay (trading first for the materials lacking, :func:`rules.eclipse.trading.pay`) and put
    the ship or structure in the sector."""
    state, seat = step.state, step.seat
    price = cost(state, seat, action.what)
    trading.pay(step, seat, "materials", price)
    where = state.edit(state.sector(action.sector))
    if action.what == "orbital":
        where.orbital = True
    elif action.what == "monolith":
        where.monolith = True
    else:
        where.ships += ((seat, action.what),)
    step.emit(
        public_event(
            "Built",
            text.BUILT.format(
                seat=seat,
                what=text.article(action.what).lower(),
                sector=text.sector(action.sector),
                cost=price,
            ),
        )
    )
