"""The air-eater refuel (docs/rules/high-frontier.md §9 I5c; CR I5c, BM I5c, W13): an
Operation of a Rocket standing on an **aerobrake hazard** with an operational air-eater card
aboard and a thruster it may activate: **5 − the fuel consumption** tanks (the fraction
dropped first) of water into the strip, after a Hazard Roll (a 1 loses the Rocket as any
failed Hazard Roll, :func:`rules.high_frontier.flight.wreck`) or FINAO instead (``refuel
finao``). A site refuel, so a Glitch trigger (I5).

Decisions (§23 Q17): the consumption is the activated thruster's per Burn with its chain's
modifiers, the lowest of the thrusters the Rocket may activate (the best yield); the fuel is
water ("gray or blue": blue is worth more), dirt where the strip already holds dirt (mixing,
§6.1); a Rocket may air-eat wherever it stands on an aerobrake hazard, every turn it spends
there (the rule's "each turn spent refuelling there"); the Hazard Roll is made before the
tanks are added.
"""

from __future__ import annotations

import math

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import felony, flight, glitch, stacks, text
from rules.high_frontier.actions import Refuel
from rules.high_frontier.fuel import strip
from rules.high_frontier.operations import spoiled
from rules.high_frontier.state import HighFrontierState, spot_of, spot_text

S = Step[HighFrontierState]
AIR = 5  # the tanks an air-eater makes before the fuel consumption is taken off (I5c)


def tanks(state: HighFrontierState, seat: int) -> int:
    """The tanks an air-eater refuel adds to ``seat``'s Rocket now (within Wet 32), 0 where
    none: no Rocket on an aerobrake hazard, no operational air-eater, no thruster to activate."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None or not flight.is_aerobrake(rocket.at):
        return 0
    stack = stacks.faces(rocket.cards, player.side)
    working = stacks.operational(stack)
    if not any(face.air_eater for card, face in stack if card in working):
        return 0
    drives = stacks.activations(player, rocket, felony.beamed(state, seat))
    if not drives:
        return 0
    made = AIR - min(math.floor(a.drive.per_burn) for a in drives)
    return max(0, min(made, strip().room(spot_of(rocket.wet))))


def listed(state: HighFrontierState, seat: int) -> list[Refuel]:
    """``refuel`` and, where the Bank pays it, ``refuel finao`` when an air-eater refuel adds
    tanks now."""
    if not tanks(state, seat):
        return []
    found = [Refuel()]
    if state.players[seat].aquas >= flight.finao_cost(state, seat):
        found.append(Refuel(finao=True))
    return found


def refuel(step: S, action: Refuel) -> None:
    """The Hazard Roll (or FINAO), then the tanks (:func:`tanks`)."""
    state = step.state
    player = state.players[step.seat]
    state.turn.operation = "refuel"
    glitch.trigger(step, glitch.ROCKET)
    if spoiled(step, tanks(state, step.seat) > 0):
        return
    rocket = player.rocket
    assert rocket is not None
    space = rocket.at
    if action.finao:
        cost = flight.finao_cost(state, step.seat)
        player.aquas -= cost
        rolled = text.FINAO_PAID.format(space=space, cost=cost)
    else:
        roll = step.rng.randint(1, 6)
        if roll == 1:
            flight.wreck(player)
            line = text.AIR_EATER_LOST.format(seat=step.seat, space=space)
            step.emit(public_event("AirEaterLost", line, closes_undo=True))
            return
        rolled = text.HAZARD_SURVIVED.format(space=space, roll=roll)
    made = tanks(state, step.seat)
    wet = strip().add(spot_of(rocket.wet), made)
    rocket.wet = spot_text(wet)
    rocket.grade = "dirt" if rocket.grade == "dirt" else "water"
    line = text.AIR_EATEN.format(seat=step.seat, space=space, fts=made, wet=wet, roll=rolled)
    step.emit(public_event("AirEaten", line, closes_undo=not action.finao))
