"""``fly`` by a Site's name (rules/high_frontier/destination.py; issue #28 item 2): a Site id,
a printed name or an unambiguous prefix names its space; a prefix fitting several Sites is
refused listing them."""

from __future__ import annotations

import pytest

from render.common.language import say
from rules.core.errors import AmbiguousAction, IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import Fly
from rules.high_frontier.destination import space_named

from .felony_table import NASA, aboard, seated


def test_a_site_is_named_by_id_name_or_prefix() -> None:
    bennu = space_named("bennu")
    assert bennu == "n1375"
    assert space_named("Bennu") == bennu and space_named("benn") == bennu
    assert space_named("Mars North Pole") == space_named("mars_north_pole")
    assert space_named("n91") == "n91"


def test_a_prefix_of_several_sites_lists_them() -> None:
    with pytest.raises(AmbiguousAction) as refused:
        space_named("mars")
    said = say(str(refused.value))
    assert "`fly mars_north_pole`" in said and "`fly mars_arsia_mons_caves`" in said


def test_fly_takes_a_site_name() -> None:
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0]], "12")
    action = GAME.parse_action(state, 0, "fly benn")
    assert isinstance(action, Fly) and action.path[-1] == "n1375"
    with pytest.raises(IllegalAction, match="neither a Site"):
        GAME.parse_action(state, 0, "fly atlantis")
