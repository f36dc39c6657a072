"""Combat phase step 1–2: which sectors fight, the sides, and one sector's battles
(docs/rules/eclipse.md §12.1–§12.5).

Sides enter in order: the NPCs and the sector's controller first (§12.1), then the other players
by the order their first ship still there arrived. Each player's battle choices come from its
answer in the ``battle`` window, or its standing choice (``prefer retreat …``): ``fight`` never
retreats, ``outnumbered`` starts to retreat a type once its side has fewer ships left in the
battle than the opponent. Targets follow the answer (or the seat's standing ``prefer target``):
``kill`` (the default "kill the most, then the biggest", §12.7) or ``biggest`` (the NPC rule of
§12.4).
Draco's ships do not fight Ancients (§17); a sector where Draco would meet Ancients and another
side fights every side as :func:`rules.eclipse.combat.resolve_sector` pairs them (a limit, see
docs/rules/eclipse.md §21 Q20). Retreating ships go to the neighbouring sector the player named
in its answer (``battle outnumbered 205``), or to the lowest-numbered one that qualifies: a
sector it controls with no opponent ships, connected by a wormhole connection (§12.4).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, combat, galaxy, text
from rules.eclipse.combat import RetreatView, Side
from rules.eclipse.fleet import Fleet, Group
from rules.eclipse.state import EclipseState, SectorState
from rules.eclipse.targeting import NpcRule

NPC_NAME = text.NPC_SIDE


@dataclass(frozen=True)
class Outnumbered:
    """Retreat once your ships left in the battle are fewer than the opponent's."""

    def retreats(self, view: RetreatView) -> bool:
        """True when the side is outnumbered."""
        mine = sum(g.count for g in view.own)
        theirs = sum(g.count for g in view.enemy)
        return mine < theirs


def seats_in(sector: SectorState) -> list[int]:
    """Player seats with ships in ``sector``, in order of entry of their first ship there."""
    return list(dict.fromkeys(owner for owner, _ in sector.ships))


def entry_order(state: EclipseState, sector: SectorState) -> list[int | None]:
    """Sides in order of entry (§12.1): NPCs (``None``) and the controller first."""
    seats = seats_in(sector)
    if sector.owner in seats:
        seats.remove(sector.owner)
        seats.insert(0, sector.owner)
    order: list[int | None] = list(seats)
    if sector.npcs:
        order.insert(0, None)
    return order


def _hostile(state: EclipseState, sector: SectorState, a: int | None, b: int | None) -> bool:
    if a is None or b is None:
        seat = a if a is not None else b
        assert seat is not None
        return bool(board.hostile_npcs(state, sector, seat))
    return a != b


def has_battle(state: EclipseState, sector: SectorState) -> bool:
    """Whether ``sector`` holds two opposing sides (§12.1)."""
    order = entry_order(state, sector)
    return any(_hostile(state, sector, a, b) for i, a in enumerate(order) for b in order[i + 1 :])


def battle_sectors(state: EclipseState) -> list[str]:
    """Sectors with a battle, highest number first (§12.1)."""
    found = [s.id for s in state.sectors if has_battle(state, s)]
    return sorted(found, key=int, reverse=True)


def retreat_to(state: EclipseState, sector: SectorState, seat: int) -> SectorState | None:
    """The lowest-numbered sector ``seat``'s ships may retreat to from ``sector``, or ``None``
    (the default destination, §12.4)."""
    options = retreat_options(state, sector, seat)
    return options[0] if options else None


def retreat_options(state: EclipseState, sector: SectorState, seat: int) -> list[SectorState]:
    """Every sector ``seat``'s ships may retreat to from ``sector``, lowest number first: a
    neighbour it controls, free of opponent ships, with a wormhole connection (§12.4)."""
    safe = [(s.q, s.r) for s in board.controlled(state, seat) if not board.enemies(state, s, seat)]
    found = galaxy.retreat_positions(
        board.galaxy_of(state),
        (sector.q, sector.r),
        safe,
        wormhole_generator=board.wormhole_generator(state, seat),
    )
    places = board.by_position(state)
    return sorted((places[p] for p in found), key=lambda s: int(s.id))


