"""The words drawn on Space Base's pictures, as messages of the game's catalogue (ids
``space_base.board.*``, docs/adding-a-game.md "Languages"), shown in the language being drawn
(:func:`render.common.language.say`). English reads as the board always did; each Chinese label
is short enough for the same cells at the same 28 px type (the phone floor, docs/design.md §4).
"""

from __future__ import annotations

import re

from render.common.language import say
from rules.core.text import Msg
from rules.space_base.state import ConsoleView
from rules.space_base.words import box_part, box_words

TITLE = Msg("space_base.title", "Space Base")
PHASES = {
    "keep": Msg("space_base.board.phase_keep", "Light-Speed: choose cards"),
    "before_roll": Msg("space_base.board.phase_before_roll", "Roll"),
    "allocate": Msg("space_base.board.phase_allocate", "Allocate the dice"),
    "rewards": Msg("space_base.board.phase_rewards", "Others collect"),
    "buy": Msg("space_base.board.phase_buy", "Buy a card"),
    "over": Msg("space_base.board.phase_over", "Game over"),
}
LAST_ROUND = Msg("space_base.board.last_round", "40 VP: last round")
LAST_ROLL = Msg("space_base.board.last_roll", "Last roll")
SHIPYARD = Msg("space_base.board.shipyard", "Shipyard")
COLONIES = Msg("space_base.board.colonies", "Colonies")
NO_CARDS = Msg("space_base.board.no_cards", "No cards to choose from.")
FRAMES = Msg(
    "space_base.board.frames",
    "Frames: gold = whose turn, orange = owes an answer · pink = the last roll",
)
LEGEND = (
    Msg("space_base.board.legend_station", "your turn"),
    Msg("space_base.board.legend_deployed", "others' turns"),
    Msg("space_base.board.legend_anytime", "any turn"),
    Msg("space_base.board.legend_colony", "colony"),
    Msg("space_base.board.legend_charge", "charge"),
)
CHIPS = (
    (Msg("space_base.board.chip_credits", "C"), Msg("space_base.board.legend_credits", "credits")),
    (Msg("space_base.board.chip_income", "I"), Msg("space_base.board.legend_income", "income")),
    (Msg("space_base.board.chip_vp", "V"), Msg("space_base.board.legend_vp", "VP")),
)


def round_turn(round_number: int, turn: int) -> str:
    """``Round 2 · Turn 5``."""
    return say(
        Msg(
            "space_base.board.round_turn",
            "Round {round} · Turn {turn}",
            round=round_number,
            turn=turn,
        )
    )


def dice_sum(a: int, b: int) -> str:
    """``= 7 (or 3, 4)``: the roll's sum and the two dice."""
    return say(Msg("space_base.board.dice_sum", "= {sum} (or {a}, {b})", sum=a + b, a=a, b=b))


def deck(level: int, size: int) -> str:
    """``L2 deck 30``: a level's face-down deck."""
    return say(Msg("space_base.board.deck", "L{level} deck {size}", level=level, size=size))


def tracks(console: ConsoleView) -> tuple[str, str, str]:
    """``$9``, ``Inc 4``, ``VP 20`` (VP past 40 marked "40+", rulebook "tracks")."""
    if console.vp >= 40:
        vp = Msg("space_base.board.vp_40", "VP {vp} (40+)", vp=console.vp)
    else:
        vp = Msg("space_base.board.vp", "VP {vp}", vp=console.vp)
    income = Msg("space_base.board.income", "Inc {n}", n=console.income)
    return f"${console.credits}", say(income), say(vp)


def gains(console: ConsoleView) -> str:
    """What the last roll gave this seat, with its sum/split choice (or its Light-Speed deal);
    '' when nothing is to say."""
    if console.hand_size:
        if console.has_chosen:
            said = Msg(
                "space_base.board.has_chosen", "has chosen from {n} cards", n=console.hand_size
            )
        else:
            said = Msg("space_base.board.choosing", "choosing from {n} cards", n=console.hand_size)
        return say(said)
    if console.allocation is None and not console.gains:
        return ""
    got = box_words(console.gains or "nothing")
    if console.allocation is None:
        return say(got)
    choice = Msg(f"space_base.board.{console.allocation}", console.allocation)
    return say(Msg("space_base.board.gains", "{choice}: {gains}", choice=choice, gains=got))


def empty(title: str) -> str:
    """``2c empty``: a shipyard slot with no card left."""
    return say(Msg("space_base.board.empty", "{title} empty", title=title))


def sector_tag(sector: int) -> str:
    """``S7``: a card's sector."""
    return say(Msg("space_base.board.sector", "S{n}", n=sector))


def colony_tag(sector: int, cost: int) -> str:
    """``S4: 14``: a colony's sector and cost."""
    return say(Msg("space_base.board.colony", "S{n}: {cost}", n=sector, cost=cost))


def your_cards(chosen: bool) -> str:
    """The private picture's title note."""
    if chosen:
        return say(Msg("space_base.board.your_cards_kept", "your cards (private) · framed = kept"))
    return say(Msg("space_base.board.your_cards", "your cards (private)"))


_SHORT = (
    (re.compile(r"Claim a Card \(Level ≤(\d)\)"), "claim_card", "Claim L≤{a}"),
    (re.compile(r"Place a Charge Anywhere"), "charge_anywhere", "Charge any"),
    (re.compile(r"Place a Card in 7–12"), "place_7_12", "Place 7–12"),
    (re.compile(r"Exchange this Card"), "exchange", "Exchange"),
    (re.compile(r"Buy a Card"), "buy_card", "Buy"),
    (re.compile(r"Swap Sectors (\d+)↔(\d+)"), "swap_sectors", "Swap {a}↔{b}"),
    (re.compile(r"All Players Lose (\d+) VP"), "all_lose_vp", "All −{a} VP"),
    (re.compile(r"YOU WIN!"), "you_win", "WIN!"),
)


def box_word(part: str) -> str:
    """One part of a box's text (an arrow or an ability) as its short board word(s): ``Swap 1↔6``,
    ``→1st``, ``Reroll``."""
    for pattern, kind, english in _SHORT:
        if found := pattern.fullmatch(part):
            numbers = dict(zip("ab", found.groups(), strict=False))
            return say(Msg(f"space_base.short.{kind}", english, **numbers))
    return say(box_part(part))
