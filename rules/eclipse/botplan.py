"""The bot's war plan: which battles it can win, where its ships gather, what it can afford
(docs/rules/eclipse.md §8, §9, §12.8, §12.9, §14).

Public information only, as the odds a seat sees (:mod:`rules.eclipse.foresight`): the fleets'
blueprints and counts, the NPCs' printed blueprints; never a face-down discovery tile, another
seat's reputation tiles or a sector stack's order.

A hostile sector is a *target*. The fleet the bot can bring to it in one Move action is its ships
already there and, for each activation left, the strongest ship that can still reach it (each
origin giving at most its unpinned ships, §9). A move into a target is worth making when that
fleet's exact chance to win its first battle there (:func:`rules.eclipse.foresight.chance`, both
sides on the default policies) is at least :data:`WIN_CHANCE`; a clear case, or a battle larger
than :data:`EXACT_STATES`, is judged by :func:`strength` with a wide margin. The ships it builds
go to the sector it controls nearest a target (the *staging* sector), so that a fleet grows where
it will fight. :func:`spare_discs` says how many more discs it can take before its money no longer
pays the upkeep.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from rules.eclipse import board, foresight, odds, pack
from rules.eclipse.actions import Move
from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.ships import ShipStats
from rules.eclipse.state import EclipseState, SectorState

#: The least chance to win its first battle for which the bot moves into a battle.
WIN_CHANCE = 0.6
#: Strength ratios that decide without the exact odds: below LOSS it loses, above SURE it wins,
#: and a battle too large for the exact odds is fought from BIG up.
LOSS, SURE, BIG = 0.5, 4.0, 1.6
#: The most damage states (:func:`rules.eclipse.odds.states_bound` of both fleets multiplied)
#: of a battle whose exact odds the bot computes: larger ones cost it more than a whole turn's
#: worth of play (up to 0.35 s each), and are judged by strength.
EXACT_STATES = 50
#: What a won battle against NPCs adds to a target's worth: reputation draws (§12.5).
NPC_BONUS = 2.0


def strength(s: ShipStats) -> float:
    """A ship's rough battle value: expected damage per round times what it survives."""
    hit = min(5, 1 + s.computer) / 6
    damage = sum(d.damage for d in s.cannons) * hit + sum(d.damage for d in s.missiles) * hit / 2
    return damage * (s.hull + 1) * (1 + 0.3 * s.shield) * (1 + 0.05 * s.initiative)


def hostile(state: EclipseState, sector: SectorState, seat: int) -> bool:
    """Whether ``sector`` holds another seat's ships or NPCs hostile to ``seat``."""
    return any(o != seat for o, _ in sector.ships) or bool(board.hostile_npcs(state, sector, seat))


def enemy_fleet(state: EclipseState, sector: SectorState, seat: int) -> tuple[Fleet, bool]:
    """The side ``seat`` fights first on entering ``sector``: its NPCs, else the first other
    seat there (§12.1), empty when none; and whether they are NPCs."""
    npcs = board.hostile_npcs(state, sector, seat)
    if npcs:
        counts = Counter(npcs)
        return tuple(
            Group.of(board.npc(kind, state.npc_sides[kind]), n)
            for kind, n in sorted(counts.items())
        ), True
    other = next((o for o, _ in sector.ships if o != seat), None)
    if other is None:
        return (), False
    counts = Counter(kind for owner, kind in sector.ships if owner == other)
    return tuple(
        Group.of(board.stats(state, other, kind), n) for kind, n in sorted(counts.items())
    ), False


def fleet_of(state: EclipseState, seat: int, kinds: Iterable[str]) -> Fleet:
    """``seat``'s fleet of ships ``kinds`` (a kind once per ship)."""
    counts = Counter(kinds)
    return tuple(Group.of(board.stats(state, seat, k), n) for k, n in sorted(counts.items()))


def fleet_strength(fleet: Fleet) -> float:
    """The summed :func:`strength` of ``fleet``."""
    return sum(strength(group.stats) * group.count for group in fleet)


