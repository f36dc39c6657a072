"""Activations: what a sector gives a seat for a roll (docs/rules/space-base.md §3 step 2, §4,
§6 reward arrows).

The active seat activates the blue box of the station card in each chosen sector; every other seat
activates the red boxes of all cards deployed there. A box gives its rewards, or places one charge
cube when it carries the charge circle (capped by the card's slots): the cube *is* that box's
reward ("放置方块被视为该空港的配给“奖励”", docs/rules/space-base.md §4). Reward arrows add the
same colour's rewards of the card(s) 1 or 2 sectors away; chains are followed but a sector
already visited in the chain is skipped, so chains never loop. Since the cube is the reward, an
arrow pointing at a charge card places a cube on it (while it has a free slot), and so does 2X
or Dice Arrow on a charge sector (:mod:`rules.space_base.abilities`): each is one more
activation of that sector's reward. The "1/2" arrow is the player's choice
(docs/rules/space-base.md §6: "若箭头间有“/”是可自行选择
获得第一或第二张卡的奖励"): ``picks`` say 1st or 2nd for each "1/2" arrow reached, in the
order reached; an arrow reached with no pick left takes the larger gain (:func:`gain_key`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from rules.space_base.cards import Arrow, Card, Gain, Pack, load
from rules.space_base.state import Allocation, SeatState
from rules.space_base.words import gains

Colour = str  # "blue" or "red"


@dataclass
class Tally:
    """What one activation (or a whole roll) gives a seat.

    Attributes:
        credits, income, vp: track gains.
        cubes: card id -> charge cubes placed.
        arrows: "1/2" arrows reached (each is a choice; not a gain).
    """

    credits: int = 0
    income: int = 0
    vp: int = 0
    cubes: dict[str, int] = field(default_factory=dict)
    arrows: int = 0

    def add(self, other: Tally) -> None:
        """Add ``other`` into this tally."""
        self.credits += other.credits
        self.income += other.income
        self.vp += other.vp
        self.arrows += other.arrows
        for card, n in other.cubes.items():
            self.cubes[card] = self.cubes.get(card, 0) + n

    def is_empty(self) -> bool:
        """True when the tally gives nothing."""
        return not (self.credits or self.income or self.vp or any(self.cubes.values()))

    def summary(self) -> str:
        """Short text such as ``+3 credits, +1 VP, 1 charge`` ('' when empty), a sentence of
        the game's catalogue (:func:`rules.space_base.words.gains`)."""
        return gains(self.credits, self.income, self.vp, sum(self.cubes.values()))


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


@dataclass
class Walk:
    """One activation's context: the player count (charge slots), the cubes already placed in
    this roll, and the "1/2" picks still to use (consumed from the front)."""

    players: int
    placed: dict[str, int] = field(default_factory=dict)
    picks: list[int] = field(default_factory=list)

    def cube(self, pack: Pack, seat: SeatState, card_id: str) -> Tally:
        """One cube on ``card_id`` while it has a free slot, else nothing."""
        held = seat.charges.get(card_id, 0) + self.placed.get(card_id, 0)
        if held >= pack.card(card_id).capacity(self.players):
            return Tally()
        self.placed[card_id] = self.placed.get(card_id, 0) + 1
        return Tally(cubes={card_id: 1})


def roll_tally(
    pack: Pack,
    seat: SeatState,
    dice: tuple[int, int],
    choice: Allocation,
    colour: Colour,
    num_players: int,
    picks: Sequence[int] = (),
) -> Tally:
    """Everything ``seat`` gains from one allocation of ``dice`` (docs/rules/space-base.md §3
    step 2), with ``picks`` (1 or 2) for the "1/2" arrows reached, in order."""
    walk = Walk(players=num_players, picks=list(picks))
    first, *others = sectors_for(dice, choice)
    total = activation(pack, seat, first, colour, walk)  # a new tally: the sum starts from it
    for sector in others:
        total.add(activation(pack, seat, sector, colour, walk))
    return total


