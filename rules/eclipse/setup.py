"""A new game of Eclipse for 2–6 seats (docs/rules/eclipse.md §2).

Table options (:data:`OPTIONS`): ``species`` (``terran``: every seat a Terran faction, the
default; ``dealt``: each seat is dealt a board and plays its alien side; ``chosen``: seats pick a
board side from the start player's right, counter-clockwise, the start player last, §2.2 step 7),
``reputation_bag`` (§21 Q1), ``npc`` (standard or advanced NPC blueprints, §2.2 step 3),
``galaxy_radius`` (§21 Q7) and ``warp_portals`` (the optional module: without it its sectors,
discovery tile and rare tech are taken out, §2.2 step 5). All chance comes from
``rng_for(seed, 0, "setup")``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache

from rules.core.chance import rng_for
from rules.core.errors import IllegalAction
from rules.core.game import OptionValue
from rules.core.window import DecisionWindow
from rules.eclipse import galaxy, pack, text
from rules.eclipse.state import RESOURCES, EclipseState, SeatState, SectorState

OPTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "species": (text.OPTION_SPECIES, ("terran", "dealt", "chosen")),
    "reputation_bag": (text.OPTION_REPUTATION, ("12-10-7-4", "16-9-5-3")),
    "npc": (text.OPTION_NPC, ("standard", "advanced")),
    "galaxy_radius": (text.OPTION_RADIUS, ("open", "3")),
    "warp_portals": (text.OPTION_PORTALS, ("no", "yes")),
    "reactions": (text.OPTION_REACTIONS, ("never", "ask")),
}
TRACK_CUBES = 11


@cache
def _kinds() -> tuple[tuple[str, bool], ...]:
    """``(kind, of the Warp Portals module)`` per physical tile: the base box's first."""
    tiles = pack.load().discoveries.tiles
    ordered = [d for d in tiles if d.module is None] + [d for d in tiles if d.module is not None]
    return tuple((d.id, d.module is not None) for d in ordered for _ in range(d.copies))


def discovery_ids(*, portals: bool = True) -> list[str]:
    """Ids of the discovery tiles (``d01`` …), one per physical tile (§5.1): the base box's,
    then the Warp Portals module's (left out with ``portals=False``)."""
    return [f"d{n:02d}" for n, (_, module) in enumerate(_kinds(), 1) if portals or not module]


def discovery_kind(tile: str) -> str:
    """The discovery kind (``materials_cache`` …) of tile id ``tile`` (``d07``)."""
    return _kinds()[int(tile[1:]) - 1][0]


def _options(given: Mapping[str, OptionValue] | None) -> dict[str, str]:
    chosen = {name: values[0] for name, (_, values) in OPTIONS.items()}
    for name, value in (given or {}).items():
        if name not in OPTIONS:
            raise IllegalAction(
                text.UNKNOWN_OPTION.format(
                    name=name, known=", ".join(f"`{option}`" for option in OPTIONS)
                )
            )
        if str(value) not in OPTIONS[name][1]:
            allowed = ", ".join(f"`{v}`" for v in OPTIONS[name][1])
            raise IllegalAction(text.BAD_OPTION.format(name=name, value=value, allowed=allowed))
        chosen[name] = str(value)
    return chosen


def _tech_bag(rng: random.Random, portals: bool) -> list[str]:
    techs = pack.load().techs
    bag = [t.id for t in techs.regular for _ in range(t.copies)]
    bag += [t.id for t in techs.rare if portals or t.module is None]
    rng.shuffle(bag)
    return bag


def draw_techs(state: EclipseState, regular: int) -> None:
    """Draw tiles into the tray until ``regular`` regular tiles came out (§2.2 step 1, §15);
    rare tiles go to the rare row and do not count (decision §21 Q6: the rare row has no cap;
    Q9: an empty bag ends the draw)."""
    rare_ids = {t.id for t in pack.load().techs.rare}
    drawn = 0
    while drawn < regular and state.tech_bag:
        tech = state.tech_bag.pop()
        if tech in rare_ids:
            state.rare.append(tech)
        else:
            state.tray[tech] = state.tray.get(tech, 0) + 1
            drawn += 1


def _stacks(num_players: int, rng: random.Random, portals: bool) -> dict[str, list[str]]:
    the_pack = pack.load()
    stacks: dict[str, list[str]] = {}
    for ring in ("inner", "middle", "outer"):
        ids = [
            s.id
            for s in the_pack.sectors.sectors
            if s.ring == ring and (portals or s.module is None)
        ]
        rng.shuffle(ids)
        stacks[ring] = ids
    stacks["outer"] = stacks["outer"][: the_pack.sectors.setup.outer_in_stack[num_players]]
    return stacks


