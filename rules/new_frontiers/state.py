"""New Frontiers state: seats, supplies, the action tiles, the priority track, the open window
(docs/rules/new-frontiers.md §2, §3).

Everything in the state is public except the bag's contents (worlds drawn at random: nobody may
know what is left in it), the goal stack and the seats' face-down goals and goal draws (goals
variant, §6); :mod:`rules.new_frontiers.views` builds what each seat may see.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.core.game import BaseState
from rules.core.text import Text
from rules.core.window import DecisionWindow

Tile = Literal["explore", "develop", "settle", "produce", "trade", "envoys", "isolation", "goals"]
#: The action tiles in their printed row (the 7th is Isolation, or Goals in the goals variant).
TILES: tuple[Tile, ...] = ("explore", "develop", "settle", "produce", "trade", "envoys")
TILE_NAMES: dict[str, str] = {
    "explore": "Explore",
    "develop": "Develop",
    "settle": "Settle",
    "produce": "Produce",
    "trade": "Trade/Consume",
    "envoys": "Send Diplomatic Envoys",
    "isolation": "Retreat into Isolation",
    "goals": "Chart Galactic Goals",
}
Phase = Literal[
    "empire", "select", "explore", "develop", "settle", "produce", "trade", "goals", "over"
]
TradePref = Literal["ask", "best", "nothing"]
ConsumePref = Literal["ask", "auto"]
#: ``no``, ``yes`` (the cheapest good), or the colour of good to stockpile first.
StockpilePref = Literal["no", "yes", "novelty", "rare", "genes", "alien"]


class Prefs(BaseModel):
    """A seat's standing choices, private to it (``prefer …``).

    Attributes:
        trade: ``best`` trades its most valuable good, ``nothing`` never trades, ``ask`` asks.
        consume: ``auto`` consumes in the table's order (largest reward first), ``ask`` asks.
        stockpile: whether and what to stockpile whenever a revealed goal allows it (goals
            variant; rulebook 「$,貨物,或星球板塊」, docs/rules/new-frontiers.md §6): ``no``;
            ``yes`` sets aside the credit or the cheapest good; a colour sets aside a good of
            that colour when the goal takes a good (the cheapest good when the seat holds none
            of it; decided: the seat wanted to stockpile, so it still does).
    """

    model_config = ConfigDict(extra="forbid")

    trade: TradePref = "ask"
    consume: ConsumePref = "ask"
    stockpile: StockpilePref = "no"

    @field_validator("stockpile", mode="before")
    @classmethod
    def _saved_flag(cls, value: object) -> object:
        """Games saved when the choice was yes/no stored it as a bool."""
        if isinstance(value, bool):
            return "yes" if value else "no"
        return value


class Seat(BaseModel):
    """One seat's empire (docs/rules/new-frontiers.md §2 step 4–6).

    Attributes:
        empire: the empire side id (``e-3a``); its home world is ``worlds[0]``. Empty (and
            ``worlds`` too) while the seat chooses the side of mat ``mat`` (``empire: chosen``).
        mat: the empire mat dealt, while its side is still to be chosen; ``None`` once placed.
        worlds: settled worlds, home first, in the order settled.
        explored: explored worlds, gray side up (unusable until settled).
        goods: ids of the worlds carrying a good (one each at most).
        colonists: colonists on the empire mat, ready to settle.
        credits: credits.
        chips: VP chips, in VP.
        developments: developments owned, in the order bought.
        stockpile: items stockpiled (goals variant): credits and goods' colours.
        goal: its face-down goal id (secret), if any.
        drawn: goal ids drawn and not yet kept (secret, while it chooses).
        prefs: standing choices (private).
    """

    model_config = ConfigDict(extra="forbid")

    empire: str
    worlds: list[str]
    mat: int | None = None
    explored: list[str] = Field(default_factory=list)
    goods: list[str] = Field(default_factory=list)
    colonists: int = 0
    credits: int = 0
    chips: int = 0
    developments: list[str] = Field(default_factory=list)
    stockpile: list[str] = Field(default_factory=list)
    goal: str | None = None
    drawn: list[str] = Field(default_factory=list)
    prefs: Prefs = Field(default_factory=Prefs)


class Consuming(BaseModel):
    """A seat's progress through Trade/Consume (docs/rules/new-frontiers.md §3).

    Attributes:
        traded: the trade step is over (traded or declined).
        used: the tiles whose consume power was used this action.
    """

    model_config = ConfigDict(extra="forbid")

    traded: bool = False
    used: list[str] = Field(default_factory=list)


class NewFrontiersState(BaseState):
    """The whole game (docs/rules/new-frontiers.md §2–§6).

    Attributes:
        seats: every seat's empire.
        priority: seats from the top of the priority track down.
        picks: selections each seat makes per round (2 with two seats, decided, §9 #1).
        chosen: the tiles selected this round, in order, with their selectors.
        tiles: the action tiles of this game (the 7th: isolation or goals).
        round: the round number (1 first).
        phase: ``empire`` while the seats choose their empire sides (before the first
            selection, option ``empire: chosen``), ``select`` or the action resolving; ``over``
            at the end.
        selector: the seat whose selection is resolving.
        window: the open decision window of the resolving action, if any.
        resolved: seats whose window answers were applied (Develop, Settle: in priority order).
        pool: worlds drawn by Explore, face up, still to take.
        consuming: each seat's Trade/Consume progress, by seat.
        produce_credits: credits on the Produce tile.
        colonist_supply, vp_supply: the supplies (VP in VP value, §9 #8 decided).
        goods_supply: goods left per colour.
        developments: copies left per development in play.
        bag: worlds in the bag (hidden; drawn at random).
        goal_stack: goals face down, top first (hidden).
        revealed: revealed goals, in order.
        ending: an end condition was met; the game ends with this round (§4).
        turn_number: selections made so far (the game's turn count).
        last: the last move's public sentence (the board's "Last move";
            :func:`rules.new_frontiers.flow.last_move`), a translatable sentence.
    """

    seats: list[Seat]
    priority: list[int]
    picks: int = 1
    chosen: list[tuple[Tile, int]] = Field(default_factory=list)
    tiles: list[Tile]
    round: int = 1
    phase: Phase = "select"
    selector: int | None = None
    window: DecisionWindow | None = None
    resolved: list[int] = Field(default_factory=list)
    pool: list[str] = Field(default_factory=list)
    consuming: dict[int, Consuming] = Field(default_factory=dict)
    produce_credits: int = 0
    colonist_supply: int
    vp_supply: int
    goods_supply: dict[str, int]
    developments: dict[str, int]
    bag: list[str]
    goal_stack: list[str] = Field(default_factory=list)
    revealed: list[str] = Field(default_factory=list)
    ending: bool = False
    turn_number: int = 0
    last: Text = ""

    def windows(self) -> tuple[DecisionWindow, ...]:
        """The open decision window, if any (:meth:`rules.core.game.BaseState.windows`)."""
        return () if self.window is None else (self.window,)
