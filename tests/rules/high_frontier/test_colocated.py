"""Refinery abilities acting on the Rocket's own stack (rules/high_frontier/colocated.py; the
printed texts in data/patents): size-roll modifiers, a lower ISRU, a doubled site refuel."""

from __future__ import annotations

from rules.high_frontier import GAME, colocated, pack, stacks
from rules.high_frontier.actions import Prospect
from rules.high_frontier.fuel import strip
from rules.high_frontier.operations import refuel_yield
from rules.high_frontier.state import HighFrontierState

from .felony_table import BATTERY, NASA, RAYGUN, ROSCOSMOS, aboard, seated

FOAMED_NICKEL = "refinery-05-black"  # Impact Mold Sinter: -1 to colocated size rolls
SUPERLENS = "refinery-07-black"  # Laser-Heated Pedestal Growth: needs an electric generator
NUBOTS = "refinery-02-black"  # Von Neumann Santa Claus Machine: -1 ISRU
SCAVENGING = "refinery-08-black"  # Femtochemistry: a site refuel yields twice the FTs
SITES = pack.load().site_by_id


def _near_ceres(*extra: str) -> HighFrontierState:
    """The raygun (ISRU 2) beside Ceres, Minerva (Size 3) and the Aegis moonlet, with
    ``extra`` cards aboard."""
    state = seated(NASA, ROSCOSMOS)
    cards = [NASA[0], RAYGUN, *extra]
    dry = stacks.dry_of(cards, "front")
    aboard(state, 0, "n354", cards, str(strip().add(dry, 0)))  # tanks empty
    return state


def test_keywords_are_those_of_operational_cards_only() -> None:
    player = _near_ceres(SUPERLENS).players[0]
    assert "SUPERLENS" not in colocated.keywords(player)  # no electric generator aboard
    player = _near_ceres(SUPERLENS, BATTERY).players[0]
    assert "SUPERLENS" in colocated.keywords(player)


def test_size_roll_modifiers_add_up_by_spectral_type_and_raygun() -> None:
    s_type = next(s for s in SITES.values() if s.spectral_type == "S")
    d_type = next(s for s in SITES.values() if s.spectral_type == "D")
    every = frozenset({"FOAMED NICKEL", "SUPERLENS", "THORIUM BREEDER", "COMET LICHEN"})
    assert colocated.roll_shift(every, s_type, raygun=True) == -1 - 1 - 3
    assert colocated.roll_shift(every, s_type, raygun=False) == -1 - 3
    assert colocated.roll_shift(every, d_type, raygun=False) == -1 - 2
    assert colocated.roll_shift(frozenset(), d_type, raygun=True) == 0


def test_foamed_nickel_claims_a_site_on_a_roll_one_above_its_size() -> None:
    minerva = Prospect(sites=("minerva",))  # Size 3
    seen = set()
    for n in range(40):
        state = _near_ceres(FOAMED_NICKEL)
        state.seed = f"nickel-{n}"
        step = GAME.apply(state, 0, minerva)
        (line,) = [str(e.text) for e in step.events if e.kind == "Prospected"]
        roll = int(line.split("roll ")[1][0])
        assert f"roll {roll} − 1 = {roll - 1}" in line
        assert ("a Claim" in line) == (roll - 1 <= 3)
        seen.add(roll)
    assert 4 in seen  # a 4 claims Size 3 (it would bust without the card)


def test_divining_nubots_lower_the_isru_and_scavenging_doubles_the_refuel() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n345", [RAYGUN], "4")  # ISRU 2 on Mercury North Pole, Hydration 3
    assert refuel_yield(state, 0) == 1 + 3 - 2  # W11
    aboard(state, 0, "n345", [RAYGUN, NUBOTS], "4")
    assert refuel_yield(state, 0) == 1 + 3 - (2 - 1)
    aboard(state, 0, "n345", [RAYGUN, NUBOTS, SCAVENGING], "4")
    assert refuel_yield(state, 0) == (1 + 3 - 1) * 2
