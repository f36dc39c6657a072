"""A bot for every seat: an economic game that fights the battles it is likely to win
(docs/rules/eclipse.md §4–§12, §12.9, §14, §16).

On its turn it uses its colony ships (on money while money is short), trades to money when one
more disc would leave its upkeep unpaid, and passes once its discs run low or the money cannot pay
for an action's discs (:data:`DISCS`); otherwise it takes the action it wants most: a move into a
sector of NPCs or opponents whose first battle it wins at least 60 % of the time with the ships it
can bring this action (:mod:`rules.eclipse.botplan`, exact odds of
:mod:`rules.eclipse.foresight`), exploring (rounds 1–6), research (economy techs first; from
round 4 a tech that brings a track to its next VP step), building (monoliths, warships at the
staging sector nearest a target, orbitals), upgrading a blueprint with a part it has not fitted,
influencing a free sector, or moving to a free sector. Within an action it takes the best-scored
activation, and ``done`` when none gains anything. Decisions: the first legal turn of a sector, a
discovery's reward (from round 6 the tile kept for 2 VP), a claim with discs and money to spare,
fight when its chance is at least even (else retreat when outnumbered), keep the best reputation
tile. It never declares standing choices and reads public information only (and, deciding on a
discovery tile, that tile, which the seat sees).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

from rules.eclipse import board, botplan, build, influence, pack, prices, research, turn
from rules.eclipse.actions import (
    Action,
    Answer,
    Artifact,
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
from rules.eclipse.setup import discovery_kind
from rules.eclipse.state import EclipseState

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
#: Discs an action takes off the track at most: exploring may claim the sector explored, and
#: an Influence action places up to two, a move into a battle may take the sector after it
#: (§5, §10.1, §12.6).
DISCS = {"explore": 2, "influence": 3, "move": 2}
WARSHIPS = ("interceptor", "cruiser", "dreadnought")
#: From these rounds on, techs that complete a track's VP step, and discovery tiles kept for VP.
LATE_TECHS = 4
LATE_VP = 6


def _move_score(
    state: EclipseState,
    seat: int,
    action: Move,
    moves: Sequence[Move],
    plans: dict[str, tuple[list[str], float]],
) -> float:
    """A move into a target worth it (:data:`rules.eclipse.botplan.WIN_CHANCE`) scores 5 and
    more, the strongest ship first; a move out of a battle, or nowhere useful, scores -1.
    ``plans`` remembers each target's arriving ships and chance for one listing of ``moves``."""
    to = state.sector(action.to)
    origin = state.sector(action.origin)
    if botplan.hostile(state, to, seat):
        if action.to not in plans:
            left = state.turn.left if state.turn is not None else turn.count(state, seat, "move")
            coming = botplan.arriving(state, seat, action.to, moves, left)
            chance = botplan.attack_chance(state, seat, action.to, coming)
            plans[action.to] = (coming, chance)
        coming, chance = plans[action.to]
        if action.ship not in coming or chance < botplan.WIN_CHANCE:
            return -1.0
        bonus = botplan.NPC_BONUS if to.npcs else 0.0
        ship = botplan.strength(board.stats(state, seat, action.ship))
        return 5.0 + botplan.sector_value(to.id) + bonus + chance + ship / 100
    if botplan.hostile(state, origin, seat):
        return -1.0
    if to.owner is None and not board.own_ships(to, seat):
        return 1.0 + botplan.sector_value(to.id) / 10
    return -1.0


def _upgrade_score(state: EclipseState, seat: int, action: Upgrade) -> float:
    seat_board = state.seats[seat]
    parts = seat_board.blueprints[action.ship]
    return _gain(seat_board.side, action.ship, parts, action.space, action.part)


@lru_cache(maxsize=8192)
def _gain(side: str, ship: str, parts: tuple[str | None, ...], space: int, part: str) -> float:
    """What putting ``part`` on space ``space`` (1-based) of blueprint ``parts`` is worth."""
    trial = list(parts) + [None] * (space - len(parts))
    trial[space - 1] = part
    before = board.part_stats(side, ship, parts)
    after = board.part_stats(side, ship, tuple(trial))
    weight = 2.0 if ship in ("cruiser", "dreadnought") else 1.0
    gain = botplan.strength(after) - botplan.strength(before)
    return weight * gain if after.movement >= min(before.movement, 2) else -1.0


