"""The Combat, Upkeep and Cleanup phases and the end of the game (docs/rules/eclipse.md §3,
§12.5, §12.6, §14, §15).

Combat goes sector by sector, highest number first: a ``battle`` window asks the players there
their retreat choice and target rule (standing choices answer without a question; a player with
one option is not asked), the battles are fought at once, then each participant
in order of entry draws reputation tiles and keeps at most one (a secret ``reputation`` window).
Then, with no further choice (decisions recorded in docs/rules/eclipse.md §21): every player with
armed ships attacks opponent cubes (Neutron Bombs destroy them all unless the owner has Neutron
Absorber); Planta cubes die where a player's ships remain (NPCs never attack population:
decision §21 Q21); a controller with no cubes left under
opponent ships loses its disc and a player alone with ships in an uncontrolled sector places a
disc there if it has one; undefended discovery tiles go to a player with ships there (each a
``discovery`` decision); players with no ships and no sectors are eliminated.
Upkeep opens a ``colonies`` window where seats with face-up colony ships may use them (not into
sectors with opponent ships), then pays upkeep from money (bankruptcy trades materials, then
science, then abandons the sectors worth the fewest VP; decision §21 Q12, the owner's choice in
the rules) and produces; Cleanup returns discs and cubes, refreshes colony ships and refills the
tray. Round 8 ends the game.
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.core.window import DecisionWindow
from rules.eclipse import battles, board, discovery, influence, pack, scoring, text, turn
from rules.eclipse.actions import Colonize
from rules.eclipse.setup import draw_techs
from rules.eclipse.state import LAST_ROUND, RESOURCES, CombatState, EclipseState, SectorState

NEUTRON = "neutron_bombs"


def begin(step: Step[EclipseState]) -> None:
    """The Action phase is over: the Combat phase starts (§3)."""
    state = step.state
    state.phase = "combat"
    state.turn = None
    state.combat = CombatState(sectors=battles.battle_sectors(state))
    step.emit(public_event("CombatPhase", text.COMBAT_PHASE.format(round=state.round)))


def advance(step: Step[EclipseState]) -> bool:
    """Resolve the Combat phase until a seat must answer; ``False`` once it needs one."""
    state = step.state
    fight = state.combat
    assert fight is not None
    if state.window is not None or state.pending is not None:
        return False
    if fight.draws:
        _draw(step)
        return True
    if fight.stage == "battles" and fight.sectors:
        sector = state.sector(fight.sectors[0])
        seats = [s for s in battles.seats_in(sector) if not state.seats[s].eliminated]
        state.window = DecisionWindow.open("battle", seats)
        return True
    if fight.stage == "battles":
        _population(step)
        _influence(step)
        fight.stage = "finds"
        fight.finds = _finds(state)
    if fight.finds:
        seat, sector_id = fight.finds.pop(0)
        sector = state.sector(sector_id)
        if sector.discovery is not None and not board.hostile_npcs(state, sector, seat):
            tile, sector.discovery = sector.discovery, None
            discovery.take(step, seat, tile, sector_id, then_claim=False)
        return True
    if fight.stage == "finds":
        _eliminate(step)
        fight.stage = "upkeep"
        seats = [s for s in range(state.num_players) if colonies(state, s)]
        if seats:
            state.window = DecisionWindow.open("colonies", seats)
            return True
    state.combat = None
    upkeep(step)
    return True


def colonies(state: EclipseState, seat: int) -> list[Colonize]:
    """The colony ships ``seat`` may use in Upkeep step 1: not into a sector with opponent ships
    (docs/rules/eclipse.md §10.2, §14.2)."""
    if state.seats[seat].eliminated:
        return []
    return [
        a
        for a in influence.colonize_options(state, seat)
        if not board.enemies(state, state.sector(a.sector), seat)
    ]


def battle_answered(step: Step[EclipseState], choices: dict[int, str]) -> None:
    """The ``battle`` window closed: fight the first sector's battles and queue the draws."""
    fight = step.state.combat
    assert fight is not None
    sector_id = fight.sectors.pop(0)
    fight.draws = battles.fight(step, sector_id, choices)


