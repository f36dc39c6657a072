"""Free actions on a Rocket's cargo and fuel (docs/rules/high-frontier.md §6.1, §7; CR G1,
G1f, G1g, E2e), on one's own turn, never inside a move or an Operation.

* ``load <card>``: cargo transfer from the LEO stack into the Rocket while it stands at LEO
  (docking): both chits move one red step right per mass unit added (§6.1).
* ``unload <card>``: cargo transfer from the Rocket at LEO to the LEO stack (undocking): both
  chits move one red step left per mass unit removed, the lower path at a fork. A Rocket left
  without cards is gone (E2e: an empty stack returns its figure); fuel on its strip is lost.
* ``jettison N``: the Wet chit N black steps left (G1f); an empty strip loses its grade.
* ``jettison <card>``: a Rocket card away from LEO is decommissioned to its owner's Hand (§14),
  both chits moving left as for unloading (G1g). The Crew is never jettisoned (decided: that would
  be Murder/Suicide, a Felony not played, §15); at LEO a card is unloaded instead.

Decisions (docs/rules/high-frontier.md §23 Q17): only the LEO stack and the Rocket exist in the
core engine (no Outposts yet), so cargo moves only between those two, at LEO; a load that would
take the Wet chit past 32 is not offered.
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import glitch, stacks, text
from rules.high_frontier.actions import Jettison, Load, Unload, jettison_fuel
from rules.high_frontier.fuel import MAX_WET, FuelError, strip
from rules.high_frontier.pack import LEO
from rules.high_frontier.state import HighFrontierState, Player, Rocket, spot_of, spot_text

S = Step[HighFrontierState]


def loadable(player: Player) -> list[str]:
    """LEO stack cards the Rocket at LEO can take aboard without Wet passing 32."""
    rocket = player.rocket
    if rocket is None or rocket.at != LEO:
        return []
    return [c for c in player.leo if _loaded_wet(player, rocket, c) is not None]


def _loaded_wet(player: Player, rocket: Rocket, card: str) -> str | None:
    added = int(stacks.dry_of([*rocket.cards, card], player.side) - spot_of(rocket.dry))
    try:
        wet = strip().add(spot_of(rocket.wet), added)
    except FuelError:
        return None
    return spot_text(wet) if wet <= MAX_WET else None


def load(step: S, action: Load) -> None:
    """Cargo transfer LEO stack -> Rocket at LEO (both chits right, §6.1; a Glitch trigger)."""
    player = step.state.players[step.seat]
    glitch.trigger(step, glitch.ROCKET)
    rocket = player.rocket
    if rocket is None or action.card not in player.leo:
        return
    wet = _loaded_wet(player, rocket, action.card)
    if wet is None:
        return
    player.leo.remove(action.card)
    rocket.cards.append(action.card)
    rocket.dry, rocket.wet = spot_text(stacks.dry_of(rocket.cards, player.side)), wet
    line = text.LOADED.format(
        seat=step.seat, card=stacks.name(action.card, player.side), dry=rocket.dry, wet=wet
    )
    step.emit(public_event("Loaded", line))


def unload(step: S, action: Unload) -> None:
    """Cargo transfer Rocket at LEO -> LEO stack (both chits left, §6.1; a Glitch trigger); a
    Rocket left empty is gone."""
    player = step.state.players[step.seat]
    glitch.trigger(step, glitch.ROCKET)
    rocket = player.rocket
    if rocket is None or action.card not in rocket.cards:
        return
    rocket.cards.remove(action.card)
    player.leo.append(action.card)
    name = stacks.name(action.card, player.side)
    _after_removal(step, player, rocket, text.UNLOADED.format(seat=step.seat, card=name))


def jettison(step: S, action: Jettison) -> None:
    """Fuel (``steps`` black steps) or a card (decommissioned to the Hand) out of the
    Rocket (G1f, G1g)."""
    player = step.state.players[step.seat]
    rocket = player.rocket
    assert rocket is not None
    if action.card is None:
        dry = spot_of(rocket.dry)
        wet = strip().burn(dry, spot_of(rocket.wet), action.steps)
        rocket.wet = spot_text(wet)
        if wet == dry:
            rocket.grade = None
        line = text.JETTISONED_FUEL.format(seat=step.seat, steps=action.steps, wet=wet)
        step.emit(public_event("Jettisoned", line))
        return
    rocket.cards.remove(action.card)
    player.hand.append(stacks.white(action.card))
    name = stacks.name(action.card)
    _after_removal(step, player, rocket, text.JETTISONED_CARD.format(seat=step.seat, card=name))


def _after_removal(step: S, player: Player, rocket: Rocket, said: str) -> None:
    if not rocket.cards:
        player.rocket = None
        step.emit(public_event("CargoMoved", f"{said} {text.ROCKET_GONE}"))
        return
    stacks.reweigh(player.side, rocket)
    line = f"{said} {text.REWEIGHED.format(dry=rocket.dry, wet=rocket.wet)}"
    step.emit(public_event("CargoMoved", line))


def jettisons(player: Player) -> list[Jettison]:
    """The jettisons open to ``player`` now: each count of fuel steps on the strip, and each
    Rocket card but the Crew away from LEO."""
    rocket = player.rocket
    if rocket is None:
        return []
    found = [jettison_fuel(n) for n in range(1, stacks.fuel_steps(rocket) + 1)]
    if rocket.at != LEO:
        found += [Jettison(card=c) for c in rocket.cards if stacks.deck_of(c) != "crew"]
    return found
