"""Names work where ids do (issue #25 item 4): a typed move may name a component by its printed
name, or the unambiguous start of it, instead of its id (rules/core/notation.name_readings and
the frame's ``Engine.by_name``)."""

from __future__ import annotations

import random

import pytest

from rules import GAMES
from rules.core.errors import AmbiguousAction
from rules.core.game import component_names
from rules.core.notation import name_readings

NAMES = {
    "thruster-03": "Dumbo",
    "d-06": "Galactic Exchange",
    "d-25": "Galactic Federation",
    "n91": "Churyumov–Gerasimenko",
    "223": "223 Altair",
    "3": "3He Fusion",
}


def _read(text: str) -> list[str]:
    return name_readings(text, NAMES)[0]


def test_a_whole_name_or_its_unique_start_becomes_the_id() -> None:
    assert _read("boost dumbo") == ["boost thruster-03"]
    assert _read("develop galactic fed") == ["develop d-25"]
    assert _read("fly churyumov-gerasimenko afterburn") == ["fly n91 afterburn"]
    assert _read("build interceptor altair") == ["build interceptor 223"]  # number left out


def test_ids_numbers_and_words_that_name_nothing_are_left_alone() -> None:
    assert _read("boost thruster-03") == []
    assert _read("develop nothing") == []
    assert _read("jettison 3") == []  # a count is never the start of a name
    assert _read("explore 0,-1") == []


def test_a_start_shared_by_several_names_gives_every_reading() -> None:
    readings, shown = name_readings("develop galactic", NAMES)
    assert readings == ["develop d-06", "develop d-25"]
    assert shown == ["Galactic Exchange (d-06)", "Galactic Federation (d-25)"]


def test_a_name_of_several_components_none_legal_is_refused_with_them() -> None:
    game = GAMES["new_frontiers"]
    state = game.setup(2, seed="names")
    seat = min(game.to_act(state))
    with pytest.raises(AmbiguousAction, match=r"could mean"):
        game.parse_action(state, seat, "develop galactic")


def test_a_game_takes_a_development_by_its_name() -> None:
    game = GAMES["new_frontiers"]
    state, rng = game.setup(2, seed="names"), random.Random(2)
    for _ in range(400):
        seat = min(game.to_act(state))
        develops = [
            a for a in game.legal_actions(state, seat) if getattr(a, "dev", None) is not None
        ]
        if develops:
            name = component_names(game, state)[develops[-1].dev]
            assert game.parse_action(state, seat, f"develop {name.lower()}") == develops[-1]
            return
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
    raise AssertionError("no Develop offered in 400 moves")