def _research_score(state: EclipseState, seat: int, action: Research) -> float:
    """Economy techs first, then the wanted ship parts; from round 4 a tech that brings a track
    to 4–7 tiles (its VP, §16) is worth more."""
    record = pack.load().tech_by_id[action.tech]
    bonus = 4 if action.tech in ECONOMY else 3 if action.tech in WANTED else 1
    track = action.track or getattr(record, "track", None)
    techs = state.seats[seat].techs.get(track or "", ())
    if state.round >= LATE_TECHS and 4 <= len(techs) + 1 <= 7:
        bonus += 2
    return bonus - record.cost / 10


def _build_score(action: Build, stage: str | None, round_: int) -> float:
    """Monoliths first (3 VP), then warships while a target waits (at its staging sector,
    :func:`rules.eclipse.botplan.staging`), then orbitals."""
    if action.what == "monolith":
        return 3.5
    if action.what == "orbital":
        return 2.0
    if action.what not in WARSHIPS:
        return 0.5
    if stage is None or round_ >= 8:
        return {"dreadnought": 1.0, "cruiser": 0.8}.get(action.what, 0.3)
    worth = {"dreadnought": 3.0, "cruiser": 2.6}.get(action.what, 1.2)
    return worth + (0.5 if action.sector == stage else 0.0)


def _trade_ok(state: EclipseState, seat: int, action: Action, discs: int) -> bool:
    """Whether the trades a Research or Build activation makes (:mod:`rules.eclipse.prices`)
    leave money for the upkeep of ``discs`` more discs (:func:`rules.eclipse.botplan.
    spare_discs`): the bot counts a trade's cost before it takes the activation."""
    trades = prices.trades(state, seat, action)
    spent = board.trade_ratio(state, seat) * sum(t.give == "money" for t in trades)
    return spent == 0 or botplan.spare_discs(state, seat, spent) >= discs


