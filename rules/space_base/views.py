"""Building the public and private views (no deck order; Light-Speed hands only to their owner)."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from rules.space_base.board import slot_name
from rules.space_base.cards import ABILITY_NAMES, Ability, Arrow, Box, Pack, load
from rules.space_base.light_speed import kept_positions
from rules.space_base.state import (
    BoxView,
    CardView,
    ColonyView,
    ConsoleView,
    PrivateView,
    PublicView,
    SectorView,
    ShipyardSlotView,
    SpaceBaseState,
)

_REACH = {"first": "1st", "second": "2nd", "either": "1st/2nd"}


def box_view(box: Box, colour: Literal["blue", "red"]) -> BoxView:
    """A blue or red box as drawn: gains summed, arrows and charge written out."""
    credits = sum(getattr(e, "credits", 0) for e in box.rewards)
    income = sum(getattr(e, "income", 0) for e in box.rewards)
    vp = sum(getattr(e, "vp", 0) for e in box.rewards)
    parts = [
        f"+{n} {name}" for n, name in ((credits, "credits"), (income, "income"), (vp, "VP")) if n
    ]
    parts += [
        f"{'→' if e.direction == 'up' else '←'}{_REACH[e.reach]}"
        for e in box.rewards
        if isinstance(e, Arrow)
    ]
    if box.charge:
        parts.append("Charge")
    ability = _ability_name(box.ability)
    if ability:
        parts.append(ability)
    return BoxView(
        colour=colour,
        text=", ".join(parts) or "—",
        credits=credits,
        income=income,
        vp=vp,
        ability=ability,
        charges=box.charge,
    )


def _ability_name(ability: Ability | None) -> str | None:
    if ability is None:
        return None
    name = ABILITY_NAMES[ability.kind]
    if ability.kind == "swap_sectors":
        return f"{name} {ability.sectors[0]}↔{ability.sectors[1]}"
    if ability.kind == "all_lose_vp":
        return f"All Players Lose {ability.amount} VP"
    if ability.kind == "dice_arrow":
        return f"{name} ±{ability.steps}"
    if ability.kind == "claim_card":
        return f"{name} (Level ≤{ability.level})"
    return name


def card_view(pack: Pack, card_id: str, num_players: int, charges: int = 0) -> CardView:
    """A card with both boxes, its green ability, slots at this player count and its cubes.

    Views are rebuilt after every action, so the result is cached (callers must not mutate it).
    """
    return _card_view(pack.id, card_id, num_players, charges)


@lru_cache(maxsize=4096)
def _card_view(pack_id: str, card_id: str, num_players: int, charges: int) -> CardView:
    card = load(pack_id).card(card_id)
    green = None
    if card.green is not None:
        name = _ability_name(card.green)
        green = BoxView(colour="green", text=name or "", ability=name)
    return CardView(
        id=card.id,
        name=card.name,
        level=card.level,
        cost=card.cost,
        sector=card.sector,
        blue=box_view(card.blue, "blue"),
        red=box_view(card.red, "red"),
        green=green,
        slots=card.capacity(num_players),
        linked=card.linked,
        charges=charges,
    )


def _console(pack: Pack, state: SpaceBaseState, seat: int, to_act: frozenset[int]) -> ConsoleView:
    me = state.seats[seat]
    n = state.num_players

    def cv(card_id: str) -> CardView:
        return card_view(pack, card_id, n, me.charges.get(card_id, 0))

    sectors = []
    for number, sector in enumerate(me.sectors, start=1):
        colony = pack.colony(sector.colony) if sector.colony else None
        sectors.append(
            SectorView(
                number=number,
                station=cv(sector.station) if sector.station else None,
                deployed=[cv(c) for c in sector.deployed],
                colony=ColonyView(**colony.model_dump()) if colony else None,
            )
        )
    return ConsoleView(
        seat=seat,
        credits=me.credits,
        income=me.income,
        vp=me.vp,
        sectors=sectors,
        allocation=state.allocations.get(seat),
        gains=state.last_gains.get(seat, ""),
        is_active=seat == state.active,
        is_pending=seat in to_act,
        hand_size=len(me.hand),
        has_chosen=_has_chosen(state, seat),
    )


def public_view(
    pack: Pack, state: SpaceBaseState, to_act: frozenset[int], prompt: str, winner: int | None
) -> PublicView:
    """Everything the table may see."""
    shipyard = [
        ShipyardSlotView(
            slot=slot_name(level, i),
            level=level,
            card=card_view(pack, c, state.num_players) if c else None,
        )
        for level, row in enumerate(state.shipyard.rows, start=1)
        for i, c in enumerate(row)
    ]
    return PublicView(
        consoles=[_console(pack, state, s, to_act) for s in range(state.num_players)],
        shipyard=shipyard,
        deck_sizes=[len(d) for d in state.shipyard.decks],
        colonies=[ColonyView(**pack.colony(c).model_dump()) for c in state.colonies],
        phase=state.phase,
        active=state.active,
        first_seat=state.first_seat,
        turn_number=state.turn_number,
        round_number=state.round_number,
        dice=state.dice,
        to_act=sorted(to_act),
        prompt=prompt,
        end_triggered=state.end_triggered,
        winner=winner,
        pack=pack.id,
        provenance=pack.provenance.kind,
    )


def private_view(pack: Pack, state: SpaceBaseState, seat: int, public: PublicView) -> PrivateView:
    """``public`` plus ``seat``'s own Light-Speed hand, the keep it chose and its standing
    preferences."""
    me = state.seats[seat]
    hand = [card_view(pack, c, state.num_players) for c in me.hand]
    return PrivateView(
        **public.model_dump(),
        seat=seat,
        hand=hand,
        keeping=kept_positions(state.window, seat) if _has_chosen(state, seat) else None,
        prefs=me.prefs,
    )


def _has_chosen(state: SpaceBaseState, seat: int) -> bool:
    """True when ``seat`` has answered the open Light-Speed keep."""
    window = state.window
    return window is not None and window.kind == "keep" and seat not in window.pending
