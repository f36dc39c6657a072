"""A bot for every seat: an economic game with safe fights (docs/rules/eclipse.md §4–§12).

Each turn, in order: use colony ships; pass once influence upkeep would outrun income; explore
early; research the cheapest useful tech; build cruisers and structures with spare materials;
move ships into sectors held by NPCs or opponents where its fleet is clearly stronger (a cheap
strength estimate standing in for :mod:`rules.eclipse.odds`, which is exact but too slow for
playouts; strength = dice damage × hit chance × ships that survive), or into free sectors to
claim; influence free sectors. Activations that gain nothing end the action (``done``).
Decisions: place the first legal turn, take a discovery's reward, claim with discs to spare,
fight unless clearly weaker, keep the best reputation tile. It never declares standing choices.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.eclipse import board, pack
from rules.eclipse.actions import (
    Action,
    Battle,
    Build,
    Claim,
    Colonize,
    Discard,
    Done,
    Explore,
    Influence,
    Keep,
    Move,
    Pass,
    Place,
    Prefer,
    React,
    Research,
    Reward,
    Species,
    Start,
    Trade,
    Upgrade,
)
from rules.eclipse.ships import ShipStats
from rules.eclipse.state import EclipseState, SectorState

ECONOMY = ("advanced_mining", "advanced_economy", "advanced_labs", "nanorobots", "orbital")
WANTED = ("plasma_cannon", "fusion_drive", "improved_hull", "gauss_shield", "positron_computer")


def strength(s: ShipStats) -> float:
    """A ship's rough battle value: expected damage per round times what it survives."""
    hit = min(5, 1 + s.computer) / 6
    damage = sum(d.damage for d in s.cannons) * hit + sum(d.damage for d in s.missiles) * hit / 2
    return damage * (s.hull + 1) * (1 + 0.3 * s.shield)


def fleet_strength(state: EclipseState, sector: SectorState, seat: int | None) -> float:
    """The strength of ``seat``'s ships in ``sector`` (``None``: its NPCs)."""
    if seat is None:
        return sum(strength(board.npc(n, state.npc_sides[n])) for n in sector.npcs)
    return sum(strength(board.stats(state, seat, k)) for o, k in sector.ships if o == seat)


def _hostile_strength(state: EclipseState, sector: SectorState, seat: int) -> float:
    npcs = board.hostile_npcs(state, sector, seat)
    total = sum(strength(board.npc(n, state.npc_sides[n])) for n in npcs)
    others = {o for o, _ in sector.ships if o != seat}
    return total + sum(fleet_strength(state, sector, o) for o in others)


def _value(state: EclipseState, sector_id: str) -> int:
    record = pack.load().sector_by_id[sector_id]
    return record.vp + len(record.squares)


def _move_score(state: EclipseState, seat: int, action: Move) -> float:
    to = state.sector(action.to)
    ship = strength(board.stats(state, seat, action.ship))
    enemy = _hostile_strength(state, to, seat)
    mine = fleet_strength(state, to, seat) + ship
    if enemy:
        return 5.0 + _value(state, to.id) if mine > 1.6 * enemy else -1.0
    origin = state.sector(action.origin)
    if _hostile_strength(state, origin, seat):
        return -1.0
    if to.owner is None and not board.own_ships(to, seat):
        return 1.0 + _value(state, to.id) / 10
    return -1.0


def _upgrade_score(state: EclipseState, seat: int, action: Upgrade) -> float:
    parts = list(state.seats[seat].blueprints[action.ship])
    before = board.part_stats(state.seats[seat].side, action.ship, tuple(parts))
    parts[action.space - 1] = action.part
    after = board.part_stats(state.seats[seat].side, action.ship, tuple(parts))
    weight = 2.0 if action.ship in ("cruiser", "dreadnought") else 1.0
    gain = strength(after) - strength(before)
    return weight * gain if after.movement >= min(before.movement, 2) else -1.0


def _research_score(action: Research) -> float:
    record = pack.load().tech_by_id[action.tech]
    bonus = 4 if action.tech in ECONOMY else 3 if action.tech in WANTED else 1
    return bonus - record.cost / 10


