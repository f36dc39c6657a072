"""Names work where ids do (issue #25 item 4): a typed move may name a component by its printed
name, or the unambiguous start of it, instead of its id (rules/core/notation.with_ids)."""

from __future__ import annotations

import random

import pytest

from rules import GAMES
from rules.core.errors import AmbiguousAction
from rules.core.notation import with_ids

NAMES = {
    "thruster-03": "Dumbo",
    "d-06": "Galactic Exchange",
    "d-25": "Galactic Federation",
    "n91": "Churyumov–Gerasimenko",
}


def test_a_whole_name_or_its_unique_start_becomes_the_id() -> None:
    assert with_ids("boost dumbo", NAMES) == "boost thruster-03"
    assert with_ids("develop galactic fed", NAMES) == "develop d-25"
    assert with_ids("fly churyumov-gerasimenko afterburn", NAMES) == "fly n91 afterburn"


def test_ids_and_words_that_name_nothing_are_left_alone() -> None:
    assert with_ids("boost thruster-03", NAMES) is None
    assert with_ids("develop nothing", NAMES) is None


def test_a_start_shared_by_several_names_lists_them() -> None:
    with pytest.raises(AmbiguousAction, match=r"Galactic Exchange \(d-06\)"):
        with_ids("develop galactic", NAMES)


def test_a_game_takes_a_development_by_its_name() -> None:
    game = GAMES["new_frontiers"]
    state, rng = game.setup(2, seed="names"), random.Random(2)
    for _ in range(400):
        seat = min(game.to_act(state))
        develops = [
            a for a in game.legal_actions(state, seat) if getattr(a, "dev", None) is not None
        ]
        if develops:
            name = game.component_names(state)[develops[-1].dev]
            assert game.parse_action(state, seat, f"develop {name.lower()}") == develops[-1]
            return
        state = game.apply(state, seat, game.bot_action(state, seat, rng)).state
    raise AssertionError("no Develop offered in 400 moves")
