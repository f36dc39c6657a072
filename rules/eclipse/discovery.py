"""Discovery tiles: taking one, its reward or 2 VP (docs/rules/eclipse.md §5.1).

A tile taken is revealed to its taker only (a tile kept face down for VP stays secret); the
reward, once chosen, is public. Sector rewards (Ancient Cruiser, Orbital, Monolith) go to the
sector the tile was found in; one that cannot be used there is discarded and another tile is
drawn (the CN reading, §5.1), taken like any tile: revealed to its taker, who again chooses its
reward or 2 VP (issue #27 item 5). Ancient Tech takes the cheapest regular tech in the tray the
taker does not own and has room for (ties: the taker's choice, the pending ``ancient``
decision, ``research <tech>``; decision §21 Q19: nothing when no such tech); an ancient ship
part may be put on a blueprint at once for free (the pending ``install`` decision: an
``upgrade`` with that part, no activation spent) or kept for a later Upgrade (``done``).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.core.text import Msg
from rules.eclipse import board, pack, research, text, upgrade
from rules.eclipse.actions import Done, Upgrade
from rules.eclipse.setup import discovery_kind
from rules.eclipse.state import EclipseState, Pending

VP_SIDE = 2


def install_options(state: EclipseState) -> list[Upgrade | Done]:
    """The free placements of the pending ancient part (one Upgrade activation's, a part tile
    taken off first where the energy needs it), and ``done`` (keep it)."""
    pending = state.pending
    assert pending is not None
    placements = upgrade.options(state, pending.seat)
    return [*(u for u in placements if isinstance(u, Upgrade) and u.part == pending.tile), Done()]


def install_problem(state: EclipseState, action: Upgrade) -> str | None:
    """Why ``action`` is no free install of the pending ancient part: another part is named
    (only the ancient part goes on now, §5.1), or the part cannot go there (the Upgrade
    rules' reason); ``None`` when it can."""
    pending = state.pending
    assert pending is not None
    if action.part != pending.tile:
        return Msg(
            "eclipse.refusal.install_only",
            "Now only the ancient part {part} goes on a blueprint, for free (or `done` keeps it).",
            part=text.part(pending.tile or ""),
        )
    return upgrade.problem(state, pending.seat, action)


def take(step: Step[EclipseState], seat: int, tile: str, sector: str, *, then_claim: bool) -> None:
    """``seat`` takes ``tile`` found in ``sector``: it is revealed to ``seat`` and the choice of
    the reward or the VP side becomes the pending decision."""
    name = discovery_kind(tile)
    step.state.pending = Pending(
        kind="discovery", seat=seat, sector=sector, tile=tile, then_claim=then_claim
    )
    step.emit(
        private_event(
            "DiscoveryTaken",
            {seat},
            text.DISCOVERY_SEEN.format(seat=seat, tile=text.discovery_name(name)),
            text.DISCOVERY_TAKEN.format(seat=seat),
            closes_undo=True,
        )
    )


def _usable(state: EclipseState, seat: int, kind: str, sector: str) -> bool:
    record = next(d for d in pack.load().discoveries.tiles if d.id == kind)
    here = state.sector(sector)
    if record.type == "ship":
        return board.stock(state, seat, "cruiser") > 0
    if record.type == "structure":
        return not (here.orbital if kind == "ancient_orbital" else here.monolith)
    if record.type == "warp_portal":
        return not board.has_portal(here)
    return True


def resolve(step: Step[EclipseState], seat: int, tile: str, sector: str, *, vp: bool) -> None:
    """Resolve the pending discovery: 2 VP face down, or the reward (§5.1); an unusable sector
    reward is discarded and the next tile of the bag becomes the pending discovery."""
    state = step.state
    if vp:
        state.seats[seat].discoveries.append(tile)
        step.emit(public_event("DiscoveryKept", text.DISCOVERY_KEPT.format(seat=seat)))
        return
    kind = discovery_kind(tile)
    if _usable(state, seat, kind, sector):
        _reward(step, seat, kind, sector)
        return
    step.emit(
        public_event(
            "DiscoveryUnusable",
            text.DISCOVERY_UNUSABLE.format(seat=seat, tile=text.discovery_name(kind)),
            closes_undo=True,
        )
    )
    if state.discovery_bag:
        take(step, seat, state.discovery_bag.pop(), sector, then_claim=False)


def _reward(step: Step[EclipseState], seat: int, kind: str, sector: str) -> None:
    state, board_ = step.state, step.state.seats[seat]
    record = next(d for d in pack.load().discoveries.tiles if d.id == kind)
    here = state.edit(state.sector(sector))
    for resource, amount in (record.reward or {}).items():
        board_.storage[resource] += amount
    if record.type == "technology":
        techs = research.ancient_techs(state, seat)
        if len(techs) == 1:
            research.gain(step, seat, techs[0], None)
        elif techs:
            state.pending = Pending(kind="ancient", seat=seat, sector=sector)
    elif record.type == "ship":
        here.ships += ((seat, "cruiser"),)
    elif kind == "ancient_orbital":
        here.orbital = True
    elif kind == "ancient_monolith":
        here.monolith = True
    elif record.type == "warp_portal":
        board.add_portal(state, here, "ancient")
    elif record.part is not None:
        board_.parts.append(record.part)
        if any(part == record.part for _, _, part in upgrade.legal(state, seat)):
            state.pending = Pending(kind="install", seat=seat, sector=sector, tile=record.part)
    step.emit(
        public_event(
            "DiscoveryResolved",
            text.DISCOVERY_REWARD.format(seat=seat, tile=text.discovery_name(kind)),
            closes_undo=True,
        )
    )
