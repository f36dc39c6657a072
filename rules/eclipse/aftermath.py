"""Combat steps 3 and 4 after the battles: attacking population and influencing sectors, and
who takes the discovery tiles of step 5 (docs/rules/eclipse.md §12.6).

Sectors are taken from the highest number down, one at a time (a disc placed on one sector is
no longer on the track for the next). In each:

* **Step 3, attack population.** The first player (by order of entry) with ships in a sector
  holding an opponent's cubes is asked in an ``attack`` window: ``attack`` rolls the cannons of
  its ships there once (Neutron Bombs destroy every cube instead, unless the owner has Neutron
  Absorber), ``attack money`` kills that track's cubes first, ``attack no`` spares them. Each
  point of damage kills one cube (docs/rules/eclipse.md §12.6), in square order with the orbital
  last unless a track is named. Planta's cubes die under opponent ships without a roll, whatever
  the answer, so nobody is asked there; a player with neither cannons nor usable bombs is not
  asked. NPCs never attack population (§21 Q21).
* **Step 4, influence sectors.** A controller with no cubes left in a sector where an opponent
  has ships loses its disc; then a player alone with ships in an uncontrolled sector without
  NPCs, with a disc on its track, is asked in a ``claim`` window: ``claim yes`` places it,
  ``claim no`` does not.

Both windows default to what the engine did before they were asked (``attack``, ``claim yes``),
and the standing choices ``prefer attack yes`` and ``prefer claim yes``, a seat's starting
choices, answer them without a question; ``prefer attack ask`` / ``prefer claim ask`` make them
questions (docs/rules/eclipse.md §21 Q24).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.window import DecisionWindow
from rules.eclipse import battles, board, text
from rules.eclipse.actions import Action, Attack, Claim, preference
from rules.eclipse.state import EclipseState, SectorState

NEUTRON = "neutron_bombs"
ORBITAL = -1
"""The orbital's population square among a sector's squares (their indexes start at 0)."""


def order(state: EclipseState) -> list[str]:
    """Every placed sector's id, highest number first (§12.6)."""
    return [s.id for s in sorted(state.sectors, key=lambda s: int(s.id), reverse=True)]


def advance(step: Step[EclipseState]) -> bool:
    """Go on with step 3 (stage ``population``) or 4 (``influence``) until a seat is asked or
    the step is over (then the next stage begins). Always ``True`` (progress was made)."""
    state = step.state
    fight = state.combat
    assert fight is not None
    while fight.queue:
        sector = state.edit(state.sector(fight.queue.pop(0)))
        if fight.stage == "population":
            asked, kind = _population(step, sector), "attack"
        else:
            asked, kind = _influence(step, sector), "claim"
        if asked is not None:
            fight.asking = sector.id
            state.window = DecisionWindow.open(kind, [asked])
            return True
    if fight.stage == "population":
        fight.stage, fight.queue = "influence", order(state)
    else:
        fight.stage, fight.finds = "finds", finds(state)
    return True


def bombs(state: EclipseState, attacker: int, owner: int) -> bool:
    """Whether ``attacker``'s Neutron Bombs work against ``owner`` (no Neutron Absorber)."""
    return state.seats[attacker].owns(NEUTRON) and not state.seats[owner].owns("neutron_absorber")


def _cannons(state: EclipseState, sector: SectorState, seat: int) -> bool:
    kinds = {kind for owner, kind in sector.ships if owner == seat}
    return any(board.stats(state, seat, kind).cannons for kind in kinds)


def _population(step: Step[EclipseState], sector: SectorState) -> int | None:
    """Step 3 in ``sector``: the seat to ask, or ``None`` (Planta's cubes die at once)."""
    state = step.state
    owner = sector.owner
    attackers = [s for s in battles.seats_in(sector) if s != owner]
    if owner is None or not attackers or sector.npcs:
        return None
    if not any(c is not None for c in sector.cubes) and sector.orbital_cube is None:
        return None
    attacker = attackers[0]
    if state.seats[owner].side == "planta":
        _killed(step, sector, attacker, len(cubes_of(sector)), None)
        return None
    if bombs(state, attacker, owner) or _cannons(state, sector, attacker):
        return attacker
    return None


def cubes_of(sector: SectorState) -> list[str]:
    """The tracks of ``sector``'s cubes, squares in order, then the orbital's."""
    found = [c for c in sector.cubes if c is not None]
    return found + ([sector.orbital_cube] if sector.orbital_cube is not None else [])


def attack_options(state: EclipseState, seat: int) -> list[Action]:
    """``attack`` (with each track first when the cubes are of several tracks and dice decide),
    and ``attack no``."""
    assert state.combat is not None
    sector = state.sector(state.combat.asking)
    assert sector.owner is not None
    tracks = list(dict.fromkeys(cubes_of(sector)))
    firsts = tracks if len(tracks) > 1 and not bombs(state, seat, sector.owner) else []
    return [Attack(), *(Attack(first=t) for t in firsts), Attack(attack=False)]


