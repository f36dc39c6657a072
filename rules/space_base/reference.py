"""Space Base's components for ``/card`` (:mod:`rules.core.reference`): every ship of the pack
(the starting ships and the shipyard) and every colony, with their printed boxes and what each
ability does (docs/rules/space-base.md §1 "Cards", §6 "Card-effect vocabulary").
"""

from __future__ import annotations

from functools import cache

from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import plural_s
from rules.space_base.cards import Ability, Colony, load
from rules.space_base.state import BoxView, CardView
from rules.space_base.views import card_view
from rules.space_base.words import box_words

SHIP = Msg("space_base.reference.ship", "ship")
STARTING_SHIP = Msg("space_base.reference.starting_ship", "starting ship")
COLONY = Msg("space_base.reference.colony", "colony")

ABILITY_HELP: dict[str, Msg] = {
    "dice_arrow": Msg(
        "space_base.reference.help.dice_arrow",
        "Dice Arrow: add the dice and also take the reward of the sector that many steps away"
        " (the rulebook's wording is unclear).",
    ),
    "claim_card": Msg(
        "space_base.reference.help.claim_card",
        "Claim a Card: take a shipyard card of the level shown for free.",
    ),
    "buy_card": Msg(
        "space_base.reference.help.buy_card",
        "Buy a Card: before or after the roll, buy one card at its cost without your credits"
        " dropping to 0; your normal purchase is still allowed.",
    ),
    "swap_sectors": Msg(
        "space_base.reference.help.swap_sectors",
        "Swap Sectors: exchange everything (station and deployed cards) between the two sectors"
        " named.",
    ),
    "reroll": Msg(
        "space_base.reference.help.reroll", "Reroll: roll the dice again before allocating."
    ),
    "charge_anywhere": Msg(
        "space_base.reference.help.charge_anywhere",
        "Place a Charge Anywhere: put one charge cube on any other card, station or deployed.",
    ),
    "all_lose_vp": Msg(
        "space_base.reference.help.all_lose_vp",
        "All Players Lose VP: every player loses the VP shown, never below 0.",
    ),
    "place_7_12": Msg(
        "space_base.reference.help.place_7_12",
        "Place a Card in 7–12: a card you buy may go into any sector 7–12 instead of its own.",
    ),
    "set_dice": Msg(
        "space_base.reference.help.set_dice", "Set Dice: before rolling, choose both dice."
    ),
    "exchange": Msg(
        "space_base.reference.help.exchange",
        "Exchange this Card: swap it with another card of the same sector (station ↔ deployed).",
    ),
    "you_win": Msg("space_base.reference.help.you_win", "YOU WIN!: its user wins at once."),
    "double": Msg(
        "space_base.reference.help.double",
        "2X: after collecting, take one sector's rewards again.",
    ),
}


def entries(pack_id: str, num_players: int) -> tuple[Entry, ...]:
    """Every ship and colony of pack ``pack_id`` as printed, charge slots counted for
    ``num_players`` seats: starting ships, the shipyard by level, then the colonies."""
    return _entries(pack_id, num_players)


@cache
def _entries(pack_id: str, num_players: int) -> tuple[Entry, ...]:
    pack = load(pack_id)
    ships = [
        _ship(card_view(pack, card.id, num_players), pack.card(card.id).green)
        for card in (*pack.starting, *pack.shipyard)
    ]
    return (*ships, *(_colony(colony) for colony in pack.colonies))


def _ship(card: CardView, ability: Ability | None) -> Entry:
    facts: list[str] = [
        Msg(
            "space_base.reference.printed",
            "Level {level} · sector {sector} · cost {cost} credits",
            level=card.level,
            sector=card.sector,
            cost=card.cost,
        ),
        _box("space_base.reference.blue", "Blue (in your station): {text}", card.blue),
        _box("space_base.reference.red", "Red (deployed): {text}", card.red),
    ]
    if card.green is not None:
        facts.append(_box("space_base.reference.green", "Green (any turn): {text}", card.green))
        if ability is not None:
            facts.append(ABILITY_HELP[ability.kind])
    if card.slots:
        english = (
            f"{{n}} charge slot{plural_s(card.slots)}; one use needs them all full"
            if card.linked
            else f"{{n}} charge slot{plural_s(card.slots)}; each charge is one use"
        )
        key = "linked" if card.linked else "slots"
        facts.append(Msg(f"space_base.reference.{key}", english, n=card.slots))
    return Entry(
        id=card.id,
        name=card.name,
        kind=STARTING_SHIP if card.level == 0 else SHIP,
        facts=tuple(facts),
    )


def _box(key: str, english: str, box: BoxView) -> str:
    return Msg(key, english, text=box_words(box.text))


def _colony(colony: Colony) -> Entry:
    fact = Msg(
        "space_base.reference.colony_printed",
        "Sector {sector} · cost {cost} credits · {vp} VP when bought",
        sector=colony.sector,
        cost=colony.cost,
        vp=colony.vp,
    )
    name = Msg("space_base.reference.colony_name", "Colony {sector}", sector=colony.sector)
    return Entry(id=colony.id, name=name, kind=COLONY, facts=(fact,))
