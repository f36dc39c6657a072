"""Eclipse: Second Dawn component records: the models of ``data/*.yaml``.

Every model forbids unknown keys (a misspelt field is an error). Every record keeps where its
values come from (``sources``), a confidence letter (A three or more sources, B two, C one,
D disputed; docs/rules/eclipse.md §0) and, where a source disagrees, its ``dissent``.
``PACK.md`` documents the format field by field. Rules: docs/rules/eclipse.md §1, §5, §6, §7, §13,
§17.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.core.packs import Provenance

Confidence = Literal["A", "B", "C", "D"]
Ring = Literal["center", "inner", "middle", "outer", "home", "guardian"]
SquareType = Literal["money", "science", "materials", "gray"]
Direction = Literal["N", "NE", "SE", "S", "SW", "NW"]
ShipKind = Literal["interceptor", "cruiser", "dreadnought", "starbase"]
DieColour = Literal["yellow", "orange", "blue", "red"]
Track = Literal["military", "grid", "nano"]
TechKind = Literal["ship_part", "build", "instant", "permanent"]
Module = Literal["warp_portals"]
SHIP_KINDS: tuple[ShipKind, ...] = ("interceptor", "cruiser", "dreadnought", "starbase")
PLAYER_COUNTS = range(2, 7)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Record(_Model):
    """Provenance of one record: ``confidence``, ``sources``, ``dissent`` and ``note``."""

    confidence: Confidence
    sources: str
    dissent: str | None = None
    note: str | None = None


class Square(_Model):
    """A population square (docs/rules/eclipse.md §10.2); ``advanced`` = the star mark."""

    type: SquareType
    advanced: bool = False


class Sector(_Record):
    """One sector face (docs/rules/eclipse.md §1, §5.2).

    Attributes:
        id: the printed number as a string (``"001"``, ``"221"``).
        ring: its stack: center, inner (I), middle (II), outer (III), home or guardian.
        wormholes: printed edges with a wormhole, 0 N, 1 NE, … 5 NW, clockwise.
        vp: printed VP at game end (§16).
        squares: population squares.
        discovery: a discovery symbol (a tile is placed when explored, §5).
        ancients: ancient symbols (Ancients placed when explored).
        artifacts: artifact symbols (Artifact Key).
        warp_portal, gcds: a warp portal; the Galactic Center's GCDS.
        module: the optional module the face belongs to (``warp_portals``), else ``None``.
        home_of, other_side: a home face's species board side and the face on its back.
    """

    id: str
    name: str
    ring: Ring
    wormholes: tuple[int, ...]
    vp: int = Field(ge=0)
    squares: list[Square]
    discovery: bool = False
    ancients: int = Field(0, ge=0)
    artifacts: int = Field(0, ge=0)
    warp_portal: bool = False
    gcds: bool = False
    module: Module | None = None
    home_of: str | None = None
    other_side: str | None = None

    @field_validator("wormholes")
    @classmethod
    def _edges(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(e not in range(6) for e in value) or len(set(value)) != len(value):
            raise ValueError(f"wormhole edges must be distinct numbers 0-5, got {list(value)}")
        return tuple(sorted(value))


class SectorSetup(_Model):
    """Setup counts by player count (docs/rules/eclipse.md §2.1).

    Attributes:
        outer_in_stack: outer sectors shuffled into the stack.
        guardians: Guardian sectors placed in empty starting zones.
        home_zones: the starting zones used, clockwise from north.
    """

    outer_in_stack: dict[int, int]
    outer_in_stack_confidence: Confidence
    guardians: dict[int, int]
    guardians_confidence: Confidence
    home_zones: dict[int, list[Direction]]
    home_zones_confidence: Confidence
    home_zones_sources: str


class Sectors(_Model):
    """``data/sectors.yaml``."""

    id: str
    provenance: Provenance
    setup: SectorSetup
    sectors: list[Sector]


class Tech(_Record):
    """A regular tech (docs/rules/eclipse.md §6): ``position`` 1–8 on its track of the tray,
    ``copies`` tiles in the box, ``unlocks`` the part or structure it allows."""

    id: str
    name: str
    track: Track
    position: int = Field(ge=1, le=8)
    cost: int = Field(ge=1)
    min_cost: int = Field(ge=1)
    copies: int = Field(ge=1)
    kind: TechKind
    unlocks: str | None = None
    effect: str


class RareTech(_Record):
    """A rare tech: one tile, placed on the owner's track of choice (docs/rules/eclipse.md §6)."""

    id: str
    name: str
    cost: int = Field(ge=1)
    min_cost: int = Field(ge=1)
    kind: TechKind
    unlocks: str | None = None
    module: Module | None = None
    effect: str


