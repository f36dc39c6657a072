"""The Light-Speed keep: a simultaneous, secret choice (docs/rules/space-base.md §2,
"Light-Speed variant").

Every seat is dealt 4 Level 1 + 2 Level 2 cards (:func:`rules.space_base.setup.new_game`) and
chooses which to keep, all at the same time, in a secret :class:`rules.core.window.DecisionWindow`
(kind ``keep``; :class:`KeepRules`). A seat's ``keep`` is only a commitment (its answer in the
window: the hand positions kept): nothing is paid, placed or returned, and the table learns
only "{p0} has chosen" — not how many cards, nor how many credits — so answering last gives no
edge. When the
last seat has chosen, every seat pays, its kept cards are revealed and placed in deal order (a
later card in the same sector deploys the earlier one), and the unkept cards go to the bottom of
their level deck, seat by seat.

Notation names the cards by id (``keep l1-03 l2-05``; ``keep none of l1-01 …`` lists the whole
hand), so that the public log never shows a keep: an action naming a seat's secret cards is
logged as "Ana moved". Hand positions are accepted when typing: ``keep 1 3``, ``keep none``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from rules.core.events import Event, private_event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import plural_s
from rules.space_base.actions import Keep
from rules.space_base.board import place_card
from rules.space_base.cards import Pack, load
from rules.space_base.setup import finish_setup
from rules.space_base.state import SpaceBaseState
from rules.space_base.words import or_nothing


def keep_actions(pack: Pack, state: SpaceBaseState, seat: int) -> list[Keep]:
    """Every affordable subset of ``seat``'s Light-Speed hand (positions 1-based)."""
    me = state.seats[seat]
    costs = [pack.card(c).cost for c in me.hand]
    positions = range(1, len(me.hand) + 1)
    return [
        Keep(positions=combo)
        for size in range(len(me.hand) + 1)
        for combo in combinations(positions, size)
        if sum(costs[p - 1] for p in combo) <= me.credits
    ]


def kept_positions(window: DecisionWindow | None, seat: int) -> list[int]:
    """The hand positions ``seat`` committed to keep in the keep ``window`` (none yet: ``[]``)."""
    answer = window.own_answer(seat) if window is not None else None
    return [p for p in answer if isinstance(p, int)] if isinstance(answer, list) else []


class KeepRules:
    """A seat's answers to the keep (:class:`rules.core.window.WindowRules`). No standing choice,
    and no seat is answered for, even with a single option: that would tell the table what
    its secret hand costs."""

    def options(self, state: SpaceBaseState, seat: int) -> Sequence[Keep]:
        """Every affordable subset of the hand (:func:`keep_actions`)."""
        return keep_actions(load(state.pack), state, seat)

    def default(self, state: SpaceBaseState, seat: int) -> Keep:
        """Cards in deal order while they stay affordable (:func:`default_keep`)."""
        return default_keep(load(state.pack), state, seat)

    def standing(self, state: SpaceBaseState, seat: int) -> Keep | None:
        """None: a keep is never declared ahead."""
        return None


KEEP = KeepRules()


def default_keep(pack: Pack, state: SpaceBaseState, seat: int) -> Keep:
    """The stated default: keep cards in deal order while they stay affordable."""
    me = state.seats[seat]
    budget, kept = me.credits, []
    for position, card_id in enumerate(me.hand, start=1):
        if pack.card(card_id).cost <= budget:
            budget -= pack.card(card_id).cost
            kept.append(position)
    return Keep(positions=tuple(kept))


def describe_keep(hand: Sequence[str], action: Keep) -> str:
    """``keep l1-03 l2-05``, or ``keep none of <every card of the hand>``; a keep naming
    positions the hand no longer has (a stale button after the reveal) by its positions,
    ``keep 1 3``, so that it can be refused in words."""
    if any(p > len(hand) for p in action.positions):
        return "keep " + " ".join(str(p) for p in action.positions)
    if action.positions:
        return "keep " + " ".join(hand[p - 1] for p in action.positions)
    return "keep none of " + " ".join(hand)


LABEL_LIMIT = 80
"""Characters of a button label (Discord's limit)."""


