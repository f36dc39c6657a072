"""Free actions on a Rocket's cargo and fuel (docs/rules/high-frontier.md §6.1, §7; CR G1,
G1b, G1f, G1g, G1h, E2e), on one's own turn, never inside a move or an Operation.

* ``load <card>``: cargo transfer into the Rocket from the stack beside it (docking): the LEO
  stack at LEO, or the Outpost at one's Factory on its Site; both chits move one red step right
  per mass unit added (§6.1).
* ``unload <card>``: cargo transfer from the Rocket to that stack (undocking; at one's Factory
  the Outpost is made if there is none); both chits move one red step left per mass unit
  removed, the lower path at a fork. A Rocket left without cards is gone (E2e: an empty stack
  returns its figure); fuel on its strip is lost.
* ``fuel N``: N FTs into the tanks, one red step each: Aquas at LEO, the Outpost's water FTs at
  one's Factory (G1b).
* ``jettison N``: the Wet chit N black steps left (G1f); an empty strip loses its grade.
* ``jettison <card>``: a Rocket card away from LEO is decommissioned to its owner's Hand (§14),
  both chits moving left as for unloading (G1g). The Crew is never jettisoned (decided: that would
  be Murder/Suicide, a Felony not played, §15); at LEO a card is unloaded instead.

Cargo transfer away from LEO is a Glitch trigger, infectious between the two stacks (G1h).
Decisions (docs/rules/high-frontier.md §23 Q17): the only stacks besides the Rocket are the LEO
stack and the Outposts at one's Factories, so cargo moves only there; the Crew stays aboard at a
Factory; a load that would take the Wet chit past 32 is not offered.
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.wording import sentences
from rules.high_frontier import glitch, pack, stacks, text
from rules.high_frontier.actions import Jettison, Load, Unload, jettison_fuel
from rules.high_frontier.fuel import MAX_WET, FuelError, strip
from rules.high_frontier.pack import LEO
from rules.high_frontier.state import (
    HighFrontierState,
    Outpost,
    Player,
    Rocket,
    spot_of,
    spot_text,
)

S = Step[HighFrontierState]


def factory_here(player: Player) -> str | None:
    """The Site id of the seat's Factory its Rocket stands on, else ``None``."""
    rocket = player.rocket
    site = pack.load().map.by_id[rocket.at].site if rocket is not None else None
    return site if site is not None and site in player.factories else None


def beside(player: Player) -> list[str] | None:
    """The cards of the stack the Rocket trades cargo with where it stands: the LEO stack at
    LEO, the Outpost at the seat's Factory on its Site (``[]`` before there is one); ``None``
    elsewhere."""
    rocket = player.rocket
    if rocket is None:
        return None
    if rocket.at == LEO:
        return player.leo
    site = factory_here(player)
    if site is None:
        return None
    outpost = player.outposts.get(site)
    return outpost.cards if outpost is not None else []


def loadable(player: Player) -> list[str]:
    """Cards of the stack beside the Rocket (:func:`beside`) it can take aboard without Wet
    passing 32."""
    rocket = player.rocket
    cards = beside(player)
    if rocket is None or not cards:
        return []
    return [c for c in cards if _loaded_wet(player, rocket, c) is not None]


def unloadable(player: Player) -> list[str]:
    """Rocket cards it can leave beside it: any at LEO, any but the Crew at its Factory."""
    rocket = player.rocket
    if rocket is None or beside(player) is None:
        return []
    return [c for c in rocket.cards if rocket.at == LEO or stacks.deck_of(c) != "crew"]


def fuel_supply(player: Player) -> int:
    """FTs the Rocket may pump into its tanks now: the Aquas at LEO, the Outpost's water FTs
    at one's Factory (§6.1, G1b)."""
    rocket = player.rocket
    if rocket is None:
        return 0
    if rocket.at == LEO:
        return player.aquas
    site = factory_here(player)
    outpost = player.outposts.get(site) if site is not None else None
    return outpost.fts if outpost is not None else 0