def _draw(step: Step[EclipseState]) -> None:
    """The first seat of the draws draws its tiles; the ``reputation`` window asks it."""
    state = step.state
    fight = state.combat
    assert fight is not None
    seat, count = fight.draws[0]
    fight.drawn = []
    for _ in range(min(count, len(state.reputation_bag))):
        index = step.rng.randrange(len(state.reputation_bag))
        fight.drawn.append(state.reputation_bag.pop(index))
    step.emit(
        private_event(
            "ReputationDrawn",
            {seat},
            text.REPUTATION_SEEN.format(seat=seat, values=", ".join(map(str, fight.drawn))),
            text.REPUTATION_DRAWN.format(seat=seat, n=len(fight.drawn)),
            closes_undo=True,
        )
    )
    state.window = DecisionWindow.open("reputation", [seat], secret=True)


def reputation_slots(state: EclipseState, seat: int) -> int:
    """Reputation tiles ``seat``'s track holds: its slots less the ambassador-only ones and the
    ambassadors that sit on shared slots (§11)."""
    track = board.side_of(state, seat).reputation_track
    only = track.ambassador_only or 0
    return track.slots - only - max(0, len(state.seats[seat].ambassadors) - only)


def keep(step: Step[EclipseState], seat: int, value: int) -> None:
    """``seat`` keeps one drawn tile (a full track gives back its lowest) and returns the rest."""
    state = step.state
    fight = state.combat
    assert fight is not None
    held = state.seats[seat].reputation
    drawn = list(fight.drawn)
    if value:
        drawn.remove(value)
        if len(held) >= reputation_slots(state, seat):
            lowest = min(held)
            held.remove(lowest)
            drawn.append(lowest)
        held.append(value)
    state.reputation_bag += drawn
    fight.drawn = []
    fight.draws.pop(0)
    step.emit(public_event("ReputationKept", text.REPUTATION_KEPT.format(seat=seat)))


def _population(step: Step[EclipseState]) -> None:
    """Combat step 3: ships attack opponent cubes (§12.6)."""
    state = step.state
    for sector in sorted(state.sectors, key=lambda s: int(s.id), reverse=True):
        owner = sector.owner
        attackers = [s for s in battles.seats_in(sector) if s != owner]
        if owner is None or not attackers or sector.npcs:
            continue
        attacker = attackers[0]
        cubes = [i for i, c in enumerate(sector.cubes) if c is not None]
        orbital = 1 if sector.orbital_cube is not None else 0
        if not cubes and not orbital:
            continue
        board_ = state.seats[attacker]
        if board_.owns(NEUTRON) and not state.seats[owner].owns("neutron_absorber"):
            kills = len(cubes) + orbital
        else:
            kills = _roll_on_cubes(step, sector.ships, attacker)
        planta = state.seats[owner].side == "planta"
        if planta:
            kills = len(cubes) + orbital
        _kill_cubes(state, sector, kills)
        if kills:
            step.emit(
                public_event(
                    "PopulationAttacked",
                    text.CUBES_KILLED.format(
                        seat=attacker, n=kills, owner=owner, sector=text.sector(sector.id)
                    ),
                    closes_undo=True,
                )
            )


def _roll_on_cubes(step: Step[EclipseState], ships: tuple[tuple[int, str], ...], seat: int) -> int:
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


def _kill_cubes(state: EclipseState, sector: SectorState, kills: int) -> None:
    assert sector.owner is not None
    grave = state.seats[sector.owner].graveyard
    for index, track in enumerate(sector.cubes):
        if kills and track is not None:
            grave[track] += 1
            state.set_cube(sector, index, None)
            kills -= 1
    if kills and sector.orbital_cube is not None:
        grave[sector.orbital_cube] += 1
        sector.orbital_cube = None


