"""ET production, Factory refuel into an Outpost, delivery and Black card sales
(docs/rules/high-frontier.md §9 I3, I5b, I8, I9; worked example W20) through ``apply``."""

from __future__ import annotations

import pytest

from bot.i18n import speaking
from bot.services.narration import label_of
from rules.core.errors import IllegalAction
from rules.high_frontier import GAME
from rules.high_frontier.actions import (
    Action,
    Deliver,
    FactoryRefuel,
    Produce,
    Sell,
    Side,
)
from rules.high_frontier.production import delivery_cost
from rules.high_frontier.state import HighFrontierState, Outpost, Rocket
from rules.high_frontier.views import PublicView

HALL = "thruster-04"  # spectral type C: Hall Effect (White), Black side made at a C Factory
DUMBO = "thruster-03"  # spectral type S


def ceres_factory() -> HighFrontierState:
    """Two seats, sides chosen, seat 0 on turn with a Factory on Ceres (type C)."""
    state = GAME.setup(2, seed="production")
    for seat in (0, 1):
        state = GAME.apply(state, seat, Side(side="front")).state
    state.current = state.first = 0
    me = state.players[0]
    me.claims, me.factories, me.hand = ["ceres"], ["ceres"], [HALL, DUMBO]
    state.tracks["C"] = 1
    return state


def play(state: HighFrontierState, *actions: Action) -> HighFrontierState:
    for action in actions:
        state = GAME.apply(state, 0, action).state
        state.turn.operation = None  # the next Operation as if on the next turn
    return state


def test_et_production_needs_a_factory_of_the_cards_spectral_type() -> None:
    state = ceres_factory()
    legal = GAME.legal_actions(state, 0)
    assert Produce(card=HALL, site="ceres") in legal
    assert Produce(card=DUMBO, site="ceres") not in legal
    state = play(state, GAME.parse_action(state, 0, f"produce {HALL} ceres"))
    me = state.players[0]
    assert me.hand == [DUMBO] and me.outposts["ceres"].cards == [f"{HALL}-black"]
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert view.players[0].outposts[0].cards[0][0] == f"{HALL}-black"


def test_et_production_makes_a_radiator_on_the_side_chosen() -> None:
    """A radiator is produced heavy or light, as it is boosted (docs "Operational status"):
    ``radiator-01-light`` puts its Black side light in the Outpost, which delivery keeps."""
    radiator = "radiator-01"  # spectral type C: Black side 1 mass / 3 Therms, light 0 / 1
    state = ceres_factory()
    state.players[0].hand = [radiator]
    legal = GAME.legal_actions(state, 0)
    assert Produce(card=radiator, site="ceres") in legal
    assert Produce(card=f"{radiator}-light", site="ceres") in legal
    made = GAME.apply(state, 0, GAME.parse_action(state, 0, f"produce {radiator}-light ceres"))
    state = made.state
    me = state.players[0]
    assert me.hand == [] and me.outposts["ceres"].cards == [f"{radiator}-black-light"]
    assert any("light side" in str(event) for event in made.events)
    state.turn.operation = None
    state.players[0].outposts["ceres"].fts = 4
    state = play(state, Deliver(card=f"{radiator}-black-light"))
    assert state.players[0].leo[-1] == f"{radiator}-black-light"


def test_factory_choices_are_labelled_with_the_site_and_card_names() -> None:
    """/play offers ET production, Factory refuel and delivery by name, not as notation."""
    state = ceres_factory()
    state.players[0].hand = ["radiator-01"]
    state.players[0].outposts["ceres"] = Outpost(cards=[f"{HALL}-black"], fts=4)
    labels = {
        str(action): label_of(GAME, state, 0, action, ["Ana", "Bo"])
        for action in GAME.legal_actions(state, 0)
        if isinstance(action, FactoryRefuel | Produce | Deliver)
    }
    assert labels == {
        str(
            FactoryRefuel(site="ceres")
        ): "Refuel at the Factory on Ceres: 7 water FTs into the Outpost",
        str(
            Produce(card="radiator-01", site="ceres")
        ): "Produce Electrostatic Membrane at the Factory on Ceres",
        str(Produce(card="radiator-01-light", site="ceres")): (
            "Produce Electrostatic Membrane, light side at the Factory on Ceres"
        ),
        str(Deliver(card=f"{HALL}-black")): "Deliver Ion Drive from Ceres to LEO for 4 FTs",
    }
    with speaking("zh-TW"):
        chinese = label_of(GAME, state, 0, Deliver(card=f"{HALL}-black"), ["Ana", "Bo"])
    assert (
        chinese is not None
        and "低地球軌道" in chinese
        and "4" in chinese
        and "Deliver" not in chinese
    )


def test_w20_delivery_from_ceres_spends_four_fts() -> None:
    assert delivery_cost("ceres") == 4  # Ceres zone, 2 zones from Earth, Size 6 < 7
    assert delivery_cost("mercury_north_pole") == 5  # 2 zones, Size 10: +1
    state = ceres_factory()
    state.players[0].outposts["ceres"] = Outpost(cards=[f"{HALL}-black"], fts=4)
    state = play(state, Deliver(card=f"{HALL}-black"))
    me = state.players[0]
    assert me.leo[-1] == f"{HALL}-black" and "ceres" not in me.outposts


def test_delivery_waits_for_the_fts_that_factory_refuel_makes() -> None:
    state = ceres_factory()
    state.players[0].outposts["ceres"] = Outpost(cards=[f"{HALL}-black"], fts=3)
    with pytest.raises(IllegalAction):
        play(state, Deliver(card=f"{HALL}-black"))
    state = play(state, FactoryRefuel(site="ceres"))
    assert state.players[0].outposts["ceres"].fts == 10
    state = play(state, Deliver(card=f"{HALL}-black"))
    assert state.players[0].outposts["ceres"] == Outpost(cards=[], fts=6)


def test_a_black_card_at_leo_sells_for_its_stock_price_and_returns_white() -> None:
    state = ceres_factory()
    state.players[0].leo.append(f"{HALL}-black")
    aquas = state.players[0].aquas
    state = play(state, Sell(card=f"{HALL}-black"))
    me = state.players[0]
    assert me.aquas == aquas + 8  # one C Factory on the track: price 8 (§11.3)
    assert HALL in me.hand and f"{HALL}-black" not in me.leo


def test_the_text_board_shows_an_outpost_and_its_glitch() -> None:
    from render.high_frontier.describe import text_board

    state = ceres_factory()
    state.players[0].outposts["ceres"] = Outpost(cards=[f"{HALL}-black"], fts=7, glitch=True)
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    board = text_board(view, names=["Ada", "Bo"])
    assert "Outpost on Ceres: Ion Drive, 7 FTs, glitched" in board  # Hall Effect's Black side


def test_dharma_refuel_doubles_factory_refuel_while_the_crew_carries_glory() -> None:
    state = ceres_factory()
    me = state.players[0]
    me.crew, me.side = "crew-cq042", "back"  # ISRO: Dharma Refuel
    me.rocket = Rocket(cards=["crew-cq042"], at="n90", dry="1", wet="1", glory="earth")
    state = play(state, FactoryRefuel(site="ceres"))
    assert state.players[0].outposts["ceres"].fts == 14
    state.players[0].rocket.glory = None  # type: ignore[union-attr]
    state = play(state, FactoryRefuel(site="ceres"))
    assert state.players[0].outposts["ceres"].fts == 21
