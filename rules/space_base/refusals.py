"""Why a typed Space Base purchase is refused (issue #25 item 1; the kit's
:meth:`rules.core.engine.Engine.explain`): a ship's or a colony's cost against the active seat's
credits, an empty or unknown shipyard slot, a sector already closed by a colony, a colony sold
(docs/rules/space-base.md §3 step 3, "Colony purchase")."""

from __future__ import annotations

from rules.core.text import Msg
from rules.space_base.board import parse_slot
from rules.space_base.cards import Pack
from rules.space_base.state import SpaceBaseState


def explain(pack: Pack, state: SpaceBaseState, text: str) -> str | None:
    """The reason ``text`` (normalized notation) of the active seat is refused, or ``None``."""
    verb, _, rest = text.partition(" ")
    words = rest.split()
    if verb == "buy" and words:
        return buy(pack, state, words[0])
    if verb == "colony" and words and words[0].isdigit():
        return colony(pack, state, int(words[0]))
    return None


def buy(pack: Pack, state: SpaceBaseState, slot: str) -> str:
    """Why ``buy <slot>`` is refused."""
    try:
        level, index = parse_slot(slot)
    except ValueError:
        return Msg(
            "space_base.refusal.slot",
            "`{slot}` is no shipyard slot: a level 1–3 and a letter a–f, e.g. `buy 2c`.",
            slot=slot,
        )
    card_id = state.shipyard.rows[level - 1][index]
    if card_id is None:
        return Msg("space_base.refusal.empty", "Shipyard slot {slot} is empty.", slot=slot)
    card, me = pack.card(card_id), state.seats[state.active]
    if card.cost > me.credits:
        return Msg(
            "space_base.refusal.cost",
            "{card} costs {cost} credits; you have {credits}.",
            card=card.name,
            cost=card.cost,
            credits=me.credits,
        )
    return Msg(
        "space_base.refusal.sector",
        "{card} goes into sector {sector}, which a colony has closed.",
        card=card.name,
        sector=card.sector,
    )


def colony(pack: Pack, state: SpaceBaseState, sector: int) -> str:
    """Why ``colony <sector>`` is refused."""
    found = [pack.colony(c) for c in state.colonies if pack.colony(c).sector == sector]
    me = state.seats[state.active]
    if not found:
        return Msg(
            "space_base.refusal.no_colony",
            "No colony of sector {sector} is for sale.",
            sector=sector,
        )
    if found[0].cost > me.credits:
        return Msg(
            "space_base.refusal.colony_cost",
            "The sector {sector} colony costs {cost} credits; you have {credits}.",
            sector=sector,
            cost=found[0].cost,
            credits=me.credits,
        )
    return Msg(
        "space_base.refusal.colony_closed",
        "Your sector {sector} has a colony already.",
        sector=sector,
    )
