"""The Belt Roll is made on entering the belt, and a Rocket whose activated thruster it leaves
unable to fire stops there, or where its coast along the route ends (docs/rules/high-frontier.md
§8.5 "Belt Roll", §8.3 coasting; CR H10, H2a; W16)."""

from __future__ import annotations

from fractions import Fraction

from rules.core.engine import Step
from rules.high_frontier import flight
from rules.high_frontier.actions import Fly
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState

from .dice import Dice
from .felony_table import NASA, ROSCOSMOS, aboard, seated

HALL = "thruster-04"  # Hall Effect: 3·2, needs an electric generator, rad-hard 5, mass 2
PANELS = "generator-03"  # Cascade Photovoltaic: electric, rad-hard 1, mass 3
GEO = Fly(path=("n90", "n91", "n95", "n96"))  # LEO, a burn, the Van Allen belt, GEO (a burn)


def _fly(roll: int) -> tuple[HighFrontierState, str]:
    """W1's Rocket (Dry 5, Wet 8: net thrust 3) flies LEO → GEO with a Belt Roll of ``roll``
    (season not red: the cube on START, a blue spot)."""
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n90", [HALL, PANELS], "8")
    step = Step(state=state, seat=0, chance=lambda: Dice(roll))
    flight.fly(step, GEO)
    return step.state, " ".join(str(e.text) for e in step.events)


def test_w16_a_belt_roll_taking_the_generator_stops_the_rocket_in_the_belt() -> None:
    state, said = _fly(5)  # 5 − 3 = 2 > rad-hard 1: the panels go, the Hall Effect has no power
    rocket = state.players[0].rocket
    assert rocket is not None
    assert rocket.at == "n95"  # GEO is a Burn: no coasting into it
    assert rocket.cards == [HALL]
    assert PANELS in state.players[0].hand
    burned = strip().burn(Fraction(5), Fraction(8), 2)  # one Burn of 2 steps, not two
    assert Fraction(rocket.wet) == max(Fraction(2), strip().remove(burned, 3))
    assert "coasts to n95 and stops there" in said
    assert state.flight is not None and state.flight.path == ["n90", "n91", "n95"]


def test_a_belt_roll_that_spares_the_drive_lets_the_move_go_on() -> None:
    state, said = _fly(1)
    rocket = state.players[0].rocket
    assert rocket is not None
    assert rocket.at == "n96"
    assert Fraction(rocket.wet) == strip().burn(Fraction(5), Fraction(8), 4)
    assert "stops there" not in said