@lru_cache(maxsize=4096)
def win_chance(mine: Fleet, theirs: Fleet, npc: bool, attacking: bool = True) -> float:
    """``mine``'s chance to win against ``theirs`` (0–1), attacking or defending: the exact
    odds of :func:`rules.eclipse.foresight.chance` up to :data:`EXACT_STATES`, else a strength
    judgement (0 or 1)."""
    ours, enemy = fleet_strength(mine), fleet_strength(theirs)
    if ours < LOSS * enemy:
        return 0.0
    if ours > SURE * enemy:
        return 1.0
    exact = None
    if odds.states_bound(mine) * odds.states_bound(theirs) <= EXACT_STATES:
        exact = foresight.chance(mine, theirs, attacking, npc)
    if exact is None:
        return 1.0 if ours > BIG * enemy else 0.0
    return exact


def arriving(
    state: EclipseState, seat: int, to: str, moves: Sequence[Move], left: int
) -> list[str]:
    """The ships (kinds) the bot brings into ``to`` with ``left`` activations: the strongest
    that can reach it, each origin giving at most its unpinned ships."""
    slots: list[tuple[float, str]] = []
    seen: set[tuple[str, str]] = set()
    for move in moves:
        if move.to != to or (move.origin, move.ship) in seen:
            continue
        seen.add((move.origin, move.ship))
        origin = state.sector(move.origin)
        have = sum(1 for o, k in origin.ships if o == seat and k == move.ship)
        count = min(have, board.free_ships(state, origin, seat))
        value = strength(board.stats(state, seat, move.ship))
        slots += [(value, move.ship)] * count
    slots.sort(reverse=True)
    return [kind for _, kind in slots[: max(0, left)]]


def attack_chance(state: EclipseState, seat: int, to: str, coming: Sequence[str]) -> float:
    """``seat``'s chance to win its first battle in ``to`` once the ships ``coming`` (kinds,
    :func:`arriving`) join the ones it has there (0 when nothing comes)."""
    if not coming:
        return 0.0
    sector = state.sector(to)
    there = [k for o, k in sector.ships if o == seat]
    theirs, npc = enemy_fleet(state, sector, seat)
    return win_chance(fleet_of(state, seat, [*there, *coming]), theirs, npc)


def sector_value(sector_id: str) -> int:
    """What a sector is worth holding: its VP and population squares."""
    record = pack.load().sector_by_id[sector_id]
    return record.vp + len(record.squares)


def _hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def staging(state: EclipseState, seat: int) -> str | None:
    """The sector ``seat`` controls nearest a target (an NPC sector nobody controls but the
    GCDS's, else any hostile sector) with no opponent there; ``None``: no target or nothing
    controlled. Where new ships should go."""
    targets = [
        (s.q, s.r)
        for s in state.sectors
        if board.hostile_npcs(state, s, seat) and "gcds" not in s.npcs and s.owner is None
    ]
    if not targets:
        targets = [(s.q, s.r) for s in state.sectors if hostile(state, s, seat)]
    own = [s for s in board.controlled(state, seat) if not hostile(state, s, seat)]
    if not targets or not own:
        return None

    def distance(sector: SectorState) -> tuple[int, int]:
        here = (sector.q, sector.r)
        return min(_hex_distance(here, t) for t in targets), -sector_value(sector.id)

    return min(own, key=distance).id


def claims(state: EclipseState, seat: int) -> int:
    """Sectors ``seat`` may take control of after this round's battles: where its ships meet
    an opponent in a sector it does not control (a disc each, §12.6)."""
    return sum(
        1
        for s in state.sectors
        if s.owner != seat and board.own_ships(s, seat) and hostile(state, s, seat)
    )


def spare_discs(state: EclipseState, seat: int, spent: int = 0) -> int:
    """How many more discs ``seat`` can take off the track and still pay its upkeep from money
    alone, after one for each sector it may take after the battles (:func:`claims`, §14.2),
    and after giving ``spent`` money away (trades); negative when it cannot pay even now."""
    seat_board = state.seats[seat]
    spaces = pack.load().npcs.tracks.influence_upkeep
    money = seat_board.storage["money"] - spent + board.production(seat_board.track["money"])
    on_track = seat_board.discs - claims(state, seat)
    spare = -1
    while spare < on_track:
        empty = len(spaces) - (on_track - spare - 1)
        upkeep = 0 if empty <= 0 else spaces[min(empty, len(spaces)) - 1]
        if money - upkeep < 0:
            break
        spare += 1
    return spare
