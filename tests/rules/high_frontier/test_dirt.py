"""Dirt refuelling and Mooncable (rules/high_frontier/dirt.py; CR G1c, the NASRDA privilege):
``dirt N`` with a dirt thruster able to fly, on a Site with a Factory or an ISRU card, or at
LEO by Mooncable once a turn; the strip turns dirt."""

from __future__ import annotations

from rules.high_frontier import GAME, stacks
from rules.high_frontier.actions import Dirt, dirt_tanks
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState, spot_of

from .felony_table import COOLER, NASA, RAYGUN, aboard, seated

MASS_DRIVER = "thruster-05"  # 4·3, burns dirt, needs a pulse generator
JTEC = "generator-01-black"  # JTEC H2 Thermoelectric: pulse and electric, no supports
NASRDA = ("crew-cq039", "back")  # Mooncable


def _rocket(space: str, *cards: str, crew: tuple[str, str] = NASA) -> HighFrontierState:
    """Seat 0 (``crew``; seat 1 the other of NASA and NASRDA) with its Rocket on ``space``
    holding ``cards``, 4 fuel steps above its Dry Mass."""
    state = seated(crew, NASRDA if crew == NASA else NASA)
    dry = stacks.dry_of(list(cards), "front")
    aboard(state, 0, space, list(cards), str(strip().add(dry, 4)))
    return state


def _dirt(state: HighFrontierState) -> list[int]:
    return [a.tanks for a in GAME.legal_actions(state, 0) if isinstance(a, Dirt)]


def test_dirt_refuelling_on_a_site_needs_a_dirt_thruster_and_an_isru_card_or_factory() -> None:
    north_pole = "n345"  # Mercury North Pole
    state = _rocket(north_pole, MASS_DRIVER, JTEC, RAYGUN, COOLER)
    before = state.players[0].rocket
    assert before is not None
    wet = spot_of(before.wet)
    assert _dirt(state) == list(range(1, strip().room(wet) + 1))  # "any value" up to Wet 32
    assert not _dirt(_rocket(north_pole, MASS_DRIVER, JTEC))  # no ISRU card, no Factory
    assert not _dirt(
        _rocket(north_pole, MASS_DRIVER, RAYGUN, COOLER)
    )  # the thruster has no generator
    factory = _rocket(north_pole, MASS_DRIVER, JTEC)
    factory.players[0].factories.append("mercury_north_pole")
    assert _dirt(factory)
    step = GAME.apply(state, 0, dirt_tanks(3))
    rocket = step.state.players[0].rocket
    assert rocket is not None and rocket.grade == "dirt"
    assert spot_of(rocket.wet) == strip().add(wet, 3)
    said = " ".join(str(e.text) for e in step.events)
    assert "refuels with dirt at Mercury North Pole: +3 FTs" in said


def test_mooncable_puts_seven_tanks_at_leo_once_a_turn() -> None:
    state = _rocket("n90", MASS_DRIVER, JTEC, crew=NASRDA)
    assert _dirt(state) == [7]
    step = GAME.apply(state, 0, GAME.parse_action(state, 0, "dirt 7"))
    assert "by Mooncable at LEO: +7 FTs" in " ".join(str(e.text) for e in step.events)
    assert step.state.turn.mooncable and not _dirt(step.state)  # once a turn
    assert not _dirt(_rocket("n90", MASS_DRIVER, JTEC))  # NASA holds Launch Fees, not Mooncable
