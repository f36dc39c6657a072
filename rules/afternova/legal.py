"""Who owes what, and which actions are legal (friendly errors for the others).

A seat's *mode* says what it may do now. ``to_act`` lists only seats that *owe* a decision:
seats over their storage or hand limit first, then the last chance window, then the helpers of an
open deal, else the active player. Completing a Blueprint is an out-of-turn action: a seat that
is not in ``to_act`` may still complete (mode ``completing``), so nobody waits on an optional
decision of an idle seat. ``SkipTurn`` (the table's skip of a stalled turn) is accepted in the
``main`` and ``market`` modes but never listed: no player chooses it.

Blueprints are completed "at the end of any player's turn" (docs/rules/afternova.md §4), so
completions are open only *between* turns: while the active player has no action under way (no
Market pick taken, no deal open). In play-by-post that gap is the time after one turn ends and
before the next active player starts acting; a seat whose turn just ended completes in it too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from rules.afternova import extract, market
from rules.afternova.actions import (
    Accept,
    Action,
    Complete,
    Decline,
    DiscardCard,
    DiscardFragment,
    Extract,
    Pass,
    SkipTurn,
    Sweep,
    Take,
    Withdraw,
    describe,
    discard_card,
    discard_fragment,
)
from rules.afternova.board import excess_cards, excess_fragments, owes_discard
from rules.afternova.cards import Catalog
from rules.afternova.flow import completions
from rules.afternova.options import extract_options
from rules.afternova.state import AfternovaState
from rules.afternova.windows import DEAL_ANSWERS, LAST_CHANCE
from rules.afternova.words import colour, colours, either
from rules.core.errors import GameOver, IllegalAction, NotYourTurn
from rules.core.text import Msg

Mode = Literal[
    "over",
    "discard_fragments",
    "discard_cards",
    "last_chance",
    "helper",
    "proposer",
    "market",
    "main",
    "completing",
    "none",
]

ROW_TITLES = {
    "paw": Msg("afternova.kind.paws", "Hired Paws"),
    "bp": Msg("afternova.kind.bps", "Blueprints"),
}
ALLOWED: dict[Mode, tuple[type, ...]] = {
    "over": (),
    "none": (),
    "discard_fragments": (DiscardFragment,),
    "discard_cards": (DiscardCard,),
    "last_chance": (Complete, Pass),
    "helper": (Accept, Decline),
    "proposer": (Withdraw,),
    "market": (Take, Sweep, SkipTurn),
    "main": (Complete, Extract, Take, Sweep, SkipTurn),
    "completing": (Complete,),
}


def seat_mode(state: AfternovaState, cat: Catalog, seat: int) -> Mode:
    """What ``seat`` may do now (see the module docstring)."""
    if state.phase == "over":
        return "over"
    if excess_fragments(state, cat, seat):
        return "discard_fragments"
    if excess_cards(state, seat):
        return "discard_cards"
    if state.last_chance is not None:
        return "last_chance" if seat in state.last_chance.pending else "none"
    if state.deal is not None:
        if seat == state.active:
            return "proposer"
        return "helper" if seat in state.deal.waiting else "none"
    if seat != state.active:
        return "none" if state.market is not None else "completing"
    busy = any(owes_discard(state, cat, other) for other in range(state.num_players))
    if state.market is not None:
        return "none" if busy else "market"
    return "completing" if busy else "main"


def to_act(state: AfternovaState, cat: Catalog) -> frozenset[int]:
    """Seats that owe a decision now; empty once the game is over."""
    if state.phase == "over":
        return frozenset()
    owing = frozenset(s for s in range(state.num_players) if owes_discard(state, cat, s))
    if owing:
        return owing
    if state.last_chance is not None:
        return state.last_chance.to_answer()
    if state.deal is not None:
        return state.deal.answers.to_answer()
    return frozenset({state.active})


def legal_actions(state: AfternovaState, cat: Catalog, seat: int) -> list[Action]:
    """The listed legal actions of ``seat`` (Extract proposals filtered, see ``options``)."""
    if not 0 <= seat < state.num_players:
        return []
    mode = seat_mode(state, cat, seat)
    player = state.seats[seat]
    if mode in ("over", "none"):
        return []
    if mode == "discard_fragments":
        return [discard_fragment(c) for c in dict.fromkeys(player.storage)]
    if mode == "discard_cards":
        return [discard_card(card) for card in player.hand]
    if mode == "helper":
        return list(DEAL_ANSWERS.options(state, seat))
    if mode == "last_chance":
        return list(LAST_CHANCE.options(state, seat))
    if mode == "proposer":
        return [Withdraw()]
    out: list[Action] = []
    if mode in ("main", "completing"):
        out += completions(state, cat, seat)
    if mode == "main":
        out += extract_options(state, cat, seat)
    if mode in ("main", "market"):
        out += market.options(state)
    return out


def check(
    state: AfternovaState,
    cat: Catalog,
    seat: int,
    action: Action,
    listed: Callable[[], Sequence[Action]] | None = None,
) -> None:
    """Raise the friendly error for an action ``seat`` may not take now.

    Extract proposals and acceptances are checked directly (deals are too many to list); every
    other kind must be among the listed legal actions.

    Args:
        state, cat, seat, action: the action of ``seat`` in ``state`` (``cat`` its pack).
        listed: returns ``seat``'s listed legal actions (the engine's memo); by default they are
            listed here.

    Raises:
        GameOver: the game has ended.
        NotYourTurn: the seat may not take this kind of action now.
        IllegalAction: the kind is allowed but these details are not; names the alternatives.
    """
    if state.phase == "over":
        raise GameOver(Msg("afternova.refusal.over", "The game is over; see the final scores."))
    if not 0 <= seat < state.num_players:
        raise NotYourTurn(
            Msg(
                "afternova.refusal.no_seat", "There is no seat {seat} at this table.", seat=seat + 1
            )
        )
    mode = seat_mode(state, cat, seat)
    if not isinstance(action, ALLOWED[mode]):
        if mode in ("none", "completing"):
            raise NotYourTurn(_idle_reason(state, mode, action))
        if mode == "discard_fragments":
            raise IllegalAction(
                Msg(
                    "afternova.refusal.discard_first",
                    "Not now: discard stored fragments first; {stored}.",
                    stored=stored(state, seat),
                )
            )
        raise IllegalAction(_not_now(mode))
    if isinstance(action, Extract):
        extract.check_extract(state, cat, seat, action)
    elif isinstance(action, Accept):
        extract.check_accept(state, cat, seat, action)
    elif not isinstance(action, SkipTurn):
        legal = listed() if listed is not None else legal_actions(state, cat, seat)
        if action not in legal:
            raise IllegalAction(_refusal(state, seat, action, legal, mode))


def _refusal(
    state: AfternovaState, seat: int, action: Action, listed: Sequence[Action], mode: Mode
) -> str:
    """What is wrong with an unlisted ``action`` of an allowed kind, and the same kind's options."""
    if isinstance(action, DiscardFragment):
        return Msg(
            "afternova.refusal.not_stored",
            "You store no {colour} fragment; {stored}.",
            colour=colour(action.colour),
            stored=stored(state, seat),
        )
    hand = state.seats[seat].hand
    named = getattr(action, "blueprint", None) or getattr(action, "card", None)
    if named is not None and named not in hand:
        return Msg("afternova.refusal.not_in_hand", "`{card}` is not in your hand.", card=named)
    same = [describe(a) for a in listed if type(a) is type(action) and _same_row(a, action)]
    if isinstance(action, Take) and same:
        titles = ROW_TITLES[action.row]
        return Msg(
            "afternova.refusal.empty_slot",
            "There is no card in that slot; take one of the {titles}: {options}.",
            titles=titles,
            options=either(same),
        )
    if isinstance(action, Complete) and not same:
        return Msg(
            "afternova.refusal.nothing_to_complete", "You have no Blueprint you can complete now."
        )
    if isinstance(action, Complete):
        return Msg(
            "afternova.refusal.cannot_pay",
            "You cannot pay for `{card}` now; you can {options}.",
            card=action.blueprint,
            options=either(same),
        )
    return _not_now(mode)


