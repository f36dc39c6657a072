"""Dirt refuelling (docs/rules/high-frontier.md §7; CR G1c) and the NASRDA privilege Mooncable.

``dirt N``, a free action, puts N tanks of dirt into the Rocket's tanks, one red step each, and
turns the whole strip dirt (gray: mixing with a lower grade lowers all of it, §6.1):

* **dirt refuelling**: the Rocket on a Site with an activated dirt thruster aboard and either a
  Factory the seat may use there or an operational ISRU card aboard (Hydration and ISRU rating
  do not matter): any number of tanks up to Wet 32 ("set its Wet Mass to any value");
* **Mooncable** (the NASRDA Astronauts' privilege): the Rocket at LEO with an activated dirt
  thruster aboard, once a turn: 7 tanks (fewer where Wet 32 comes first).

Decisions (§23 Q17): "activated" is read as a dirt thruster of the Rocket that could fly now
(:func:`rules.high_frontier.stacks.activations`); the crews burn water (§23 Q9), so the crew
thruster's one tank a turn never arises; the core game's home orbit is LEO, and Mooncable
refuels the holder's own Rocket only (lending it would be a negotiation the engine does not
offer); a Factory counts where the seat may use it (its own, permission or Factory Hijack, as
for a Factory refuel); neither is a Glitch trigger (no cargo moves between stacks).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import felony, stacks, text
from rules.high_frontier.abilities import holders
from rules.high_frontier.fuel import strip
from rules.high_frontier.operations import site_at
from rules.high_frontier.pack import LEO
from rules.high_frontier.state import HighFrontierState, spot_of, spot_text

S = Step[HighFrontierState]
MOONCABLE = "MOONCABLE"
MOONCABLE_TANKS = 7


def tanks(state: HighFrontierState, seat: int) -> list[int]:
    """The numbers of tanks ``dirt N`` may put into ``seat``'s Rocket now (none: no dirt
    refuelling here); Mooncable's 7 at LEO, or the numbers up to Wet 32 on a Site."""
    rocket = state.players[seat].rocket
    if rocket is None:
        return []
    mooncable = _mooncable(state, seat)
    if not (mooncable or site_supply(state, seat)) or not dirt_thruster(state, seat):
        return []
    room = strip().room(spot_of(rocket.wet))
    if mooncable:
        return [min(MOONCABLE_TANKS, room)] if room else []
    return list(range(1, room + 1))


def refuel(step: S, amount: int) -> None:
    """``dirt N``: N red steps up the strip, all of its fuel dirt; Mooncable used for the turn
    when refuelled at LEO."""
    state = step.state
    rocket = state.players[step.seat].rocket
    assert rocket is not None
    wet = strip().add(spot_of(rocket.wet), amount)
    rocket.wet, rocket.grade = spot_text(wet), "dirt"
    if rocket.at == LEO:
        state.turn.mooncable = True
        line = text.MOONCABLE_REFUELLED.format(seat=step.seat, fts=amount, wet=wet)
    else:
        site = site_at(rocket.at)
        assert site is not None
        line = text.DIRT_REFUELLED.format(seat=step.seat, site=site.name, fts=amount, wet=wet)
    step.emit(public_event("Dirt", line))


def _mooncable(state: HighFrontierState, seat: int) -> bool:
    """Mooncable may refuel ``seat``'s Rocket: at LEO, its holder, not yet this turn."""
    rocket = state.players[seat].rocket
    at_leo = rocket is not None and rocket.at == LEO
    return at_leo and not state.turn.mooncable and seat in holders(state, MOONCABLE)


def site_supply(state: HighFrontierState, seat: int) -> bool:
    """The Rocket is on a Site with a Factory the seat may use or an operational ISRU card
    aboard (G1c)."""
    player = state.players[seat]
    rocket = player.rocket
    site = site_at(rocket.at) if rocket is not None else None
    if rocket is None or site is None:
        return False
    return felony.may_use_factory(state, seat, site.id) or stacks.isru(player, rocket) is not None


def dirt_thruster(state: HighFrontierState, seat: int) -> bool:
    """A dirt thruster of the Rocket could fly now (is activated, G1c)."""
    player = state.players[seat]
    rocket = player.rocket
    assert rocket is not None
    activations = stacks.activations(player, rocket, felony.beamed(state, seat))
    return any(a.drive.triangle.fuel_type == "dirt" for a in activations)
