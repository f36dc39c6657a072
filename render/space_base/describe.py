"""The Space Base table in words, from :class:`rules.space_base.state.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header and dice, shipyard, colonies, then each seat's Command Console sector by sector
(docs/rules/space-base.md §3, §4). A Light-Speed hand is counted, never listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from render.common.words import paragraph, seat_words, section
from render.space_base import labels
from render.space_base.board import activated, header
from rules.core.text import Arg, Msg
from rules.core.wording import chain, commas, semicolons
from rules.space_base.state import CardView, ConsoleView, PublicView, SectorView
from rules.space_base.words import box_words


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the dice, and each seat's
    tracks and last gains."""
    sentences = [*header(view, names).sentences(), *_dice(view)]
    for console in view.consoles:
        gains = labels.gains(console)
        seat, tracks = seat_words(names, console.seat), _tracks(console)
        if gains:
            said = Msg(
                "space_base.words.seat_gains",
                "{seat}: {tracks}; {gains}.",
                seat=seat,
                tracks=tracks,
                gains=gains,
            )
        else:
            said = Msg("space_base.words.seat", "{seat}: {tracks}.", seat=seat, tracks=tracks)
        sentences.append(say(said))
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`): the header and the dice,
    then a section per part; several thousand characters with five seats."""
    lines = [*header(view, names).sentences(), *_dice(view)]
    decks = commas(
        [
            Msg("space_base.words.deck", "level {level} deck {n}", level=i + 1, n=n)
            for i, n in enumerate(view.deck_sizes)
        ]
    )
    lines += section(
        say(Msg("space_base.words.shipyard", "Shipyard ({decks})", decks=decks)),
        (say(_slot(slot.slot, slot.card)) for slot in view.shipyard),
    )
    lines += section(
        say(labels.COLONIES),
        (
            say(
                Msg(
                    "space_base.words.colony_for_sale",
                    "sector {sector}: ${cost}, {vp} VP",
                    sector=c.sector,
                    cost=c.cost,
                    vp=c.vp,
                )
            )
            for c in view.colonies
        ),
    )
    for console in view.consoles:
        lines += _console(console, view, names)
    return "\n".join(lines)


def _dice(view: PublicView) -> list[str]:
    """The last roll as a sentence (none before the first roll)."""
    if view.dice is None:
        return []
    first, second = view.dice
    said = Msg(
        "space_base.words.dice",
        "Last roll: {a} and {b}, sum {sum}.",
        a=first,
        b=second,
        sum=first + second,
    )
    return [say(said)]


def _tracks(console: ConsoleView) -> Msg:
    """``$9, income 4, 20 VP``."""
    return Msg(
        "space_base.words.tracks",
        "${credits}, income {income}, {vp} VP",
        credits=console.credits,
        income=console.income,
        vp=console.vp,
    )


def _boxes(card: CardView) -> str:
    """A card's boxes and charges: ``blue +2 credits, red +1 credit, charges 1/2``."""
    boxes = [card.blue, card.red, *([card.green] if card.green else [])]
    said = [
        Msg(
            "space_base.words.box",
            "{colour} {text}",
            colour=Msg(f"space_base.words.{box.colour}", box.colour),
            text=box_words(box.text),
        )
        for box in boxes
    ]
    if card.slots:
        fields: dict[str, Arg] = {"charges": card.charges, "slots": card.slots}
        if card.linked:
            said.append(
                Msg("space_base.words.charges_linked", "charges {charges}/{slots} linked", **fields)
            )
        else:
            said.append(Msg("space_base.words.charges", "charges {charges}/{slots}", **fields))
    return chain("space_base.words.boxes", "{first}, {rest}", said)


def _slot(slot: str, card: CardView | None) -> Msg:
    """A shipyard slot: ``2c: Name (level 2, $7, sector 3): blue …, red …`` or ``2c: empty``."""
    if card is None:
        return Msg("space_base.words.slot_empty", "{slot}: empty", slot=slot)
    return Msg(
        "space_base.words.slot",
        "{slot}: {name} (level {level}, ${cost}, sector {sector}): {boxes}",
        slot=slot,
        name=card.name,
        level=card.level,
        cost=card.cost,
        sector=card.sector,
        boxes=_boxes(card),
    )


def _sector(sector: SectorView, rolled: bool) -> str:
    """``5 (rolled): Name: blue …, red …; deployed Name: red …`` (a console's cards are in
    their sector, so their level, price and sector go unsaid)."""
    parts: list[str] = []
    if sector.colony is not None:
        parts.append(Msg("space_base.words.colony", "colony, {vp} VP", vp=sector.colony.vp))
    elif sector.station is not None:
        station = sector.station
        parts.append(
            Msg(
                "space_base.words.station",
                "{name}: {boxes}",
                name=station.name,
                boxes=_boxes(station),
            )
        )
    parts += [
        Msg(
            "space_base.words.deployed",
            "deployed {name}: red {text}",
            name=card.name,
            text=box_words(card.red.text),
        )
        for card in sector.deployed
    ]
    held = semicolons(parts) or Msg("space_base.words.empty", "empty")
    if rolled:
        said = Msg(
            "space_base.words.sector_rolled", "{n} (rolled): {parts}", n=sector.number, parts=held
        )
    else:
        said = Msg("space_base.words.sector", "{n}: {parts}", n=sector.number, parts=held)
    return say(said)


def _console(console: ConsoleView, view: PublicView, names: Sequence[str]) -> list[str]:
    """A seat's section: tracks, what it owes, the last roll's gains, then its sectors."""
    fields: dict[str, Arg] = {"seat": seat_words(names, console.seat), "tracks": _tracks(console)}
    if console.is_active:
        head = Msg("space_base.words.head_active", "{seat}: {tracks}, whose turn it is", **fields)
    elif console.is_pending:
        head = Msg("space_base.words.head_pending", "{seat}: {tracks}, owes an answer", **fields)
    else:
        head = Msg("space_base.words.head", "{seat}: {tracks}", **fields)
    rolled = activated(view.dice, console.allocation)
    gains = labels.gains(console)
    lines = []
    if gains:
        if console.hand_size:
            line = Msg("space_base.words.light_speed", "Light-Speed: {gains}", gains=gains)
        else:
            line = Msg("space_base.words.last_gains", "Last roll gave: {gains}", gains=gains)
        lines.append(say(line))
    lines += [_sector(sector, sector.number in rolled) for sector in console.sectors]
    return section(say(head), lines)
