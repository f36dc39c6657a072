"""The Altruism variant, solitaire or cooperative against a VP target
(docs/rules/high-frontier.md §17; variant V4, facts RT-var, confidence C; the core rulebook C
names the variant), the table option ``altruism=short|medium|futures``.

* Setup (C) with 4, 5 or 7 Seniority Disks (short, medium, futures); after shuffling, the bottom
  half of each patent deck (rounded up) is removed unseen (12 cards leave 6, the 17 generators
  8, as the V4b example).
* In solitaire a faction whose privilege is Taxes, Secretary-General or Felonious starts with 6
  extra Aquas (paid when the Crew sides are revealed, with the Secretary-General's own 2).
* No auctions: the research Operation (``research <deck>``) takes the deck's top card and its
  bonus supports (the top card of the generator, reactor or radiator deck for each support it
  needs, I2) for 1 Aqua a card taken, paid to the Pool; Marketeer pays 2 for each 3 cards. The
  academia limit applies (no research with 4+ Hand cards, but Skunkworks).
* The game ends as the core game; a solitaire seat wins with 40, 60 or 100 VP (short, medium,
  futures), cooperative seats all win when every one has 30, 50 or 75, else nobody wins.

Decisions (§23 Q17): the research takes the top card and every bonus support the decks still
hold, and is offered only when the seat can pay for them all (the variant names no partial
take); Marketeer's "3 cards for 2" is read as 1 Aqua off every third card taken. Felonies,
permissions and the heroism chits (3+ seats) stay as in the core game between cooperating seats.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Msg
from rules.high_frontier import prompt_text, stacks, text, variant_text, words
from rules.high_frontier.abilities import holders
from rules.high_frontier.state import HighFrontierState

S = Step[HighFrontierState]


@dataclass(frozen=True)
class Length:
    """One length of the variant: its Seniority Disks and the VP a seat needs to win, alone
    (``solitaire``) or as every seat of a cooperative game (``cooperative``)."""

    disks: int
    solitaire: int
    cooperative: int


LENGTHS = {
    "short": Length(disks=4, solitaire=40, cooperative=30),
    "medium": Length(disks=5, solitaire=60, cooperative=50),
    "futures": Length(disks=7, solitaire=100, cooperative=75),
}
"""The option's values (V4: 4/5/7 disks; 40+/60+/100+ VP alone, 30+/50+/75+ each together)."""
SOLITAIRE_AQUAS = 6  # extra starting Aquas of a solitaire Taxes, Secretary-General or Felonious
RICH_PRIVILEGES = ("TAXES", "SECRETARY GENERAL", "FELONIOUS")
MARKETEER_RUN = 3  # Marketeer: 3 cards for the price of 2


def halved(decks: dict[str, list[str]]) -> dict[str, list[str]]:
    """Each deck without its bottom half, rounded up (``decks`` top first)."""
    return {name: cards[: len(cards) // 2] for name, cards in decks.items()}


def target(state: HighFrontierState) -> int:
    """The VP each seat needs to win (alone: the solitaire target).

    Raises:
        KeyError: the variant is not played (``state.altruism`` is ``None``).
    """
    length = LENGTHS[state.altruism or ""]
    return length.solitaire if state.num_players == 1 else length.cooperative


def starting_aquas(state: HighFrontierState, privilege: str | None) -> int:
    """The extra Aquas a seat whose faction has ``privilege`` (its keyword) starts with once
    the sides are revealed: 6 for a solitaire Taxes, Secretary-General or Felonious, else 0."""
    solitaire = state.altruism is not None and state.num_players == 1
    return SOLITAIRE_AQUAS if solitaire and privilege in RICH_PRIVILEGES else 0


def taken(state: HighFrontierState, deck: str) -> list[str]:
    """The decks a research of ``deck`` takes a card from, in order: ``deck``, then the bonus
    supports of its top card whose decks still hold one (none if ``deck`` is empty)."""
    cards = state.decks.get(deck) or []
    if not cards:
        return []
    supports = [d for d in stacks.bonus_decks(cards[0]) if state.decks.get(d)]
    return [deck, *supports]


def price(state: HighFrontierState, seat: int, deck: str, cards: int | None = None) -> int:
    """What ``seat`` pays for a research of ``deck`` (``cards``: the count :func:`taken`, if
    known): 1 Aqua a card, Marketeer 2 for each 3."""
    if cards is None:
        cards = len(taken(state, deck))
    if seat in holders(state, "MARKETEER"):
        return cards - cards // MARKETEER_RUN
    return cards


def affordable(state: HighFrontierState, seat: int) -> list[str]:
    """The decks ``seat`` may research (a card in it and the Aquas for all it takes)."""
    aquas = state.players[seat].aquas
    return [d for d in state.decks if taken(state, d) and price(state, seat, d) <= aquas]


def label(state: HighFrontierState, seat: int, deck: str) -> Msg:
    """The choice of a research of ``deck`` as the seat sees it: "Research for 2 Aquas: Dumbo
    with Penning Trap" (deck tops are public; the price first, so a cut label keeps it)."""
    cards = [stacks.name(state.decks[d][0]) for d in taken(state, deck)]
    cost = price(state, seat, deck)
    if len(cards) == 1:
        return prompt_text.LABEL_RESEARCH.format(card=cards[0], price=cost)
    supports = words.listed(cards[1:])
    return prompt_text.LABEL_RESEARCH_WITH.format(card=cards[0], supports=supports, price=cost)


def refused(state: HighFrontierState, seat: int, deck: str, bid: int | None) -> Msg | None:
    """Why the variant refuses a research of ``deck`` (a card in it) with ``bid`` by a seat
    that may research: a bid given, or the price beyond its Aquas; ``None`` if neither."""
    if bid is not None:
        return variant_text.ALTRUISM_NO_BID.format(notation=f"research {deck}")
    cost, aquas = price(state, seat, deck), state.players[seat].aquas
    if cost > aquas:
        cards = len(taken(state, deck))
        return variant_text.ALTRUISM_TOO_DEAR.format(
            deck=deck, cards=cards, price=cost, aquas=aquas
        )
    return None


def research(step: S, deck: str) -> None:
    """The variant's research Operation: pay the Pool, take the top card of ``deck`` and its
    bonus supports into the Hand."""
    state, seat = step.state, step.seat
    player = state.players[seat]
    decks = taken(state, deck)
    cost = price(state, seat, deck, len(decks))
    player.aquas -= cost
    state.turn.operation = "research"
    cards = [state.decks[d].pop(0) for d in decks]
    player.hand.extend(cards)
    line = variant_text.ALTRUISM_RESEARCH.format(
        seat=seat, card=stacks.name(cards[0]), deck=deck, price=cost
    )
    step.emit(public_event("Researched", line, closes_undo=True))
    for card in cards[1:]:
        line = text.BONUS_SUPPORT.format(seat=seat, card=stacks.name(card))
        step.emit(public_event("BonusSupport", line))


def verdict(state: HighFrontierState, scores: list[int]) -> tuple[tuple[int, ...], Msg]:
    """The winners of a finished game of the variant (every seat, or none) and the sentence
    saying why."""
    goal = target(state)
    if all(score >= goal for score in scores):
        return tuple(range(state.num_players)), variant_text.ALTRUISM_WON.format(vp=goal)
    return (), variant_text.ALTRUISM_LOST.format(vp=goal)
