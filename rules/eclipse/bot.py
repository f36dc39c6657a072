"""A bot for every seat: an economic game with safe fights (docs/rules/eclipse.md §4–§12).

On its turn it uses its colony ships, trades to money when upkeep would bankrupt it, and passes
once its discs run low; otherwise it takes the action it wants most: a move into a sector of
NPCs or opponents it likely wins (a cheap strength estimate decides the clear cases, the exact
odds of :mod:`rules.eclipse.odds` the close ones, remembered by fleet), exploring (rounds 1–6),
research (economy techs first), building (cruisers, orbitals, monoliths), upgrading a blueprint
with a part it has not fitted, influencing a free sector, or moving to a free sector. Within an
action it takes the best-scored activation, and ``done`` when none gains anything. Decisions:
the first legal turn of a sector, a discovery's reward, a claim with discs to spare, fight
unless it likely loses (then retreat when outnumbered), keep the best reputation tile. It never
declares standing choices.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from rules.eclipse import board, influence, odds, pack, research, turn
from rules.eclipse.actions import (
    Action,
    Answer,
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
    Portal,
    Prefer,
    Propose,
    React,
    Research,
    Reward,
    Species,
    Start,
    Trade,
    Upgrade,
)
from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.ships import ShipStats
from rules.eclipse.state import EclipseState, SectorState
from rules.eclipse.targeting import KillMost, NpcRule

EXACT_STATES = 600  # larger battles are judged by strength alone (the exact odds are slow)
ECONOMY = (
    "advanced_mining",
    "advanced_economy",
    "advanced_labs",
    "nanorobots",
    "orbital",
    "monolith",
    "advanced_robotics",
    "quantum_grid",
)
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


@lru_cache(maxsize=4096)
def win_chance(attacker: Fleet, defender: Fleet, npc: bool) -> float:
    """The attacker's chance to hold the sector (:func:`rules.eclipse.odds.battle_odds`, both
    sides on the default policies), remembered by fleet."""
    policy = NpcRule() if npc else KillMost()
    return odds.battle_odds(attacker, defender, defender_targeting=policy).attacker


def _fleet(state: EclipseState, sector: SectorState, seat: int, extra: Sequence[str] = ()) -> Fleet:
    counts = Counter(kind for owner, kind in sector.ships if owner == seat)
    counts.update(extra)
    return tuple(Group.of(board.stats(state, seat, k), n) for k, n in sorted(counts.items()))


def likely_win(
    state: EclipseState, sector: SectorState, seat: int, extra: Sequence[str] = ()
) -> bool:
    """Whether ``seat`` (with the ``extra`` ships arriving) likely beats the hostile ships there:
    clear cases by :func:`strength`, close ones by the exact odds (at least 70 %)."""
    mine = fleet_strength(state, sector, seat)
    mine += sum(strength(board.stats(state, seat, kind)) for kind in extra)
    enemy = _hostile_strength(state, sector, seat)
    if mine > 2.5 * enemy or mine < 0.8 * enemy:
        return mine > enemy
    npcs = board.hostile_npcs(state, sector, seat)
    if npcs:
        counts = Counter(npcs)
        defender = tuple(
            Group.of(board.npc(kind, state.npc_sides[kind]), n)
            for kind, n in sorted(counts.items())
        )
    else:
        other = next(o for o, _ in sector.ships if o != seat)
        defender = _fleet(state, sector, other)
    attacker = _fleet(state, sector, seat, extra)
    if odds.states_bound(attacker) * odds.states_bound(defender) > EXACT_STATES:
        return mine > 1.5 * enemy
    return win_chance(attacker, defender, bool(npcs)) >= 0.7


def _move_score(state: EclipseState, seat: int, action: Move) -> float:
    to = state.sector(action.to)
    enemy = _hostile_strength(state, to, seat)
    if enemy:
        origin = state.sector(action.origin)
        left = state.turn.left if state.turn is not None else turn.count(state, seat, "move")
        free = board.free_ships(state, origin, seat)
        kinds = sorted(
            (k for o, k in origin.ships if o == seat and k != "starbase"),
            key=lambda k: k != action.ship,
        )
        coming = kinds[: max(1, min(left, free))]
        return 5.0 + _value(state, to.id) if likely_win(state, to, seat, coming) else -1.0
    origin = state.sector(action.origin)
    if _hostile_strength(state, origin, seat):
        return -1.0
    if to.owner is None and not board.own_ships(to, seat):
        return 1.0 + _value(state, to.id) / 10
    return -1.0


def _upgrade_score(state: EclipseState, seat: int, action: Upgrade) -> float:
    parts = state.seats[seat].blueprints[action.ship]
    trial = list(parts) + [None] * (action.space - len(parts))
    trial[action.space - 1] = action.part
    return _gain(state.seats[seat].side, action.ship, parts, tuple(trial))


@lru_cache(maxsize=8192)
def _gain(
    side: str, ship: str, parts: tuple[str | None, ...], trial: tuple[str | None, ...]
) -> float:
    """What replacing blueprint ``parts`` by ``trial`` is worth to the bot."""
    before = board.part_stats(side, ship, parts)
    after = board.part_stats(side, ship, trial)
    weight = 2.0 if ship in ("cruiser", "dreadnought") else 1.0
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


def _best(state: EclipseState, seat: int, kind: str) -> float:
    """The best score of an activation of ``kind`` for ``seat`` now (0 when none is useful)."""
    found = turn.activations(state, seat, kind)
    pick = _pick_activation(state, seat, found, random.Random(0)) if found else Done()
    if isinstance(pick, Done):
        return 0.0
    if isinstance(pick, Move):
        return _move_score(state, seat, pick)
    if isinstance(pick, Upgrade):
        return _upgrade_score(state, seat, pick)
    return 1.0


def _upgradable(state: EclipseState, seat: int) -> bool:
    """Whether ``seat`` owns a part (by tech or discovery) that none of its blueprints carries."""
    board_ = state.seats[seat]
    fitted = {p for parts in board_.blueprints.values() for p in parts}
    the_pack = pack.load()
    unlocked = {
        the_pack.tech_by_id[t].unlocks
        for techs in board_.techs.values()
        for t in techs
        if the_pack.tech_by_id[t].kind == "ship_part"
    }
    return bool((unlocked | set(board_.parts)) - fitted)


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
    wishes: list[tuple[float, str]] = []
    moving = _best(state, seat, "move") if "move" in starts else 0.0
    if moving >= 5:
        wishes.append((10 + moving, "move"))
    if "explore" in starts and state.round <= 6:
        wishes.append((6 + rng.random() * 3, "explore"))
    if "research" in starts and any(_research_score(a) > 0 for a in research.options(state, seat)):
        wishes.append((5 + rng.random() * 3, "research"))
    if "build" in starts and board_.storage["materials"] >= 5:
        wishes.append((5 + rng.random() * 3, "build"))
    if "upgrade" in starts and _upgradable(state, seat):
        wishes.append((4 + rng.random() * 3, "upgrade"))
    if "influence" in starts and board_.discs > 4 and influence.targets(state, seat):
        wishes.append((4 + rng.random() * 2, "influence"))
    if 0 < moving < 5:
        wishes.append((3 + rng.random() * 2, "move"))
    return starts[max(wishes)[1]] if wishes else Pass()


def choose(state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """The bot's action among ``legal`` (never a standing choice)."""
    decisions = [a for a in legal if not isinstance(a, Prefer)]
    if not decisions:
        return legal[0]
    first = decisions[0]
    if state.pending is not None and state.pending.kind == "install":
        return _pick_activation(state, seat, decisions, rng)
    if isinstance(first, Battle):
        return _battle(state, seat, decisions)
    if isinstance(first, Keep):
        return first
    if isinstance(first, Species):
        return rng.choice(decisions)
    if isinstance(first, (Place, Discard, Portal)):
        return first
    if isinstance(first, Reward):
        return Reward(vp=False)
    if isinstance(first, Claim):
        return Claim(take=state.seats[seat].discs > 3)
    if isinstance(first, Answer):
        accept = [a for a in decisions if isinstance(a, Answer) and a.track is not None]
        if not accept:
            return first
        return max(accept, key=lambda a: state.seats[seat].track[a.track or "money"])
    proposals = [a for a in decisions if isinstance(a, Propose)]
    if proposals and rng.random() < 0.5:
        return max(proposals, key=lambda a: (state.seats[seat].track[a.track], -a.partner))
    colonize = [a for a in decisions if isinstance(a, Colonize)]
    if not colonize and isinstance(decisions[-1], Done) and state.window is not None:
        return decisions[-1]
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
    wanted = Battle(retreat="fight" if likely_win(state, sector, seat) else "outnumbered")
    target = state.seats[seat].prefs.get("target", "kill")
    wanted = Battle(retreat=wanted.retreat, target=target)
    return wanted if wanted in options else options[0]
