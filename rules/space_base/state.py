"""Space Base state and view models (docs/design.md §2: pydantic, exact JSON round trip).

The state holds everything, deck orders included; :class:`PublicView` and :class:`SeatView` are
what may be shown. Deck orders are never in a view (only deck sizes). The only hidden cards are
the Light-Speed deal (a seat's ``hand`` while it chooses what to keep): a seat sees its own hand in
:class:`PrivateView`, everyone else only its size.

Sectors are numbered 1–12 (index ``n - 1`` in ``SeatState.sectors``). Seats are 0-based.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core.game import BaseState
from rules.core.window import DecisionWindow

Phase = Literal["keep", "before_roll", "allocate", "rewards", "buy", "over"]
Allocation = Literal["sum", "split"]
AllocationPref = Literal["ask", "larger-credits", "larger-vp"]
AutoUse = Literal["ask", "always", "never"]
LEVEL_LETTERS = "abcdef"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Preferences(_Model):
    """A seat's standing answers to off-turn questions (set once with ``prefer …``): a value,
    replaced whole when the seat changes one (so copying a state shares it).

    Attributes:
        allocation: how to choose sum or split on others' turns when the two differ.
        auto_use: card id -> whether a charged red/green ability of that card is used
            automatically on others' turns (``always``), never offered (``never``) or asked.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    allocation: AllocationPref = "ask"
    auto_use: dict[str, AutoUse] = Field(default_factory=dict)