def attack_standing(state: EclipseState, seat: int) -> Action | None:
    """``prefer attack yes`` (the starting choice): ``attack``; ``ask``: none."""
    return Attack() if preference(state.seats[seat].prefs, "attack") == "yes" else None


def attack(step: Step[EclipseState], seat: int, action: Attack) -> None:
    """Apply ``seat``'s answer on the sector asked about: roll (or drop the bombs) and kill."""
    state = step.state
    assert state.combat is not None
    sector = state.sector(state.combat.asking)
    owner = sector.owner
    assert owner is not None
    if not action.attack:
        said = text.SPARED.format(seat=seat, owner=owner, sector=text.sector(sector.id))
        step.emit(public_event("PopulationSpared", said))
        return
    dropped = bombs(state, seat, owner)
    kills = len(cubes_of(sector)) if dropped else _roll(step, sector.ships, seat)
    _killed(step, state.edit(sector), seat, kills, action.first)


def _roll(step: Step[EclipseState], ships: tuple[tuple[int, str], ...], seat: int) -> int:
    """Damage of ``seat``'s cannons there against shield 0 (§12.3, §12.6)."""
    damage = 0
    for owner, kind in ships:
        if owner != seat:
            continue
        stats = board.stats(step.state, seat, kind)
        for die in stats.cannons:
            face = step.rng.randint(1, 6)
            if face == 6 or (face != 1 and face + stats.computer >= 6):
                damage += die.damage
    return damage


def _killed(
    step: Step[EclipseState], sector: SectorState, seat: int, kills: int, first: str | None
) -> None:
    """Kill ``kills`` cubes of ``sector`` into the owner's graveyard (``first``'s track first,
    then in square order, the orbital last) and say so."""
    state = step.state
    owner = sector.owner
    assert owner is not None and state.owns(sector)
    grave = state.seats[owner].graveyard
    slots = [i for i, c in enumerate(sector.cubes) if c is not None]
    slots += [ORBITAL] if sector.orbital_cube is not None else []
    if first is not None:
        slots.sort(key=lambda i: _track(sector, i) != first)
    done = min(kills, len(slots))
    for index in slots[:done]:
        grave[_track(sector, index)] += 1
        if index == ORBITAL:
            sector.orbital_cube = None
        else:
            state.set_cube(sector, index, None)
    if done:
        step.emit(
            public_event(
                "PopulationAttacked",
                text.CUBES_KILLED.format(
                    seat=seat, n=done, owner=owner, sector=text.sector(sector.id)
                ),
                closes_undo=True,
            )
        )


def _track(sector: SectorState, index: int) -> str:
    track = sector.orbital_cube if index == ORBITAL else sector.cubes[index]
    assert track is not None
    return track


def _influence(step: Step[EclipseState], sector: SectorState) -> int | None:
    """Step 4 in ``sector``: an invaded controller without cubes loses its disc; the seat that
    may place one is returned to be asked."""
    state = step.state
    present = battles.seats_in(sector)
    owner = sector.owner
    invaded = owner is not None and any(s != owner for s in present)
    if invaded and not cubes_of(sector):
        board.lift_disc(state, sector)
        step.emit(
            public_event(
                "DiscRemoved", text.DISC_LOST.format(seat=owner, sector=text.sector(sector.id))
            )
        )
    lone = sector.owner is None and len(present) == 1 and not sector.npcs
    return present[0] if lone and state.seats[present[0]].discs > 0 else None


def claim_options(state: EclipseState, seat: int) -> Sequence[Action]:
    """``claim yes`` and ``claim no``."""
    return [Claim(take=True), Claim(take=False)]


def claim_standing(state: EclipseState, seat: int) -> Action | None:
    """``prefer claim yes`` (the starting choice): ``claim yes``; ``ask``: none."""
    return Claim(take=True) if preference(state.seats[seat].prefs, "claim") == "yes" else None


def claim(step: Step[EclipseState], seat: int, action: Claim) -> None:
    """Place a disc from ``seat``'s track on the sector asked about, or not."""
    state = step.state
    assert state.combat is not None
    sector = state.sector(state.combat.asking)
    if not action.take:
        said = text.NOT_CLAIMED.format(seat=seat, sector=text.sector(sector.id))
        step.emit(public_event("SectorNotClaimed", said))
        return
    state.seats[seat].discs -= 1
    state.edit(sector).owner = seat
    step.emit(
        public_event("SectorClaimed", text.CLAIMED.format(seat=seat, sector=text.sector(sector.id)))
    )


def finds(state: EclipseState) -> list[tuple[int, str]]:
    """Combat step 5: undefended discovery tiles and who takes them (§12.6)."""
    found = []
    for sector in sorted(state.sectors, key=lambda s: int(s.id), reverse=True):
        present = battles.seats_in(sector)
        if sector.discovery is None:
            continue
        seat = sector.owner if sector.owner in present or not present else present[0]
        if (
            seat is not None
            and not board.hostile_npcs(state, sector, seat)
            and not (board.is_draco(state, seat) and sector.npcs)
        ):
            found.append((seat, sector.id))
    return found
