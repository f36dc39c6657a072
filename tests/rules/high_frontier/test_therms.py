"""Therms (rules/high_frontier/stacks.py; CR J1d, J4, H3a): a card works only while the
stack's operational radiators cool the Therms it needs, each need against the whole supply
(Therms are reused); an afterburn adds one for the move; radiators are carried heavy."""

from __future__ import annotations

from rules.high_frontier import pack, stacks

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
    assert (stacks.mass(BUBBLE), stacks.rad_hard(BUBBLE), stacks.cooling(stacks.face(BUBBLE))) == (
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
    modifier = pack.load().map.zone_modifiers["earth"]
    flying = [a.card for a in stacks.activations(player, player.rocket, modifier)]
    assert HELIUM not in flying and NASA[0] in flying
    burning = stacks.activations(player, player.rocket, modifier, afterburn=True)
    assert HELIUM in [a.card for a in burning]
