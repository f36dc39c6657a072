"""A seated High Frontier table for the Felony, Colony, prospecting and flight-option tests:
chosen Crew cards and sides, seat 0 on turn and 1st Player."""

from __future__ import annotations

from rules.high_frontier import GAME, stacks
from rules.high_frontier.actions import Action, Side
from rules.high_frontier.state import HighFrontierState, Rocket

TAIKONAUTS = ("crew-cq041", "front")  # Felonious
ROSCOSMOS = ("crew-cq041", "back")  # Taxes
NASA = ("crew-cq042", "front")  # Launch Fees, 14·8 afterburn 2
ANONYMOUS = ("crew-cq038", "back")  # Open Source FINAO
ESA = ("crew-cq038", "front")  # Powersat
B612 = ("crew-cq040", "back")  # Blink Telescope
UN = ("crew-cq040", "front")  # Secretary-General
RAYGUN = "robonaut-11"  # Solar-Pumped MHD Exciplex Laser: raygun, ISRU 2, no supports, mass 3,
# 2 Therms (operational with COOLER)
BUGGY = "robonaut-03"  # Flywheel Tractor: buggy, ISRU 3, needs an electric generator
BATTERY = "generator-12"  # Optoelectric Nuclear Battery: electric, no supports, mass 2
COOLER = "radiator-07-black"  # Tin Droplet: 3 Therms (the raygun needs 2), mass 1, rad-hard 2


def seated(*crews: tuple[str, str], seed: str = "felony") -> HighFrontierState:
    """One seat per ``(crew id, side)``, sides chosen, seat 0 on turn and 1st Player, every
    Crew in its LEO stack."""
    state = GAME.setup(len(crews), seed=seed)
    for seat in range(len(crews)):
        state = GAME.apply(state, seat, Side(side="front")).state
    for player, (crew, side) in zip(state.players, crews, strict=True):
        player.crew, player.side, player.leo = crew, "back" if side == "back" else "front", [crew]
    state.current = state.first = 0
    return state


def aboard(state: HighFrontierState, seat: int, space: str, cards: list[str], wet: str) -> None:
    """``seat``'s Rocket on ``space`` with ``cards`` (its Crew taken from LEO if named), Dry
    their mass, Wet ``wet``."""
    player = state.players[seat]
    if player.crew in cards and player.crew in player.leo:
        player.leo.remove(player.crew)
    dry = str(stacks.dry_of(cards, player.side))
    player.rocket = Rocket(cards=cards, at=space, dry=dry, wet=wet, grade="water")


def play(state: HighFrontierState, seat: int, *actions: Action) -> HighFrontierState:
    """``actions`` applied in order by ``seat``."""
    for action in actions:
        state = GAME.apply(state, seat, action).state
    return state
