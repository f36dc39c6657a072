"""The bot player's greedy heuristic and the stated defaults of lapsed decisions.

Greedy: complete the best Blueprint it can; else Extract (solo or with the automa) the Planet
giving the most useful fragments (those its hand's Blueprints still need); else the Market
(Blueprints while it holds fewer than 2, else the Hired Paw with most skill icons). As a helper it
accepts whenever it can. Anything else: a random legal action.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from rules.afternova import legal
from rules.afternova.actions import (
    Accept,
    Action,
    Complete,
    Decline,
    Extract,
    Take,
    discard_card,
    discard_fragment,
)
from rules.afternova.board import capacity
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState
from rules.afternova.windows import DEAL_ANSWERS, LAST_CHANCE

WANTED_BLUEPRINTS = 2
AUTOMA_PENALTY = 6
CROWDED_HAND = 6


def focus(state: AfternovaState, cat: Catalog, seat: int) -> Counter[str]:
    """The cost of the hand Blueprint closest to completion (fewest missing fragments)."""
    have = Counter(state.seats[seat].storage)
    best: dict[str, int] | None = None
    best_key = (0, 0)
    for card in state.seats[seat].hand:
        blueprint = cat.blueprint.get(card)
        if blueprint is None:
            continue
        cost = blueprint.cost  # (missing fragments, -size): the first smallest is kept
        key = (sum(n - have[c] for c, n in cost.items() if n > have[c]), -sum(cost.values()))
        if best is None or key < best_key:
            best, best_key = cost, key
    return Counter(best)


def needs(state: AfternovaState, cat: Catalog, seat: int) -> Counter[str]:
    """Fragment colours the focus Blueprint still lacks beyond the seat's storage."""
    return focus(state, cat, seat) - Counter(state.seats[seat].storage)


def least_useful_colour(state: AfternovaState, cat: Catalog, seat: int) -> str:
    """A stored colour the focus Blueprint does not need, else the most plentiful one."""
    storage = Counter(state.seats[seat].storage)
    pool = (storage - focus(state, cat, seat)) or storage
    return max(pool, key=lambda colour: (pool[colour], colour))


def least_useful_card(state: AfternovaState, cat: Catalog, seat: int) -> str:
    """The Hired Paw with fewest skill icons, else the Blueprint with fewest VP."""
    hand = state.seats[seat].hand
    paws = [c for c in hand if c in cat.paw]
    if paws:
        return min(paws, key=lambda p: (sum(cat.paw[p].skills.values()), p))
    return min(hand, key=lambda b: (cat.blueprint[b].vp, b))


def default_for(state: AfternovaState, cat: Catalog, seat: int) -> Action | None:
    """The stated default when the seat's window lapses (``None`` for a turn's decision)."""
    mode = legal.seat_mode(state, cat, seat)
    if mode == "discard_fragments":
        return discard_fragment(least_useful_colour(state, cat, seat))
    if mode == "discard_cards":
        return discard_card(least_useful_card(state, cat, seat))
    if mode == "helper":
        return DEAL_ANSWERS.default(state, seat)
    if mode == "last_chance":
        return LAST_CHANCE.default(state, seat)
    return None


def choose(
    state: AfternovaState,
    cat: Catalog,
    seat: int,
    actions: Sequence[Action],
    rng: random.Random,
) -> Action:
    """The greedy bot's action among ``seat``'s listed legal ``actions`` (see the module
    docstring)."""
    default = default_for(state, cat, seat)
    completes = [a for a in actions if isinstance(a, Complete)]
    if completes:
        return max(completes, key=lambda a: (cat.blueprint[a.blueprint].vp, a.blueprint))
    accepts = [a for a in actions if isinstance(a, Accept)]
    if accepts:
        return accepts[0]
    if default is not None and not isinstance(default, Decline):
        return default
    picked = _extract(state, cat, seat, actions) or _market(state, cat, seat, actions)
    return picked or rng.choice(list(actions))


def _extract(
    state: AfternovaState, cat: Catalog, seat: int, actions: Sequence[Action]
) -> Extract | None:
    want = needs(state, cat, seat)
    room = capacity(state, cat, seat) - len(state.seats[seat].storage)
    crowded = len(state.seats[seat].hand) >= CROWDED_HAND
    scored: list[tuple[int, int, Extract]] = []
    # (useful, total) of the fragments an Extract gains, by Planet and the automa's share: the
    # same for every set of Hired Paws listed for that Planet.
    gains: dict[tuple[int, tuple[str, ...]], tuple[int, int]] = {}
    for action in actions:
        if not isinstance(action, Extract) or action.helpers:
            continue
        given = action.automa.gets if action.automa else ()
        if (found := gains.get((action.planet, given))) is None:
            gained = Counter(state.planets[action.planet].fragments)
            gained.subtract(given)
            found = gains[(action.planet, given)] = (sum((gained & want).values()), gained.total())
        useful, total = found
        value = 3 * useful + min(room, total) - len(action.paws)
        value -= AUTOMA_PENALTY * len(given)
        scored.append((value, useful, action))
    good = [item for item in scored if item[0] > 0 and (item[1] or crowded)]
    pool = good or (scored if crowded else [])
    return max(pool, key=lambda item: item[0])[2] if pool else None


def _market(
    state: AfternovaState, cat: Catalog, seat: int, actions: Sequence[Action]
) -> Take | None:
    takes = [a for a in actions if isinstance(a, Take)]
    blueprints = sum(1 for c in state.seats[seat].hand if c in cat.blueprint)
    bps = [a for a in takes if a.row == "bp"]
    paws = [a for a in takes if a.row == "paw"]
    if bps and (blueprints < WANTED_BLUEPRINTS or not paws):
        have = Counter(state.seats[seat].storage)

        def fit(a: Take) -> tuple[int, int]:
            card = cat.blueprint[state.market_bps[a.slot] or ""]
            return (sum((Counter(card.cost) & have).values()) - len(card.icons), card.vp)

        return max(bps, key=fit)
    if paws:
        return max(
            paws, key=lambda a: sum(cat.paw[state.market_paws[a.slot] or ""].skills.values())
        )
    return None
