"""Afternova symbols: fragment colours and skills as shape + letter icons (the letter in the
language drawn: ``P`` / 紫), upgrade labels.

Fragments are circles (letter = colour initial, ``K`` for black); skills are other shapes, so a
reader with any colour vision tells them apart. Unknown names from a new pack still draw (stable
colour, first letter).
"""

from __future__ import annotations

from render.afternova.labels import letter
from render.common import IconSpec
from render.common.draw import Shape
from render.common.palette import FRAGMENTS, RGB, named_colour

SKILLS: dict[str, RGB] = {
    "piloting": (213, 94, 0),
    "engineering": (86, 180, 233),
    "science": (0, 158, 115),
    "security": (204, 121, 167),
}
_SKILL_SHAPES: dict[str, Shape] = {
    "piloting": "pentagon",
    "engineering": "diamond",
    "science": "square",
    "security": "hexagon",
}
_SKILL_LETTERS = {"piloting": "P", "engineering": "E", "science": "Sc", "security": "Se"}
_FRAGMENT_LETTERS = {"black": "K"}


def fragment_icon(colour: str) -> IconSpec:
    """Return the circle icon of a fragment of ``colour`` (e.g. ``"purple"`` -> purple "P")."""
    english = _FRAGMENT_LETTERS.get(colour, colour[:1].upper())
    return IconSpec("circle", named_colour(colour, FRAGMENTS), letter(colour, english, of="colour"))


def skill_icon(skill: str) -> IconSpec:
    """Return the icon of a skill (docs/rules/afternova.md §4: piloting 🔥, engineering 🔧; the
    pack adds more)."""
    shape: Shape = _SKILL_SHAPES.get(skill, "hexagon")
    english = _SKILL_LETTERS.get(skill, skill[:2].title())
    return IconSpec(shape, named_colour(skill, SKILLS), letter(skill, english, of="skill"))


def expand(counts: dict[str, int]) -> list[str]:
    """Return ``{"green": 2, "white": 1}`` as ``["green", "green", "white"]`` (dict order)."""
    return [name for name, count in counts.items() for _ in range(count)]