def activation(pack: Pack, seat: SeatState, sector: int, colour: Colour, walk: Walk) -> Tally:
    """One activation of ``sector``: every card's box there gives its rewards, or a cube while
    the card has a free slot (a charge box; see the module docstring)."""
    return sector_rewards(pack, seat, sector, colour, set(), walk)


def _box(
    pack: Pack,
    seat: SeatState,
    sector: int,
    card: Card,
    colour: Colour,
    visited: set[int],
    walk: Walk,
) -> Tally:
    """The reward of ``card``'s ``colour`` box in ``sector``: its cube, or its gains and arrows
    (followed, no loops)."""
    box = card.blue if colour == "blue" else card.red
    if box.charge:
        return walk.cube(pack, seat, card.id)
    tally = Tally()
    for effect in box.rewards:
        if isinstance(effect, Gain):
            tally.add(Tally(credits=effect.credits, income=effect.income, vp=effect.vp))
        else:
            tally.add(_arrow(pack, seat, sector, effect, colour, visited, walk))
    return tally


def _arrow(
    pack: Pack,
    seat: SeatState,
    sector: int,
    arrow: Arrow,
    colour: Colour,
    visited: set[int],
    walk: Walk,
) -> Tally:
    step = 1 if arrow.direction == "up" else -1
    if arrow.reach != "either":
        reach = 1 if arrow.reach == "first" else 2
        return sector_rewards(pack, seat, sector + step * reach, colour, visited, walk)
    if walk.picks:
        found = sector_rewards(pack, seat, sector + step * walk.picks.pop(0), colour, visited, walk)
    else:
        options = []
        for reach in (1, 2):
            trial = Walk(players=walk.players, placed=dict(walk.placed))
            options.append(
                (sector_rewards(pack, seat, sector + step * reach, colour, visited, trial), trial)
            )
        found, chosen = max(options, key=lambda pair: gain_key(pair[0]))
        walk.placed = chosen.placed
    found.arrows += 1
    return found


def sector_rewards(
    pack: Pack, seat: SeatState, sector: int, colour: Colour, visited: set[int], walk: Walk
) -> Tally:
    """The ``colour`` rewards of every card in ``sector`` (a charge box's cube included),
    skipping visited sectors."""
    tally = Tally()
    if not 1 <= sector <= 12 or sector in visited:
        return tally
    slot = seat.sectors[sector - 1]  # the cards of cards_for(), without a list
    if colour == "blue":
        cards: tuple[str, ...] = () if slot.station is None else (slot.station,)
    else:
        cards = slot.deployed
    for card_id in cards:
        plain = _plain_gain(pack.id, card_id, colour)
        if plain is None:
            chain = visited | {sector}
            tally.add(_box(pack, seat, sector, pack.card(card_id), colour, chain, walk))
        else:
            tally.credits += plain[0]
            tally.income += plain[1]
            tally.vp += plain[2]
    return tally


@cache
def _plain_gain(pack_id: str, card_id: str, colour: Colour) -> tuple[int, int, int] | None:
    """The (credits, income, VP) of ``card_id``'s ``colour`` box when it holds gains only (no
    charge circle, no arrow), else ``None``: the common box, added without walking it."""
    card = load(pack_id).card(card_id)
    box = card.blue if colour == "blue" else card.red
    if box.charge or not all(isinstance(effect, Gain) for effect in box.rewards):
        return None
    gains = [effect for effect in box.rewards if isinstance(effect, Gain)]
    return (
        sum(g.credits for g in gains),
        sum(g.income for g in gains),
        sum(g.vp for g in gains),
    )


def grant(seat: SeatState, tally: Tally) -> None:
    """Add ``tally`` to ``seat`` (mutates ``seat``)."""
    seat.credits += tally.credits
    seat.income += tally.income
    seat.vp += tally.vp
    for card_id, n in tally.cubes.items():
        seat.charges[card_id] = seat.charges.get(card_id, 0) + n
