"""Space Base actions: a discriminated union with short, typeable notation.

- ``roll``: active seat, the first step of its turn.
- ``sum`` / ``split``: active seat after the roll; idle seats in the off-turn window. When the
  choice reaches "1/2" reward arrows, one ``1st``/``2nd`` each, in order: ``sum 2nd``.
- ``buy 2c`` / ``buy 2c to 9``: active seat, step 3 (``to``: Place a Card in 7–12).
- ``colony 7``: active seat, step 3. ``pass``: end the turn without buying.
- ``use <card> [args]``: spend charges: ``use l1-05``, ``use l1-05 3 4`` (Set Dice),
  ``use l2-08 1c`` (Claim/Buy a Card), ``use l1-04 7`` (Dice Arrow, 2X),
  ``use l1-03 l2-06`` (Place a Charge Anywhere, Exchange this Card).
- ``done``: an idle seat closes its off-turn window without using more abilities.
- ``prefer larger-vp`` / ``prefer larger-credits`` / ``prefer ask``: standing sum-or-split answer.
- ``prefer <card> always|never|ask``: standing answer to "use this charged ability off-turn?".
- ``keep l1-03 l2-05`` / ``keep none of …``: Light-Speed deal, the cards kept (typed also as
  hand positions: ``keep 1 3``, ``keep none``; see :mod:`rules.space_base.light_speed`).

Shipyard slots are ``<level><letter>``: ``2c`` is the third face-up Level 2 card.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.space_base.state import Allocation, AllocationPref, AutoUse


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Roll(_Action):
    """Roll both dice (docs/rules/space-base.md §3 step 1)."""

    type: Literal["roll"] = "roll"


class Allocate(_Action):
    """Use the dice as their sum or as two sectors (docs/rules/space-base.md §3 step 2).

    Attributes:
        choice: ``sum`` or ``split``.
        picks: 1 (the 1st card) or 2 (the 2nd) for each "1/2" reward arrow the choice reaches,
            in the order reached (docs/rules/space-base.md §6); empty when it reaches none.
    """

    type: Literal["allocate"] = "allocate"
    choice: Allocation
    picks: tuple[int, ...] = ()


class Buy(_Action):
    """Buy a face-up shipyard card (docs/rules/space-base.md §3 step 3); ``sector`` only with
    Place a Card in 7–12."""

    type: Literal["buy"] = "buy"
    slot: str
    sector: int | None = None


@cache
def shared_allocate(choice: Allocation, picks: tuple[int, ...] = ()) -> Allocate:
    """The shared :class:`Allocate` value (actions are frozen: listing them need not validate
    the same few values again on every roll)."""
    return Allocate(choice=choice, picks=picks)


@cache
def shared_buy(slot: str, sector: int | None = None) -> Buy:
    """The shared :class:`Buy` value (see :func:`shared_allocate`)."""
    return Buy(slot=slot, sector=sector)


class BuyColony(_Action):
    """Buy the colony of ``sector`` (docs/rules/space-base.md §3 "Colony purchase")."""

    type: Literal["colony"] = "colony"
    sector: int


class Pass(_Action):
    """End the turn without buying (credits are kept)."""

    type: Literal["pass"] = "pass"


class Done(_Action):
    """Close this seat's off-turn window, keeping its charges."""

    type: Literal["done"] = "done"


class UseAbility(_Action):
    """Spend charge cubes on ``card`` to use its ability (docs/rules/space-base.md §4, §6).

    Attributes:
        card: the card holding the ability.
        sector: Dice Arrow / 2X target sector.
        slot: Claim a Card / Buy a Card shipyard slot.
        target: Place a Charge Anywhere / Exchange this Card: the other card.
        dice: Set Dice: the two values.
    """

    type: Literal["use"] = "use"
    card: str
    sector: int | None = None
    slot: str | None = None
    target: str | None = None
    dice: tuple[int, int] | None = None


class SetAllocationPref(_Action):
    """Standing answer to sum-or-split on others' turns."""

    type: Literal["prefer_allocation"] = "prefer_allocation"
    value: AllocationPref


class SetAutoUse(_Action):
    """Standing answer to "use this charged ability on others' turns?"."""

    type: Literal["prefer_use"] = "prefer_use"
    card: str
    value: AutoUse


ROLL, PASS, DONE = Roll(), Pass(), Done()
"""The shared values of the actions without fields (see :func:`shared_allocate`)."""


@cache
def shared_colony(sector: int) -> BuyColony:
    """The shared :class:`BuyColony` value (see :func:`shared_allocate`)."""
    return BuyColony(sector=sector)


@cache
def shared_allocation_pref(value: AllocationPref) -> SetAllocationPref:
    """The shared :class:`SetAllocationPref` value (see :func:`shared_allocate`)."""
    return SetAllocationPref(value=value)


@cache
def shared_auto_use(card: str, value: AutoUse) -> SetAutoUse:
    """The shared :class:`SetAutoUse` value (listed for every pending seat after every answer)."""
    return SetAutoUse(card=card, value=value)


class Keep(_Action):
    """Light-Speed variant: keep these hand positions (1-based, ascending) and pay for them."""

    type: Literal["keep"] = "keep"
    positions: tuple[int, ...]


Action = Annotated[
    Roll
    | Allocate
    | Buy
    | BuyColony
    | Pass
    | Done
    | UseAbility
    | SetAllocationPref
    | SetAutoUse
    | Keep,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
ORDINALS = {1: "1st", 2: "2nd"}
PREFERENCE_ACTIONS = (SetAllocationPref, SetAutoUse)


def describe(action: Action) -> str:
    """Return the short notation of ``action`` (the inverse of parsing; see the module table).

    A :class:`Keep` names the seat's hand: see :func:`rules.space_base.light_speed.describe_keep`.
    """
    match action:
        case Allocate(choice=choice, picks=picks):
            return " ".join([choice, *(ORDINALS[pick] for pick in picks)])
        case Buy(slot=slot, sector=None):
            return f"buy {slot}"
        case Buy(slot=slot, sector=sector):
            return f"buy {slot} to {sector}"
        case BuyColony(sector=sector):
            return f"colony {sector}"
        case UseAbility():
            return " ".join(["use", action.card, *_use_args(action)])
        case SetAllocationPref(value=value):
            return f"prefer {value}"
        case SetAutoUse(card=card, value=value):
            return f"prefer {card} {value}"
        case _:
            return action.type


def _use_args(action: UseAbility) -> list[str]:
    args: list[str] = []
    if action.sector is not None:
        args.append(str(action.sector))
    if action.slot is not None:
        args.append(action.slot)
    if action.target is not None:
        args.append(action.target)
    if action.dice is not None:
        args.extend(str(d) for d in action.dice)
    return args
