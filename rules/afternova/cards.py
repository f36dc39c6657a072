"""The Afternova component pack: models, loader and cross-reference checks (docs/design.md §3).

A pack is one YAML file in ``rules/afternova/data/`` (format: ``rules/afternova/PACK.md``). Skill
types and fragment colours are declared by the pack itself; every card is checked against them.
Rulebook terms (docs/rules/afternova.md §1): Hired Paws (雇佣工), Planets (行星), Blueprints
(蓝图), Starships (星舰) with a hidden objective (隐藏任务) on the back, Fragments (资源块).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.packs import Provenance, load_pack

DATA = Path(__file__).parent / "data"
DEFAULT_PACK = "standin"

UpgradeKind = Literal["vp", "storage", "extra_pick", "skill"]
"""The closed upgrade vocabulary (PACK.md): ``vp`` none (points only), ``storage`` +1 storage
space, ``extra_pick`` +1 card in each Market action, ``skill`` +1 of ``skill`` in every Extract you
take part in (as active player or helper)."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HiredPaw(_Record):
    """A Hired Paw card: ``skills`` maps a skill type to its icon count (≥ 1 each)."""

    id: str
    skills: dict[str, int] = Field(min_length=1)


class Planet(_Record):
    """A Planet card: two skill ``requirements`` (type -> amount) and ``spaces`` fragment spaces."""

    id: str
    name: str
    requirements: dict[str, int] = Field(min_length=1)
    spaces: int = Field(ge=1, le=8)


class Upgrade(_Record):
    """A Blueprint's upgrade ("Completing Blueprints"); ``skill`` only with ``kind: skill``."""

    kind: UpgradeKind
    skill: str | None = None

    @model_validator(mode="after")
    def _skill_only_for_skill(self) -> Upgrade:
        if (self.kind == "skill") != (self.skill is not None):
            raise ValueError("an upgrade names a skill if and only if its kind is 'skill'")
        return self


class Blueprint(_Record):
    """A Blueprint card: fragment ``cost`` by colour, victory points ``vp`` and an ``upgrade``."""

    id: str
    name: str
    cost: dict[str, int] = Field(min_length=1)
    vp: int = Field(ge=0)
    upgrade: Upgrade

    @property
    def icons(self) -> list[str]:
        """The cost as one colour per fragment icon, in printed (pack) order."""
        return [colour for colour, count in self.cost.items() for _ in range(count)]


class Objective(_Record):
    """The hidden objective on a Starship's back: two fragment colours."""

    id: str
    colours: tuple[str, str]


class Starship(_Record):
    """A Starship card: ``storage`` spaces and its hidden ``objective``."""

    id: str
    storage: int = Field(ge=1)
    objective: Objective


class Pack(_Record):
    """A whole pack. Ids are unique across every card; all names cross-checked."""

    id: str
    title: str
    provenance: Provenance
    skills: tuple[str, ...] = Field(min_length=1)
    colours: tuple[str, ...] = Field(min_length=2)
    fragments: dict[str, int]
    hired_paws: tuple[HiredPaw, ...] = Field(min_length=10)
    planets: tuple[Planet, ...] = Field(min_length=4)
    blueprints: tuple[Blueprint, ...] = Field(min_length=10)
    starships: tuple[Starship, ...] = Field(min_length=6)

    @model_validator(mode="after")
    def _cross_references(self) -> Pack:
        problems = [*self._unknown_names(), *self._duplicate_ids()]
        if set(self.fragments) != set(self.colours):
            problems.append("fragments must give a count for every colour and no other")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _unknown_names(self) -> list[str]:
        skills, colours = set(self.skills), set(self.colours)
        out = [
            f"{p.id}: unknown skill {s!r}"
            for p in self.hired_paws
            for s in p.skills
            if s not in skills
        ]
        out += [
            f"{p.id}: unknown skill {s!r}"
            for p in self.planets
            for s in p.requirements
            if s not in skills
        ]
        out += [
            f"{b.id}: unknown colour {c!r}"
            for b in self.blueprints
            for c in b.cost
            if c not in colours
        ]
        out += [
            f"{b.id}: unknown skill {b.upgrade.skill!r}"
            for b in self.blueprints
            if b.upgrade.skill is not None and b.upgrade.skill not in skills
        ]
        out += [
            f"{s.id}: unknown colour {c!r}"
            for s in self.starships
            for c in s.objective.colours
            if c not in colours
        ]
        return out

    def _duplicate_ids(self) -> list[str]:
        ids = Counter(
            card.id
            for group in (self.hired_paws, self.planets, self.blueprints, self.starships)
            for card in group
        )
        ids.update(ship.objective.id for ship in self.starships)
        return [f"duplicate id {card_id!r}" for card_id, n in ids.items() if n > 1]

    @property
    def paw(self) -> dict[str, HiredPaw]:
        """Hired Paws by id."""
        return {p.id: p for p in self.hired_paws}

    @property
    def blueprint(self) -> dict[str, Blueprint]:
        """Blueprints by id."""
        return {b.id: b for b in self.blueprints}

    @property
    def planet(self) -> dict[str, Planet]:
        """Planets by id."""
        return {p.id: p for p in self.planets}

    @property
    def starship(self) -> dict[str, Starship]:
        """Starships by id."""
        return {s.id: s for s in self.starships}


class Catalog:
    """A loaded pack with id lookups precomputed (the engine's hot path)."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.paw = pack.paw
        self.blueprint = pack.blueprint
        self.planet = pack.planet
        self.starship = pack.starship


@cache
def catalog(name: str = DEFAULT_PACK) -> Catalog:
    """Load ``data/<name>.yaml`` once.

    Raises:
        rules.core.packs.PackError: the file is missing or invalid; lists every problem.
    """
    return Catalog(load_pack(DATA / f"{name}.yaml", Pack))


def pack_names() -> list[str]:
    """The pack files shipped in ``data/`` (without ``.yaml``)."""
    return sorted(path.stem for path in DATA.glob("*.yaml"))
