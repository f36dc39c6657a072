"""The official Eclipse: Second Dawn pack: sectors, techs, parts, discoveries, species, NPCs.

The six files of ``data/`` are validated by the models of :mod:`rules.eclipse.components` and
cross-checked (techs and the parts they unlock point at each other, discovery parts exist, every
home sector and species side name each other, setup tables cover 2–6 players); every problem of
every file is reported at once in one :class:`rules.core.packs.PackError`. ``PACK.md`` documents
the format. Rules: docs/rules/eclipse.md §1, §2, §6, §7, §13, §17.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache, cached_property
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from rules.core.packs import PackError, load_pack
from rules.eclipse.components import (
    PLAYER_COUNTS,
    Discoveries,
    Discovery,
    Npcs,
    Parts,
    RareTech,
    Sector,
    Sectors,
    ShipPart,
    Species,
    SpeciesSide,
    Tech,
    Techs,
)

DATA = Path(__file__).with_name("data")
STRUCTURES = frozenset({"starbase", "orbital", "monolith", "warp_portal_tile"})
FILES: dict[str, tuple[str, type[BaseModel]]] = {
    "sectors": ("sectors.yaml", Sectors),
    "techs": ("techs.yaml", Techs),
    "parts": ("ship_parts.yaml", Parts),
    "discoveries": ("discoveries.yaml", Discoveries),
    "species": ("species.yaml", Species),
    "npcs": ("npcs.yaml", Npcs),
}


class Pack(BaseModel):
    """The whole pack, one attribute per file, with lookups by id."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    sectors: Sectors
    techs: Techs
    parts: Parts
    discoveries: Discoveries
    species: Species
    npcs: Npcs

    @cached_property
    def sector_by_id(self) -> dict[str, Sector]:
        """Every sector face by id."""
        return {s.id: s for s in self.sectors.sectors}

    @cached_property
    def tech_by_id(self) -> dict[str, Tech | RareTech]:
        """Every regular and rare tech by id."""
        techs: list[Tech | RareTech] = [*self.techs.regular, *self.techs.rare]
        return {t.id: t for t in techs}

    @cached_property
    def part_by_id(self) -> dict[str, ShipPart]:
        """Every ship part by id."""
        return {p.id: p for p in self.parts.parts}

    @cached_property
    def side_by_id(self) -> dict[str, SpeciesSide]:
        """Every species board side by id."""
        return {s.id: s for s in self.species.sides}

    @cached_property
    def kill_draws(self) -> dict[str, int]:
        """Reputation draws for destroying each ship or NPC kind (docs/rules/eclipse.md §12.5)."""
        ships = self.npcs.reputation.draws.per_destroyed.items()
        npcs = ((n.id, n.reputation_draws) for n in self.npcs.npcs)
        return {kind: draws for kind, draws in [*ships, *npcs]}

    def problems(self) -> list[str]:
        """Every failed cross-check of the six files, in one list (empty when sound)."""
        return [
            *self._duplicates(),
            *self._tech_problems(),
            *self._discovery_problems(self.discoveries.tiles),
            *self._home_problems(),
            *self._side_problems(),
            *self._table_problems(),
        ]

    def _duplicates(self) -> list[str]:
        groups: dict[str, Iterable[str]] = {
            "sector": (s.id for s in self.sectors.sectors),
            "tech": [*(t.id for t in self.techs.regular), *(t.id for t in self.techs.rare)],
            "part": (p.id for p in self.parts.parts),
            "discovery": (d.id for d in self.discoveries.tiles),
            "species side": (s.id for s in self.species.sides),
            "npc": (n.id for n in self.npcs.npcs),
        }
        return [
            f"duplicate {kind} id {key}"
            for kind, ids in groups.items()
            for key, count in sorted(Counter(ids).items())
            if count > 1
        ]

    def _tech_problems(self) -> list[str]:
        found = []
        for tech in self.tech_by_id.values():
            part = self.part_by_id.get(tech.unlocks or "")
            if tech.unlocks and tech.unlocks not in STRUCTURES and part is None:
                found.append(f"tech {tech.id} unlocks {tech.unlocks}, which is no part")
            if part is not None and part.tech != tech.id:
                found.append(f"tech {tech.id} unlocks part {part.id}, whose tech is {part.tech}")
        for part in self.parts.parts:
            owner = self.tech_by_id.get(part.tech or "")
            rare = isinstance(owner, RareTech)
            if (part.tech is None) != (part.access in ("basic", "discovery")):
                found.append(f"part {part.id}: access {part.access} with tech {part.tech}")
            elif part.tech and (owner is None or rare != (part.access == "rare_tech")):
                found.append(f"part {part.id}: tech {part.tech} is no {part.access} tech")
        return found

    def _discovery_problems(self, tiles: list[Discovery]) -> list[str]:
        given = Counter(d.part for d in tiles if d.part)
        found = [
            f"discovery {d.id}: part {d.part} is no discovery part"
            for d in tiles
            if d.part and getattr(self.part_by_id.get(d.part), "access", None) != "discovery"
        ]
        found += [
            f"discovery part {p.id} is on {given[p.id]} tile kinds, not 1"
            for p in self.parts.parts
            if p.access == "discovery" and given[p.id] != 1
        ]
        return found + [
            f"discovery {d.id}: type ship_part needs a part"
            for d in tiles
            if (d.type == "ship_part") != (d.part is not None)
        ]

    def _home_problems(self) -> list[str]:
        found = []
        for sector in self.sectors.sectors:
            back = self.sector_by_id.get(sector.other_side or "")
            side = self.side_by_id.get(sector.home_of or "")
            if (sector.ring == "home") != (side is not None):
                found.append(f"sector {sector.id}: home_of {sector.home_of} is no species side")
            if sector.ring == "home" and (back is None or back.other_side != sector.id):
                found.append(f"sector {sector.id}: other_side {sector.other_side} is not its back")
        return found

    def _side_problems(self) -> list[str]:
        found = []
        for side in self.species.sides:
            home = self.sector_by_id.get(side.home_sector)
            back = self.side_by_id.get(side.other_side)
            if home is None or home.home_of != side.id:
                found.append(f"side {side.id}: home sector {side.home_sector} is not its home")
            if back is None or back.other_side != side.id:
                found.append(f"side {side.id}: other_side {side.other_side} is not its back")
            found += [
                f"side {side.id}: no tech {t}"
                for t in side.starting_techs
                if t not in self.tech_by_id
            ]
            for kind, blueprint in side.blueprints.items():
                if len(blueprint.parts) != blueprint.spaces:
                    found.append(f"side {side.id} {kind}: {blueprint.spaces} spaces listed wrong")
                found += [
                    f"side {side.id} {kind}: no part {p}"
                    for p in blueprint.parts
                    if p is not None and p not in self.part_by_id
                ]
        return found

    def _table_problems(self) -> list[str]:
        setup, market = self.sectors.setup, self.techs.market
        tables: dict[str, Mapping[int, object]] = {
            "outer_in_stack": setup.outer_in_stack,
            "guardians": setup.guardians,
            "home_zones": setup.home_zones,
            "setup_regular": market.setup_regular,
            "cleanup_regular": market.cleanup_regular,
        }
        found = [
            f"{name} must cover 2-6 players"
            for name, table in tables.items()
            if sorted(table) != list(PLAYER_COUNTS)
        ]
        found += [
            f"home_zones[{n}] has {len(z)} zones"
            for n, z in setup.home_zones.items()
            if len(z) != n
        ]
        reputation = self.npcs.reputation
        return found + [
            f"reputation mix {name} has {sum(mix.values())} tiles"
            for name, mix in reputation.mixes.items()
            if sum(mix.values()) != reputation.tiles
        ]


@cache
def load() -> Pack:
    """Load, validate and cross-check the official pack (once; cached).

    Returns:
        The pack of the six files of ``data/``.

    Raises:
        rules.core.packs.PackError: a file missing or invalid, or a cross-reference broken; the
            message lists every problem of every file.
    """
    problems: list[str] = []
    read: dict[str, BaseModel] = {}
    for field, (name, model) in FILES.items():
        try:
            read[field] = load_pack(DATA / name, model)
        except PackError as exc:
            problems.append(str(exc))
    if problems:
        raise PackError("; ".join(problems))
    pack = Pack.model_validate(read)
    if found := pack.problems():
        raise PackError("; ".join(found))
    return pack
