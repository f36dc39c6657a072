"""Industrialize decommissions the robonaut, the refinery and their support chains
(docs/rules/high-frontier.md §9 I7, CR I7, I7g: shared supports, no radiators needed)."""

from __future__ import annotations

from rules.high_frontier import GAME, pack, stacks
from rules.high_frontier.actions import INDUSTRIALIZE
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .felony_table import NASA, ROSCOSMOS, aboard, seated

TRACTOR = "robonaut-03"  # Flywheel Tractor: needs an electric generator
BASALT = "refinery-02"  # Basalt Fiber Spinning: needs a reactor (any)
AMTEC = "generator-01"  # AMTEC Thermoelectric: pulsed + electric, needs a wave reactor, 1 Therm
NERVA = "reactor-01"  # Cermet NERVA Fission: a wave reactor
FUEL_CELL = "generator-08"  # H2-O2 Fuel Cell: electric, needs nothing
CERES = "ceres"


def _on_claim(*cards: str) -> HighFrontierState:
    state = seated(NASA, ROSCOSMOS)
    site = pack.load().site_by_id[CERES]
    assert site.map_node is not None
    aboard_cards = [NASA[0], *cards]
    dry = stacks.dry_of(aboard_cards, "front")
    aboard(state, 0, site.map_node, aboard_cards, str(strip().add(dry, 0)))
    state.players[0].claims.append(CERES)
    return state


def test_the_support_chain_goes_to_the_hand_with_them() -> None:
    state = _on_claim(TRACTOR, BASALT, AMTEC, NERVA)
    step = GAME.apply(state, 0, INDUSTRIALIZE)
    player = step.state.players[0]
    assert player.rocket is not None
    assert player.rocket.cards == [NASA[0]]  # the Crew stays
    assert sorted(player.hand) == sorted([TRACTOR, BASALT, AMTEC, NERVA])
    assert CERES in player.factories
    said = " ".join(str(e.text) for e in step.events)
    assert "support chain: AMTEC Thermoelectric, Cermet NERVA Fission" in said


def test_cooling_is_waived_and_a_card_outside_the_chain_stays() -> None:
    # no radiator aboard: the Tractor and Basalt still work for industrializing (CR I7g); the
    # Fuel Cell, first in the stack, is the electric support used, so AMTEC is not in the chain
    state = _on_claim(FUEL_CELL, TRACTOR, BASALT, NERVA, AMTEC)
    player = GAME.apply(state, 0, INDUSTRIALIZE).state.players[0]
    assert player.rocket is not None
    assert player.rocket.cards == [NASA[0], AMTEC]
    assert sorted(player.hand) == sorted([FUEL_CELL, TRACTOR, BASALT, NERVA])
