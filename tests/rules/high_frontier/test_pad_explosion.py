"""The pad explosion (docs/rules/high-frontier.md §12, W27; CR K2c): each player decommissions
his heaviest card in LEO, a Rocket parked at LEO included; the Crew is immune."""

from __future__ import annotations

import random

from rules.core.engine import Step
from rules.high_frontier import pack, stacks
from rules.high_frontier.year import _pad_explosion

from .felony_table import NASA, aboard, seated

RAYGUN = "robonaut-11"  # mass 3
BUBBLE = "radiator-01"  # heavy: mass 1


def test_the_pad_explosion_takes_the_heaviest_card_of_a_rocket_parked_at_leo() -> None:
    state = seated(NASA, NASA)
    player = state.players[0]
    player.leo = [card for card in player.leo if card != NASA[0]] + [BUBBLE]
    aboard(state, 0, pack.LEO, [NASA[0], RAYGUN], "8")
    _pad_explosion(Step(state=state, seat=0, chance=lambda: random.Random(0)))
    assert player.rocket is not None and player.rocket.cards == [NASA[0]]
    assert player.rocket.dry == str(stacks.dry_of([NASA[0]], player.side))
    assert RAYGUN in player.hand and BUBBLE in player.leo
