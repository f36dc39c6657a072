"""Helpers for Space Base tests: a game with plain consoles and a chosen roll; view masks."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rules.space_base import GAME
from rules.space_base.board import set_sector
from rules.space_base.state import SeatState, SectorState, SpaceBaseState


def plain(num_players: int, *, dice: tuple[int, int] = (1, 6), active: int = 0) -> SpaceBaseState:
    """A game whose consoles hold only starting ships, 0 credits, seat ``active`` to allocate."""
    state = GAME.setup(num_players, seed="plain")
    state.seats = [
        SeatState(sectors=[SectorState(station=c.id) for c in GAME.pack.starting], credits=0)
        for _ in range(num_players)
    ]
    state.active, state.first_seat = active, active
    state.phase, state.dice = "allocate", dice
    return state


def put(state: SpaceBaseState, seat: int, card_id: str, *, deployed: bool = False) -> None:
    """Place ``card_id`` on ``seat``'s console in its printed sector (as station or deployed)."""
    number = GAME.pack.card(card_id).sector
    sector = state.seats[seat].sectors[number - 1]
    if deployed:
        set_sector(state.seats[seat], number, deployed=(*sector.deployed, card_id))
    else:
        stack = (*sector.deployed, sector.station or card_id)
        set_sector(state.seats[seat], number, station=card_id, deployed=stack)


def deploy_starters(state: SpaceBaseState, seat: int, sectors: list[int]) -> None:
    """Give ``seat`` a deployed copy of the starting ship of each of ``sectors`` (red boxes)."""
    for sector in sectors:
        put(state, seat, f"s{sector:02d}", deployed=True)


def without_has_chosen(view: BaseModel) -> dict[str, Any]:
    """A public view's JSON without who has chosen (``to_act``, the status line, the flags)."""
    data = view.model_dump(mode="json", exclude={"to_act", "prompt"})
    for console in data["consoles"]:
        del console["is_pending"], console["has_chosen"]
    return data


REAL_CHOICE_DICE = (1, 4)


def give_a_real_choice(state: SpaceBaseState, seat: int) -> None:
    """Deploy on idle ``seat`` what makes a roll of :data:`REAL_CHOICE_DICE` a real choice: the
    sum (sector 5, a starting ship) gives +1 credit, the split (sector 1, ``l2-03``) +1 VP."""
    put(state, seat, "l2-03", deployed=True)
    deploy_starters(state, seat, [5])
