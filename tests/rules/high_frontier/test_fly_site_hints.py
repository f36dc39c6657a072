"""What a ``fly`` hint says of its Site (issue #28 item 2; rules/high_frontier/site_notes.py):
spectral type, Size and Hydration as printed (docs/rules/high-frontier.md §11.1) and whether
the Rocket could prospect it, an operational ISRU card at most the Hydration (§11.2); ``fly
mars`` lists every Mars Site, out of reach or not, and the refusal of a typed ``fly mars`` names
each with its figures."""

from __future__ import annotations

import pytest

from render.common.language import say
from rules.core.errors import AmbiguousAction
from rules.high_frontier import GAME, pack
from rules.high_frontier.destination import MAX_LISTED, space_named
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import MAX_LABEL

from .felony_table import COOLER, NASA, RAYGUN, aboard, seated


def _at_leo(*cards: str, wet: str = "16") -> HighFrontierState:
    """Seat 0's Rocket at LEO with NASA's Crew (ISRU 4) and ``cards``, Wet 16."""
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], *cards], wet)
    return state


def _site_hints(state: HighFrontierState, typed: str = "fly") -> dict[str, str]:
    """Site id -> its hint's label."""
    sites = pack.load().site_by_id
    found = {}
    for label, notation in GAME.notation_hints(state, 0, typed):
        end = notation.split()[1]
        if end in sites:
            found[end] = label
    return found


def test_each_site_hint_shows_its_figures_and_whether_the_isru_fits() -> None:
    sites = pack.load().site_by_id
    for cards, isru in (((), 4), ((RAYGUN, COOLER), 2)):  # the Crew's ISRU 4, the raygun's 2
        hints = _site_hints(_at_leo(*cards))
        assert len(hints) >= 10
        for site_id, label in hints.items():
            site = sites[site_id]
            figures = f"{site.spectral_type}-type, size {site.size}, hydration {site.hydration}"
            fits = "can prospect" if isru <= site.hydration else "cannot prospect"
            assert f"({figures}, {fits})" in label, label
            assert site.name.startswith(label.split(" (")[0].removeprefix("Fly to ").rstrip("…"))
            assert len(label) <= MAX_LABEL
    bennu = _site_hints(_at_leo(RAYGUN, COOLER))["bennu"]  # C-type, size 1, hydration 2
    assert bennu.startswith("Bennu (C-type, size 1, hydration 2, can prospect): 2 Burns, ")


def test_a_busted_or_claimed_site_says_so_instead() -> None:
    state = _at_leo(RAYGUN, COOLER)
    state.busted.append("bennu")
    state.players[1].claims.append("deimos")
    hints = _site_hints(state)
    assert "(C-type, size 1, hydration 2, Busted)" in hints["bennu"]
    assert "(D-type, size 1, hydration 2, claimed)" in hints["deimos"]
    assert "can prospect" in hints["karin_a"]


def test_a_label_too_long_drops_whole_parts_never_a_figure() -> None:
    """The hints first leave out the Wet chit's figures and 'Fly to', then name the rolls that
    fit with '…': every figure kept is whole (Burns, fuel steps, each roll)."""
    for label in _site_hints(_at_leo()).values():
        assert len(label) <= MAX_LABEL
        tail = label.split("): ")[1]
        parts = tail.split(", ")
        assert parts[0].endswith((" Burn", " Burns")) and parts[1].endswith(" fuel steps")
        for part in parts[2:]:
            assert part == "…" or part.endswith(("Roll", "Rolls", "sails")), label


def test_fly_mars_lists_every_mars_site_with_its_figures() -> None:
    """In reach (Wet 16: 3 Burns to the North Pole) with the flight's figures, out of reach
    (Wet 2) saying so; every Mars Site either way."""
    mars = {"mars_north_pole", "mars_arsia_mons_caves", "mars_hellas_basin_buried_glaciers"}
    near, far = _site_hints(_at_leo(), "fly mars"), _site_hints(_at_leo(wet="2"), "fly mars")
    assert set(near) == set(far) == mars
    pole = "Mars North Pole (C-type, size 10, hydration 4, can prospect): "
    assert near["mars_north_pole"].startswith(pole + "3 Burns, 24 fuel steps")
    assert far["mars_north_pole"] == pole + "no route this turn"


def test_a_typed_fly_mars_is_refused_naming_each_site_with_its_figures() -> None:
    with pytest.raises(AmbiguousAction) as refused:
        GAME.parse_action(_at_leo(), 0, "fly mars")
    said = say(str(refused.value))
    assert said.startswith("`mars` names several Sites: ")
    assert "`fly mars_north_pole` (Mars North Pole, C-type, size 10, hydration 4)" in said
    caves = "`fly mars_arsia_mons_caves` (Mars Arsia Mons Caves, C-type, size 10, hydration 3)"
    assert caves in said


def test_a_prefix_fitting_many_sites_lists_the_first_and_counts_the_rest() -> None:
    with pytest.raises(AmbiguousAction) as refused:
        space_named("c")  # 25 Sites
    said = say(str(refused.value))
    assert said.count("`fly ") == MAX_LISTED and said.endswith(" more; type more of the name.")
    assert "and 13 more" in said and len(said) < 1000
