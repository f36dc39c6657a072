"""High Frontier 4 All game state (docs/rules/high-frontier.md §3–§5, §11–§13).

Plain pydantic models that round-trip through JSON. Masses are Fuel Strip spots written as
fractions (``"16/3"`` for 5 1/3, :func:`spot_of`). Patent cards are named by their pack ids
(``thruster-01``); a card in a stack shows its White side, or its Black side when made by ET
production (``thruster-01-black``, :data:`rules.high_frontier.stacks.BLACK`). Deck order below
the top card is hidden (``HighFrontier.hidden_ids``); a seat's Hand is private to it (see
:mod:`rules.high_frontier.setup` for that decision).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core.game import BaseState
from rules.core.text import Text
from rules.core.window import DecisionWindow
from rules.high_frontier.patents import FuelGrade

Phase = Literal["sides", "draft", "sellback", "play", "over"]
Operation = Literal[
    "income",
    "research",
    "free_market",
    "boost",
    "prospect",
    "revive",
    "industrialize",
    "refuel",
    "produce",
    "deliver",
]


@cache
def spot_of(text: str) -> Fraction:
    """A strip spot stored as text (``"16/3"``) as a :class:`~fractions.Fraction` (parsed once
    per text: the strip has 60-odd spots)."""
    return Fraction(text)


def spot_text(value: Fraction) -> str:
    """A strip spot as stored (``Fraction(16, 3)`` -> ``"16/3"``)."""
    return str(value)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Rocket(_Model):
    """A seat's Rocket (§5, §6): its cards, where it stands and its mass chits.

    Attributes:
        cards: card ids aboard (the Crew card included when it flies).
        at: the space id it stands on.
        dry, wet: the Dry and Wet chits (strip spots as text); fuel is the steps between.
        grade: the fuel grade on the strip (``None``: empty).
        glory: the zone whose glory chit its Human carries (``None``: none).
        landed: Sites its Human has landed on (no second glory from one, §13).
        glitch: it bears a Glitch (§12, :mod:`rules.high_frontier.glitch`).
    """

    cards: list[str]
    at: str
    dry: str
    wet: str
    grade: FuelGrade | None = None
    glory: str | None = None
    landed: list[str] = Field(default_factory=list)
    glitch: bool = False


class Outpost(_Model):
    """A seat's stack at one of its Factories that cannot move (§5, §9 I5, I8, I9): Black
    cards made there (``-black`` ids), water FTs made by Factory refuel, and a Glitch (§12)."""

    cards: list[str] = Field(default_factory=list)
    fts: int = 0
    glitch: bool = False


class Player(_Model):
    """One seat's faction and holdings.

    Attributes:
        crew: the Crew card id; ``side``: the faction side chosen (``front``/``back``; ``front``
            stands in while the ``sides`` phase keeps the choices secret, never shown then).
        aquas: water FTs in the Bank (LEO), the money of the game.
        hand: patent card ids held as know-how (private to the seat).
        leo: card ids in the LEO stack (boosted cards and the Crew while at home).
        rocket: the Rocket, once launched.
        claims: Site ids of this seat's Claims (a Factory stands on a Claim).
        factories: Site ids of this seat's Factories.
        outposts: Site id -> the seat's Outpost at its Factory there.
        colonies: Site ids of this seat's Factories with a Colony dome (§7 G3, §16).
        glory: VP of the glory chits scored or carried home (§13).
        powersat: the Powersat privilege for good, from a Factory built with Power Girdle or
            Ionosat (:mod:`.colocated`).
        heroism: heroism chits won (2 VP each, :mod:`.heroism`).
    """

    crew: str
    side: Literal["front", "back"]
    aquas: int
    hand: list[str] = Field(default_factory=list)
    leo: list[str] = Field(default_factory=list)
    rocket: Rocket | None = None
    claims: list[str] = Field(default_factory=list)
    factories: list[str] = Field(default_factory=list)
    outposts: dict[str, Outpost] = Field(default_factory=dict)
    colonies: list[str] = Field(default_factory=list)
    glory: int = 0
    powersat: bool = False
    heroism: int = 0


class Turn(_Model):
    """What the seat on turn has done (§4): moved its Rocket, performed its one Operation, and
    the permissions granted to it this turn (§15: only what is done in the same turn binds),
    each a :class:`Request` ``what`` (``luna``, ``felonious``, ``factory:<site id>``), and those
    it has asked (each once a turn)."""

    moved: bool = False
    operation: Operation | None = None
    mooncable: bool = False  # the Mooncable privilege used (once a turn, :mod:`.dirt`)
    nominated: bool = False  # a heroism nomination made (once a turn, :mod:`.heroism`)
    permits: list[str] = Field(default_factory=list)
    asked: list[str] = Field(default_factory=list)


class Request(_Model):
    """A permission the seat on turn asked of another seat (§15, CR N4, N5), answered in a
    ``consent`` decision window whose stated default is a refusal.

    Attributes:
        what: ``luna`` (the 1st Player's leave to prospect Luna), ``felonious`` (a Felonious
            seat lets the asker commit Felonies this turn, N4b) or ``factory:<site id>`` (the
            owner lets the asker use its Factory there, N5).
        asker: the seat on turn; ``asked``: the seat whose consent it needs.
    """

    what: str
    asker: int
    asked: int


class Auction(_Model):
    """A research auction (§9 I2) while its rounds of sealed bids are asked
    (:mod:`.auction`).

    Attributes:
        deck: the deck whose top card is auctioned; ``card``: that card.
        initiator: the seat that started it; ``opening``: the high bid so far (the
            initiator's opening bid, at least 0, until a round raises it).
        bids: each seat's standing bid, revealed (the initiator's opening first).
    """

    deck: str
    card: str
    initiator: int
    opening: int
    bids: dict[int, int] = Field(default_factory=dict)


class Flight(_Model):
    """The last flight (§8), public: who flew and the spaces of its route (waypoints left out).

    Attributes:
        seat: the seat whose Rocket flew; ``year``: the years played when it flew.
        path: the route's spaces, start first.
    """

    seat: int
    year: int
    path: list[str]


class HighFrontierState(BaseState):
    """The whole table.

    Attributes:
        phase: ``sides`` (the secret Crew side choice, :mod:`.sides`), ``draft`` and
            ``sellback`` (the Quick Start variant, :mod:`.quickstart`), ``play`` or ``over``.
        draft: Quick Start draft years still to play (0: none, or the variant is off).
        altruism: the length of the Altruism variant played (``short``, ``medium``,
            ``futures``: :mod:`.altruism`), or ``None`` (the core game).
        players: seats in turn order.
        first: the 1st Player; ``current``: the seat on turn.
        year: years played; ``spot``: the Sunspot Cube's spot (0 = START, :mod:`.cycle`).
        disks: Seniority Disks left (the last one removed ends the game).
        decks: deck name -> card ids, top first (only the top card is public).
        shown: deck cards below the top that every seat saw go there (a card sold on the free
            market to its deck's bottom): public though below the top.
        busted: Site ids busted by a failed prospect; ``tracks``: Factories per spectral type.
        glory: zones whose glory chit is still on the map.
        turn: the seat on turn's progress; ``auction`` and ``window``: an open research
            auction and its sealed bids, or the secret side choice at setup
            (:class:`rules.core.window.DecisionWindow`, kind ``auction``, ``award`` or
            ``side``).
        request: a permission asked of another seat while its ``consent`` window is open.
        heroism: heroism chits still on the map (4 with 3+ seats, :mod:`.heroism`);
            ``nominee``: the seat voted on while the ``heroism`` window is open.
        anarchy: an Anarchy event holds until the cube leaves the blue season: no privileges.
        last_roll: the last die rolled and what for (public).
        turns: player turns started (1 at the start; +1 at every ``done`` that starts one).
        last: the last action's public log lines (``{pN}`` placeholders), for the board.
        flight: the last flight, drawn on the board's map.
    """

    phase: Phase = "play"
    draft: int = 0
    altruism: str | None = None
    players: list[Player]
    first: int = 0
    current: int = 0
    year: int = 0
    spot: int = 0
    disks: int = 4
    decks: dict[str, list[str]]
    shown: list[str] = Field(default_factory=list)
    busted: list[str] = Field(default_factory=list)
    tracks: dict[str, int] = Field(default_factory=dict)
    glory: list[str] = Field(default_factory=list)
    turn: Turn = Field(default_factory=Turn)
    auction: Auction | None = None
    window: DecisionWindow | None = None
    request: Request | None = None
    heroism: int = 0
    nominee: int | None = None
    anarchy: bool = False
    last_roll: str | None = None
    turns: int = 1
    last: Text = ""
    flight: Flight | None = None

    def to_bottom(self, deck: str, card: str, *, seen: bool) -> None:
        """Put ``card`` at the bottom of ``deck``; ``seen``: in front of every seat (its
        identity stays public there, :attr:`shown`), else face down."""
        self.decks[deck].append(card)
        if seen and card not in self.shown:
            self.shown.append(card)
        elif not seen and card in self.shown:
            self.shown.remove(card)

    def windows(self) -> tuple[DecisionWindow, ...]:
        """The open decision window, if any (:meth:`rules.core.game.BaseState.windows`)."""
        return () if self.window is None else (self.window,)
