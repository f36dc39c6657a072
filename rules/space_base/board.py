"""Console and shipyard helpers shared by purchases, abilities and setup
(docs/rules/space-base.md §2, §3 step 3).

All functions mutate the state they are given; the engine calls them on its private copy.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from rules.core.chance import rng_for, roll_dice
from rules.core.events import Event, public_event
from rules.core.text import Msg
from rules.space_base.cards import Pack
from rules.space_base.state import LEVEL_LETTERS, SeatState, SpaceBaseState

Position = Literal["station", "deployed"]


def slot_name(level: int, index: int) -> str:
    """Notation of a shipyard slot: level 1–3 and index 0–5 -> ``"2c"``."""
    return f"{level}{LEVEL_LETTERS[index]}"


@cache
def parse_slot(slot: str) -> tuple[int, int]:
    """``"2c"`` -> ``(level, index)`` = ``(2, 2)``.

    Raises:
        ValueError: not a slot name.
    """
    if len(slot) != 2 or slot[0] not in "123" or slot[1] not in LEVEL_LETTERS:
        raise ValueError(f"not a shipyard slot: {slot!r}")
    return int(slot[0]), LEVEL_LETTERS.index(slot[1])


def shipyard_card(state: SpaceBaseState, slot: str) -> str | None:
    """The card face up in ``slot`` (``None`` if the slot is empty)."""
    level, index = parse_slot(slot)
    return state.shipyard.rows[level - 1][index]


def open_slots(state: SpaceBaseState) -> list[tuple[str, str]]:
    """Every face-up shipyard card as ``(slot, card id)``, Level 1 first."""
    return [
        (slot_name(level, i), card)
        for level, row in enumerate(state.shipyard.rows, start=1)
        for i, card in enumerate(row)
        if card is not None
    ]


def take_from_shipyard(pack: Pack, state: SpaceBaseState, slot: str) -> tuple[str, list[Event]]:
    """Remove the card in ``slot`` and refill the slot from its deck
    (docs/rules/space-base.md §3 step 4).

    The slot is refilled at once rather than at the end of the turn, so that a later Buy a Card
    or Claim a Card in the same turn sees a full shipyard. An empty deck leaves the slot empty.

    Returns:
        The card id taken and the refill event (a reveal: it closes undo).
    """
    level, index = parse_slot(slot)
    card_id = state.shipyard.rows[level - 1][index]
    assert card_id is not None
    deck = state.shipyard.decks[level - 1]
    refill = deck.pop(0) if deck else None
    state.shipyard.rows[level - 1][index] = refill
    if refill is None:
        empty = Msg("space_base.event.deck_empty", "Level {level} deck is empty.", level=level)
        return card_id, [public_event("ShipyardEmptied", empty)]
    text = Msg(
        "space_base.event.refilled",
        "Shipyard {slot} refilled with {card}.",
        slot=slot,
        card=pack.card(refill).name,
    )
    return card_id, [public_event("ShipyardRefilled", text, closes_undo=True)]


def locate(seat: SeatState, card_id: str) -> tuple[int, Position] | None:
    """Where ``card_id`` sits on ``seat``'s console: ``(sector, position)`` or ``None``."""
    for number, sector in enumerate(seat.sectors, start=1):
        if sector.station == card_id:
            return number, "station"
        if card_id in sector.deployed:
            return number, "deployed"
    return None


def is_colonised(seat: SeatState, sector: int) -> bool:
    """True when a colony closed ``sector`` (no new station card may go there)."""
    return seat.sectors[sector - 1].colony is not None


def set_sector(seat: SeatState, sector: int, **changes: object) -> None:
    """Replace ``seat``'s ``sector`` (1–12) by a copy with ``changes`` (its fields by name)."""
    sectors = list(seat.sectors)
    sectors[sector - 1] = sectors[sector - 1].model_copy(update=changes)
    seat.sectors = tuple(sectors)


def place_card(seat: SeatState, card_id: str, sector: int) -> str | None:
    """Put ``card_id`` in ``sector``, deploying the station card there
    (docs/rules/space-base.md §3 step 3).

    The deployed card keeps its charge cubes: they belong to the card
    (docs/rules/space-base.md §4).

    Returns:
        The id of the card that was deployed, or ``None``.
    """
    slot = seat.sectors[sector - 1]
    deployed = slot.station
    stack = slot.deployed if deployed is None else (*slot.deployed, deployed)
    set_sector(seat, sector, station=card_id, deployed=stack)
    return deployed


def board_cards(seat: SeatState) -> list[str]:
    """Every card on ``seat``'s console (stations, then deployed stacks), sector order."""
    cards: list[str] = []
    for sector in seat.sectors:
        cards.extend([sector.station] if sector.station is not None else [])
        cards.extend(sector.deployed)
    return cards


def roll_dice_event(state: SpaceBaseState, seat: int, verb: str = "rolled") -> Event:
    """Roll both dice into ``state.dice`` (seeded by seed, version and turn) and say so.

    Returns:
        ``DiceRolled`` ("{p0} rolled 2 and 5"), which closes undo.
    """
    rng = rng_for(state.seed, state.version, f"{verb}-{state.turn_number}")
    a, b = roll_dice(rng, 2)
    state.dice = (a, b)
    if verb == "rerolled":
        text = Msg(
            "space_base.event.rerolled",
            "{seat} rerolled {a} and {b}.",
            seat=f"{{p{seat}}}",
            a=a,
            b=b,
        )
    else:
        text = Msg(
            "space_base.event.rolled", "{seat} rolled {a} and {b}.", seat=f"{{p{seat}}}", a=a, b=b
        )
    return public_event("DiceRolled", text, closes_undo=True)
