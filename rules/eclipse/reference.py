"""Eclipse's components for ``/card`` (:mod:`rules.core.reference`; issue #25 item 3): every
sector (ring, VP, population squares, wormhole edges, Ancients, Guardian or GCDS, discovery,
artifacts, warp portal), every ship part (energy and the values it adds, its weapons' dice, the
tech it needs), every tech (track, cost and minimum cost, effect) and every discovery tile kind
(what it gives, or 2 VP face down), as printed in the official pack (``data/``;
docs/rules/eclipse.md §1, §5, §6, §7, §13). Printed names stay English, as the Chinese rulebook
keeps them. Nothing here says where a component lies or in which order a stack is."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache

from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import commas
from rules.eclipse.components import Discovery, RareTech, Sector, ShipPart, SpeciesSide, Tech
from rules.eclipse.pack import Pack, load
from rules.eclipse.text import EMPTY_SPACE
from rules.eclipse.words import EDGES, action, piece, resource, track

SECTOR = Msg("eclipse.reference.sector", "sector")
PART = Msg("eclipse.reference.part", "ship part")
TECH = Msg("eclipse.reference.tech", "tech")
RARE = Msg("eclipse.reference.rare_tech", "rare tech")
DISCOVERY = Msg("eclipse.reference.discovery", "discovery tile")
SPECIES = Msg("eclipse.reference.species", "species board side")
EFFECTS = {
    "neutron_bombs": "When your ships attack population, every cube in the sector may be "
    "destroyed without rolling.",
    "starbase": "You may build Starbases.",
    "advanced_mining": "Colony ships may fill advanced materials squares.",
    "advanced_economy": "Colony ships may fill advanced money squares.",
    "quantum_grid": "At once: 2 more influence discs on your influence track.",
    "nanorobots": "+1 Build activation each time you take the Build action (not reactions).",
    "orbital": "You may build Orbitals (one more population square in a sector, for money or "
    "science cubes).",
    "advanced_robotics": "At once: 1 more influence disc on your influence track.",
    "advanced_labs": "Colony ships may fill advanced science squares.",
    "monolith": "You may build Monoliths (3 VP each at the end, one per sector).",
    "wormhole_generator": "You may explore, move and influence across an edge with a wormhole "
    "on one side only (not for diplomacy).",
    "artifact_key": "At once: 5 resources of one kind for each artifact in the sectors you "
    "control.",
    "antimatter_splitter": "The damage of your Antimatter Cannons may be split among targets.",
    "neutron_absorber": "Opponents' Neutron Bombs do not work against your population.",
    "cloaking_device": "Opponents need two ships to pin each of your ships (the GCDS still pins "
    "all).",
    "improved_logistics": "+1 Move activation each time you take the Move action.",
    "warp_portal": "At once: place the Warp Portal tile on a sector you control; it links to "
    "every warp portal; 1 VP at the end if you control it.",
    "pico_modulator": "+2 Upgrade activations each time you take the Upgrade action.",
    "ancient_labs": "At once: draw and resolve a discovery tile (a sector's reward goes to your "
    "starting sector; if you do not control it, take the 2 VP side).",
    "metasynthesis": "Colony ships may fill any advanced population square.",
    "ancient_tech": "Take for free the regular tech in the tray with the lowest printed cost "
    "that you do not have (ties: your choice).",
    "ancient_cruiser": "Place a cruiser from your supply in this sector, free.",
    "ancient_orbital": "Place an orbital in this sector (no tech needed) and gain 2 materials.",
    "ancient_monolith": "Place a monolith in this sector (no tech needed).",
    "ancient_warp_portal": "Place this Ancient Warp Portal on this sector: it links to every "
    "warp portal; 2 VP at the end if you control the sector.",
}
"""The effect of every tech and discovery that unlocks no part, gives no resources and is no
part: one sentence each, worded from the pack's ``effect`` for the table (``eclipse.effect.*``)."""


TECH_PART = Msg("eclipse.reference.tech_part", "tech and ship part")


