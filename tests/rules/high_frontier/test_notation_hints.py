"""``/play`` autocomplete for ``fly`` (rules.core.game.HasNotationHints): the reachable Sites
with their Burns and fuel, as ``(label, notation)``, each notation a legal flight; ``fly
<site id>`` takes the cheapest route (docs/rules/high-frontier.md §8); other spaces in reach by
id, and untyped where no Site is in reach."""

from __future__ import annotations

import random
from fractions import Fraction

from rules.high_frontier import GAME, flight
from rules.high_frontier.actions import Fly
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import HighFrontierState


def _about_to_fly(seed: str = "x") -> tuple[HighFrontierState, int]:
    """A seeded 2-seat bot game up to the first time the bot chooses to fly."""
    state = GAME.setup(2, seed=seed)
    rng = random.Random(1)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        action = GAME.bot_action(state, seat, rng)
        if isinstance(action, Fly):
            return state, seat
        state = GAME.apply(state, seat, action).state
    raise AssertionError("the bot never flew")


def test_fly_hints_are_labelled_legal_flights_to_sites() -> None:
    state, seat = _about_to_fly()
    hints = GAME.notation_hints(state, seat, "fly")
    assert hints, "a Rocket ready to fly reaches some Site"
    for label, notation in hints:
        assert " Burn" in label and len(label) <= 100
        assert notation.startswith("fly ") and len(notation) <= 100
        action = GAME.parse_action(state, seat, notation)
        assert isinstance(action, Fly)
        GAME.check(state, seat, action)
        assert GAME.label_action(state, seat, action) == label


def test_words_typed_after_fly_keep_the_matching_sites() -> None:
    state, seat = _about_to_fly()
    every = GAME.notation_hints(state, seat, "fly")
    first = every[0][1].split()[1]
    kept = GAME.notation_hints(state, seat, f"fly {first[:4]}")
    assert kept and all(first[:4] in (label + notation).lower() for label, notation in kept)
    assert GAME.notation_hints(state, seat, "fly zzzz") == []
    assert GAME.notation_hints(state, seat, "income") == []
    assert GAME.notation_hints(state, 1 - seat, "fly") == []


def _one_burn_and_no_site() -> tuple[HighFrontierState, int]:
    """The first seeded game whose first Rocket at LEO, given the fewest tanks that fly it
    anywhere (one Burn of fuel), reaches no Site."""
    for seed in ("x", "y", "z", "w", "v", "u"):
        state, seat = _about_to_fly(seed)
        rocket = state.players[seat].rocket
        assert rocket is not None
        if rocket.at != "n90":
            continue
        dry = Fraction(rocket.dry)
        for tanks in range(1, 8):
            rocket.wet = str(strip().add(dry, tanks))
            if flight.reach_routes(state, seat, sites=False):
                break
        if flight.reach_routes(state, seat) == []:
            return state, seat
    raise AssertionError("no seeded Rocket reaches no Site on one Burn")


def test_a_rocket_reaching_no_site_is_offered_the_spaces_it_reaches() -> None:
    """With one Burn of fuel the first Rocket reaches no Site; the hints then offer the spaces
    it reaches by id, each a legal flight, so a Rocket that can move always has a hint."""
    state, seat = _one_burn_and_no_site()
    hints = GAME.notation_hints(state, seat, "fly")
    assert [notation for _, notation in hints][:2] == ["fly n91", "fly n92"]
    for label, notation in hints:
        assert label.startswith(f"Fly to {notation.split()[1]}: 1 Burn, ")
        GAME.check(state, seat, GAME.parse_action(state, seat, notation))


def test_a_space_id_typed_after_fly_offers_the_spaces_in_reach_by_id() -> None:
    state, seat = _about_to_fly()
    spaces = flight.reach_routes(state, seat, sites=False)
    end = spaces[-1][-1]
    hints = GAME.notation_hints(state, seat, f"fly {end}")
    assert (f"fly {end}") in [notation for _, notation in hints]
    assert all(end in label + notation for label, notation in hints)


def test_a_prepared_turn_answers_its_fly_hints_from_the_route_cache() -> None:
    """``GAME.prepare`` (rules.core.game.HasPreparation) searches the Rocket's reach ahead:
    the hints then search nothing and list what an unprepared turn lists."""
    state, seat = _about_to_fly()
    flight.routes_from.cache_clear()
    unprepared = GAME.notation_hints(state, seat, "fly")
    flight.routes_from.cache_clear()
    GAME.prepare(state, seat)
    searched = flight.routes_from.cache_info().misses
    assert searched >= 1
    assert GAME.notation_hints(state, seat, "fly") == unprepared
    assert flight.routes_from.cache_info().misses == searched


def test_preparing_a_rocket_that_cannot_move_searches_nothing() -> None:
    state, seat = _about_to_fly()
    state.players[seat].rocket = None
    flight.routes_from.cache_clear()
    GAME.prepare(state, seat)
    assert flight.routes_from.cache_info().misses == 0


def test_a_thruster_typed_keeps_the_hints_that_thruster_flies() -> None:
    """``fly thruster:<card>`` (§8.1, the player's choice of thruster) keeps the hints, each
    carrying the choice and flown by that card; it is not a word searched in Site names."""
    state, seat = _about_to_fly()
    rocket = state.players[seat].rocket
    assert rocket is not None
    kept = {card: GAME.notation_hints(state, seat, f"fly thruster:{card}") for card in rocket.cards}
    flying = {card: hints for card, hints in kept.items() if hints}
    assert flying, kept
    for card, hints in flying.items():
        for _, notation in hints:
            assert notation.endswith(f" thruster:{card}")
            action = GAME.parse_action(state, seat, notation)
            assert isinstance(action, Fly) and action.thruster == card
