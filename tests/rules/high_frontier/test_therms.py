"""Therms (rules/high_frontier/stacks.py; CR J1d, J4, H3a): a card works only while the
stack's operational radiators cool the Therms it needs, each need against the whole supply
(Therms are reused); an afterburn adds one for the move; radiators are carried heavy.
And what a failed Hazard Roll leaves of a stack (CR H7, E7d)."""

from __future__ import annotations

from rules.core.game import Transition
from rules.high_frontier import GAME, glitch, stacks
from rules.high_frontier.actions import Boost, Fly
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .felony_table import NASA, aboard, seated

RAYGUN = "robonaut-11"  # 2 Therms, no supports
BUBBLE = "radiator-01"  # Bubble Membrane: heavy 1 mass, 0 rad-hardness, 2 Therms (light: 1)
HELIUM = "thruster-06"  # Metastable Helium 5·1: 1 Therm, an X reactor, afterburn 1
X_TRAP = "reactor-05-black"  # Free Radical Hydrogen Trap: provides X, needs 1 Therm


def _working(*cards: str) -> set[str]:
    return stacks.operational(stacks.faces(cards, "front"))


def test_a_card_works_only_while_its_therms_are_cooled() -> None:
    assert _working(RAYGUN) == set()
    assert _working(RAYGUN, BUBBLE) == {RAYGUN, BUBBLE}
    assert _working(RAYGUN, "radiator-05") == set()  # 4 Therms, with no generator to run it
    assert _working(HELIUM, X_TRAP) == set()
    # Therms are reused: the raygun's 2 and the reactor's 1 both fit a supply of 2
    assert _working(HELIUM, X_TRAP, RAYGUN, BUBBLE) == {HELIUM, X_TRAP, RAYGUN, BUBBLE}


def test_radiators_count_their_heavy_half() -> None:
    assert (stacks.mass(BUBBLE), stacks.rad_hard(BUBBLE), stacks.cooling(BUBBLE)) == (
        1,
        0,
        2,
    )
    assert stacks.rad_hard("radiator-02") == 7  # Dielectric X-Ray Window: a Belt Roll spares it


def test_an_afterburn_cools_a_thruster_one_therm_short() -> None:
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], HELIUM, X_TRAP], "12")
    player = state.players[0]
    assert player.rocket is not None
    flying = [a.card for a in stacks.activations(player, player.rocket)]
    assert HELIUM not in flying and NASA[0] in flying
    burning = stacks.activations(player, player.rocket, afterburn=True)
    assert HELIUM in [a.card for a in burning]


def test_a_heavy_radiator_hit_turns_light_and_a_light_one_leaves() -> None:
    """CR E7d: the Bubble Membrane (heavy: mass 1, rad-hardness 0, 2 Therms; light: 0, 1, 1)
    hit by a Belt Roll turns light and stays, cooling one Therm; hit again, it leaves."""
    light = BUBBLE + stacks.LIGHT
    assert stacks.ablated(BUBBLE) == light and stacks.ablated(light) is None
    assert (stacks.mass(light), stacks.rad_hard(light), stacks.cooling(light)) == (0, 1, 1)
    assert stacks.white(light) == BUBBLE and stacks.white("radiator-01-black-light") == BUBBLE
    assert stacks.is_black("radiator-01-black-light")
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], RAYGUN, BUBBLE], "8")
    player = state.players[0]
    lost, ablated = stacks.strike(player, [BUBBLE])
    assert (lost, ablated) == ([], [BUBBLE])
    assert player.rocket is not None and player.rocket.cards == [NASA[0], RAYGUN, light]
    assert player.rocket.dry == "4"  # the crew 1 + the raygun 3 + the light half 0
    assert RAYGUN not in _working(*player.rocket.cards)  # 1 Therm cooled, 2 needed
    lost, ablated = stacks.strike(player, [light])
    assert (lost, ablated) == ([light], []) and BUBBLE in player.hand


def test_a_glitch_roll_ablates_a_heavy_radiator() -> None:
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], BUBBLE, "radiator-01-black"], "8")  # rad-hardness 0, 2
    player = state.players[0]
    lost, ablated = glitch.decommission(player, "n90", 2)
    assert (lost, ablated) == ([], ["Electrostatic Membrane"])
    assert player.rocket is not None and "radiator-01-black-light" in player.rocket.cards


def wrecks(cards: list[str]) -> list[tuple[Transition[HighFrontierState], str]]:
    """Seat 0's Rocket of ``cards`` flown from n260 into the n337 aerobrake hazard (1 Burn)
    under 60 seeds: each step whose Hazard Roll there was a 1, with its events' text."""
    path = ("n260", "n257", "n334", "n337")
    found: list[tuple[Transition[HighFrontierState], str]] = []
    for n in range(60):
        state = seated(NASA, NASA)
        aboard(state, 0, path[0], cards, str(strip().add(stacks.dry_of(cards, "front"), 10)))
        state.seed = f"hazard-{n}"
        step = GAME.apply(state, 0, Fly(path=path))
        said = " ".join(str(e.text) for e in step.events)
        if "Hazard Roll at n337: 1" in said:
            found.append((step, said))
    assert found
    return found


def test_a_failed_hazard_roll_leaves_the_ablated_radiators_where_it_struck() -> None:
    """The NASA crew and the Bubble Membrane into the aerobrake hazard at n337: on a roll of 1
    the Crew goes home and the radiator stays there, light, a derelict that does not land."""
    for step, said in wrecks([NASA[0], BUBBLE]):
        rocket = step.state.players[0].rocket
        assert "the Rocket is lost but for Bubble Membrane, ablated to light" in said
        assert rocket is not None and rocket.cards == [BUBBLE + stacks.LIGHT]
        assert rocket.at == "n337" and NASA[0] in step.state.players[0].leo
        assert "lands" not in said


def test_a_failed_hazard_roll_decommissions_the_stack_to_the_hand() -> None:
    """docs/rules/high-frontier.md §8.5, §14, W26 (CR H7): on a 1 every card in the stack is
    involuntarily decommissioned, so a patent goes to its owner's Hand White side up (as a
    Belt Roll's losses do), not to its deck's bottom; the Crew goes home to LEO."""
    deck = list(seated(NASA, NASA).decks[stacks.deck_of(RAYGUN)])
    for step, _ in wrecks([NASA[0], RAYGUN]):
        player = step.state.players[0]
        assert player.rocket is None
        assert RAYGUN in player.hand and NASA[0] in player.leo
        assert step.state.decks[stacks.deck_of(RAYGUN)] == deck


def test_a_radiator_may_be_boosted_on_its_light_side() -> None:
    """CR I4: a radiator costs the mass of the side chosen: the Bubble Membrane heavy for 1
    Aqua, light for none; it reaches the LEO stack on that side."""
    state = seated(NASA, NASA)
    player = state.players[0]
    player.hand, player.aquas = [BUBBLE], 3
    light = Boost(card=BUBBLE + stacks.LIGHT)
    assert {Boost(card=BUBBLE), light} <= set(GAME.legal_actions(state, 0))
    assert str(GAME.label_action(state, 0, light)) == "Boost Bubble Membrane, light side (mass 0)"
    assert GAME.parse_action(state, 0, "boost radiator-01-light") == light
    step = GAME.apply(state, 0, light)
    after = step.state.players[0]
    assert after.leo[-1] == BUBBLE + stacks.LIGHT and BUBBLE not in after.hand
    assert after.aquas == 3 + 1  # it cost nothing; NASA's Launch Fees pay 1 for any boost
