"""The battle odds a seat sees where it decides (docs/rules/eclipse.md §12.7, §12.8).

A move into a sector holding opponent ships or hostile NPCs is labelled with the mover's chance
to win its first battle there, and so are the move activation's prompt (every sector within
reach where a battle waits) and the battle window's prompt (the seat's battle in the sector being
fought). The chance is :func:`rules.eclipse.odds.battle_odds` on public information only: the
fleets' blueprints and counts (ships carry no damage outside the Combat phase), both sides on the
default policies, NPCs on their rule, nobody retreating. The battle is the first pair the seat
fights (§12.1): against the nearest hostile side entered before it, attacking; else against the
nearest entered after it, defending.

The work is bounded: a battle whose damage states exceed :data:`MAX_STATES` by
:func:`rules.eclipse.odds.states_bound` gets no figure (its label says so), so one new battle
costs at most about 250 ms; every battle's chance is remembered by its two fleets
(:data:`CACHE_SIZE` battles), so a listing computes each distinct battle once and later listings
none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from rules.eclipse import board, odds, text
from rules.eclipse.actions import Move
from rules.eclipse.battles import entry_order
from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.state import EclipseState, SectorState
from rules.eclipse.targeting import KillMost, NpcRule

MAX_STATES = 10_000
CACHE_SIZE = 4_096

Side = int | None  # a seat, or the sector's NPCs


def _fleet(state: EclipseState, sector: SectorState, side: Side, extra: str | None = None) -> Fleet:
    if side is None:
        counts = Counter(sector.npcs)
        return tuple(
            Group.of(board.npc(kind, state.npc_sides[kind]), n)
            for kind, n in sorted(counts.items())
        )
    counts = Counter(kind for owner, kind in sector.ships if owner == side)
    if extra is not None:
        counts[extra] += 1
    return tuple(Group.of(board.stats(state, side, kind), n) for kind, n in sorted(counts.items()))


def _opponent(state: EclipseState, sector: SectorState, seat: int) -> tuple[Side, bool] | None:
    """The side ``seat`` fights first in ``sector`` and whether ``seat`` attacks (§12.1)."""
    order = entry_order(state, sector)
    if seat not in order:
        order.append(seat)
    at = order.index(seat)
    hostile_npcs = bool(board.hostile_npcs(state, sector, seat))
    hostile = [
        i for i, side in enumerate(order) if side != seat and (side is not None or hostile_npcs)
    ]
    before = [i for i in hostile if i < at]
    if before:
        return order[before[-1]], True
    return (order[hostile[0]], False) if hostile else None


@lru_cache(maxsize=CACHE_SIZE)
def chance(mine: Fleet, theirs: Fleet, attacking: bool, npc: bool) -> float | None:
    """``mine``'s chance to win its battle against ``theirs``, or ``None`` beyond
    :data:`MAX_STATES` (remembered by fleet).

    Args:
        mine, theirs: the two fleets.
        attacking: ``mine`` attacks (entered later); else it defends.
        npc: ``theirs`` are NPCs (they always defend, on their rule, §12.4).
    """
    if odds.states_bound(mine) * odds.states_bound(theirs) > MAX_STATES:
        return None
    if attacking:
        policy = NpcRule() if npc else KillMost()
        return odds.battle_odds(mine, theirs, defender_targeting=policy).attacker
    return odds.battle_odds(theirs, mine).defender


def battle_chance(
    state: EclipseState, sector: SectorState, seat: int, arriving: str | None = None
) -> tuple[bool, float | None]:
    """Whether ``seat`` (with one ``arriving`` ship) has a battle in ``sector``, and its chance
    to win the first one (``None``: too large to compute, see :data:`MAX_STATES`)."""
    found = _opponent(state, sector, seat)
    if found is None:
        return False, None
    other, attacking = found
    mine = _fleet(state, sector, seat, arriving)
    return True, chance(mine, _fleet(state, sector, other), attacking, other is None)


def percent(p: float) -> str:
    """A chance in whole per cent, never rounded to a certainty it is not ("<1", ">99")."""
    whole = round(p * 100)
    if whole == 0 and p > 0:
        return "<1"
    if whole == 100 and p < 1:
        return ">99"
    return str(whole)


def _said(p: float | None) -> str:
    return text.ODDS_LONG if p is None else text.ODDS_WIN.format(chance=percent(p))


def move_label(state: EclipseState, seat: int, action: Move, said: str) -> str:
    """The label of a move: ``said`` (the move in words), with the odds when it enters a
    battle."""
    fights, p = battle_chance(state, state.sector(action.to), seat, action.ship)
    return text.LABEL_ODDS.format(notation=said, odds=_said(p)) if fights else said


def reach_odds(state: EclipseState, seat: int, moves: Sequence[Move]) -> list[str]:
    """The sectors within reach of ``moves`` holding a battle, in words, by sector number: each
    with the best chance over the ship types that can enter it."""
    best: dict[str, tuple[float, str]] = {}
    long: set[str] = set()
    for move in moves:
        fights, p = battle_chance(state, state.sector(move.to), seat, move.ship)
        if fights and p is None:
            long.add(move.to)
        elif p is not None and (move.to not in best or p > best[move.to][0]):
            best[move.to] = (p, move.ship)
    said = {
        to: text.ODDS_SECTOR.format(sector=text.sector(to), odds=_said(p), ship=ship)
        for to, (p, ship) in best.items()
    }
    said |= {to: text.ODDS_SECTOR_LONG.format(sector=text.sector(to)) for to in long - set(best)}
    return [said[to] for to in sorted(said, key=int)]


def window_odds(state: EclipseState, sector: SectorState, seat: int) -> str | None:
    """``seat``'s chance in its first battle in ``sector`` in words (``None``: no battle)."""
    fights, p = battle_chance(state, sector, seat)
    return _said(p) if fights else None