def pump(step: S, amount: int) -> None:
    """``fuel N`` (§6.1): N FTs into the Rocket's tanks, one red step each: Aquas at LEO, the
    Outpost's FTs at one's Factory (a cargo transfer: a Glitch trigger)."""
    player = step.state.players[step.seat]
    rocket = player.rocket
    assert rocket is not None
    at_leo = rocket.at == LEO
    if not at_leo:
        trigger(step)
        rocket = player.rocket
        site = factory_here(player)
        outpost = player.outposts.get(site) if site is not None else None
        if rocket is None or outpost is None or outpost.fts < amount:
            return
        outpost.fts -= amount
        if not outpost.cards and not outpost.fts:
            del player.outposts[site or ""]
    else:
        player.aquas -= amount
    wet = strip().add(spot_of(rocket.wet), amount)
    rocket.wet, rocket.grade = spot_text(wet), "water"
    steps = stacks.fuel_steps(rocket)
    if at_leo:
        line = text.FUELLED.format(seat=step.seat, aquas=amount, wet=wet, steps=steps)
    else:
        line = text.FUELLED_OUTPOST.format(seat=step.seat, fts=amount, wet=wet, steps=steps)
    step.emit(public_event("Fuelled", line))


def trigger(step: S) -> None:
    """A cargo transfer's Glitch Rolls: the Rocket's, and the Outpost's beside it (infectious:
    either glitched, both roll and both end glitched, CR G1h)."""
    player = step.state.players[step.seat]
    site = factory_here(player)
    outpost = player.outposts.get(site) if site is not None else None
    rocket = player.rocket
    if rocket is not None and outpost is not None and (rocket.glitch or outpost.glitch):
        rocket.glitch = outpost.glitch = True
    glitch.trigger(step, glitch.ROCKET)
    if site is not None and site in player.outposts:
        glitch.trigger(step, site)


def _loaded_wet(player: Player, rocket: Rocket, card: str) -> str | None:
    added = int(stacks.dry_of([*rocket.cards, card], player.side) - spot_of(rocket.dry))
    try:
        wet = strip().add(spot_of(rocket.wet), added)
    except FuelError:
        return None
    return spot_text(wet) if wet <= MAX_WET else None


def load(step: S, action: Load) -> None:
    """Cargo transfer from the stack beside the Rocket into it (both chits right, §6.1; a
    Glitch trigger)."""
    player = step.state.players[step.seat]
    trigger(step)
    rocket = player.rocket
    source = beside(player)
    if rocket is None or source is None or action.card not in source:
        return
    wet = _loaded_wet(player, rocket, action.card)
    if wet is None:
        return
    source.remove(action.card)
    rocket.cards.append(action.card)
    rocket.dry, rocket.wet = spot_text(stacks.dry_of(rocket.cards, player.side)), wet
    line = text.LOADED.format(
        seat=step.seat, card=stacks.name(action.card, player.side), dry=rocket.dry, wet=wet
    )
    step.emit(public_event("Loaded", line))


def unload(step: S, action: Unload) -> None:
    """Cargo transfer from the Rocket to the stack beside it, the LEO stack or the Outpost at
    one's Factory (both chits left, §6.1; a Glitch trigger); a Rocket left empty is gone."""
    player = step.state.players[step.seat]
    trigger(step)
    rocket = player.rocket
    if rocket is None or action.card not in rocket.cards:
        return
    site = factory_here(player)
    rocket.cards.remove(action.card)
    if rocket.at == LEO or site is None:
        player.leo.append(action.card)
        stack = text.THE_LEO_STACK
    else:
        player.outposts.setdefault(site, Outpost()).cards.append(action.card)
        stack = text.THE_OUTPOST_ON.format(site=pack.load().site_by_id[site].name)
    name = stacks.name(action.card, player.side)
    said = text.UNLOADED.format(seat=step.seat, card=name, stack=stack)
    _after_removal(step, player, rocket, said)


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
        step.emit(public_event("CargoMoved", sentences([said, text.ROCKET_GONE])))
        return
    stacks.reweigh(player.side, rocket)
    line = sentences([said, text.REWEIGHED.format(dry=rocket.dry, wet=rocket.wet)])
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
