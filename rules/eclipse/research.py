"""Research: take a tech from the tray and pay its science price (docs/rules/eclipse.md §6).

The price is the tech's cost minus the discount of the track it goes on (0, 1, 2, 3, 4, 6, 8 by
the tiles already there), never below its minimum cost; a regular tech goes on its own track, a
rare tech on a track of the player's choice with room; never a tech already owned; seven slots a
track. Starting techs count as researched for duplicates, discounts, room and track VP (decision
§21 Q10, E1's reading). Instant techs act at once: Advanced Robotics and Quantum Grid add discs
from the reserve; Artifact Key gives 5 resources of one kind per artifact symbol on controlled
sectors, the kind the player's for each (the pending ``artifact`` decision, ``artifact science``;
default materials, the resource the CN digest names; issue #27 item 5); Ancient Labs draws a
discovery tile whose sector rewards go to the home sector; Warp Portal (module) puts its tile on
a controlled sector without a portal (the pending ``portal`` decision; none: no tile).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, pack, text, trading
from rules.eclipse.actions import Research
from rules.eclipse.components import RareTech, Tech
from rules.eclipse.state import TRACKS, EclipseState, Pending, Resource

ARTIFACT_RESOURCES = 5


def price(state: EclipseState, seat: int, tech: str, track: str) -> int:
    """Science ``seat`` pays for ``tech`` placed on ``track`` (docs/rules/eclipse.md §6)."""
    the_pack = pack.load()
    record = the_pack.tech_by_id[tech]
    discounts = the_pack.techs.research.discounts
    held = len(state.seats[seat].techs[track])
    discount = discounts[min(held, len(discounts) - 1)]
    return max(record.min_cost, record.cost - discount)


def _tracks_for(tech: Tech | RareTech) -> tuple[str, ...]:
    return TRACKS if isinstance(tech, RareTech) else (tech.track,)


def problem(state: EclipseState, seat: int, action: Research) -> str | None:
    """Why ``seat`` may not research now as ``action`` says, or ``None`` (§6)."""
    the_pack = pack.load()
    record = the_pack.tech_by_id.get(action.tech)
    board_ = state.seats[seat]
    if record is None or (state.tray.get(action.tech, 0) <= 0 and action.tech not in state.rare):
        return text.NO_SUCH_TECH.format(tech=action.tech)
    if board_.owns(action.tech):
        return text.TECH_OWNED.format(tech=record.name)
    rare = isinstance(record, RareTech)
    if rare != (action.track is not None) or (rare and action.track not in TRACKS):
        return text.RARE_TRACK if rare else text.REGULAR_TRACK.format(tech=record.name)
    track = action.track if action.track is not None else record.track  # type: ignore[union-attr]
    if len(board_.techs[track]) >= the_pack.techs.research.track_slots:
        return text.TRACK_FULL.format(track=track)
    cost = price(state, seat, action.tech, track)
    if trading.reach(state, seat, "science") < cost:
        return text.SHORT_SCIENCE.format(tech=record.name, cost=cost)
    return None


def options(state: EclipseState, seat: int) -> list[Research]:
    """Every tech ``seat`` can research and pay for now, trading for the science it lacks
    (:mod:`rules.eclipse.trading`)."""
    return list(_actions(_legal(*_inputs(state, seat))))


def legal(state: EclipseState, seat: int) -> Iterator[tuple[str, str | None]]:
    """Every ``(tech, rare track or None)`` ``seat`` can research now."""
    return iter(_legal(*_inputs(state, seat)))


def _inputs(
    state: EclipseState, seat: int
) -> tuple[
    tuple[tuple[str, tuple[str, ...]], ...], int, tuple[tuple[str, int], ...], tuple[str, ...]
]:
    """What :func:`legal` depends on: the seat's techs by track, the science it can reach by
    trading (:func:`rules.eclipse.trading.reach`), the tray."""
    techs = tuple(state.seats[seat].techs.items())
    science = trading.reach(state, seat, "science")
    return techs, science, tuple(state.tray.items()), tuple(state.rare)


@lru_cache(maxsize=4096)
def _legal(
    techs: tuple[tuple[str, tuple[str, ...]], ...],
    science: int,
    tray: tuple[tuple[str, int], ...],
    rare: tuple[str, ...],
) -> tuple[tuple[str, str | None], ...]:
    """The listing of :func:`legal`, made once per techs, science and tray (playout speed)."""
    the_pack = pack.load()
    by_track = dict(techs)
    slots = the_pack.techs.research.track_slots
    owned = {t for _, done in techs for t in done}
    discounts = the_pack.techs.research.discounts
    discount = {
        track: discounts[min(len(by_track[track]), len(discounts) - 1)]
        for track in TRACKS
        if len(by_track[track]) < slots
    }
    found: list[tuple[str, str | None]] = []
    for tech in [*sorted(t for t, n in tray if n > 0), *sorted(set(rare))]:
        if tech in owned:
            continue
        record = the_pack.tech_by_id[tech]
        for track in _tracks_for(record):
            room = track in discount
            if room and max(record.min_cost, record.cost - discount[track]) <= science:
                found.append((tech, track if isinstance(record, RareTech) else None))
    return tuple(found)


@lru_cache(maxsize=1024)
def _actions(pairs: tuple[tuple[str, str | None], ...]) -> tuple[Research, ...]:
    """One frozen :class:`Research` per ``(tech, track)``, made once per listing."""
    return tuple(Research(tech=tech, track=track) for tech, track in pairs)


def apply(step: Step[EclipseState], action: Research) -> None:
    """Pay (trading first for the science lacking, :func:`rules.eclipse.trading.pay`) and place
    the tech; its instant effect happens at once."""
    state, seat = step.state, step.seat
    record = pack.load().tech_by_id[action.tech]
    track = action.track if action.track is not None else record.track  # type: ignore[union-attr]
    cost = price(state, seat, action.tech, track)
    trading.pay(step, seat, "science", cost)
    step.emit(
        public_event("Researched", text.RESEARCHED.format(seat=seat, tech=record.name, cost=cost))
    )
    gain(step, seat, action.tech, action.track)


def gain(step: Step[EclipseState], seat: int, tech: str, track: str | None) -> None:
    """``seat`` takes ``tech`` from the tray onto its track (paid or free) and its instant
    effect happens (docs/rules/eclipse.md §6)."""
    state = step.state
    record = pack.load().tech_by_id[tech]
    if tech in state.rare:
        state.rare.remove(tech)
    else:
        state.tray[tech] -= 1
        if state.tray[tech] == 0:
            del state.tray[tech]
    on = track if track is not None else record.track  # type: ignore[union-attr]
    board_ = state.seats[seat]
    board_.techs[on] = (*board_.techs[on], tech)
    extra = {"advanced_robotics": 1, "quantum_grid": 2}.get(tech, 0)
    moved = min(extra, board_.reserve)
    board_.reserve -= moved
    board_.discs += moved
    if tech == "warp_portal" and portal_sectors(state, seat):
        state.pending = Pending(kind="portal", seat=seat)
    if tech == "artifact_key":
        artifacts = sum(
            pack.load().sector_by_id[s.id].artifacts for s in board.controlled(state, seat)
        )
        if artifacts:
            state.pending = Pending(kind="artifact", seat=seat, artifacts=artifacts)
    if tech == "ancient_labs" and state.discovery_bag:
        from rules.eclipse import discovery

        home = board.side_of(state, seat).home_sector
        where = home if any(s.id == home and s.owner == seat for s in state.sectors) else ""
        tile = state.discovery_bag.pop()
        if where:
            discovery.take(step, seat, tile, where, then_claim=False)
        else:
            board_.discoveries.append(tile)


def portal_sectors(state: EclipseState, seat: int) -> list[str]:
    """Controlled sectors without a warp portal, where the Warp Portal tech's tile may go."""
    return [s.id for s in board.controlled(state, seat) if not board.has_portal(s)]


