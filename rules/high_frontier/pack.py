"""The High Frontier 4 All pack: the map graph, the sites and the patent decks.

``data/map.json`` (spaces and lines), ``data/sites.yaml`` (landing sites) and
``data/patents/<deck>.yaml`` are validated by pydantic (``extra="forbid"``) and cross-checked
(every line's and Hohmann lane's spaces exist, every site's space exists and points back); every
problem is reported at once in one :class:`rules.core.packs.PackError`. ``PACK.md`` documents the
format. Rules: docs/rules/high-frontier.md §1, §8, §11, §19.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.core.packs import PackError, Provenance
from rules.high_frontier.patents import DECKS, Confidence, Deck

DATA = Path(__file__).with_name("data")
LEO = "n90"
GEO = "n96"

ZoneId = Literal[
    "mercury", "venus", "earth", "mars", "ceres", "jupiter", "saturn", "uranus", "neptune"
]
NodeType = Literal[
    "lagrange", "burn", "lander_burn", "hohmann", "site", "radiation_belt", "flyby", "waypoint"
]
M = TypeVar("M", bound=BaseModel)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Zone(_Model):
    """A heliocentric zone; ``solar_modifier`` is ``None`` for Neptune (solar cards need a push,
    then −6; docs/rules/high-frontier.md §8.2)."""

    id: ZoneId
    name: str
    solar_modifier: int | None


class Node(_Model):
    """A space of the map, or a waypoint (a bend of a drawn line, not a space; §23 Q5).

    Attributes:
        id: ``n`` + the source graph's point number (``n90`` LEO, ``n96`` GEO).
        type: lagrange, burn, lander_burn, hohmann, site, radiation_belt, flyby or waypoint.
        zone: heliocentric zone (decided where the sources disagree, §23 D6).
        site: the site id of a ``site`` space.
        burns: Burns spent entering it (1 on burns and lander burns).
        lander, fuel_factor: ``full``/``half`` lander burn; a half lander spends half the fuel.
        thrust_required: Size + 1 of the site beyond a lander burn (kept for reference, §23 D3).
        hazard: entering calls a Hazard Roll (crash or aerobrake hazard, §8.5).
        aerobrake, aerobrake_unverified: an aerobrake hazard (sails are lost entering it).
        flyby_bonus_burns, venus_flyby: bonus burns of a flyby; the Venus one needs season blue.
        solar_oberth: the Solar Oberth (bonus = base thrust, §8.5).
        xy: position on the board picture, 0..1 from the top left.
        confidence: A/B/C as transcribed, or ``decided``; ``note``/``decision`` say why.
    """

    id: str
    type: NodeType
    zone: ZoneId
    name: str | None = None
    site: str | None = None
    burns: int = Field(0, ge=0, le=1)
    lander: Literal["full", "half"] | None = None
    fuel_factor: float = Field(1.0, gt=0, le=1)
    thrust_required: int | None = None
    complicated_thrust_requirement: bool = False
    hazard: bool = False
    hazard_dissent: str | None = None
    aerobrake: bool = False
    aerobrake_unverified: bool = False
    flyby_bonus_burns: int = Field(0, ge=0)
    venus_flyby: bool = False
    solar_oberth: bool = False
    zone_candidates: dict[str, str] | None = None
    note: str | None = None
    decision: str | None = None
    xy: tuple[float, float]
    confidence: Confidence

    @property
    def aerobrake_hazard(self) -> bool:
        """An aerobrake hazard, verified or not (sails are lost entering it, docs D8)."""
        return self.aerobrake or self.aerobrake_unverified


class Map(_Model):
    """The core map graph (``data/map.json``).

    Attributes:
        edges: lines ``[a, b]``, travelled both ways unless in ``one_way``.
        one_way: ``[from, to]`` lines travelled only that way (aerobrake arrows, §8.3).
        hohmann_lanes: per space, neighbour -> lane label; at a Hohmann, leaving by another lane
            than the one arrived by is a pivot (§8.3).
    """

    id: str
    provenance: Provenance
    zones: list[Zone]
    nodes: list[Node]
    edges: list[tuple[str, str]]
    one_way: list[tuple[str, str]]
    hohmann_lanes: dict[str, dict[str, str]]

    @cached_property
    def by_id(self) -> dict[str, Node]:
        """Every node by id."""
        return {n.id: n for n in self.nodes}

    @cached_property
    def zone_modifiers(self) -> dict[str, int | None]:
        """Solar modifier by zone id."""
        return {z.id: z.solar_modifier for z in self.zones}

    def problems(self) -> list[str]:
        """Every cross-reference that fails: duplicate ids, lines, arrows and lanes naming a
        space that does not exist, arrows without a line."""
        ids = self.by_id
        found = [f"duplicate node id {i}" for i in _duplicates([n.id for n in self.nodes])]
        found += [f"edge {a}-{b} names a missing node" for a, b in self.edges if {a, b} - set(ids)]
        lines = {frozenset(e) for e in self.edges}
        found += [f"one_way {a}->{b} is not a line" for a, b in self.one_way if {a, b} not in lines]
        found += [
            f"hohmann_lanes {node}->{other} is not a line"
            for node, lanes in self.hohmann_lanes.items()
            for other in lanes
            if {node, other} not in lines
        ]
        return found


class Site(_Model):
    """A landing site (``data/sites.yaml``; docs/rules/high-frontier.md §11.1).

    Attributes:
        size: surface gravity: powered landing and liftoff need net thrust > size (§8.4).
        spectral_type, hydration: Factory type and water drops 0–4.
        zone: heliocentric zone.
        icons: atmospheric, astrobiology, submarine, push, space_elevator, centaur.
        synodic_season: red/yellow/blue for a synodic comet (entered and left only then).
        min_burns_from_leo: the community site list's minimum burns from LEO (no Venus flyby;
            .5 = a half lander), with the aerobrakes and crash hazards of that route.
        map_node: its space in ``map.json`` (``None``: not on the map).
    """

    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    body: str
    size: int = Field(ge=0)
    spectral_type: Literal["C", "S", "M", "V", "D", "H"]
    hydration: int = Field(ge=0, le=4)
    zone: ZoneId
    icons: list[
        Literal["atmospheric", "astrobiology", "submarine", "push", "space_elevator", "centaur"]
    ] = Field(default_factory=list)
    synodic_season: Literal["red", "yellow", "blue"] | None = None
    min_burns_from_leo: float | None = None
    min_route_aerobrakes: int | None = None
    min_route_crashes: int | None = None
    map_node: str | None
    confidence: Confidence
    note: str | None = None

    @property
    def atmospheric(self) -> bool:
        """An atmospheric site (acetylene liftoff, §8.4)."""
        return "atmospheric" in self.icons


class Sites(_Model):
    """``data/sites.yaml``: every landing site with its provenance."""

    id: str
    provenance: Provenance
    sites: list[Site]


class Pack(_Model):
    """The whole pack: map, sites and patent decks by deck name (``thrusters`` … ``crew``)."""

    map: Map
    sites: Sites
    decks: dict[str, Deck]

    @cached_property
    def site_by_id(self) -> dict[str, Site]:
        """Every site by id."""
        return {s.id: s for s in self.sites.sites}

    def problems(self) -> list[str]:
        """The map's problems and the sites' cross-references (both directions)."""
        found = self.map.problems()
        nodes = self.map.by_id
        found += [f"duplicate site id {i}" for i in _duplicates([s.id for s in self.sites.sites])]
        for site in self.sites.sites:
            node = nodes.get(site.map_node or "")
            if site.map_node is not None and (node is None or node.site != site.id):
                found.append(f"site {site.id}: map_node {site.map_node} is not its site space")
        found += [
            f"node {n.id}: site {n.site} is not a site of sites.yaml placed there"
            for n in self.map.nodes
            if (n.type == "site" or n.site)
            and getattr(self.site_by_id.get(n.site or ""), "map_node", None) != n.id
        ]
        cards = [c.id for deck in self.decks.values() for c in deck.cards]
        found += [f"duplicate card id {i}" for i in _duplicates(cards)]
        return found


def _duplicates(ids: list[str]) -> list[str]:
    return sorted(i for i, count in Counter(ids).items() if count > 1)


def _read(path: Path) -> Any:
    """The JSON or YAML content of ``path`` (YAML through libyaml when installed)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def _validated(path: Path, model: type[M], problems: list[str]) -> M | None:
    """``path`` read into ``model``; its problems appended to ``problems`` (then ``None``)."""
    try:
        return model.model_validate(_read(path))
    except ValidationError as exc:
        problems += [
            f"{path.name} {'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
        ]
    except (OSError, ValueError, yaml.YAMLError) as exc:
        problems.append(f"{path.name}: {exc}")
    return None


@cache
def load() -> Pack:
    """Load, validate and cross-check the official pack (once; cached).

    Returns:
        The pack: map, sites, and the decks of ``patents.DECKS``.

    Raises:
        rules.core.packs.PackError: any file missing or invalid, or a cross-reference broken;
            the message lists every problem of every file.
    """
    problems: list[str] = []
    game_map = _validated(DATA / "map.json", Map, problems)
    sites = _validated(DATA / "sites.yaml", Sites, problems)
    decks = {d: _validated(DATA / "patents" / f"{d}.yaml", Deck, problems) for d in DECKS}
    if game_map is None or sites is None or problems:
        raise PackError("; ".join(problems))
    pack = Pack(map=game_map, sites=sites, decks={k: v for k, v in decks.items() if v})
    if found := pack.problems():
        raise PackError("; ".join(found))
    return pack
