"""Phileas Fogg refuel (docs/rules/high-frontier.md §7 "Internal tankage"; CR G2c, W9): a free
action that decommissions Rocket cards to the Hand, or turns a heavy radiator aboard light;
the **Dry chit** moves left by the mass removed and the **Wet chit stays**, so the steps
between them are new fuel, and that fuel is dirt: mixing lowers the whole strip to dirt (§6.1,
CR F4b).

Notation: ``fogg thruster-03`` (decommission) or ``fogg radiator-01-light`` (a heavy radiator
aboard turned light). Decisions (§23 Q17): offered only where the Dry chit moves (a card of
mass 0 is jettisoned instead), never the Crew (decommissioning one's Human is Murder/Suicide, a
Felony the engine does not offer) nor the Rocket's last card; allowed anywhere, LEO included
(G2c names no place).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import stacks, text
from rules.high_frontier.actions import Fogg
from rules.high_frontier.operations import shown_name
from rules.high_frontier.state import HighFrontierState, Player, spot_of, spot_text

S = Step[HighFrontierState]


def listed(player: Player) -> list[Fogg]:
    """The Phileas Fogg refuels open to ``player``'s Rocket now: each card but the Crew whose
    removal moves the Dry chit, each heavy radiator turned light where that lightens it."""
    rocket = player.rocket
    if rocket is None or len(rocket.cards) < 2:
        return []
    found: list[Fogg] = []
    for card in rocket.cards:
        if stacks.deck_of(card) == "crew":
            continue
        light = stacks.ablated(card)
        if light is not None and stacks.mass(light) < stacks.mass(card):
            found.append(Fogg(card=light))
        if stacks.mass(card, player.side) > 0:
            found.append(Fogg(card=card))
    return found


def refuel(step: S, action: Fogg) -> None:
    """Remove (or turn light) ``action.card``; the Dry chit to the new Dry Mass, the Wet chit
    where it was, the strip's fuel dirt."""
    player = step.state.players[step.seat]
    rocket = player.rocket
    assert rocket is not None
    heavy = action.card.removesuffix(stacks.LIGHT)
    if heavy != action.card and heavy in rocket.cards:
        rocket.cards[rocket.cards.index(heavy)] = action.card
        template = text.FOGG_LIGHT
    else:
        rocket.cards.remove(action.card)
        player.hand.append(stacks.white(action.card))
        template = text.FOGG
    dry = stacks.dry_of(rocket.cards, player.side)
    wet = spot_of(rocket.wet)
    rocket.dry = spot_text(dry)
    if wet > dry:
        rocket.grade = "dirt"
    line = template.format(seat=step.seat, card=shown_name(heavy), dry=dry, wet=wet)
    step.emit(public_event("PhileasFogg", line))
