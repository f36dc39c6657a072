"""A seat's private view in words, and the words on the buttons (``label_action``)."""

from __future__ import annotations

from rules.core.summary import Section, join_sections
from rules.new_frontiers.actions import (
    Action,
    Consume,
    Develop,
    Keep,
    Prefer,
    Return,
    Select,
    Settle,
    Side,
    Take,
    Trade,
    Windfall,
    describe,
)
from rules.new_frontiers.pack import Pack
from rules.new_frontiers.state import TILE_NAMES, NewFrontiersState
from rules.new_frontiers.views import PrivateView


def private_summary(view: PrivateView) -> str:
    """``view.seat``'s goals, empire and standing choices as Markdown (≤ 1500 characters)."""
    me = view.seats[view.seat]
    goal = [f"- {view.goal.name} (`{view.goal.id}`): {view.goal.text}"] if view.goal else []
    drawn = [f"- `keep {g.id}`: {g.name}: {g.text}" for g in view.drawn]
    worlds = [f"- {w.name} (`{w.id}`){' with a good' if w.good else ''}" for w in me.worlds]
    explored = [f"- {w.name} (`{w.id}`)" for w in me.explored]
    prefs = view.prefs
    sections = [
        Section(
            f"**You**: {me.credits} credits, {me.colonists} colonists, {me.chips} VP chips, "
            f"military {me.military}, {me.score} VP"
        ),
        Section("**Face-down goal** (secret):" if goal else "**No face-down goal.**", tuple(goal)),
        *([Section("**Goals drawn** (keep one):", tuple(drawn))] if drawn else []),
        Section(f"**Worlds** ({len(worlds)}):", tuple(worlds)),
        Section(f"**Explored** ({len(explored)}):", tuple(explored)),
        Section(
            f"**Standing choices** (private): trade {prefs.trade}, consume {prefs.consume}"
            + (", stockpile yes" if prefs.stockpile else "")
        ),
    ]
    return join_sections(sections)


def label(pack: Pack, state: NewFrontiersState, seat: int, action: Action) -> str:
    """The notation with the named tile and what it costs or gives."""
    said = describe(action)
    match action:
        case Side(empire=e):
            side = pack.empire_by_id[e]
            return f"{said}: {side.home.name}" + (" (recommended)" if side.recommended else "")
        case Select(tile=tile):
            return f"{said}: {TILE_NAMES[tile]}"
        case Take(world=w) | Return(world=w) | Windfall(world=w) | Settle(world=str(w)):
            return f"{said}: {pack.world(w).name}"
        case Develop(dev=str(d)):
            dev = pack.development(d)
            return f"{said}: {dev.name} (cost {dev.cost})"
        case Trade(world=str(w)):
            return f"{said}: a {pack.world(w).colour} good"
        case Consume(power=p, worlds=worlds):
            return f"{said}: {len(worlds)} goods with {pack.by_id[p].name}"
        case Keep(goal=g):
            return f"{said}: {pack.goal(g).name}"
        case Prefer():
            return said
    return said
