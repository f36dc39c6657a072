"""Shared helpers for the Afternova rules tests: tables, edits and the conservation invariant."""

from __future__ import annotations

from collections import Counter
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


def card_locations(state: AfternovaState) -> Counter[str]:
    """Every card id wherever it is (a card in two places shows up with count 2)."""
    seen: Counter[str] = Counter()
    for pile in (
        state.paw_deck,
        state.paw_discard,
        state.bp_deck,
        state.bp_discard,
        state.planet_deck,
        state.planet_discard,
    ):
        seen.update(pile)
    seen.update(c for c in (*state.market_paws, *state.market_bps) if c is not None)
    seen.update(p.id for p in state.planets)
    for player in state.seats:
        seen.update(player.hand)
        seen.update(c.id for c in player.completed)
    if state.deal is not None:
        seen.update(state.deal.proposal.paws)
        for paws in state.deal.accepted().values():
            seen.update(paws)
    if state.automa is not None:
        seen.update(b.id for b in state.automa.row)
        seen.update((*state.automa.completed, *state.automa.hidden))
    return seen


def fragment_totals(state: AfternovaState) -> Counter[str]:
    """Fragments by colour over bag, discard pile, Planets, storages and the automa."""
    total = Counter(state.bag) + Counter(state.fragment_discard)
    for planet in state.planets:
        total.update(planet.fragments)
    for player in state.seats:
        total.update(player.storage)
    if state.automa is not None:
        total.update(state.automa.storage)
        for blueprint in state.automa.row:
            total.update(blueprint.covered)
    return total


def check_conserved(state: AfternovaState) -> None:
    """Every card is in exactly one place and no fragment was made or lost."""
    cards = card_locations(state)
    pack = CAT.pack
    expected = {c.id for group in (pack.hired_paws, pack.blueprints, pack.planets) for c in group}
    assert set(cards) == expected, sorted(set(cards) ^ expected)
    assert all(n == 1 for n in cards.values()), [c for c, n in cards.items() if n > 1]
    assert fragment_totals(state) == Counter(pack.fragments)