def stored(state: AfternovaState, seat: int) -> Msg:
    """``"you store green, black and black"`` (or ``"your storage is empty"``)."""
    held = state.seats[seat].storage
    if not held:
        return Msg("afternova.prompt.storage_empty", "your storage is empty")
    return Msg("afternova.prompt.storage", "you store {colours}", colours=colours(held))


def _same_row(listed: Action, action: Action) -> bool:
    """False only for Market picks from different rows."""
    return getattr(listed, "row", None) == getattr(action, "row", None)


def _idle_reason(state: AfternovaState, mode: Mode, action: Action) -> str:
    if mode == "completing":
        return Msg(
            "afternova.refusal.only_complete",
            "It is {active}'s turn; you may only complete a Blueprint now.",
            active=f"{{p{state.active}}}",
        )
    if isinstance(action, Complete) and state.phase == "turn":
        return Msg(
            "afternova.refusal.between_turns",
            "Blueprints are completed between turns: "
            "wait until the active player's action is over.",
        )
    return Msg("afternova.refusal.no_decision", "You owe no decision right now.")


EXPECTED: dict[Mode, str] = {
    "discard_fragments": "discard stored fragments down to your storage.",
    "discard_cards": "discard cards down to 8 (`discard <card id>`; see `/hand`).",
    "last_chance": "complete a Blueprint (`complete bp-..`) or `pass`.",
    "helper": "answer the deal: `accept hp-..` or `decline`.",
    "proposer": "wait for the helpers, or `withdraw` the deal.",
    "market": "take a card (`take paw 1`, `take bp 2`) or sweep a row (`sweep paws`).",
    "main": "Extract (`extract 1 with hp-..`), propose a deal, or take from the market.",
    "completing": "complete a Blueprint you can pay for.",
    "none": "nothing.",
    "over": "nothing.",
}
"""What each mode expects, in English (message ids ``afternova.expected.<mode>``)."""


def _not_now(mode: Mode) -> Msg:
    """``"Not now: <what the seat may do>"``."""
    expected = Msg(f"afternova.expected.{mode}", EXPECTED[mode])
    return Msg("afternova.refusal.not_now", "Not now: {expected}", expected=expected)
