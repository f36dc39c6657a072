"""The last move as the board shows it: its public sentences and where on the map it happened.

The board's header repeats the last move and its zoomed crop centres on the positions the last
move on the map touched (docs/rules/eclipse.md §5.2 positions). :func:`record` runs once per
applied action; a move everyone sees nothing of (a standing choice, a secret reputation keep)
leaves both as they were, so the public view changes only when the public board does.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core.events import Event
from rules.core.wording import sentences
from rules.eclipse.actions import (
    Abandon,
    Action,
    Attack,
    Battle,
    Build,
    Claim,
    Colonize,
    Discard,
    DrawAnother,
    Explore,
    Influence,
    Move,
    Place,
    Reward,
)
from rules.eclipse.galaxy import Hex
from rules.eclipse.state import EclipseState


def record(
    before: EclipseState, after: EclipseState, action: Action, events: Iterable[Event]
) -> None:
    """Set ``after.last`` to the public sentences of ``events`` (with ``{pN}`` placeholders)
    and ``after.last_at`` to the positions ``action`` touched, read from ``before`` (the state
    it was applied to). Without a public sentence both stay as ``before`` had them; an action
    off the map (research, upgrade, pass) keeps the previous positions."""
    said = [text for event in events if (text := event.text_for(None))]
    if not said:
        return
    after.last = sentences(said)
    where = positions(before, action)
    if where:
        after.last_at = where


def positions(state: EclipseState, action: Action) -> tuple[Hex, ...]:
    """The map positions ``action`` touches when applied to ``state``: the explored position,
    the sector built in, colonized, influenced or abandoned, a move's two ends, the sector of a
    pending decision, of the battle being answered or of an ``attack`` or ``claim`` window;
    ``()`` for an action off the map."""
    pending = state.pending
    match action:
        case Explore(q=q, r=r):
            return ((q, r),)
        case Place() | Discard() | DrawAnother() | Claim() | Reward() if pending is not None:
            if pending.kind == "place":
                return ((pending.q, pending.r),)
            return _of(state, [pending.sector])
        case Build(sector=sector) | Colonize(sector=sector):
            return _of(state, [sector])
        case Move(origin=origin, to=to):
            return _of(state, [origin, to])
        case Influence(origin=origin, to=to):
            return _of(state, [origin, to])
        case Battle() if state.combat is not None and state.combat.sectors:
            return _of(state, state.combat.sectors[:1])
        case Attack() | Claim() if state.combat is not None and state.combat.asking:
            return _of(state, [state.combat.asking])
        case Abandon(sector=sector):
            return _of(state, [sector])
    return ()


def _of(state: EclipseState, sector_ids: Iterable[str]) -> tuple[Hex, ...]:
    """The positions of the placed sectors among ``sector_ids`` (``track`` and unknown ids are
    left out), each once."""
    found: list[Hex] = []
    for sector_id in sector_ids:
        for placed in state.sectors:
            if placed.id == sector_id and (placed.q, placed.r) not in found:
                found.append((placed.q, placed.r))
    return tuple(found)
