"""Which handler applies each Eclipse action (the engine's router): answers go to an open
window or a pending decision when there is one, else to the turn (docs/rules/eclipse.md §4–§14).

A ``claim`` answers Combat step 4's ``claim`` window or an explored sector's pending claim; a
``trade`` is a bankruptcy answer in Upkeep's window or a free action on one's turn; ``done`` and
``upgrade`` settle a pending ancient part first.
"""

from __future__ import annotations

from typing import Any

from rules.core.engine import Handler, Step
from rules.core.events import private_event, public_event
from rules.eclipse import (
    board,
    diplomacy,
    discovery,
    explore,
    influence,
    research,
    text,
    turn,
    upgrade,
    windows,
)
from rules.eclipse.actions import (
    Abandon,
    Action,
    Answer,
    Artifact,
    Attack,
    Battle,
    Build,
    Claim,
    Colonize,
    Discard,
    Done,
    DrawAnother,
    Explore,
    Influence,
    Keep,
    Move,
    Pass,
    Place,
    Portal,
    Prefer,
    Propose,
    React,
    Research,
    Reward,
    Species,
    Start,
    Strip,
    Trade,
    Upgrade,
    describe,
)
from rules.eclipse.state import EclipseState


def _reward(step: Step[EclipseState], action: Reward) -> None:
    state = step.state
    pending = state.pending
    assert pending is not None
    state.pending = None
    discovery.resolve(step, step.seat, pending.tile, pending.sector, vp=action.vp)
    if state.pending is not None and state.pending.kind in ("install", "discovery", "ancient"):
        state.pending.then_claim = pending.then_claim
    elif pending.then_claim and state.pending is None:
        explore.offer_claim(state, step.seat, state.sector(pending.sector))


def _portal(step: Step[EclipseState], action: Portal) -> None:
    state = step.state
    state.pending = None
    board.add_portal(state, state.edit(state.sector(action.sector)), "tech")
    step.emit(
        public_event(
            "PortalPlaced", text.PORTAL.format(seat=step.seat, sector=text.sector(action.sector))
        )
    )


def _artifact(step: Step[EclipseState], action: Artifact) -> None:
    """Artifact Key's resources for one artifact; the explored sector's claim after the last."""
    pending = step.state.pending
    assert pending is not None
    research.take_artifact(step, action.resource)
    if step.state.pending is None and pending.then_claim:
        explore.offer_claim(step.state, step.seat, step.state.sector(pending.sector))


def _installed(step: Step[EclipseState], action: Upgrade | Done) -> None:
    """The pending ancient part is placed for free (no activation) or kept."""
    state = step.state
    pending = state.pending
    assert pending is not None
    state.pending = None
    if isinstance(action, Upgrade):
        upgrade.apply(step, action)
    if pending.then_claim:
        explore.offer_claim(state, step.seat, state.sector(pending.sector))


def _done(step: Step[EclipseState], action: Done) -> None:
    if step.state.pending is not None:
        _installed(step, action)
    elif step.state.window is not None:
        windows.answer(step, step.seat, action)
    else:
        turn.done(step, action)


def _upgrade(step: Step[EclipseState], action: Upgrade) -> None:
    if step.state.pending is not None:
        _installed(step, action)
    else:
        turn.activate(step, action)


def _research(step: Step[EclipseState], action: Research) -> None:
    """The tech an Ancient Tech discovery gives (free, no activation), or a Research activation."""
    pending = step.state.pending
    if pending is None:
        turn.activate(step, action)
        return
    step.state.pending = None
    research.gain(step, step.seat, action.tech, None)
    after = step.state.pending
    if after is not None and after.kind == "artifact":  # the claim waits for the artifacts
        step.state.pending = after.model_copy(
            update={"then_claim": pending.then_claim, "sector": pending.sector}
        )
    elif pending.then_claim:
        explore.offer_claim(step.state, step.seat, step.state.sector(pending.sector))


def _colonize(step: Step[EclipseState], action: Colonize) -> None:
    if step.state.window is not None:
        windows.answer(step, step.seat, action)
    else:
        influence.colonize(step, action)


def _window(step: Step[EclipseState], action: Action) -> None:
    windows.answer(step, step.seat, action)


def _claim(step: Step[EclipseState], action: Claim) -> None:
    """Combat step 4's ``claim`` window, or an explored sector's pending claim."""
    if step.state.window is not None:
        windows.answer(step, step.seat, action)
    else:
        explore.claim(step, action)


def _trade(step: Step[EclipseState], action: Trade) -> None:
    """A bankruptcy trade in its window, or a free trade on one's turn."""
    if step.state.window is not None:
        windows.answer(step, step.seat, action)
    else:
        turn.trade(step, action)


def _prefer(step: Step[EclipseState], action: Prefer) -> None:
    step.state.seats[step.seat].prefs[action.topic] = action.value
    said = text.PREFERENCE_SET.format(notation=describe(action))
    step.emit(private_event("PreferenceSet", {step.seat}, said, None))


ROUTER: dict[Any, Handler] = {
    Start: turn.start,
    React: turn.start,
    Pass: turn.pass_turn,
    Done: _done,
    Trade: _trade,
    Colonize: _colonize,
    Explore: turn.activate,
    Research: _research,
    Upgrade: _upgrade,
    Strip: turn.activate,
    Build: turn.activate,
    Move: turn.activate,
    Influence: turn.activate,
    Place: explore.place,
    DrawAnother: explore.draw_another,
    Discard: explore.discard,
    Claim: _claim,
    Reward: _reward,
    Battle: _window,
    Attack: _window,
    Abandon: _window,
    Keep: _window,
    Species: _window,
    Prefer: _prefer,
    Propose: diplomacy.propose,
    Answer: _window,
    Portal: _portal,
    Artifact: _artifact,
}
"""Action type -> its handler (:attr:`rules.core.engine.Engine.router`)."""