def _pick_activation(
    state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    scored: list[tuple[float, int, Action]] = []
    for index, action in enumerate(legal):
        score = -1.0
        if isinstance(action, Explore):
            score = 3.0 - abs(action.q + action.r) * 0.1 + rng.random()
        elif isinstance(action, Research):
            score = _research_score(action)
        elif isinstance(action, Upgrade):
            score = _upgrade_score(state, seat, action)
        elif isinstance(action, Build):
            score = {"cruiser": 2.0, "orbital": 2.5, "monolith": 3.0, "interceptor": 1.0}.get(
                action.what, 0.5
            )
            if action.what in ("cruiser", "interceptor", "dreadnought"):
                score += rng.random() * 0.5
        elif isinstance(action, Move):
            score = _move_score(state, seat, action)
        elif isinstance(action, Influence) and action.origin == "track" and action.to != "track":
            score = _value(state, action.to) / 3 if state.seats[seat].discs > 3 else -1.0
        if score > 0:
            scored.append((score, -index, action))
    if scored:
        return max(scored, key=lambda t: (t[0], t[1]))[2]
    return Done()


def _choose_start(
    state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    board_ = state.seats[seat]
    starts: dict[str, Start] = {a.kind: a for a in legal if isinstance(a, Start)}
    after = board_.model_copy()
    after.discs -= 1
    broke = board_.storage["money"] + board.income(after) < 0
    if broke:
        trades = [a for a in legal if isinstance(a, Trade) and a.get == "money"]
        if trades:
            return max(trades, key=lambda a: board_.storage[a.give])
    if not starts or board_.discs <= 2 or broke:
        return Pass()
    wishes: list[str] = []
    if "explore" in starts and state.round <= 6 and rng.random() < 0.6:
        wishes.append("explore")
    if "research" in starts and any(
        isinstance(a, Research) and _research_score(a) > 0 for a in _cached_research(state, seat)
    ):
        wishes.append("research")
    if "build" in starts and board_.storage["materials"] >= 5:
        wishes.append("build")
    if "move" in starts and rng.random() < 0.5:
        wishes.append("move")
    if "upgrade" in starts and rng.random() < 0.3:
        wishes.append("upgrade")
    if "influence" in starts and rng.random() < 0.3:
        wishes.append("influence")
    return starts[wishes[0]] if wishes else Pass()


def _cached_research(state: EclipseState, seat: int) -> list[Research]:
    from rules.eclipse import research

    return research.options(state, seat)


def choose(state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """The bot's action among ``legal`` (never a standing choice)."""
    decisions = [a for a in legal if not isinstance(a, Prefer)]
    if not decisions:
        return legal[0]
    first = decisions[0]
    if isinstance(first, Battle):
        return _battle(state, seat, decisions)
    if isinstance(first, Keep):
        return first
    if isinstance(first, Species):
        return rng.choice(decisions)
    if isinstance(first, (Place, Discard)):
        return first
    if isinstance(first, Reward):
        return Reward(vp=False)
    if isinstance(first, Claim):
        return Claim(take=state.seats[seat].discs > 3)
    colonize = [a for a in decisions if isinstance(a, Colonize)]
    if colonize:
        order = {"money": 2, "science": 1, "materials": 0}
        return max(colonize, key=lambda a: (state.seats[seat].track[a.resource], order[a.resource]))
    if state.turn is not None:
        moves = [a for a in decisions if not isinstance(a, (Trade, Colonize, Done))]
        return _pick_activation(state, seat, moves, rng)
    if state.seats[seat].passed:
        reacts = [a for a in decisions if isinstance(a, React) and a.kind == "build"]
        if reacts and state.seats[seat].storage["materials"] >= 8 and state.seats[seat].discs > 4:
            return reacts[0]
        return Pass()
    return _choose_start(state, seat, decisions, rng)


def _battle(state: EclipseState, seat: int, options: Sequence[Action]) -> Action:
    assert state.combat is not None
    sector = state.sector(state.combat.sectors[0])
    mine = fleet_strength(state, sector, seat)
    weak = mine * 1.5 < _hostile_strength(state, sector, seat)
    wanted = Battle(retreat="outnumbered" if weak else "fight")
    return wanted if wanted in options else options[0]
