"""New Frontiers actions: a discriminated union with short, typeable notation.

- ``empire e-3b``: the side of one's dealt empire mat (option ``empire: chosen``, before the
  first selection; secret until every seat has chosen).
- ``select explore`` (``develop``, ``settle``, ``produce``, ``trade``, ``envoys``, ``isolation``,
  ``goals``): the selector's choice of a tile not yet chosen this round.
- ``take w-12``: an Explore pick from the drawn worlds (in priority order).
- ``return w-12``: an explored world back to the bag (the 9-world limit).
- ``develop d-07`` / ``develop nothing``: the Develop window.
- ``settle w-12`` / ``settle colonists`` / ``settle nothing``: the Settle window.
- ``windfall w-05``: the Produce selector's windfall world (when it has a choice).
- ``trade w-03`` / ``trade nothing``; ``consume d-02 w-05 w-07`` (a power and the worlds whose
  goods it consumes): the Trade/Consume window.
- ``keep g-03`` (the other goals under the stack in the order drawn) or ``keep g-03 g-07 g-01``
  (in the order given); ``reveal new`` / ``reveal old``; ``reveal mine``: the goals variant.
- ``prefer trade best|nothing|ask``, ``prefer consume auto|ask``, ``prefer stockpile
  yes|no|novelty|rare|genes|alien`` (which good a stockpile goal takes):
  standing choices, private to the seat.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.new_frontiers.state import StockpilePref, Tile


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Side(_Action):
    """Choose the side ``empire`` (``e-3b``) of one's dealt empire mat, option ``empire: chosen``
    (docs/rules/new-frontiers.md §2 step 4)."""

    type: Literal["empire"] = "empire"
    empire: str


class Select(_Action):
    """Select an action tile (docs/rules/new-frontiers.md §3)."""

    type: Literal["select"] = "select"
    tile: Tile


class Take(_Action):
    """Take one drawn world in Explore, explored side up."""

    type: Literal["take"] = "take"
    world: str


class Return(_Action):
    """Return one explored world to the bag (the 9-world limit)."""

    type: Literal["return"] = "return"
    world: str


class Develop(_Action):
    """Buy one development (``None``: develop nothing)."""

    type: Literal["develop"] = "develop"
    dev: str | None = None


class Settle(_Action):
    """Settle one explored world, or take 2 colonists (``colonists``), or nothing."""

    type: Literal["settle"] = "settle"
    world: str | None = None
    colonists: bool = False


class Windfall(_Action):
    """The Produce selector's bonus: produce on this windfall world."""

    type: Literal["windfall"] = "windfall"
    world: str


class Trade(_Action):
    """Trade the good on this world (``None``: trade nothing)."""

    type: Literal["trade"] = "trade"
    world: str | None = None


class Consume(_Action):
    """Use the consume power of the tile ``power`` (a world or development id; one consume power
    per tile at most) on the goods of ``worlds``."""

    type: Literal["consume"] = "consume"
    power: str
    worlds: tuple[str, ...]


class Keep(_Action):
    """Keep one of the goals drawn, face down; ``under``: the other goals drawn in the order
    they go under the stack (the last at the bottom), empty for the order drawn."""

    type: Literal["keep"] = "keep"
    goal: str
    under: tuple[str, ...] = ()


class Reveal(_Action):
    """Reveal a face-down goal: one's own (``mine``, any time an action is resolving), or after
    Chart Galactic Goals the goal just kept (``new``) or the one already face down (``old``)."""

    type: Literal["reveal"] = "reveal"
    whose: Literal["mine", "new", "old"]


class Prefer(_Action):
    """Set a standing choice (private to the seat)."""

    type: Literal["prefer"] = "prefer"
    topic: Literal["trade", "consume", "stockpile"]
    value: str


Action = Annotated[
    Side
    | Select
    | Take
    | Return
    | Develop
    | Settle
    | Windfall
    | Trade
    | Consume
    | Keep
    | Reveal
    | Prefer,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
#: Actions listed at nearly every step, built once (they are frozen, so they may be shared).
SELECTS: dict[Tile, Select] = {tile: Select(tile=tile) for tile in get_args(Tile)}
REVEAL_MINE = Reveal(whose="mine")
SETTLE_COLONISTS = Settle(colonists=True)


@lru_cache(maxsize=512)
def world_action(kind: Literal["take", "return", "settle"], world: str) -> Take | Return | Settle:
    """The (frozen, shared) action ``take``/``return``/``settle`` ``world``: the Explore and
    Settle windows list them for every seat at every step."""
    if kind == "take":
        return Take(world=world)
    return Return(world=world) if kind == "return" else Settle(world=world)


PREFERENCES: dict[str, tuple[str, ...]] = {
    "trade": ("ask", "best", "nothing"),
    "consume": ("ask", "auto"),
    "stockpile": get_args(StockpilePref),
}


def describe(action: Action) -> str:
    """Action -> its notation (see the module docstring)."""
    match action:
        case Side(empire=empire):
            return f"empire {empire}"
        case Select(tile=tile):
            return f"select {tile}"
        case Take(world=world) | Return(world=world) | Windfall(world=world):
            return f"{action.type} {world}"
        case Develop(dev=dev):
            return f"develop {dev or 'nothing'}"
        case Settle(world=world, colonists=colonists):
            return f"settle {world or ('colonists' if colonists else 'nothing')}"
        case Trade(world=world):
            return f"trade {world or 'nothing'}"
        case Consume(power=power, worlds=worlds):
            return " ".join(("consume", power, *worlds))
        case Keep(goal=goal, under=under):
            return " ".join(("keep", goal, *under))
        case Reveal(whose=whose):
            return f"reveal {whose}"
        case Prefer(topic=topic, value=value):
            return f"prefer {topic} {value}"
    raise AssertionError(action)