@cache
def entries() -> tuple[Entry, ...]:
    """Every sector, ship part, tech, rare tech, discovery tile kind and species board side of
    the pack; a tech and the part it unlocks share an id (``plasma_cannon``), so they are one
    entry."""
    pack = load()
    techs: list[Tech | RareTech] = [*pack.techs.regular, *pack.techs.rare]
    unlocked = {tech.unlocks for tech in techs}
    return (
        *(_sector(s) for s in pack.sectors.sectors),
        *(_part(p, pack) for p in pack.parts.parts if p.id not in unlocked),
        *(_tech(tech, pack) for tech in techs),
        *(_discovery(d, pack) for d in pack.discoveries.tiles),
        *(_species(side, pack) for side in pack.species.sides),
    )


def _sector(sector: Sector) -> Entry:
    facts: list[str] = [
        Msg(
            "eclipse.reference.ring",
            "Ring {ring} sector · {vp} VP",
            ring=Msg(f"eclipse.reference.ring_{sector.ring}", sector.ring),
            vp=sector.vp,
        ),
        Msg(
            "eclipse.reference.squares",
            "Population squares: {squares}",
            squares=commas([_square(q.type, q.advanced) for q in sector.squares])
            if sector.squares
            else Msg("eclipse.reference.none", "none"),
        ),
        Msg(
            "eclipse.reference.wormholes",
            "Wormholes on the edges {edges} (as printed, before turning)",
            edges=commas([EDGES[e] for e in sector.wormholes]),
        ),
    ]
    if sector.ancients:
        facts.append(Msg("eclipse.reference.ancients", "Ancients: {n}", n=sector.ancients))
    if sector.gcds:
        facts.append(Msg("eclipse.reference.gcds", "The GCDS guards it"))
    if sector.discovery:
        facts.append(Msg("eclipse.reference.has_discovery", "A discovery tile lies here"))
    if sector.artifacts:
        facts.append(Msg("eclipse.reference.artifacts", "Artifacts: {n}", n=sector.artifacts))
    if sector.warp_portal:
        facts.append(Msg("eclipse.reference.warp", "A warp portal"))
    name = f"{sector.id} {sector.name}"
    return Entry(id=sector.id, name=name, kind=SECTOR, facts=tuple(facts))


def _square(kind: str, advanced: bool) -> Msg:
    what = Msg("eclipse.reference.gray", "any cube") if kind == "gray" else resource(kind)
    if advanced:
        return Msg("eclipse.reference.advanced", "advanced {what}", what=what)
    return Msg("eclipse.reference.square", "{what}", what=what)


def _part(part: ShipPart, pack: Pack) -> Entry:
    return Entry(id=part.id, name=part.name, kind=PART, facts=_part_facts(part, pack))


def _part_facts(part: ShipPart, pack: Pack) -> tuple[str, ...]:
    values = _values(
        {
            name: getattr(part, name)
            for name in ("energy", "initiative", "computer", "shield", "hull", "movement")
        }
    )
    facts: list[str] = []
    if values:
        facts.append(Msg("eclipse.reference.values", "{values}", values=commas(values)))
    for weapon in part.weapons:
        facts.append(
            Msg(
                f"eclipse.reference.{weapon.kind}",
                f"{weapon.kind}: {{dice}} × {{die}} die, {{damage}} damage per hit",
                dice=weapon.dice,
                die=Msg(f"eclipse.reference.die_{weapon.die}", weapon.die),
                damage=pack.parts.dice[weapon.die],
            )
        )
    facts.append(_access(part, pack))
    return tuple(facts)


def _access(part: ShipPart, pack: Pack) -> Msg:
    if part.access == "basic":
        return Msg("eclipse.reference.basic", "A basic part: no tech needed")
    if part.access == "discovery":
        return Msg("eclipse.reference.ancient", "An ancient part, from a discovery tile")
    techs: list[Tech | RareTech] = [*pack.techs.regular, *pack.techs.rare]
    names = {tech.id: tech.name for tech in techs}
    tech = names.get(part.tech or "", part.tech or "")
    return Msg("eclipse.reference.needs", "Needs the tech {tech}", tech=tech)


