"""A failed Hazard Roll (docs/rules/high-frontier.md §8.5, §14; CR H7): on a 1 every card in
the stack is involuntarily decommissioned, so a patent goes to its owner's Hand White side up
(as a Belt Roll's losses do), not to its deck's bottom; the Crew goes home to LEO."""

from __future__ import annotations

from rules.high_frontier import GAME, stacks
from rules.high_frontier.actions import Fly
from rules.high_frontier.fuel import strip

from .felony_table import NASA, aboard, seated

RAYGUN = "robonaut-11"
PATH = ("n260", "n257", "n334", "n337")  # 1 Burn into the n337 aerobrake hazard


def test_a_failed_hazard_roll_decommissions_the_stack_to_the_hand() -> None:
    wrecked = 0
    for n in range(60):
        state = seated(NASA, NASA)
        cards = [NASA[0], RAYGUN]
        aboard(state, 0, PATH[0], cards, str(strip().add(stacks.dry_of(cards, "front"), 10)))
        deck = list(state.decks[stacks.deck_of(RAYGUN)])
        state.seed = f"hazard-{n}"
        step = GAME.apply(state, 0, Fly(path=PATH))
        said = " ".join(str(e.text) for e in step.events)
        if "Hazard Roll at n337: 1" not in said:
            continue
        wrecked += 1
        player = step.state.players[0]
        assert player.rocket is None
        assert RAYGUN in player.hand and NASA[0] in player.leo
        assert step.state.decks[stacks.deck_of(RAYGUN)] == deck
    assert wrecked
