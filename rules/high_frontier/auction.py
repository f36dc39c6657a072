"""Research auctions (docs/rules/high-frontier.md §9 I2; CR I2, I2a–g, W21), played in rounds
of sealed bids.

The initiator opens (at least 0). Each **round** asks at once, secretly, every seat that may
still bid (the academia limit, Skunkworks): a raise above the high bid, or ``pass`` (its last
bid stands); the initiator may also **match** the high bid, since ties go to him. The bids of a
round are revealed together; the auction goes on while a round holds a bid (a raise, or the
initiator's match, which the others may answer), and ends with a round in which every seat
passed (CR I2: "until nobody raises"). The seats at the high bid
are tied: the initiator wins if he is among them; a Marketeer among them wins every tie, even
against the initiator (CR glossary "Marketeer"); otherwise the initiator **chooses** among the
tied seats in an ``award`` window (``award 2``: seat 2 as numbered in the notation; the stated
default, for a bot or a lapsed deadline: the first in turn order after him, the rule the engine
applied before). The initiator winning pays the Pool, anyone else pays the initiator; the
winner also takes the bonus supports (I2g).

Decisions (§23 Q17): rounds of sealed bids stand for the open table's bidding in any order
(play-by-post cannot wait on every raise); a seat's round bid is a commitment kept secret until
the round closes (:class:`rules.core.window.DecisionWindow` ``secret``); a seat may bid in every
round while it may bid and can pay more than the high bid (the initiator: at least it).
In the Altruism variant, no auction (:func:`rules.high_frontier.altruism.research`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.high_frontier import altruism, stacks, text, variant_text, words
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import Action, Award, Bid, Research
from rules.high_frontier.operations import may_bid
from rules.high_frontier.state import Auction, HighFrontierState

S = Step[HighFrontierState]
PASSED = "pass"  # a pass's commitment in the auction window
AWARD = "award"  # the window in which the initiator chooses among tied seats


def research(step: S, action: Research) -> None:
    """I2: open the auction of the deck's top card at the initiator's bid, then its first
    round (:func:`_round`); in the Altruism variant, no auction."""
    state = step.state
    if state.altruism is not None:
        altruism.research(step, action.deck)
        return
    assert action.bid is not None
    card = state.decks[action.deck][0]
    state.turn.operation = "research"
    state.auction = Auction(
        deck=action.deck,
        card=card,
        initiator=step.seat,
        opening=action.bid,
        bids={step.seat: action.bid},
    )
    line = text.RESEARCH.format(
        seat=step.seat, card=stacks.name(card), deck=action.deck, bid=action.bid
    )
    step.emit(public_event("AuctionOpened", line))
    _round(step)


def refused(state: HighFrontierState, seat: int, action: Research) -> Msg | None:
    """Why a research the seat on turn may not make is refused, when the reason is the
    research's own: the academia limit, an opening bid beyond the seat's Aquas, or (Altruism)
    a bid or the price; ``None`` when the turn allows no research now or the deck is empty
    (the listed actions say what does)."""
    if (
        state.phase != "play"
        or seat != state.current
        or state.window is not None
        or state.turn.operation is not None
        or not state.decks.get(action.deck)
    ):
        return None
    if not may_bid(state, seat):
        return variant_text.ACADEMIA_LIMIT.format(n=len(state.players[seat].hand))
    if state.altruism is not None:
        return altruism.refused(state, seat, action.deck, action.bid)
    aquas = state.players[seat].aquas
    if action.bid is not None and action.bid > aquas:
        return variant_text.OPENING_BEYOND.format(price=action.bid, aquas=aquas)
    return None


def least_bid(state: HighFrontierState, seat: int) -> int:
    """The lowest bid ``seat`` may seal this round: the high bid for the initiator (a match
    wins him the tie), one more for anyone else."""
    auction = state.auction
    assert auction is not None
    return auction.opening + (seat != auction.initiator)


def bids(state: HighFrontierState, seat: int) -> list[int]:
    """Every bid ``seat`` may seal this round (none if it may not bid)."""
    return list(range(least_bid(state, seat), state.players[seat].aquas + 1))


def _round(step: S) -> None:
    """Ask the next round of everyone who may still bid, or end the auction when nobody may:
    not the seats alone at the high bid, nor the initiator among the tied."""
    state = step.state
    auction = state.auction
    assert auction is not None
    leaders = _leaders(state)
    seats = [
        s
        for s in [auction.initiator, *_after(state, auction.initiator)]
        if leaders != [s]
        and not (s == auction.initiator and s in leaders)
        and may_bid(state, s)
        and bids(state, s)
    ]
    if seats:
        state.window = DecisionWindow.open("auction", seats, secret=True)
    else:
        state.window = None
        _finish(step)


def answer(step: S, action: Bid | None) -> None:
    """A sealed bid (or a pass) of ``step.seat``; the round closes with the last answer."""
    state = step.state
    assert state.window is not None
    amount = None if action is None else action.amount
    state.window.record(step.seat, PASSED if amount is None else amount)  # a pass is revealed too
    said = text.BID_SEALED.format(amount=amount if amount is not None else text.BID_PASS)
    public = text.BID_PUBLIC.format(seat=step.seat)
    step.emit(private_event("BidSealed", {step.seat}, said, public))
    if state.window.is_closed:
        _close_round(step)


def _close_round(step: S) -> None:
    """Reveal the round's bids; another round if anyone bid (a raise, or the initiator
    matching the high bid, changes who leads), else the end."""
    state = step.state
    auction, window = state.auction, state.window
    assert auction is not None and window is not None
    shown = [
        text.BID_SHOWN.format(seat=s, amount=a if isinstance(a, int) else text.BID_PASS)
        for s, a in window.answers.items()
    ]
    step.emit(public_event("BidsRevealed", text.AUCTION_BIDS.format(bids=words.listed(shown))))
    sealed = {s: a for s, a in window.answers.items() if isinstance(a, int)}
    auction.bids |= sealed
    auction.opening = max(auction.bids.values())
    state.window = None
    if sealed:  # a raise, or the initiator's match: the others may answer it
        _round(step)
    else:
        _finish(step)


def _finish(step: S) -> None:
    """The seats at the high bid: the initiator or a Marketeer among them wins, one alone wins,
    else the initiator chooses (an ``award`` window)."""
    state = step.state
    auction = state.auction
    assert auction is not None
    leaders = _leaders(state)
    marketeers = [s for s in leaders if s in holders(state, "MARKETEER")]
    if auction.initiator in leaders and not marketeers:
        _award(step, auction.initiator)
    elif len(leaders) == 1 or marketeers:
        _award(step, (marketeers or leaders)[0])
    else:
        state.window = DecisionWindow.open(AWARD, [auction.initiator])
        names = words.listed([text.SEAT.format(seat=s) for s in leaders])
        line = text.AUCTION_TIED.format(seat=auction.initiator, tied=names, bid=auction.opening)
        step.emit(public_event("AuctionTied", line))


def award(step: S, action: Award) -> None:
    """The initiator's choice among the tied seats."""
    state = step.state
    assert state.window is not None and state.window.kind == AWARD
    state.window.record(step.seat, action.seat)
    state.window = None
    _award(step, action.seat)