def new_game(
    num_players: int, seed: str, options: Mapping[str, OptionValue] | None = None
) -> EclipseState:
    """The table after setup (docs/rules/eclipse.md §2.2).

    Returns:
        A state in the Action phase of round 1, or in the ``species`` phase when the table
        chose ``species=chosen`` (the homes are placed once every seat has picked).

    Raises:
        IllegalAction: an unknown option or value.
    """
    chosen = _options(options)
    rng = rng_for(seed, 0, "setup")
    the_pack = pack.load()
    reputation = the_pack.npcs.reputation
    rep_bag = [v for v, n in reputation.mixes[chosen["reputation_bag"]].items() for _ in range(n)]
    rng.shuffle(rep_bag)
    portals = chosen["warp_portals"] == "yes"
    discoveries = discovery_ids(portals=portals)
    rng.shuffle(discoveries)
    ancients = next(n.miniatures for n in the_pack.npcs.npcs if n.id == "ancient")
    state = EclipseState(
        seed=seed,
        num_players=num_players,
        pack=the_pack.sectors.id,
        options=chosen,
        phase="action",
        stacks=_stacks(num_players, rng, portals),
        discards={"inner": [], "middle": [], "outer": []},
        discovery_bag=discoveries,
        tech_bag=_tech_bag(rng, portals),
        reputation_bag=rep_bag,
        ancients_left=ancients,
        npc_sides=dict.fromkeys(("ancient", "guardian", "gcds"), chosen["npc"]),
    )
    draw_techs(state, the_pack.techs.market.setup_regular[num_players])
    center = SectorState(id="001", q=0, r=0, rotation=0, npcs=("gcds",))
    center.cubes = (None,) * len(the_pack.sector_by_id["001"].squares)
    center.discovery = state.discovery_bag.pop()
    state.sectors.append(center)
    zones = the_pack.sectors.setup.home_zones[num_players]
    _, guardian_zones = galaxy.starting_zones(zones)
    guardians = [s.id for s in the_pack.sectors.sectors if s.ring == "guardian"]
    rng.shuffle(guardians)
    for position, sector_id in zip(guardian_zones, guardians, strict=False):
        squares = len(the_pack.sector_by_id[sector_id].squares)
        state.sectors.append(
            SectorState(
                id=sector_id,
                q=position[0],
                r=position[1],
                rotation=galaxy.arrow_rotation(position),
                cubes=(None,) * squares,
                npcs=("guardian",),
                discovery=state.discovery_bag.pop(),
            )
        )
    state.start = rng.randrange(num_players)
    state.current = state.start
    boards = [s for s in the_pack.species.sides if s.kind == "terran"]
    if chosen["species"] == "chosen":
        state.phase = "species"
        state.picks = [s.id for s in the_pack.species.sides]
        order = [(state.start - k) % num_players for k in range(1, num_players + 1)]
        state.window = DecisionWindow.open("species", order, in_order=True)
        return state
    if chosen["species"] == "dealt":
        rng.shuffle(boards)
    for seat in range(num_players):
        side = boards[seat].id if chosen["species"] == "terran" else boards[seat].other_side
        take_side(state, seat, side)
    return state


def take_side(state: EclipseState, seat: int, side_id: str) -> None:
    """Give ``seat`` the board side ``side_id`` and set up its home (§2.2 steps 8–13).

    Seats sit clockwise from north in their player count's starting zones; the board's home
    sector goes there, arrow to the centre, with one starting ship (Orion a cruiser), the
    starting cubes (basic squares first, advanced ones its starting techs open: Hydran) and a
    disc. Eridani draws and keeps two reputation tiles.
    """
    the_pack = pack.load()
    side = the_pack.side_by_id[side_id]
    zones = the_pack.sectors.setup.home_zones[state.num_players]
    q, r = galaxy.zone(zones[seat])
    blueprints = {kind: tuple(bp.parts) for kind, bp in side.blueprints.items()}
    reserve = the_pack.species.per_player.influence_discs - 13
    board = SeatState(
        side=side_id,
        storage={r: side.starting_resources[r] for r in RESOURCES},
        track=dict.fromkeys(RESOURCES, TRACK_CUBES),
        discs=side.influence_discs - 1,
        reserve=reserve,
        colony_ships=side.colony_ships,
        blueprints=blueprints,
    )
    for tech in side.starting_techs:
        track = the_pack.tech_by_id[tech].track  # type: ignore[union-attr]
        board.techs[track] = (*board.techs[track], tech)
    squares = the_pack.sector_by_id[side.home_sector].squares
    home = SectorState(
        id=side.home_sector,
        q=q,
        r=r,
        rotation=galaxy.arrow_rotation((q, r)),
        owner=seat,
        cubes=(None,) * len(squares),
    )
    state.add_sector(home)
    for resource in RESOURCES:
        for _ in range(side.starting_population[resource]):
            for index in sorted(range(len(squares)), key=lambda i: squares[i].advanced):
                square = squares[index]
                opened = not square.advanced or board.owns(
                    {"materials": "advanced_mining", "science": "advanced_labs"}.get(
                        resource, "advanced_economy"
                    )
                )
                if home.cubes[index] is None and square.type == resource and opened:
                    state.set_cube(home, index, resource)
                    board.track[resource] -= 1
                    break
    for kind, count in side.starting_ships.items():
        home.ships += ((seat, kind),) * count
    for _ in range(side.starting_reputation_tiles):
        if state.reputation_bag:
            board.reputation.append(state.reputation_bag.pop())
    while len(state.seats) <= seat:
        state.seats.append(board.model_copy(deep=True))
    state.seats[seat] = board