def keep_label(pack: Pack, state: SpaceBaseState, seat: int, action: Keep) -> str:
    """A keep in words, by hand position as the prompt and the private picture name the
    cards: ``keep 1 3: Starter Vega, Frigate Merak (9 of 15 credits)``; the names are left
    out when the label would pass :data:`LABEL_LIMIT` characters. For ``seat`` alone (it
    names its hand)."""
    me = state.seats[seat]
    kept = [pack.card(me.hand[p - 1]) for p in action.positions]
    cost = Msg(
        "space_base.keep.cost",
        "({cost} of {credits} credits)",
        cost=sum(card.cost for card in kept),
        credits=me.credits,
    )
    if not kept:
        return Msg("space_base.keep.none", "keep none {cost}", cost=cost)
    positions = " ".join(str(p) for p in action.positions)
    names = ", ".join(card.name for card in kept)
    named = Msg(
        "space_base.keep.named",
        "keep {positions}: {names} {cost}",
        positions=positions,
        names=names,
        cost=cost,
    )
    if len(named) <= LABEL_LIMIT:
        return named
    return Msg(
        "space_base.keep.positions", "keep {positions} {cost}", positions=positions, cost=cost
    )


def typed_keep(hand: Sequence[str], words: Sequence[str]) -> Keep | None:
    """The keep typed with positions or ids in any order (``keep 3 1``, ``keep l2-05 l1-03``),
    affordable or not, or ``None`` when ``words`` are not such a keep."""
    if len(words) < 2 or not "keep".startswith(words[0]):
        return None
    lowered = [card.lower() for card in hand]
    positions = set()
    for word in words[1:]:
        if word.isascii() and word.isdigit() and 1 <= int(word) <= len(hand):
            positions.add(int(word))
        elif word in lowered:
            positions.add(lowered.index(word) + 1)
        else:
            return None
    return Keep(positions=tuple(sorted(positions)))


def over_budget(pack: Pack, state: SpaceBaseState, seat: int, action: Keep) -> str | None:
    """The refusal of a keep ``seat`` cannot pay for, naming its cost (positions only: the
    sentence goes to ``seat`` alone, but says no more than needed), or ``None`` when it is
    affordable.

    Example: ``Cards 1, 2 and 5 cost 17 credits (4 + 6 + 7); you have 15. Keep cards costing
    15 credits at most.``
    """
    me = state.seats[seat]
    costs = [pack.card(me.hand[p - 1]).cost for p in action.positions]
    if sum(costs) <= me.credits:
        return None
    return Msg(
        "space_base.error.keep_cost",
        f"Card{plural_s(len(costs))} {{cards}} cost {{total}} credits ({{sum}}); "
        "you have {credits}. "
        "Keep cards costing {credits} credits at most.",
        cards=tuple(str(p) for p in action.positions),
        total=sum(costs),
        sum=" + ".join(map(str, costs)),
        credits=me.credits,
    )


def keep(pack: Pack, state: SpaceBaseState, seat: int, action: Keep) -> list[Event]:
    """Record ``seat``'s secret keep; the last one pays, reveals and places every seat's cards.

    Returns:
        A "KeepChosen" event (the seat reads what it kept; the others "{pN} has chosen."), then
        after the last keep the reveals, any roll-off and the Starting Player.
    """
    me = state.seats[seat]
    window = state.window
    assert window is not None
    window.record(seat, list(action.positions))
    kept = [pack.card(me.hand[p - 1]) for p in action.positions]
    events = [
        private_event(
            "KeepChosen",
            {seat},
            Msg(
                "space_base.event.keep_chosen",
                "{seat} chose to keep {names} ({cost} credits), revealed once everyone has chosen.",
                seat=f"{{p{seat}}}",
                names=or_nothing(", ".join(card.name for card in kept)),
                cost=sum(card.cost for card in kept),
            ),
            Msg("space_base.event.has_chosen", "{seat} has chosen.", seat=f"{{p{seat}}}"),
        )
    ]
    if not window.is_closed:
        return events
    return events + reveal(pack, state, window)


def reveal(pack: Pack, state: SpaceBaseState, window: DecisionWindow) -> list[Event]:
    """Every seat pays for its kept cards and places them; unkept cards go under their deck."""
    events, highest = [], []
    state.window = None
    for number, seat in enumerate(state.seats):
        kept = [seat.hand[p - 1] for p in kept_positions(window, number)]
        for card_id in seat.hand:
            if card_id not in kept:
                state.shipyard.decks[pack.card(card_id).level - 1].append(card_id)
        cost = sum(pack.card(c).cost for c in kept)
        seat.credits -= cost
        for card_id in kept:
            place_card(seat, card_id, pack.card(card_id).sector)
        events.append(
            public_event(
                "CardsRevealed",
                Msg(
                    "space_base.event.cards_revealed",
                    "{seat} kept {count} of the cards dealt, paid {cost} credits and placed "
                    "{names}.",
                    seat=f"{{p{number}}}",
                    count=len(kept),
                    cost=cost,
                    names=or_nothing(", ".join(pack.card(c).name for c in kept)),
                ),
                closes_undo=True,
            )
        )
        highest.append(max((pack.card(c).sector for c in kept), default=0))
        seat.hand = []
    return events + finish_setup(state, highest)
