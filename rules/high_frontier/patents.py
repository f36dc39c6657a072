"""High Frontier 4 All patent cards: the models of ``data/patents/<deck>.yaml``.

A card has two faces (White/Black; Crew: front/back). The printed fields are those of
docs/rules/high-frontier.md §1 (card anatomy), §2 (Crew) and §10 (supports); ``PACK.md``
documents the format field by field.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rules.core.packs import Provenance

Confidence = Literal["A", "B", "C", "D", "decided"]
FuelGrade = Literal["dirt", "water", "isotope"]
Support = Literal[
    "generator_pulse", "generator_electric", "reactor_X", "reactor_wave", "reactor_bomb"
]
DECKS = ("thrusters", "robonauts", "refineries", "generators", "reactors", "radiators", "crew")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def fraction(text: str) -> Fraction:
    """Read a printed number that may be a fraction (``"2"``, ``"1/10"``).

    Raises:
        ValueError: not an integer or a fraction, or negative.
    """
    value = Fraction(text)
    if value < 0:
        raise ValueError(f"{text!r} is negative")
    return value


class Triangle(_Model):
    """A thrust triangle (docs/rules/high-frontier.md §1, §8.2).

    Attributes:
        thrust: base thrust, the left number.
        fuel_consumption: fuel steps per Burn, the right number; a fraction as text (``"1/2"``).
        fuel_type: the grade it burns (colour of the triangle, §6.1).
        afterburn: fuel steps spent for +1 net thrust once per move; ``None`` = no flame.
        bonus_pivots: ballerinas (free pivots per move).
        push: the push icon (beamed power +1, §8.2).
    """

    thrust: int = Field(ge=0)
    fuel_consumption: str
    fuel_type: FuelGrade
    afterburn: int | None = Field(None, ge=1)
    bonus_pivots: int = Field(0, ge=0)
    push: bool = False

    @field_validator("fuel_consumption")
    @classmethod
    def _readable(cls, text: str) -> str:
        fraction(text)
        return text

    @property
    def consumption(self) -> Fraction:
        """Fuel steps per Burn as a fraction."""
        return fraction(self.fuel_consumption)


class Half(_Model):
    """One orientation of a radiator (light or heavy): mass, rad-hardness, Therms supplied."""

    mass: int = Field(ge=0)
    rad_hard: int = Field(ge=0)
    therms: int = Field(ge=0)


class Ability(_Model):
    """A printed ability: its keyword (if any) and a paraphrase in our own words."""

    keyword: str | None = None
    text: str


class Face(_Model):
    """One side of a patent or Crew card.

    Attributes:
        side: ``white``/``black`` (patents) or ``front``/``back`` (Crew).
        mass, rad_hard: printed mass and rad-hardness (``None`` on radiators: see ``light``,
            ``heavy``).
        triangle: the thrust triangle, if printed.
        solar: the solar-power icon (§8.2 step 4).
        isru, platforms: ISRU rating and prospecting platforms (§11.2).
        provides: support subtypes it supplies (generators, reactors).
        thrust_modifier, fuel_consumption_modifier: movement modifiers it gives the chain (§10).
        supports: required supports; each inner list is one requirement met by any of its
            subtypes (the "/" of §10; docs/rules/high-frontier.md §23 Q4).
        therms: heat to be cooled (radiators: see ``light``/``heavy``).
        confidence: A/B/C/D as transcribed, or ``decided`` where the rules reference decides.
        note: dissents and decisions.
    """

    side: Literal["white", "black", "front", "back"]
    name: str
    code: str | None = None
    mass: int | None = Field(None, ge=0)
    rad_hard: int | None = Field(None, ge=0)
    triangle: Triangle | None = None
    solar: bool = False
    isru: int | None = Field(None, ge=0)
    platforms: list[Literal["missile", "raygun", "buggy"]] = Field(default_factory=list)
    provides: list[Support] = Field(default_factory=list)
    thrust_modifier: int = 0
    fuel_consumption_modifier: str = "1"
    air_eater: bool = False
    supports: list[list[Support]] = Field(default_factory=list)
    therms: int | None = Field(None, ge=0)
    light: Half | None = None
    heavy: Half | None = None
    faction_letter: str | None = None
    privilege: Ability | None = None
    ability: Ability | None = None
    confidence: Confidence
    note: str | None = None

    @field_validator("fuel_consumption_modifier")
    @classmethod
    def _readable(cls, text: str) -> str:
        fraction(text)
        return text

    @model_validator(mode="after")
    def _mass_somewhere(self) -> Face:
        if (self.mass is None) == (self.light is None):
            raise ValueError(f"{self.name}: a face has a mass or light/heavy halves, not both")
        return self


class Card(_Model):
    """A double-sided card: ``id`` (``thruster-01``; Crew ``crew-cq038``), printed code, the
    spectral type of its Black side (which Factory can ET-produce it) and its two faces."""

    id: str
    code: str
    spectral_type: Literal["C", "S", "M", "V", "D", "H", "ANY"] | None = None
    colour: str | None = None
    faces: list[Face] = Field(min_length=2, max_length=2)

    def face(self, side: str) -> Face:
        """The face on ``side``.

        Raises:
            KeyError: the card has no such side.
        """
        for face in self.faces:
            if face.side == side:
                return face
        raise KeyError(f"{self.id} has no {side} side")


class Deck(_Model):
    """One file of ``data/patents/``: a patent deck (or the Crew cards) with its provenance."""

    deck: Literal[
        "thrusters", "robonauts", "refineries", "generators", "reactors", "radiators", "crew"
    ]
    provenance: Provenance
    cards: list[Card]
