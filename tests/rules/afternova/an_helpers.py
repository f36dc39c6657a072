"""Shared helpers for the Afternova rules tests: tables, edits and the conservation invariant."""

from __future__ import annotations

from collections.abc import Callable

from rules.afternova import GAME
from rules.afternova.actions import Action, Take
from rules.afternova.cards import catalog
from rules.afternova.state import AfternovaState, PlanetSlot

CAT = catalog()


def table(players: int = 3, seed: str = "t", **options: str | bool) -> AfternovaState:
    """A fresh game."""
    return GAME.setup(players, seed=seed, options=options or None)


def edited(state: AfternovaState, change: Callable[[AfternovaState], None]) -> AfternovaState:
    """A deep copy of ``state`` after ``change`` (to build rulebook situations)."""
    copy = state.model_copy(deep=True)
    change(copy)
    return copy


def act(state: AfternovaState, seat: int, text: str) -> AfternovaState:
    """Parse ``text`` for ``seat`` and apply it."""
    action: Action = GAME.parse_action(state, seat, text)
    return GAME.apply(state, seat, action).state


def market_turn(state: AfternovaState) -> AfternovaState:
    """The active player takes the first card offered, three times (a whole Market action)."""
    seat = state.active
    for _ in range(3):
        take = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Take))
        state = GAME.apply(state, seat, take).state
    return state


def set_planet(state: AfternovaState, slot: int, planet: str, fragments: list[str]) -> None:
    """Put ``planet`` with ``fragments`` in ``slot`` (its previous card goes to the discard)."""
    state.planet_discard.append(state.planets[slot].id)
    state.planet_deck.remove(planet)
    state.planets[slot] = PlanetSlot(id=planet, fragments=tuple(fragments))


def give_hand(state: AfternovaState, seat: int, cards: list[str]) -> None:
    """Swap ``seat``'s hand for ``cards`` (taken from wherever they are; the old hand to decks)."""
    for pile in (state.paw_deck, state.bp_deck, state.paw_discard, state.bp_discard):
        for card in cards:
            if card in pile:
                pile.remove(card)
    for player in state.seats:
        player.hand = [c for c in player.hand if c not in cards]
    state.market_paws = [None if c in cards else c for c in state.market_paws]
    state.market_bps = [None if c in cards else c for c in state.market_bps]
    old = state.seats[seat].hand
    state.paw_deck.extend(c for c in old if c in CAT.paw)
    state.bp_deck.extend(c for c in old if c in CAT.blueprint)
    state.seats[seat].hand = list(cards)


def set_storage(state: AfternovaState, seat: int, colours: list[str]) -> None:
    """Set ``seat``'s storage, moving fragments between the bag and storage to stay conserved."""
    for colour in state.seats[seat].storage:
        state.bag[colour] += 1
    for colour in colours:
        state.bag[colour] -= 1
    state.seats[seat].storage = list(colours)