class SectorState(_Model):
    """One sector of a Command Console: a value, replaced whole when it changes (so copying a
    state shares it; see :func:`rules.space_base.board.set_sector`).

    Attributes:
        station: the card in the sector (its blue box works on its owner's turn), or ``None``
            once a colony closed the sector.
        deployed: cards tucked above the sector, oldest first (their red boxes work on others'
            turns).
        colony: the colony card placed here, if any.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    station: str | None
    deployed: tuple[str, ...] = ()
    colony: str | None = None


class SeatState(_Model):
    """One player's console and tracks.

    Attributes:
        sectors: 12 sectors, index 0 = sector 1; a value replaced whole when a sector changes
            (copies of a state share it, and :mod:`rules.space_base.choices` remembers consoles
            by its identity).
        credits, income, vp: the three tracks (no upper cap; never negative).
        charges: card id -> charge cubes on it (absent = 0).
        fresh: card id -> how many of its cubes 2X or a Dice Arrow placed this turn: they fill
            slots but are spent only from the next turn (:mod:`rules.space_base.abilities`).
        hand: Light-Speed deal still to choose from (secret).
        prefs: standing off-turn preferences.
    """

    sectors: tuple[SectorState, ...]
    credits: int = 5
    income: int = 0
    vp: int = 0
    charges: dict[str, int] = Field(default_factory=dict)
    fresh: dict[str, int] = Field(default_factory=dict)
    hand: list[str] = Field(default_factory=list)
    prefs: Preferences = Field(default_factory=Preferences)


class Shipyard(_Model):
    """The market: per level (index 0 = Level 1) six face-up slots and a face-down deck.

    Attributes:
        rows: 3 rows of 6 card ids (``None`` = an empty slot once a deck ran out).
        decks: 3 face-down decks, top first (hidden order).
    """

    rows: list[list[str | None]]
    decks: list[list[str]]


class SpaceBaseState(BaseState):
    """The whole game.

    Attributes:
        seats: one console per seat.
        shipyard: the market.
        colonies: colony ids still for sale, in sector order.
        phase: ``keep`` (Light-Speed deal), ``before_roll``, ``allocate``, ``rewards`` (the
            off-turn window), ``buy`` or ``over``.
        active: the active seat.
        first_seat: the Starting Player (rounds end when the turn comes back to it).
        turn_number: +1 each time a turn starts; round_number: +1 each time the first seat starts.
        dice: the current roll, or ``None`` before the roll.
        allocations: seat -> ``sum``/``split`` chosen for the current roll (active and others).
        window: the open decision window: the Light-Speed ``keep`` (secret: each answer is the
            hand positions kept) or the off-turn ``rewards``; ``None`` otherwise.
        choice_open: seats of the rewards window whose sum-or-split choice is still open.
        bought: the active seat made its step-3 purchase this turn.
        end_triggered: a seat reached 40 VP; the game ends when the round completes (tie: plays on).
        instant_winner: the seat that used YOU WIN!, if any.
        light_speed: the Light-Speed variant is on.
        last_gains: seat -> one-line summary of what the last roll gave it (for the board).
    """

    seats: list[SeatState]
    shipyard: Shipyard
    colonies: list[str]
    phase: Phase
    active: int = 0
    first_seat: int = 0
    turn_number: int = 0
    round_number: int = 0
    dice: tuple[int, int] | None = None
    allocations: dict[int, Allocation] = Field(default_factory=dict)
    window: DecisionWindow | None = None
    choice_open: list[int] = Field(default_factory=list)
    bought: bool = False
    end_triggered: bool = False
    instant_winner: int | None = None
    light_speed: bool = False
    last_gains: dict[int, str] = Field(default_factory=dict)

    def windows(self) -> tuple[DecisionWindow, ...]:
        """The open decision window, if any (:meth:`rules.core.game.BaseState.windows`)."""
        return () if self.window is None else (self.window,)


# ---------------------------------------------------------------- views


class BoxView(_Model):
    """One coloured box of a card, ready to draw.

    Attributes:
        colour: ``blue`` (station), ``red`` (deployed) or ``green`` (any turn).
        text: short English label, e.g. ``"+2 credits"``, ``"→1st"``, ``"Charge"``, ``"Reroll"``.
        credits, income, vp: the plain gains printed in the box.
        ability: the ability's name when the box is an ability (``"Reroll"``), else ``None``.
        charges: True when activating the box places a charge cube instead of a reward.
    """

    colour: Literal["blue", "red", "green"]
    text: str
    credits: int = 0
    income: int = 0
    vp: int = 0
    ability: str | None = None
    charges: bool = False


class CardView(_Model):
    """A ship card as shown on a console or in the shipyard.

    Attributes:
        id: stable card id (public once face up).
        name: ship name.
        level: 0 for starting ships, else 1–3.
        cost: price in credits.
        sector: printed sector 1–12.
        blue, red: the station and deployed boxes; green: the any-turn ability box, if any.
        slots: charge slots at this player count (0 = none); linked: one use needs them all.
        charges: cubes on the card now.
    """

    id: str
    name: str
    level: int
    cost: int
    sector: int
    blue: BoxView
    red: BoxView
    green: BoxView | None = None
    slots: int = 0
    linked: bool = False
    charges: int = 0


class ColonyView(_Model):
    """A colony card: sector, cost and the VP it scores when bought."""

    id: str
    sector: int
    cost: int
    vp: int


class SectorView(_Model):
    """One sector of a console: the station card, the deployed stack, a colony if any."""

    number: int
    station: CardView | None
    deployed: list[CardView]
    colony: ColonyView | None = None


class ConsoleView(_Model):
    """One seat's Command Console as everyone sees it.

    Attributes:
        seat: 0-based seat.
        credits, income, vp: tracks (values past 40 shown as they are; ``laps`` = value // 40).
        sectors: the 12 sectors.
        allocation: ``sum``/``split`` this seat used on the current roll, if known.
        gains: one-line summary of what the last roll gave this seat.
        is_active: it is this seat's turn; is_pending: the seat owes an answer now.
        hand_size: Light-Speed cards dealt and not yet revealed (their faces are secret).
        has_chosen: the seat has made its Light-Speed keep (what it keeps, and so what it
            pays, stays secret until every seat has chosen).
    """

    seat: int
    credits: int
    income: int
    vp: int
    sectors: list[SectorView]
    allocation: Allocation | None = None
    gains: str = ""
    is_active: bool = False
    is_pending: bool = False
    hand_size: int = 0
    has_chosen: bool = False


class ShipyardSlotView(_Model):
    """One face-up shipyard slot: ``slot`` is its notation (``"2c"`` = Level 2, third card)."""

    slot: str
    level: int
    card: CardView | None


class PublicView(_Model):
    """Everything the table sees (no deck order, no Light-Speed hands).

    Attributes:
        consoles: one per seat.
        shipyard: 18 slots, Level 1 row first; deck_sizes: cards left per level deck.
        colonies: colonies for sale.
        phase, active, first_seat, turn_number, round_number: where the game is.
        dice: the last roll (``None`` before this turn's roll).
        to_act: seats that owe an answer; prompt: what the active seat or window asks.
        end_triggered: someone reached 40 VP (the round finishes, then the game ends).
        winner: the winning seat once the game is over.
        pack: the component pack id; provenance: ``official`` or ``stand-in``.
    """

    consoles: list[ConsoleView]
    shipyard: list[ShipyardSlotView]
    deck_sizes: list[int]
    colonies: list[ColonyView]
    phase: Phase
    active: int
    first_seat: int
    turn_number: int
    round_number: int
    dice: tuple[int, int] | None
    to_act: list[int]
    prompt: str
    end_triggered: bool
    winner: int | None = None
    pack: str
    provenance: str


class PrivateView(PublicView):
    """A seat's view: the public view plus its own Light-Speed hand and standing preferences.

    Attributes:
        seat: whose view this is.
        hand: that seat's secret cards (Light-Speed deal), empty otherwise.
        keeping: the hand positions (1-based) it chose to keep, until every seat has chosen.
        prefs: that seat's standing preferences (private: they would tell the others how its
            off-turn choices will be made).
    """

    seat: int
    hand: list[CardView] = Field(default_factory=list)
    keeping: list[int] | None = None
    prefs: Preferences = Field(default_factory=Preferences)