def _tech(tech: Tech | RareTech, pack: Pack) -> Entry:
    kind: Msg
    if isinstance(tech, Tech):
        where = Msg("eclipse.reference.track", "{track} track", track=track(tech.track))
        kind = TECH
    else:
        where = Msg("eclipse.reference.any_track", "any track (rare)")
        kind = RARE
    facts: list[str] = [
        Msg(
            "eclipse.reference.cost",
            "{where} · costs {cost} science, at least {least} after discounts",
            where=where,
            cost=tech.cost,
            least=tech.min_cost,
        ),
        _effect(tech.id, tech.unlocks, pack),
    ]
    part = next((p for p in pack.parts.parts if p.id == tech.unlocks), None)
    if part is not None:  # the part it unlocks, described on the same card
        facts += _part_facts(part, pack)[:-1]
        kind = TECH_PART
    return Entry(id=tech.id, name=tech.name, kind=kind, facts=tuple(facts))


def _effect(tech_id: str, unlocks: str | None, pack: Pack) -> Msg:
    parts = {p.id: p.name for p in pack.parts.parts}
    if unlocks in parts:
        return Msg(
            "eclipse.reference.unlocks",
            "You may upgrade blueprints with {part} parts.",
            part=parts[unlocks or ""],
        )
    return Msg(f"eclipse.effect.{tech_id}", EFFECTS[tech_id])


def _discovery(tile: Discovery, pack: Pack) -> Entry:
    parts = {p.id: p.name for p in pack.parts.parts}
    if tile.part is not None:
        gives = Msg(
            "eclipse.reference.gives_part",
            "The ancient ship part {part}: install it now for free, or keep it for an Upgrade",
            part=parts[tile.part],
        )
        name = f"Ancient {parts[tile.part]}"
    elif tile.type == "resources" and tile.reward:
        gives = Msg(
            "eclipse.reference.gain", "Gain {amounts}", amounts=_amounts(tile.reward.items())
        )
        name = tile.id.replace("_", " ").title()
    else:
        gives = Msg(f"eclipse.effect.{tile.id}", EFFECTS[tile.id])
        name = tile.id.replace("_", " ").title()
    facts = [
        gives,
        Msg(
            "eclipse.reference.vp_side",
            "Or kept face down for {vp} VP · {copies} in the bag",
            vp=pack.discoveries.vp_side,
            copies=tile.copies,
        ),
    ]
    return Entry(id=tile.id, name=name, kind=DISCOVERY, facts=tuple(facts))


def _species(side: SpeciesSide, pack: Pack) -> Entry:
    """A species board side as printed: home sector, starting resources, trade rate,
    activations and the four starting blueprints part by part with their printed values
    (docs/rules/eclipse.md §2.2, §7, §17), so any seat's blueprints are read on ``/card <species>``
    (issue #27 item 6). Its abilities are the pack's English paraphrases, not yet translated, so
    they are left to the species' rules summary."""
    parts = {p.id: p.name for p in pack.parts.parts}
    facts: list[str] = [
        Msg(
            "eclipse.reference.species_start",
            "Home sector {home} · starts with {resources} · trades at {ratio}:1",
            home=side.home_sector,
            resources=_amounts(side.starting_resources.items()),
            ratio=side.trade_ratio,
        ),
        Msg(
            "eclipse.reference.activations",
            "Activations: {activations}",
            activations=commas(
                [
                    Msg("eclipse.reference.activation", "{action} {n}", action=action(k), n=n)
                    for k, n in side.activations.items()
                ]
            ),
        ),
    ]
    for kind, blueprint in side.blueprints.items():
        printed = _values(blueprint.printed.model_dump())
        facts.append(
            Msg(
                "eclipse.reference.blueprint",
                "{ship} blueprint: {parts}{printed}",
                ship=piece(kind),
                parts=commas([parts[p] if p else EMPTY_SPACE for p in blueprint.parts]),
                printed=Msg(
                    "eclipse.reference.printed", " · printed {values}", values=commas(printed)
                )
                if printed
                else "",
            )
        )
    return Entry(id=side.id, name=side.name, kind=SPECIES, facts=tuple(facts))


def _values(values: Mapping[str, int]) -> list[Msg]:
    """``energy -2``, ``initiative +1``: each non-zero value, signed, in the given order."""
    return [
        Msg(f"eclipse.reference.value_{name}", f"{name} {{n}}", n=f"{value:+d}")
        for name, value in values.items()
        if value
    ]


def _amounts(resources: Iterable[tuple[str, int]]) -> str:
    """``4 materials, 3 science``: resource amounts in the given order."""
    return commas(
        [
            Msg("eclipse.reference.amount", "{n} {what}", n=n, what=resource(what))
            for what, n in resources
        ]
    )