def _pick_activation(
    state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    scored: list[tuple[float, int, Action]] = []
    moves = [a for a in legal if isinstance(a, Move)]
    plans: dict[str, tuple[list[str], float]] = {}
    builds = any(isinstance(a, Build) and a.what in WARSHIPS for a in legal)
    stage = botplan.staging(state, seat) if builds else None
    seat_board = state.seats[seat]
    spare = botplan.spare_discs(state, seat) if any(isinstance(a, Influence) for a in legal) else 0
    for index, action in enumerate(legal):
        score = -1.0
        if not _trade_ok(state, seat, action, 0):
            continue
        if isinstance(action, Explore):
            score = 3.0 - abs(action.q + action.r) * 0.1 + rng.random()
        elif isinstance(action, Research):
            score = _research_score(state, seat, action)
        elif isinstance(action, Upgrade):
            score = _upgrade_score(state, seat, action)
        elif isinstance(action, Build):
            score = _build_score(action, stage, state.round) + rng.random() * 0.2
        elif isinstance(action, Move):
            score = _move_score(state, seat, action, moves, plans)
        elif isinstance(action, Influence) and action.origin == "track" and action.to != "track":
            keep = seat_board.discs > 3 and spare >= 1
            score = botplan.sector_value(action.to) / 3 if keep else -1.0
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
        return _move_score(state, seat, pick, [a for a in found if isinstance(a, Move)], {})
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


def _keep_discovery(state: EclipseState) -> bool:
    """Keep a discovery tile for 2 VP from round :data:`LATE_VP` on (its reward comes too late
    to pay), unless it is an Ancient Monolith (3 VP where it stands); the seat deciding sees the
    tile (§5.1)."""
    pending = state.pending
    kind = discovery_kind(pending.tile) if pending is not None and pending.tile else ""
    return state.round >= LATE_VP and kind != "ancient_monolith"


def _choose_start(
    state: EclipseState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    """An action, a trade to money when even one more disc would leave upkeep unpaid, or a
    pass: never an action whose discs (:data:`DISCS`) the money cannot pay for (§14.2)."""
    board_ = state.seats[seat]
    starts: dict[str, Start] = {a.kind: a for a in legal if isinstance(a, Start)}
    spare = botplan.spare_discs(state, seat)
    if spare < 1:
        trades = [a for a in legal if isinstance(a, Trade) and a.get == "money"]
        if trades:
            return max(trades, key=lambda a: (a.give == "science", board_.storage[a.give]))
        return Pass()
    starts = {k: a for k, a in starts.items() if spare >= DISCS.get(k, 1)}
    if not starts or board_.discs <= 2:
        return Pass()
    wishes: list[tuple[float, str]] = []
    moving = _best(state, seat, "move") if "move" in starts else 0.0
    if moving >= 5:
        wishes.append((10 + moving, "move"))
    if "explore" in starts and state.round <= 6:
        wishes.append((6 + rng.random() * 3, "explore"))
    if "research" in starts and any(
        _research_score(state, seat, a) > 0 and _trade_ok(state, seat, a, 1)
        for a in research.options(state, seat)
    ):
        wishes.append((5 + rng.random() * 3, "research"))
    if "build" in starts and board_.storage["materials"] >= build.cost(state, seat, "cruiser"):
        armed = botplan.staging(state, seat) is not None and state.round < 8
        wishes.append((5 + (2 if armed else 0) + rng.random() * 3, "build"))
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
    if state.pending is not None and state.pending.kind == "ancient":
        return first
    if isinstance(first, Battle):
        return _battle(state, seat, decisions)
    if isinstance(first, Keep):
        return first
    if isinstance(first, Species):
        return rng.choice(decisions)
    if isinstance(first, (Place, Discard, Portal, Artifact)):
        return first
    if isinstance(first, Reward):
        return Reward(vp=_keep_discovery(state))
    if isinstance(first, Claim):
        seat_board = state.seats[seat]
        return Claim(take=seat_board.discs > 3 and botplan.spare_discs(state, seat) >= 1)
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
        seat_board = state.seats[seat]
        poor = botplan.spare_discs(state, seat) < 2
        order = {"money": 2, "science": 1, "materials": 0}
        return max(
            colonize,
            key=lambda a: (
                poor and a.resource == "money",
                seat_board.track[a.resource],
                order[a.resource],
            ),
        )
    if state.turn is not None:
        moves = [a for a in decisions if not isinstance(a, (Trade, Colonize, Done))]
        return _pick_activation(state, seat, moves, rng)
    if state.seats[seat].passed:
        reacts = [a for a in decisions if isinstance(a, React) and a.kind == "build"]
        seat_board = state.seats[seat]
        rich = seat_board.storage["materials"] >= 8 and botplan.spare_discs(state, seat) >= 1
        if reacts and rich and seat_board.discs > 4:
            return reacts[0]
        return Pass()
    return _choose_start(state, seat, decisions, rng)


def _battle(state: EclipseState, seat: int, options: Sequence[Action]) -> Action:
    """Fight when the chance to win against the first hostile side there is at least even
    (:func:`rules.eclipse.botplan.win_chance`), else retreat once outnumbered."""
    assert state.combat is not None
    sector = state.sector(state.combat.sectors[0])
    mine = botplan.fleet_of(state, seat, [k for o, k in sector.ships if o == seat])
    theirs, npc = botplan.enemy_fleet(state, sector, seat)
    attacking = npc or sector.owner != seat
    chance = botplan.win_chance(mine, theirs, npc, attacking) if theirs else 1.0
    retreat: Literal["fight", "outnumbered"] = "fight" if chance >= 0.5 else "outnumbered"
    target = state.seats[seat].prefs.get("target", "kill")
    wanted = Battle(retreat=retreat, target="biggest" if target == "biggest" else "kill")
    return wanted if wanted in options else options[0]
