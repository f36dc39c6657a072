"""Why a typed High Frontier move is refused (issue #25 item 1; the kit's
:meth:`rules.core.engine.Engine.explain`, which :meth:`HighFrontier.explain
<rules.high_frontier.engine.HighFrontier.explain>` answers through :func:`explain`).

The engine first lets the kit say whose turn it is to a seat that owes nothing, and refuses a
``fly`` with the route rules' own sentence. For a seat that owes a move, every verb of the game
has its reason (docs/rules/high-frontier.md §6–§17):

* in a decision window: a Crew side that is neither ``front`` nor ``back`` (§3), a bid at or
  below the opening bid, beyond the seat's Aquas or no number (§9 I2); any other verb is left
  to the kit, which says what the window asks;
* in the Quick Start draft and sell-back (§17): a deck named wrong or empty, a card not in the
  Hand;
* on a turn: an Operation once the turn's one is spent (naming it), then the verb's own
  conditions (:mod:`.refusals_cargo`: research, sell, boost, launch, fuel, dirt, load,
  unload, jettison, fogg, produce, deliver; :mod:`.refusals_sites`: prospect, industrialize,
  refuel, revive, colonize, jump, repair, ask), ``nominate`` (:mod:`.heroism`), and the
  answers of other phases typed on a turn (``bid``, ``pass``, ``side``, ``grant``,
  ``refuse``, ``take``, ``vote``).

Decision: when a verb's conditions all hold yet the typed words are not a listed move (an
argument the verb's reason does not read), the refusal lists what that verb takes now
(``high_frontier.refusal.elsewhere``); the fuzz in tests/rules/high_frontier/test_refusals.py
counts how often that last resort is reached.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.core.text import Msg
from rules.core.wording import notations
from rules.high_frontier import heroism, operations, stacks
from rules.high_frontier import refusal_text as say
from rules.high_frontier import refusals_cargo as cargo
from rules.high_frontier import refusals_sites as sites
from rules.high_frontier.auction import least_bid
from rules.high_frontier.state import HighFrontierState

Reason = Callable[[HighFrontierState, int, Sequence[str]], Msg | None]


def _no_auction(verb: str) -> Reason:
    return lambda state, seat, args: say.NO_AUCTION.format(move=verb)


def _no_request(verb: str) -> Reason:
    return lambda state, seat, args: say.NO_REQUEST.format(move=verb)


TURN: dict[str, Reason] = {
    "research": cargo.research,
    "sell": cargo.sell,
    "boost": cargo.boost,
    "launch": cargo.launch,
    "fuel": cargo.fuel,
    "dirt": cargo.dirt_refuel,
    "load": cargo.load,
    "unload": cargo.unload,
    "jettison": cargo.jettison,
    "fogg": cargo.fogg,
    "produce": cargo.produce,
    "deliver": cargo.deliver,
    "prospect": sites.prospect,
    "industrialize": sites.industrialize,
    "refuel": sites.refuel,
    "revive": sites.revive,
    "colonize": sites.colonize,
    "jump": sites.jump,
    "repair": sites.repair,
    "ask": sites.ask,
    "nominate": heroism.refused,
    "vote": lambda state, seat, args: say.NO_VOTE,
    "award": lambda state, seat, args: say.NO_AWARD,
    "discard": lambda state, seat, args: say.NO_CUT,
    "bid": _no_auction("bid"),
    "pass": _no_auction("pass"),
    "side": lambda state, seat, args: say.SIDES_CHOSEN,
    "grant": _no_request("grant"),
    "refuse": _no_request("refuse"),
    "take": lambda state, seat, args: say.NO_DRAFT,
}
"""Verb -> the reason it is refused on a turn of the game proper."""


def explain(state: HighFrontierState, seat: int, text: str, legal: Sequence[str]) -> Msg | None:
    """The reason ``text`` (normalized notation) of ``seat``, a seat asked to move now, is
    refused, given ``legal``, its legal notations; ``None`` for a verb this phase does not
    take (the kit says what is asked) or for empty text."""
    if not text.split():
        return None
    verb, *args = text.split()
    window = state.window
    if window is not None:
        if window.kind == "side" and verb == "side":
            crew, side = state.players[seat].crew, stacks.name
            return say.SIDE_WORD.format(front=side(crew, "front"), back=side(crew, "back"))
        return _bid(state, seat, args) if window.kind == "auction" and verb == "bid" else None
    if state.phase == "draft":
        return cargo.deck_refused(state, args[0] if args else None) if verb == "take" else None
    if state.phase == "sellback":
        return cargo.sell(state, seat, args) if verb == "sell" else None
    reason = TURN.get(verb)
    found = operations.spent(state, seat, verb) or (reason(state, seat, args) if reason else None)
    return found or _listed(text, verb, legal)


def _bid(state: HighFrontierState, seat: int, args: Sequence[str]) -> Msg:
    """A bid that is no number, not above the opening bid, or beyond the seat's Aquas."""
    auction = state.auction
    assert auction is not None
    least, aquas = least_bid(state, seat), state.players[seat].aquas
    word = args[0] if len(args) == 1 else ""
    if not (word.isascii() and word.isdigit()):
        return say.BID_NUMBER.format(least=least)
    if int(word) < least:
        return say.BID_LOW.format(opening=auction.opening, least=least)
    return say.BID_BEYOND.format(price=int(word), aquas=aquas)


def _listed(text: str, verb: str, legal: Sequence[str]) -> Msg | None:
    """The last resort for a verb open now: what it takes (``None`` when it is not open)."""
    same = [n for n in legal if n.split(" ", 1)[0] == verb]
    if not same:
        return None
    return Msg(
        "high_frontier.refusal.elsewhere",
        "`{typed}` is not open to you now; `{verb}` takes {options}.",
        typed=text,
        verb=verb,
        options=notations(same),
    )