class AwardRules:
    """The initiator's answers in the ``award`` window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """``award N`` for each tied seat, the stated default first."""
        return [Award(seat=s) for s in _leaders(state)]

    def default(self, state: HighFrontierState, seat: int) -> Action:
        """The first tied seat in turn order after the initiator."""
        return self.options(state, seat)[0]

    def standing(self, state: HighFrontierState, seat: int) -> Action | None:
        """No standing choice."""
        return None


AWARD_RULES = AwardRules()


def _leaders(state: HighFrontierState) -> list[int]:
    """The seats at the high bid, in turn order from the initiator."""
    auction = state.auction
    assert auction is not None
    high = max(auction.bids.values())
    order = [auction.initiator, *_after(state, auction.initiator)]
    return [s for s in order if auction.bids.get(s) == high]


def _award(step: S, winner: int) -> None:
    """The winner pays (the Pool if the initiator, else the initiator) and takes the card and
    its bonus supports; the auction ends."""
    state = step.state
    auction = state.auction
    assert auction is not None
    price = auction.bids[winner]
    players = state.players
    players[winner].aquas -= price
    if winner == auction.initiator:
        line = text.AUCTION_WON_POOL.format(
            seat=winner, card=stacks.name(auction.card), price=price
        )
    else:
        players[auction.initiator].aquas += price
        line = text.AUCTION_WON_PAID.format(
            seat=winner, card=stacks.name(auction.card), price=price, initiator=auction.initiator
        )
    step.emit(public_event("AuctionWon", line, closes_undo=True))
    _take(step, winner, auction.deck)
    for deck in stacks.bonus_decks(auction.card):
        if state.decks[deck]:
            card = state.decks[deck][0]
            _take(step, winner, deck)
            step.emit(
                public_event(
                    "BonusSupport", text.BONUS_SUPPORT.format(seat=winner, card=stacks.name(card))
                )
            )
    state.auction = None
    state.window = None


def _take(step: S, seat: int, deck: str) -> None:
    card = step.state.decks[deck].pop(0)
    step.state.players[seat].hand.append(card)


def _after(state: HighFrontierState, seat: int) -> list[int]:
    n = state.num_players
    return [(seat + k) % n for k in range(1, n)]
