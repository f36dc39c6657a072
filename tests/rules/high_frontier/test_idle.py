"""What a card that is not operational lacks (rules/high_frontier/idle.py; §10, CR J1d): the
seat panel's "(not operational)" names the missing support or the Therms left uncooled."""

from __future__ import annotations

from render.common.language import say
from render.high_frontier.labels import aboard_names
from rules.high_frontier import stacks
from rules.high_frontier.idle import Wanting, needs, wanting
from rules.high_frontier.views import public_view

from .felony_table import NASA, aboard, seated

RAYGUN = "robonaut-11"  # 2 Therms, no supports
BUBBLE = "radiator-01"  # heavy: cools 2 Therms
FRIDGE = "radiator-05"  # Magnetocaloric Refrigerator: needs an electric generator
HELIUM = "thruster-06"  # Metastable Helium: 1 Therm, needs an X reactor
X_TRAP = "reactor-05-black"  # provides X (or bomb), 1 Therm


def _wanting(*cards: str) -> dict[str, Wanting]:
    stack = stacks.faces(cards, "front")
    return wanting(stack, stacks.operational(stack))


def test_each_idle_card_says_what_it_lacks() -> None:
    assert _wanting(RAYGUN, BUBBLE) == {}
    assert _wanting(RAYGUN) == {RAYGUN: Wanting(therms=2)}
    assert _wanting(FRIDGE)[FRIDGE] == Wanting(supports=[["generator_electric"]])
    # the trap is short of a Therm; the thruster lacks both its reactor and its Therm
    assert _wanting(HELIUM, X_TRAP) == {
        HELIUM: Wanting(supports=[["reactor_X"]], therms=1),
        X_TRAP: Wanting(therms=1),
    }


def test_the_reason_reads_in_english() -> None:
    assert say(needs(Wanting(therms=1))) == "needs a radiator for 1 Therm"
    assert say(needs(Wanting(supports=[["generator_electric"]]))) == ("needs an electric generator")
    both = Wanting(supports=[["reactor_X", "reactor_wave"]], therms=2)
    assert say(needs(both)) == "needs an X reactor or a wave reactor, a radiator for 2 Therms"


def test_the_seat_panel_names_what_is_missing() -> None:
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], HELIUM, BUBBLE], "12")
    rocket = public_view(state, "").players[0].rocket
    assert rocket is not None
    names = aboard_names(rocket)
    assert "Metastable Helium (not operational: needs an X reactor)" in names
    assert not any("not operational" in name for name in names if "Helium" not in name)