class Market(_Model):
    """Regular tiles drawn into the tray at setup and per cleanup (§2.1); rare row slots."""

    setup_regular: dict[int, int]
    cleanup_regular: dict[int, int]
    rare_row: int
    confidence: str


class Research(_Model):
    """Track slots, discount by techs already on a track, VP by tiles (docs/rules/eclipse.md §6)."""

    track_slots: int
    discounts: list[int]
    vp_by_tiles: dict[int, int]
    confidence: str


class Techs(_Model):
    """``data/techs.yaml``."""

    id: str
    provenance: Provenance
    market: Market
    research: Research
    regular: list[Tech]
    rare: list[RareTech]


class Weapon(_Model):
    """``dice`` dice of ``die`` colour; a cannon fires every engagement round, a missile once
    before the first (docs/rules/eclipse.md §12.2)."""

    kind: Literal["cannon", "missile"]
    die: DieColour
    dice: int = Field(ge=1)


class ShipPart(_Record):
    """A ship part (docs/rules/eclipse.md §7, §12.3).

    Attributes:
        access: ``basic`` (no tech), ``tech`` / ``rare_tech`` (needs ``tech``), ``discovery``.
        energy: produced (+) or used (−).
        computer, shield, hull, movement, initiative: what the part adds to its ship.
        weapons: its dice.
        outside_grid: placed beside the blueprint grid (Muon Source).
    """

    id: str
    name: str
    access: Literal["basic", "tech", "rare_tech", "discovery"]
    tech: str | None = None
    energy: int = 0
    computer: int = Field(0, ge=0)
    shield: int = Field(0, ge=0)
    hull: int = Field(0, ge=0)
    movement: int = Field(0, ge=0)
    initiative: int = Field(0, ge=0)
    weapons: list[Weapon] = Field(default_factory=list)
    outside_grid: bool = False


class Parts(_Model):
    """``data/ship_parts.yaml``: the parts and the damage of a hit per die colour."""

    id: str
    provenance: Provenance
    dice: dict[DieColour, int]
    dice_confidence: str
    parts: list[ShipPart]


class Discovery(_Record):
    """A discovery tile kind (docs/rules/eclipse.md §5.1): ``copies`` tiles; ``reward`` the
    resources gained; ``part`` the ancient ship part it gives."""

    id: str
    type: Literal["resources", "technology", "ship", "structure", "warp_portal", "ship_part"]
    copies: int = Field(ge=1)
    reward: dict[Literal["money", "science", "materials"], int] | None = None
    part: str | None = None
    module: Module | None = None
    effect: str


class Discoveries(_Model):
    """``data/discoveries.yaml``; ``vp_side`` is the VP of a tile kept face down."""

    id: str
    provenance: Provenance
    vp_side: int
    tiles: list[Discovery]


class Printed(_Model):
    """Bonuses printed beside a blueprint grid (docs/rules/eclipse.md §12.2)."""

    initiative: int = Field(ge=0)
    energy: int = Field(ge=0)
    computer: int = Field(ge=0)
    shield: int = Field(ge=0)


class Blueprint(_Model):
    """A ship type's blueprint (docs/rules/eclipse.md §7): one entry per grid space, the part
    printed there or ``None`` for an empty space."""

    spaces: int = Field(ge=1)
    parts: list[str | None]
    printed: Printed


class ReputationTrack(_Model):
    """Reputation-track slots by kind (docs/rules/eclipse.md §11); ``None`` = disputed."""

    slots: int = Field(ge=1)
    ambassador_only: int | None
    reputation_only: int | None
    either: int | None