def _destination(
    state: EclipseState, sector: SectorState, seat: int, choice: str
) -> SectorState | None:
    """The retreat sector of ``seat``'s answer ``choice`` (``"<retreat> <target> [<to>]"``),
    or the default when it names none or one that no longer qualifies."""
    named = choice.split()[2:]
    options = retreat_options(state, sector, seat)
    chosen = [s for s in options if named and s.id == named[0]]
    found = chosen or options
    return found[0] if found else None


def _fleet(state: EclipseState, sector: SectorState, seat: int | None) -> Fleet:
    if seat is None:
        counts = Counter(sector.npcs)
        return tuple(
            Group.of(board.npc(kind, state.npc_sides[kind]), n) for kind, n in counts.items()
        )
    counts = Counter(kind for owner, kind in sector.ships if owner == seat)
    return tuple(Group.of(board.stats(state, seat, kind), counts[kind]) for kind in sorted(counts))


def side(state: EclipseState, sector: SectorState, seat: int | None, choice: str) -> Side:
    """One side of the sector's battles with its policies."""
    if seat is None:
        return combat.npc_side(NPC_NAME, _fleet(state, sector, None))
    retreat, _, rest = choice.partition(" ")
    target = rest.partition(" ")[0]
    policy = Outnumbered() if retreat == "outnumbered" else combat.NEVER
    biggest = (target or state.seats[seat].prefs.get("target")) == "biggest"
    return Side(
        name=f"{{p{seat}}}",
        fleet=_fleet(state, sector, seat),
        targeting=NpcRule() if biggest else combat.KILL_MOST,
        retreat=policy,
        can_retreat=retreat_to(state, sector, seat) is not None,
    )


def fight(
    step: Step[EclipseState], sector_id: str, choices: dict[int, str]
) -> list[tuple[int, int]]:
    """Fight every battle of ``sector_id`` and update its ships (§12.2–§12.4).

    Returns:
        ``(seat, tiles)`` reputation draws, in order of entry (§12.5), seats with none left out.
    """
    state = step.state
    sector = state.sector(sector_id)
    order = entry_order(state, sector)
    sides = [
        side(state, sector, seat, choices.get(seat, "fight") if seat is not None else "")
        for seat in order
    ]
    step.emit(public_event("BattleBegan", text.BATTLE.format(sector=text.sector(sector_id))))
    outcomes = combat.resolve_sector(sides, step.rng)
    final: dict[str, Fleet] = {s.name: s.fleet for s in sides}
    retreated: dict[str, list[Group]] = {}
    for outcome in outcomes:
        for role in ("attacker", "defender"):
            fought = outcome.side(role)
            final[fought.name] = fought.fleet
            retreated.setdefault(fought.name, []).extend(outcome.retreated[role])
        step.emit(public_event("BattleRolled", text.rolls(outcome.log), closes_undo=True))
    destinations = {
        seat: _destination(state, sector, seat, choices.get(seat, "fight"))
        for seat in order
        if seat is not None
    }
    sector = state.edit(sector)
    sector.ships = tuple(
        (seat, group.stats.kind)
        for seat in order
        if seat is not None
        for group in final[f"{{p{seat}}}"]
        for _ in range(group.count)
    )
    sector.npcs = tuple(g.stats.kind for g in final.get(NPC_NAME, ()) for _ in range(g.count))
    for seat, where in destinations.items():
        for group in retreated.get(f"{{p{seat}}}", []):
            if where is not None:
                where = state.edit(state.sector(where.id))
                where.ships += ((seat, group.stats.kind),) * len(group.damage)
    return [
        (seat, n)
        for seat in order
        if seat is not None and (n := combat.reputation_draws(outcomes, f"{{p{seat}}}"))
    ]
