"""The Sol Sunspot Cycle, glory chits and heroism (docs/rules/high-frontier.md §12, §13).

The placard's layout and the glory values are missing from every source (§23 Q3, Q8); the
decided readings are in ``data/cycle.yaml``, each record with ``confidence: decided`` and its
``decision``. :func:`cycle` loads them once.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from rules.core.packs import Provenance
from rules.high_frontier.pack import DATA

Season = Literal["red", "yellow", "blue"]
SPOTS = 12


class _Decided(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    confidence: Literal["decided"]
    decision: str


class Spots(_Decided):
    """Season of each spot 0 (START) … 11."""

    seasons: tuple[Season, ...] = Field(min_length=SPOTS, max_length=SPOTS)


class Events(_Decided):
    """Spots whose threshold (crossed entering the spot) calls an Event Roll (§12)."""

    spots: tuple[int, ...]


class Seniority(_Decided):
    """The spot whose entry crosses SENIORITY (a Seniority Disk is removed)."""

    before_spot: int = Field(ge=0, lt=SPOTS)


class Glory(_Decided):
    """VP of a glory chit: ``low`` (carried, or its Human lost) and ``high`` (back at LEO)."""

    low: int
    high: int


class Heroism(_Decided):
    """Heroism chits on the map with 3 or more players (CR C7)."""

    chits: int = Field(ge=0)


class Cycle(BaseModel):
    """``data/cycle.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    provenance: Provenance
    spots: Spots
    events: Events
    seniority: Seniority
    glory: Glory
    heroism: Heroism

    def season(self, spot: int) -> Season:
        """The season of ``spot`` (0 … 11)."""
        return self.spots.seasons[spot % SPOTS]


@cache
def cycle() -> Cycle:
    """The decided cycle data (read once).

    Raises:
        pydantic.ValidationError: the file does not match :class:`Cycle`.
    """
    text = (DATA / "cycle.yaml").read_text(encoding="utf-8")
    return Cycle.model_validate(yaml.safe_load(text))