def ancient_techs(state: EclipseState, seat: int) -> list[str]:
    """The techs an Ancient Tech discovery may give ``seat``: the regular techs in the tray it
    does not own and has room for, of the lowest printed cost (ties: the player's choice, in
    military, grid, nano order); none when there is no such tech (docs/rules/eclipse.md §5.1,
    §21 Q19)."""
    the_pack = pack.load()
    board_ = state.seats[seat]
    slots = the_pack.techs.research.track_slots
    candidates = [
        the_pack.techs.regular[i]
        for i in range(len(the_pack.techs.regular))
        if state.tray.get(the_pack.techs.regular[i].id, 0) > 0
    ]
    usable = [t for t in candidates if not board_.owns(t.id) and len(board_.techs[t.track]) < slots]
    cheapest = min((t.cost for t in usable), default=None)
    tied = [t for t in usable if t.cost == cheapest]
    return [t.id for t in sorted(tied, key=lambda t: TRACKS.index(t.track))]


def ancient_problem(state: EclipseState, seat: int, action: Research) -> str | None:
    """Why ``action`` is not the Ancient Tech choice pending for ``seat``, or ``None``."""
    techs = ancient_techs(state, seat)
    if action.tech in techs and action.track is None:
        return None
    names = [pack.load().tech_by_id[t].name for t in techs]
    return text.ANCIENT_CHOICE.format(techs=text.listed(names))


def take_artifact(step: Step[EclipseState], resource: Resource) -> None:
    """Artifact Key (§6): ``ARTIFACT_RESOURCES`` of ``resource`` for one artifact; the decision
    closes once every artifact is answered (the player chooses the kind for each, issue #27
    item 5; the stated default, materials, is what Orrery gave before)."""
    state, seat = step.state, step.seat
    pending = state.pending
    assert pending is not None and pending.kind == "artifact"
    state.seats[seat].storage[resource] += ARTIFACT_RESOURCES
    pending.artifacts -= 1
    if pending.artifacts <= 0:
        state.pending = None
    said = text.ARTIFACT_TAKEN.format(seat=seat, n=ARTIFACT_RESOURCES, resource=resource)
    step.emit(public_event("ArtifactTaken", said))