class SpeciesSide(_Record):
    """One side of a species board (docs/rules/eclipse.md §2.2, §17).

    Attributes:
        kind: ``terran`` (one of six identical factions) or ``alien``.
        home_sector: its home sector face; ``other_side``: the side on the back of the board.
        activations: per action (explore, research, upgrade, build, move, influence).
        influence_discs: usable discs at the start (13, Eridani 11).
        starting_ships, starting_techs, starting_population: what setup gives.
        build_costs: materials per ship or structure (§8).
        blueprints: interceptor, cruiser, dreadnought, starbase.
        end_game_vp: species VP (``per_controlled_sector``, ``per_ancient_on_board``).
    """

    id: str
    name: str
    kind: Literal["terran", "alien"]
    color: str
    home_sector: str
    other_side: str
    starting_resources: dict[Literal["materials", "science", "money"], int]
    trade_ratio: int = Field(ge=1)
    activations: dict[Literal["explore", "research", "upgrade", "build", "move", "influence"], int]
    colony_ships: int = Field(ge=0)
    influence_discs: int = Field(ge=1)
    starting_ships: dict[ShipKind, int]
    starting_techs: list[str]
    starting_reputation_tiles: int = Field(ge=0)
    starting_population: dict[Literal["materials", "science", "money"], int]
    build_costs: dict[ShipKind | Literal["orbital", "monolith"], int]
    reputation_track: ReputationTrack
    blueprints: dict[ShipKind, Blueprint]
    abilities: list[str]
    end_game_vp: dict[Literal["per_controlled_sector", "per_ancient_on_board"], int] | None = None


class PerPlayer(_Model):
    """Components of one player colour (docs/rules/eclipse.md §1)."""

    ships: dict[ShipKind, int]
    population_cubes: int
    influence_discs: int
    ambassadors: int


class StarbaseInitiative(_Model):
    """The disputed printed starbase initiative (docs/rules/eclipse.md §21 Q2)."""

    value: int
    confidence: Confidence
    dissent: str


class Species(_Model):
    """``data/species.yaml``."""

    id: str
    provenance: Provenance
    per_player: PerPlayer
    reaction_activations: int
    standard_starbase_initiative: StarbaseInitiative
    sides: list[SpeciesSide]


class NpcBlueprint(_Record):
    """An NPC blueprint tile side (docs/rules/eclipse.md §13): no parts, the stats only."""

    weapons: list[Weapon]
    computer: int = Field(ge=0)
    shield: int = Field(ge=0)
    hull: int = Field(ge=0)
    initiative: int = Field(ge=0)


NpcKind = Literal["ancient", "guardian", "gcds"]


class Npc(_Model):
    """An NPC kind: miniatures in the box, reputation draws for destroying one (§12.5), and its
    ``standard`` and ``advanced`` blueprint tiles (two per kind, docs/rules/eclipse.md §21 Q17)."""

    id: NpcKind
    name: str
    miniatures: int = Field(ge=1)
    reputation_draws: int = Field(ge=1)
    blueprints: dict[Literal["standard", "advanced"], NpcBlueprint]


class Draws(_Model):
    """Reputation draws after a sector's battles (docs/rules/eclipse.md §12.5)."""

    participation: int
    per_destroyed: dict[ShipKind, int]
    max: int


class Reputation(_Model):
    """Reputation tiles: the bag's candidate mixes by name (``12-10-7-4``, ``16-9-5-3``), the
    ``default_mix`` (the other is the table option ``reputation_bag``: docs/rules/eclipse.md §21
    Q1), the draws after battle, and the VP of ambassadors and the Traitor."""

    tiles: int
    values: list[int]
    mixes: dict[str, dict[int, int]]
    default_mix: str
    mix_confidence: str
    draws: Draws
    ambassador_vp: int
    traitor_vp: int


class Tracks(_Model):
    """Influence upkeep spaces and production squares, left to right (§14.1)."""

    influence_upkeep: list[int]
    production: list[int]
    confidence: str


class Npcs(_Model):
    """``data/npcs.yaml``."""

    id: str
    provenance: Provenance
    reputation: Reputation
    tracks: Tracks
    npcs: list[Npc]
