"""The Space Base table in words, from :class:`rules.space_base.state.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header and dice, shipyard, colonies, then each seat's Command Console sector by sector
(docs/rules/space-base.md §3, §4). A Light-Speed hand is counted, never listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.words import paragraph, seat_words, section
from render.space_base import labels
from render.space_base.board import activated, header
from rules.space_base.state import CardView, ConsoleView, PublicView, SectorView


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the dice, and each seat's
    tracks and last gains."""
    sentences = [*header(view, names).sentences(), *_dice(view)]
    for console in view.consoles:
        gains = labels.gains(console)
        sentences.append(
            f"{seat_words(names, console.seat)}: {_tracks(console)}"
            + (f"; {gains}" if gains else "")
            + "."
        )
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`): the header and the dice,
    then a section per part; several thousand characters with five seats."""
    lines = [*header(view, names).sentences(), *_dice(view)]
    decks = ", ".join(f"level {i + 1} deck {n}" for i, n in enumerate(view.deck_sizes))
    lines += section(
        f"Shipyard ({decks})",
        (f"{slot.slot}: {_card(slot.card)}" for slot in view.shipyard),
    )
    lines += section(
        "Colonies",
        (f"sector {c.sector}: ${c.cost}, {c.vp} VP" for c in view.colonies),
    )
    for console in view.consoles:
        lines += _console(console, view, names)
    return "\n".join(lines)


def _dice(view: PublicView) -> list[str]:
    """The last roll as a sentence (none before the first roll)."""
    if view.dice is None:
        return []
    first, second = view.dice
    return [f"Last roll: {first} and {second}, sum {first + second}."]


def _tracks(console: ConsoleView) -> str:
    """``$9, income 4, 20 VP``."""
    return f"${console.credits}, income {console.income}, {console.vp} VP"


def _boxes(card: CardView) -> str:
    """A card's boxes and charges: ``blue +2 credits, red +1 credit, charges 1/2``."""
    boxes = [card.blue, card.red, *([card.green] if card.green else [])]
    text = ", ".join(f"{box.colour} {box.text}" for box in boxes)
    if card.slots:
        linked = " linked" if card.linked else ""
        text += f", charges {card.charges}/{card.slots}{linked}"
    return text


def _card(card: CardView | None) -> str:
    """A shipyard card: ``Name (level 1, $3, sector 5): blue …, red …`` or ``empty``."""
    if card is None:
        return "empty"
    return f"{card.name} (level {card.level}, ${card.cost}, sector {card.sector}): {_boxes(card)}"


def _sector(sector: SectorView, rolled: bool) -> str:
    """``5 (rolled): Name: blue …, red …; deployed Name: red …`` (a console's cards are in
    their sector, so their level, price and sector go unsaid)."""
    parts = []
    if sector.colony is not None:
        parts.append(f"colony, {sector.colony.vp} VP")
    elif sector.station is not None:
        parts.append(f"{sector.station.name}: {_boxes(sector.station)}")
    parts += [f"deployed {card.name}: red {card.red.text}" for card in sector.deployed]
    mark = " (rolled)" if rolled else ""
    return f"{sector.number}{mark}: " + ("; ".join(parts) or "empty")


def _console(console: ConsoleView, view: PublicView, names: Sequence[str]) -> list[str]:
    """A seat's section: tracks, what it owes, the last roll's gains, then its sectors."""
    head = f"{seat_words(names, console.seat)}: {_tracks(console)}"
    if console.is_active:
        head += ", whose turn it is"
    elif console.is_pending:
        head += ", owes an answer"
    rolled = activated(view.dice, console.allocation)
    gains = labels.gains(console)
    lines = []
    if gains:
        lines.append(f"Light-Speed: {gains}" if console.hand_size else f"Last roll gave: {gains}")
    lines += [_sector(sector, sector.number in rolled) for sector in console.sectors]
    return section(head, lines)