def _influence(step: Step[EclipseState]) -> None:
    """Combat step 4: discs leave sectors taken from them; lone fleets claim sectors (§12.6)."""
    state = step.state
    for sector in sorted(state.sectors, key=lambda s: int(s.id), reverse=True):
        present = battles.seats_in(sector)
        owner = sector.owner
        invaded = owner is not None and any(s != owner for s in present)
        if invaded and all(c is None for c in sector.cubes) and sector.orbital_cube is None:
            board.lift_disc(state, sector)
            step.emit(
                public_event(
                    "DiscRemoved", text.DISC_LOST.format(seat=owner, sector=text.sector(sector.id))
                )
            )
        if sector.owner is None and len(present) == 1 and not sector.npcs:
            seat = present[0]
            if state.seats[seat].discs > 0:
                state.seats[seat].discs -= 1
                sector.owner = seat
                step.emit(
                    public_event(
                        "SectorClaimed",
                        text.CLAIMED.format(seat=seat, sector=text.sector(sector.id)),
                    )
                )


def _finds(state: EclipseState) -> list[tuple[int, str]]:
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


def _eliminate(step: Step[EclipseState]) -> None:
    """Players with no ships and no sectors leave the game with a frozen score (§12.6)."""
    state = step.state
    for seat, board_ in enumerate(state.seats):
        if board_.eliminated:
            continue
        ships = any(owner == seat for s in state.sectors for owner, _ in s.ships)
        if not ships and not board.controlled(state, seat):
            eliminate(step, seat)


def eliminate(step: Step[EclipseState], seat: int) -> None:
    """``seat`` leaves the game: its score is frozen, its ships and discs leave the board
    (docs/rules/eclipse.md §12.6, §14.2)."""
    state = step.state
    board_ = state.seats[seat]
    board_.frozen = scoring.score(state, seat)
    board_.eliminated = True
    for sector in state.sectors:
        if sector.owner == seat:
            board.lift_disc(state, sector)
        sector.ships = tuple(ship for ship in sector.ships if ship[0] != seat)
    step.emit(public_event("Eliminated", text.ELIMINATED.format(seat=seat)))


def upkeep(step: Step[EclipseState]) -> None:
    """Upkeep (§14.2), then Cleanup (§15) or the end after round 8."""
    state = step.state
    for seat, board_ in enumerate(state.seats):
        if board_.eliminated:
            continue
        _pay(step, seat)
        if board_.eliminated:
            continue
        board_.storage["materials"] += board.production(board_.track["materials"])
        board_.storage["science"] += board.production(board_.track["science"])
    if state.round >= LAST_ROUND:
        state.phase = "over"
        step.emit(public_event("GameEnded", text.GAME_ENDED))
        return
    cleanup(step)


def _pay(step: Step[EclipseState], seat: int) -> None:
    state = step.state
    board_ = state.seats[seat]
    ratio = board.trade_ratio(state, seat)
    while board_.storage["money"] + board.income(board_) < 0:
        short = -(board_.storage["money"] + board.income(board_))
        source = next((r for r in ("materials", "science") if board_.storage[r] >= ratio), None)
        if source is not None:
            trades = min(short, board_.storage[source] // ratio)
            board_.storage[source] -= trades * ratio
            board_.storage["money"] += trades
            continue
        owned = sorted(
            board.controlled(state, seat), key=lambda s: (pack.load().sector_by_id[s.id].vp, s.id)
        )
        if not owned:
            eliminate(step, seat)
            return
        board.lift_disc(state, owned[0])
        step.emit(
            public_event(
                "Abandoned", text.ABANDONED.format(seat=seat, sector=text.sector(owned[0].id))
            )
        )
    board_.storage["money"] += board.income(board_)


def cleanup(step: Step[EclipseState]) -> None:
    """Cleanup (§15) and the next round's Action phase."""
    state = step.state
    for board_ in state.seats:
        board_.discs += board_.action_discs
        board_.action_discs = 0
        for resource in RESOURCES:
            board_.track[resource] += board_.graveyard[resource]
            board_.graveyard[resource] = 0
        board_.colony_used = 0
        board_.passed = False
    draw_techs(state, pack.load().techs.market.cleanup_regular[state.num_players])
    if state.passed_order:
        state.start = state.passed_order[0]
    state.passed_order = []
    state.round += 1
    state.phase = "action"
    state.current = state.start
    if state.seats[state.current].eliminated:
        turn.advance_seat(state)
    step.emit(
        public_event(
            "RoundBegan", text.ROUND.format(round=state.round, seat=state.start), closes_undo=True
        )
    )
