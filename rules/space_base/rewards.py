"""Activations: what a sector gives a seat for a roll (facts §3 step 2, §4, §6 reward arrows).

The active seat activates the blue box of the station card in each chosen sector; every other seat
activates the red boxes of all cards deployed there. A box gives its rewards, or places one charge
cube when it carries the charge circle (capped by the card's slots). Reward arrows add the same
colour's rewards of the card(s) 1 or 2 sectors away; chains are followed but a sector already
visited in the chain is skipped, so chains never loop. The "1/2" arrow takes the larger gain
(see :func:`gain_key`), the 1st on a tie, and is never asked: a deviation from facts §6 ("choose
either"), explained in ``PACK.md`` ("Deviation from the sources").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.space_base.cards import Arrow, Card, Gain, Pack, Reward
from rules.space_base.state import Allocation, SeatState

Colour = str  # "blue" or "red"


@dataclass
class Tally:
    """What one activation (or a whole roll) gives a seat.

    Attributes:
        credits, income, vp: track gains.
        cubes: card id -> charge cubes placed.
    """

    credits: int = 0
    income: int = 0
    vp: int = 0
    cubes: dict[str, int] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        """Add ``other`` into this tally."""
        self.credits += other.credits
        self.income += other.income
        self.vp += other.vp
        for card, n in other.cubes.items():
            self.cubes[card] = self.cubes.get(card, 0) + n

    def is_empty(self) -> bool:
        """True when the tally gives nothing."""
        return not (self.credits or self.income or self.vp or any(self.cubes.values()))

    def summary(self) -> str:
        """Short text such as ``+3 credits, +1 VP, 1 charge`` ('' when empty)."""
        parts = [
            f"+{n} {name}"
            for n, name in ((self.credits, "credits"), (self.income, "income"), (self.vp, "VP"))
            if n
        ]
        if cubes := sum(self.cubes.values()):
            parts.append(f"{cubes} charge{'s' if cubes > 1 else ''}")
        return ", ".join(parts)


def gain_key(tally: Tally) -> tuple[int, int, int, int]:
    """Order gains for defaults: more VP, then income, then credits, then charge cubes."""
    return (tally.vp, tally.income, tally.credits, sum(tally.cubes.values()))


def sectors_for(dice: tuple[int, int], choice: Allocation) -> list[int]:
    """Sectors ``dice`` activate: ``[d1 + d2]`` for sum, ``[d1, d2]`` for split (doubles: twice)."""
    return [dice[0] + dice[1]] if choice == "sum" else [dice[0], dice[1]]


def cards_for(seat: SeatState, sector: int, colour: Colour) -> list[str]:
    """Cards whose ``colour`` box works in ``sector``: the station (blue) or the deployed stack."""
    slot = seat.sectors[sector - 1]
    if colour == "blue":
        return [slot.station] if slot.station is not None else []
    return list(slot.deployed)


def roll_tally(
    pack: Pack,
    seat: SeatState,
    dice: tuple[int, int],
    choice: Allocation,
    colour: Colour,
    num_players: int,
) -> Tally:
    """Everything ``seat`` gains from one allocation of ``dice`` (facts §3 step 2)."""
    total = Tally()
    for sector in sectors_for(dice, choice):
        total.add(activation(pack, seat, sector, colour, num_players, total.cubes))
    return total


def activation(
    pack: Pack,
    seat: SeatState,
    sector: int,
    colour: Colour,
    num_players: int,
    placed: dict[str, int] | None = None,
) -> Tally:
    """One activation of ``sector``: rewards, or one cube per charge box while a slot is free.

    Args:
        placed: cubes already placed earlier in the same roll (so doubles respect capacity).
    """
    tally = Tally()
    for card_id in cards_for(seat, sector, colour):
        card = pack.card(card_id)
        box = card.blue if colour == "blue" else card.red
        if box.charge:
            held = seat.charges.get(card_id, 0) + (placed or {}).get(card_id, 0)
            if held < card.capacity(num_players):
                tally.cubes[card_id] = 1
        else:
            tally.add(box_rewards(pack, seat, sector, card, colour, {sector}))
    return tally


def box_rewards(
    pack: Pack, seat: SeatState, sector: int, card: Card, colour: Colour, visited: set[int]
) -> Tally:
    """The rewards of ``card``'s ``colour`` box in ``sector``, following arrows (no loops)."""
    tally = Tally()
    box = card.blue if colour == "blue" else card.red
    for effect in box.rewards:
        tally.add(_effect(pack, seat, sector, effect, colour, visited))
    return tally


def _effect(
    pack: Pack, seat: SeatState, sector: int, effect: Reward, colour: Colour, visited: set[int]
) -> Tally:
    if isinstance(effect, Gain):
        return Tally(credits=effect.credits, income=effect.income, vp=effect.vp)
    return _arrow(pack, seat, sector, effect, colour, visited)


def _arrow(
    pack: Pack, seat: SeatState, sector: int, arrow: Arrow, colour: Colour, visited: set[int]
) -> Tally:
    step = 1 if arrow.direction == "up" else -1
    reaches = {"first": [1], "second": [2], "either": [1, 2]}[arrow.reach]
    options = [sector_rewards(pack, seat, sector + step * r, colour, visited) for r in reaches]
    return max(options, key=gain_key)


def sector_rewards(
    pack: Pack, seat: SeatState, sector: int, colour: Colour, visited: set[int]
) -> Tally:
    """The ``colour`` rewards (no charges) of every card in ``sector``, skipping visited sectors."""
    tally = Tally()
    if not 1 <= sector <= 12 or sector in visited:
        return tally
    for card_id in cards_for(seat, sector, colour):
        card = pack.card(card_id)
        tally.add(box_rewards(pack, seat, sector, card, colour, visited | {sector}))
    return tally


def grant(seat: SeatState, tally: Tally) -> None:
    """Add ``tally`` to ``seat`` (mutates ``seat``)."""
    seat.credits += tally.credits
    seat.income += tally.income
    seat.vp += tally.vp
    for card_id, n in tally.cubes.items():
        seat.charges[card_id] = seat.charges.get(card_id, 0) + n
